/**
 * The outbox: writes that must survive being offline.
 *
 * Model: the caller applies its change locally first (an optimistic update of the query cache),
 * then enqueues a command: one row of the Dexie table `outbox` whose UUID id is the
 * Idempotency-Key of every delivery attempt, plus the bytes of its files in `outboxBlobs`. The
 * flusher (flush.ts) delivers each user's commands oldest first, in order within a scope (the
 * entity they change), and deletes a command with its files only once the server accepted it.
 * Commands belong to their author: a 401 or a logout keeps them, and they leave when that user
 * is signed in again. A refused command (4xx, 409) waits for the user to retry or discard it;
 * nothing is dropped silently.
 */
import { db } from '@/offline/db'
import type { FileIdRef, OutboxBlob, OutboxBody, OutboxCommand, OutboxError, OutboxMethod } from './types'
import { notifyOutboxWork as notifyWork } from './work'

export interface OutboxFileInput {
  field: string
  fileName: string
  data: ArrayBuffer
  type: string
}

export type OutboxBodyInput =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'multipart'; fields: Array<[string, string]>; files: OutboxFileInput[] }

export interface EnqueueInput {
  userId: number
  scope: string
  method: OutboxMethod
  url: string
  body: OutboxBodyInput
  kind: string
  summary: string
  invalidate?: unknown[][]
  takesVersionFromPrevious?: boolean
  takesFileIdFrom?: FileIdRef
}

/** Re-exported: the signal itself lives without Dexie (work.ts). */
export { onOutboxWork } from './work'

export async function enqueueCommand(input: EnqueueInput, now = Date.now()): Promise<OutboxCommand> {
  const id = crypto.randomUUID()
  const blobs: OutboxBlob[] = []
  let body: OutboxBody
  if (input.body.kind === 'multipart') {
    const files = input.body.files.map((file) => {
      const blobId = crypto.randomUUID()
      blobs.push({
        id: blobId,
        commandId: id,
        data: file.data,
        type: file.type,
        name: file.fileName,
        size: file.data.byteLength,
        created: now,
      })
      return { field: file.field, blobId, fileName: file.fileName }
    })
    body = { kind: 'multipart', fields: input.body.fields, files }
  } else {
    body = input.body
  }
  const command = await db.transaction('rw', db.outbox, db.outboxBlobs, async () => {
    const last = await db.outbox.orderBy('seq').last()
    const row: OutboxCommand = {
      id,
      userId: input.userId,
      scope: input.scope,
      seq: (last?.seq ?? 0) + 1,
      method: input.method,
      url: input.url,
      body,
      kind: input.kind,
      summary: input.summary,
      invalidate: input.invalidate ?? [],
      ...(input.takesVersionFromPrevious ? { takesVersionFromPrevious: true } : {}),
      ...(input.takesFileIdFrom ? { takesFileIdFrom: input.takesFileIdFrom } : {}),
      created: now,
      attempts: 0,
      nextAttemptAt: now,
      status: 'pending',
    }
    if (blobs.length) await db.outboxBlobs.bulkAdd(blobs)
    await db.outbox.add(row)
    return row
  })
  notifyWork()
  return command
}

/** A user's commands in delivery order. */
export function listCommands(userId: number): Promise<OutboxCommand[]> {
  return db.outbox.where('[userId+seq]').between([userId, 0], [userId, Number.MAX_SAFE_INTEGER]).toArray()
}

/** Commands of this user not yet delivered, whatever their state (logout asks first when > 0). */
export function countPendingCommands(userId: number): Promise<number> {
  return db.outbox.where('userId').equals(userId).count()
}

/** Commands of every user on this device (clearing offline data must not lose them unasked). */
export function countAllCommands(): Promise<number> {
  return db.outbox.count()
}

/** A new attempt of a refused or waiting command, with the SAME Idempotency-Key. */
export async function retryCommand(id: string, now = Date.now()): Promise<void> {
  await db.outbox
    .where('id')
    .equals(id)
    .and((c) => c.status !== 'sending')
    .modify({ status: 'pending', nextAttemptAt: now })
  notifyWork()
}

/**
 * Sends a refused JSON command again with a new body (a conflict the user resolves by keeping
 * their change, now based on the current version): a NEW Idempotency-Key, since the server keeps
 * the old key's body, and the SAME place in the queue, so what was queued after it stays after it.
 * Refused while it is being sent; answers the new id.
 */
export async function resendCommand(id: string, value: unknown, now = Date.now()): Promise<string | null> {
  const newId = crypto.randomUUID()
  const done = await db.transaction('rw', db.outbox, async () => {
    const command = await db.outbox.get(id)
    if (!command || command.status === 'sending' || command.body.kind !== 'json') return false
    await db.outbox.delete(id)
    const { error: _error, takesVersionFromPrevious: _chained, ...rest } = command
    await db.outbox.add({
      ...rest,
      id: newId,
      body: { kind: 'json', value },
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      created: now,
    })
    return true
  })
  if (!done) return null
  notifyWork()
  return newId
}

/** Drops a command and its files, by the user's choice; refused while it is being sent. */
export async function discardCommand(id: string): Promise<boolean> {
  return db.transaction('rw', db.outbox, db.outboxBlobs, async () => {
    const command = await db.outbox.get(id)
    if (!command || command.status === 'sending') return false
    await db.outboxBlobs.where('commandId').equals(id).delete()
    await db.outbox.delete(id)
    return true
  })
}

/**
 * Removes a delivered command and its files in one transaction, with what the delivery hands on
 * (`alsoInside`: the file ids its answer gives to the commands waiting for them, file-refs.ts), so
 * a crash between the two cannot lose them.
 */
export async function removeDelivered(id: string, alsoInside?: () => Promise<void>): Promise<void> {
  await db.transaction('rw', db.outbox, db.outboxBlobs, async () => {
    await db.outboxBlobs.where('commandId').equals(id).delete()
    await db.outbox.delete(id)
    await alsoInside?.()
  })
}

export async function loadBlobs(command: OutboxCommand): Promise<Map<string, OutboxBlob>> {
  const rows = await db.outboxBlobs.where('commandId').equals(command.id).toArray()
  return new Map(rows.map((row) => [row.id, row]))
}

/** Every queued command and file of every user: only the "clear offline data" action calls this. */
export async function clearOutbox(): Promise<void> {
  await db.transaction('rw', db.outbox, db.outboxBlobs, async () => {
    await db.outbox.clear()
    await db.outboxBlobs.clear()
  })
}

export type DeliveryWait =
  | { outcome: 'delivered' }
  | { outcome: 'queued' }
  | { outcome: 'rejected' | 'conflict'; error: OutboxError }

/**
 * Waits a little for a command to leave (for a screen that can say "sent" rather than "queued"
 * when the connection is good). 'delivered' also covers a discard, since both remove the row.
 */
export async function waitForDelivery(id: string, timeoutMs = 8_000, pollMs = 250): Promise<DeliveryWait> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const command = await db.outbox.get(id)
    if (!command) return { outcome: 'delivered' }
    if ((command.status === 'rejected' || command.status === 'conflict') && command.error) {
      return { outcome: command.status, error: command.error }
    }
    if (Date.now() >= until) return { outcome: 'queued' }
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}
