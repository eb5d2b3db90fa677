import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api/client'

/** POST /welcome/send-recover-account-email (spec 002 §7.4). */
export function useSendRecoverEmail() {
  return useMutation({
    mutationFn: (username: string) =>
      api.post('welcome/send-recover-account-email', { json: { username: username.trim() } }).json(),
  })
}
