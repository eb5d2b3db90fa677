/**
 * Work-order writes through the outbox (src/offline/outbox): a change (PUT /maintenanceEvent/{id})
 * and photos (POST /maintenanceEvent/images) are saved on the device first and delivered now or
 * once the connection is back, exactly once (each command's id is its Idempotency-Key), in order
 * per work order (scope `maintenanceEvent:<id>`): photos taken while completing are queued before
 * the change, so they reach the server first. The screens show the outbox rows as pending work
 * (model/pending-changes.ts).
 */
import { onlineManager } from '@tanstack/react-query'
import { useLiveQuery } from 'dexie-react-hooks'
import type { MaintenanceEvent, MaintenanceEventChange } from '@/contract/maintenance'
import type { RuleReason } from '@/contract/maintenance-rules'
import { enqueueCommand, listCommands, waitForDelivery } from '@/offline/outbox/outbox'
import { queueUpload } from '@/offline/outbox/queue-upload'
import type { OutboxCommand } from '@/offline/outbox/types'
import { useSession } from '@/offline/session-store'
import { isMaintenanceEvent } from '../model/maintenance-answers'
import { changeBase, type PendingChange, type PendingWork } from '../model/pending-changes'
import { maintenanceKeys } from './maintenance-keys'

export const CHANGE_KIND = 'maintenance-change'
export const PHOTOS_KIND = 'maintenance-photos'
export const eventScope = (eventId: number) => `maintenanceEvent:${eventId}`

const invalidate = [[...maintenanceKeys.all]]

export interface QueueChangeInput {
  userId: number
  event: MaintenanceEvent
  work: PendingWork | undefined
  action: MaintenanceEventChange['action']
  /** For the pending-changes panel, in the user's language. */
  summary: string
  /** A file whose server id the change names, from an upload queued before it (outbox file-refs.ts). */
  takesFileIdFrom?: OutboxCommand['takesFileIdFrom']
}

/** Queues one change; it carries the device's time, which the history keeps when it arrives late. */
export function queueEventChange({
  userId,
  event,
  work,
  action,
  summary,
  takesFileIdFrom,
}: QueueChangeInput) {
  const { version, takesVersionFromPrevious } = changeBase(event, work)
  const change: MaintenanceEventChange = { version, action, deviceAt: new Date().toISOString() }
  return enqueueCommand({
    userId,
    scope: eventScope(event.id),
    method: 'PUT',
    url: `maintenanceEvent/${event.id}`,
    body: { kind: 'json', value: change },
    kind: CHANGE_KIND,
    summary,
    invalidate,
    takesVersionFromPrevious,
    ...(takesFileIdFrom ? { takesFileIdFrom } : {}),
  })
}

/** Queues up to 5 photos in one upload, downscaled once, before anything queued after them. */
export function queueEventPhotos(userId: number, eventId: number, photos: File[], summary: string) {
  return queueUpload({
    userId,
    scope: eventScope(eventId),
    url: 'maintenanceEvent/images',
    fields: [['eventId', String(eventId)]],
    photos,
    photoField: 'images',
    kind: PHOTOS_KIND,
    summary,
    invalidate,
  })
}

/** Online, waits a little so the screen can say "sent" or show a refusal; offline, "queued" at once. */
export const settle = (command: OutboxCommand) =>
  onlineManager.isOnline() ? waitForDelivery(command.id) : Promise.resolve({ outcome: 'queued' as const })

function pendingChange(command: OutboxCommand): PendingChange | null {
  if (command.body.kind !== 'json') return null
  const change = command.body.value as MaintenanceEventChange
  const status = command.status === 'conflict' || command.status === 'rejected' ? command.status : 'waiting'
  const details = command.error?.details ?? {}
  return {
    commandId: command.id,
    change,
    status,
    ...(isMaintenanceEvent(details.current) ? { current: details.current } : {}),
    ...(typeof details.reason === 'string' ? { reason: details.reason as RuleReason } : {}),
    ...(command.error ? { message: command.error.message, code: command.error.code } : {}),
    ...(command.takesFileIdFrom ? { photoCommandId: command.takesFileIdFrom.commandId } : {}),
  }
}

const eventIdOf = (command: OutboxCommand) => Number(command.scope.slice('maintenanceEvent:'.length))

/** The outbox rows of work orders, by work order id, in delivery order. */
export function pendingWorkByEvent(commands: OutboxCommand[]): Map<number, PendingWork> {
  const byEvent = new Map<number, PendingWork>()
  for (const command of commands) {
    if (command.kind !== CHANGE_KIND && command.kind !== PHOTOS_KIND) continue
    const id = eventIdOf(command)
    const work = byEvent.get(id) ?? { changes: [], photos: 0, commandIds: [] }
    work.commandIds.push(command.id)
    if (command.kind === PHOTOS_KIND) {
      work.photos += command.body.kind === 'multipart' ? command.body.files.length : 0
    } else {
      const change = pendingChange(command)
      if (change) work.changes.push(change)
    }
    byEvent.set(id, work)
  }
  return byEvent
}

const empty = new Map<number, PendingWork>()

/** This user's pending work-order work, live (other tabs and the service worker's deliveries too). */
export function usePendingMaintenanceWork(): Map<number, PendingWork> {
  const { user } = useSession()
  return useLiveQuery(async () => pendingWorkByEvent(await listCommands(user.userId)), [user.userId]) ?? empty
}
