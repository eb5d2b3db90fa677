import { useMutation } from '@tanstack/react-query'
import { type ChangePasswordRequest, okSchema } from '@/contract/account'
import { api } from '@/lib/api/client'

/** POST /change_password; the server signs out the user's other sessions, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: ChangePasswordRequest) =>
      okSchema.parse(await api.post('change_password', { json: body }).json()),
  })
}
