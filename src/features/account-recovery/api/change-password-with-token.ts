import { useMutation } from '@tanstack/react-query'
import { okSchema } from '@/contract/account'
import { toBase64 } from '@/lib/api/base64'
import { api } from '@/lib/api/client'

/** POST /welcome/change-password: the new password set with the mailed token (single use). */
export function useChangePasswordWithToken(token: string) {
  return useMutation({
    mutationFn: async (password: string) =>
      okSchema.parse(
        await api
          .post('welcome/change-password', { json: { token: toBase64(token), password: toBase64(password) } })
          .json(),
      ),
  })
}
