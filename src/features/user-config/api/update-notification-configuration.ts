import { useMutation } from '@tanstack/react-query'
import { notificationConfigResponseSchema } from '@/contract/account'
import { api } from '@/lib/api/client'
import { patchSessionUser } from '@/offline/session-store'

/** POST /update_notification_configuration: whether the user gets notices by e-mail. */
export function useUpdateNotificationConfiguration() {
  return useMutation({
    mutationFn: async (email: boolean) =>
      notificationConfigResponseSchema.parse(
        await api.post('update_notification_configuration', { json: { email } }).json(),
      ),
    onSuccess: ({ email }) => patchSessionUser({}, { notificationEmail: email }),
  })
}
