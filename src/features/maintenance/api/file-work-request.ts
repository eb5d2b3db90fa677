/**
 * POST /maintenance/requests (issue 31, ADR 037): a work request filed through the outbox with its
 * photos, one multipart command that reaches the server exactly once (its Idempotency-Key is the
 * command's id), offline too; and the requests this device still holds.
 */
import { useLiveQuery } from 'dexie-react-hooks'
import type { FileWorkRequest } from '@/contract/work-requests'
import { listCommands } from '@/offline/outbox/outbox'
import { queueUpload } from '@/offline/outbox/queue-upload'
import type { OutboxCommand } from '@/offline/outbox/types'
import { useSession } from '@/offline/session-store'
import { maintenanceKeys } from './maintenance-keys'

export const REQUEST_KIND = 'work-request'

/** Queues a request with its photos (downscaled once, kept on the device until delivered). */
export function queueWorkRequest(userId: number, request: FileWorkRequest, photos: File[], summary: string) {
  const fields: Array<[string, string]> = [
    ['machineId', String(request.machineId)],
    ['description', request.description],
    ['urgency', request.urgency],
  ]
  if (request.assetId !== undefined) fields.push(['assetId', String(request.assetId)])
  if (request.stopReasonCode) fields.push(['stopReasonCode', request.stopReasonCode])
  return queueUpload({
    userId,
    // Each request its own scope: one stuck request does not hold back another.
    scope: `workRequest:${crypto.randomUUID()}`,
    url: 'maintenance/requests',
    fields,
    photos,
    photoField: 'images',
    kind: REQUEST_KIND,
    summary,
    invalidate: [[...maintenanceKeys.requests()]],
  })
}

/** The requests this device still holds for the user (waiting for the network, or refused). */
export function useQueuedRequests(): OutboxCommand[] {
  const { user } = useSession()
  return (
    useLiveQuery(
      async () => (await listCommands(user.userId)).filter((c) => c.kind === REQUEST_KIND),
      [user.userId],
    ) ?? []
  )
}
