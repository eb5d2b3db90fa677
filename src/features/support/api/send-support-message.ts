import { onlineManager, useMutation } from '@tanstack/react-query'
import { useLiveQuery } from 'dexie-react-hooks'
import type { SupportMessageRequest } from '@/contract/account'
import { listCommands, waitForDelivery } from '@/offline/outbox/outbox'
import { queueUpload } from '@/offline/outbox/queue-upload'
import { useSession } from '@/offline/session-store'
import { supportKeys } from './support-keys'

export interface SupportMessageInput extends SupportMessageRequest {
  photos: File[]
}

const SUPPORT_KIND = 'support-message'

/**
 * POST /sat_mail (multipart: subject, message, machineId, photos) through the outbox: the message
 * and its downscaled photos are saved on the device first and then delivered, now or once the
 * connection is back, exactly once (the command's id is the Idempotency-Key). It resolves to
 * whether the message already left ('delivered'), waits ('queued'), or was refused. The sent list
 * is refreshed by the outbox after delivery.
 */
export function useSendSupportMessage() {
  const { user } = useSession()
  return useMutation({
    // Saving on the device works offline; the outbox does the network part.
    networkMode: 'always',
    mutationFn: async ({ subject, message, machineId, photos }: SupportMessageInput) => {
      const fields: Array<[string, string]> = [
        ['subject', subject],
        ['message', message],
      ]
      if (machineId) fields.push(['machineId', String(machineId)])
      const command = await queueUpload({
        userId: user.userId,
        scope: 'sat_mail',
        url: 'sat_mail',
        fields,
        photos,
        photoField: 'photos',
        kind: SUPPORT_KIND,
        summary: subject,
        invalidate: [[...supportKeys.sent()]],
      })
      return onlineManager.isOnline() ? waitForDelivery(command.id) : { outcome: 'queued' as const }
    },
  })
}

/** Support messages written on this device and not delivered yet (shown above the sent ones). */
export function useQueuedSupportMessages() {
  const { user } = useSession()
  return useLiveQuery(
    async () => (await listCommands(user.userId)).filter((command) => command.kind === SUPPORT_KIND),
    [user.userId],
  )
}
