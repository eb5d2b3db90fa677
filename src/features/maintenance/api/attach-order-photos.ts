import { getEvents } from './get-events'
import { queueEventPhotos } from './queue-event-work'

export interface OrderPhotos {
  userId: number
  /** The corrective task just saved. */
  taskId: number
  /** The machine the photos were taken on: its work order takes them. */
  machineId: number | undefined
  photos: File[]
  /** For the pending-changes panel, in the user's language. */
  summary: string
}

/**
 * The photos of a new corrective work order. POST /maintenance takes one file, the task's PDF, so
 * the photos follow the save: to the task's work order on their machine (the first planned, as a
 * work request's photos go on acceptance), else its first, through the outbox like any work-order
 * photo (downscaled, kept on the device until delivered). False when the order has no work order.
 */
export async function attachOrderPhotos({ userId, taskId, machineId, photos, summary }: OrderPhotos) {
  const page = await getEvents({
    maintenanceStates: '1,2,3,4',
    tasks: String(taskId),
    orderBy: 'date',
    limit: '50',
  })
  const target = page.results.find((e) => e.machineId === machineId) ?? page.results[0]
  if (!target) return false
  await queueEventPhotos(userId, target.id, photos, summary)
  return true
}
