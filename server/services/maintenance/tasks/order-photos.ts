/**
 * The photos a new corrective work order is saved with (POST /maintenance, `images`: chosen in the
 * form, or a procedure step's handed over to it). The server puts them on the work order the save
 * plans, in the save's transaction, as it links a work request's photos on acceptance
 * (work-requests.ts): one write, exactly once under its Idempotency-Key, and the client never has
 * to look for the work order afterwards.
 */
import { sql } from 'drizzle-orm'
import type { MaintenanceTaskInput } from '../../../../src/contract/maintenance-tasks'
import type { DbOrTx } from '../../../db/client'
import { badRequest } from '../../../http/errors'
import type { UploadedImage } from '../../../lib/reencode-image'
import type { FileStorage } from '../../../lib/storage'
import { addEventImages } from '../events/event-images'

/** Photos belong to a one-off that plans a work order: a 400 naming `images` otherwise, before any write. */
export function checkOrderPhotos(input: MaintenanceTaskInput, images: readonly UploadedImage[]) {
  if (images.length === 0) return
  if (input.frequency !== 'none' || input.usage) {
    throw badRequest('images', 'Photos go with a one-off corrective work order (frequency none)', 'invalid')
  }
}

/**
 * Adds the photos to `eventId` (the work order a work request became), else to the task's work
 * order on `machineId` (the stop's machine: where they were taken), else to its first one.
 */
export async function attachOrderPhotos(
  tx: DbOrTx,
  storage: FileStorage,
  input: {
    taskId: number
    eventId: number | null
    machineId: number | null
    userId: number
    images: UploadedImage[]
    now: Date
  },
): Promise<void> {
  if (input.images.length === 0) return
  const rows = await tx.execute<{ id: number }>(sql`
    select id from maintenance_events where task_id = ${input.taskId}
    order by (id is not distinct from ${input.eventId}) desc,
      (machine_id is not distinct from ${input.machineId}) desc, date, id
    limit 1`)
  const eventId = rows.rows[0]?.id
  if (eventId === undefined)
    throw badRequest('images', 'This save plans no work order to put them on', 'invalid')
  await addEventImages(tx, storage, { eventId, userId: input.userId, images: input.images, now: input.now })
}
