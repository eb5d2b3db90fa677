/**
 * Shapes of the outbox tables (see outbox.ts for the model). Plain data only: the rows are
 * read by the app and by the service worker.
 */

/**
 * pending: waiting to be sent (never tried, or kept after a 401 until its author signs in again);
 * sending: an attempt is in flight; failed: the last attempt failed for a transient reason and is
 * retried at nextAttemptAt; rejected (4xx) and conflict (409): waiting for the user to retry or
 * discard.
 */
export type OutboxStatus = 'pending' | 'sending' | 'failed' | 'rejected' | 'conflict'

export type OutboxMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface OutboxError {
  /** HTTP status; 0 when no answer came back. */
  status: number
  code: string
  message: string
  /** The rest of the server's error body (a rule's `reason` on a 403, the entity `current` on a 409). */
  details?: Record<string, unknown>
}

/** A file part of a multipart command: the bytes live in the outboxBlobs table. */
export interface OutboxFilePart {
  field: string
  blobId: string
  fileName: string
}

export type OutboxBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'multipart'; fields: Array<[string, string]>; files: OutboxFilePart[] }

export interface OutboxCommand {
  /** UUID, sent as Idempotency-Key on every attempt. */
  id: string
  /** The author: only this user's session delivers it. */
  userId: number
  /** The entity the command changes; commands of one scope are delivered in order. */
  scope: string
  /** Monotonic order of creation on this device (FIFO within a scope). */
  seq: number
  method: OutboxMethod
  /** Path under the API base, without a leading slash (for example 'sat_mail'). */
  url: string
  body: OutboxBody
  /** What the command is, for the pending-changes panel (a stable kind and a user text). */
  kind: string
  summary: string
  /** Query keys to invalidate once delivered. */
  invalidate: unknown[][]
  /**
   * The JSON body's `version` is the one the answer to the previous command of this scope carries:
   * a second change queued offline to one entity is based on the first, not on what was read.
   */
  takesVersionFromPrevious?: boolean
  /**
   * The JSON body names a file an earlier upload of the same scope sends (a procedure step's photo,
   * whose id the server gives only on upload): see file-refs.ts. Removed once resolved.
   */
  takesFileIdFrom?: FileIdRef
  created: number
  attempts: number
  nextAttemptAt: number
  lastAttemptAt?: number
  status: OutboxStatus
  error?: OutboxError
}

/**
 * Where a command's JSON body takes a file id from: the upload command `commandId`, whose answer
 * lists files `{ id, fileName }`; the one whose name (before its extension) is `fileName` gives the
 * id written at `path` of the body.
 */
export interface FileIdRef {
  commandId: string
  fileName: string
  path: string[]
}

/** Bytes of a photo or file waiting for its command (ArrayBuffer: Safari fails on Blobs in IndexedDB). */
export interface OutboxBlob {
  id: string
  commandId: string
  data: ArrayBuffer
  type: string
  name: string
  size: number
  created: number
}
