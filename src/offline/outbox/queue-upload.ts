/**
 * Queues a multipart write with photos (a support message, later maintenance evidence): the
 * photos are downscaled once, here, and their bytes stored with the command, so every delivery
 * attempt sends exactly the same parts (the server's Idempotency-Key hash covers fields and files).
 */

import { preparePhoto } from '../photos'
import { requestPersistentStorage } from '../storage-persistence'
import { enqueueCommand } from './outbox'
import type { OutboxCommand } from './types'

export interface QueueUploadInput {
  userId: number
  scope: string
  url: string
  fields: Array<[string, string]>
  photos: File[]
  photoField: string
  kind: string
  summary: string
  invalidate?: unknown[][]
}

export async function queueUpload(input: QueueUploadInput): Promise<OutboxCommand> {
  void requestPersistentStorage()
  const prepared = await Promise.all(input.photos.map(preparePhoto))
  return enqueueCommand({
    userId: input.userId,
    scope: input.scope,
    method: 'POST',
    url: input.url,
    body: {
      kind: 'multipart',
      fields: input.fields,
      files: prepared.map((photo) => ({
        field: input.photoField,
        fileName: photo.fileName,
        data: photo.data,
        type: photo.type,
      })),
    },
    kind: input.kind,
    summary: input.summary,
    invalidate: input.invalidate,
  })
}
