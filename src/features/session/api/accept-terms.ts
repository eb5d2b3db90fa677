import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { patchSessionUser } from '@/offline/session-store'

/** POST /accept-terms-and-conditions for the signed-in user; the stored session follows. */
export function useAcceptTerms() {
  return useMutation({
    mutationFn: () => api.post('accept-terms-and-conditions').json(),
    onSuccess: () => patchSessionUser({ hasAcceptedTos: true, isAcceptTerms: true }),
  })
}
