/**
 * Photos of a work order: the bytes go to the storage backend first and the rows (stored_files +
 * maintenance_event_images) in the request's transaction; a rolled-back write can leave an orphan
 * file, never a row pointing at nothing. A photo does not change the work order's version: it
 * adds evidence, it does not change the plan, so a photo never makes a technician's next change a
 * conflict.
 */
import { sql } from 'drizzle-orm'
import type { MaintenanceImage } from '../../../../src/contract/maintenance'
import type { DbOrTx } from '../../../db/client'
import { maintenanceEventImages, storedFiles } from '../../../db/schema'
import type { UploadedImage } from '../../../lib/reencode-image'
import type { FileStorage } from '../../../lib/storage'
import { maintenanceFileUrl } from '../files'

/**
 * Stores photos: the bytes to the storage backend first, the stored_files rows in the request's
 * transaction. The ids, in order, for the rows that link them (a work order's, a work request's).
 */
export async function storePhotos(
  tx: DbOrTx,
  storage: FileStorage,
  input: { userId: number; images: UploadedImage[]; now: Date },
): Promise<string[]> {
  const ids: string[] = []
  for (const image of input.images) {
    const stored = await storage.put(image.data)
    const [file] = await tx
      .insert(storedFiles)
      .values({
        ownerUserId: input.userId,
        fileName: image.fileName,
        mimeType: image.mimeType,
        size: stored.size,
        sha256: stored.sha256,
        storageKey: stored.storageKey,
        createdAt: input.now,
      })
      .returning({ id: storedFiles.id })
    ids.push(file.id)
  }
  return ids
}

export async function addEventImages(
  tx: DbOrTx,
  storage: FileStorage,
  input: { eventId: number; userId: number; images: UploadedImage[]; now: Date },
): Promise<MaintenanceImage[]> {
  for (const fileId of await storePhotos(tx, storage, input)) {
    await tx
      .insert(maintenanceEventImages)
      .values({ eventId: input.eventId, fileId, createdBy: input.userId, createdAt: input.now })
  }
  return eventImages(tx, input.eventId)
}

export async function eventImages(db: DbOrTx, eventId: number): Promise<MaintenanceImage[]> {
  const rows = await db.execute<{
    id: number
    file_id: string
    file_name: string
    created_at: Date | string
  }>(sql`
    select i.id, i.file_id, f.file_name, i.created_at
    from maintenance_event_images i join stored_files f on f.id = i.file_id
    where i.event_id = ${eventId} order by i.created_at, i.id`)
  return rows.rows.map((i) => ({
    id: i.id,
    url: maintenanceFileUrl(i.file_id, i.file_name),
    fileName: i.file_name,
    at: new Date(i.created_at).toISOString(),
  }))
}
