import { useMutation } from '@tanstack/react-query'
import { notificationConfigResponseSchema } from '@/contract/account'
import { api } from '@/lib/api/client'
import { patchSessionUser } from '@/offline/session-store'

export interface NotificationConfiguration {
  email: boolean
  /** Where notices and report mails go; null: the account's e-mail. */
  address: string | null
}

/** POST /update_notification_configuration: notices by e-mail on or off, and their address. */
export function useUpdateNotificationConfiguration() {
  return useMutation({
    mutationFn: async (config: NotificationConfiguration) =>
      notificationConfigResponseSchema.parse(
        await api.post('update_notification_configuration', { json: config }).json(),
      ),
    onSuccess: ({ email, address }) =>
      patchSessionUser({}, { notificationEmail: email, notificationAddress: address }),
  })
}
