import { useMutation } from '@tanstack/react-query'
import { termsAcceptedSchema } from '@/contract/account'
import { toBase64 } from '@/lib/api/base64'
import { api } from '@/lib/api/client'

/** POST /welcome/accept-terms-and-conditions: the terms accepted with the mailed token. */
export function useAcceptTermsWithToken(token: string) {
  return useMutation({
    mutationFn: async () =>
      termsAcceptedSchema.parse(
        await api.post('welcome/accept-terms-and-conditions', { json: { token: toBase64(token) } }).json(),
      ),
  })
}
