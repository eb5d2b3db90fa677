/**
 * A command that names a file uploaded by an earlier command (a procedure step's answer naming its
 * photo): the server gives the file its id only when the upload arrives, possibly days after both
 * were queued offline. The later command is queued with `takesFileIdFrom` (the upload's command id,
 * the uploaded file's name, the place of the id in its JSON body). Commands of one scope go out in
 * order, so the upload is always delivered first; the id from its answer is written into the
 * waiting body in the same transaction that removes the delivered upload, and the reference is
 * dropped. A reference still there when the command's turn comes means the upload was discarded:
 * the command is refused without being sent (flush.ts), for the user to decide.
 */
import { db } from '@/offline/db'
import type { FileIdRef, OutboxError } from './types'

const withoutExtension = (name: string) => name.replace(/\.[^.]*$/, '')

/** The id of the answer's file named `fileName` (the server may change the extension), or null. */
export function fileIdIn(answer: unknown, fileName: string): number | null {
  if (!Array.isArray(answer)) return null
  const wanted = withoutExtension(fileName)
  for (const item of answer) {
    const file = item as { id?: unknown; fileName?: unknown } | null
    if (typeof file?.fileName === 'string' && withoutExtension(file.fileName) === wanted) {
      return typeof file.id === 'number' ? file.id : null
    }
  }
  return null
}

/** `value` with `id` written at `path` (copies along the path, the rest shared). */
export function withIdAt(value: unknown, path: string[], id: number): unknown {
  if (path.length === 0) return id
  const [head, ...rest] = path
  const object = value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  return { ...object, [head]: withIdAt(object[head], rest, id) }
}

/** Inside removeDelivered's transaction (flush.ts): the delivered upload's file ids into the commands waiting for them. */
export async function passFileIdsOn(upload: { id: string; scope: string }, answer: unknown): Promise<void> {
  // The waiting commands are of the upload's scope (its work order): read those, not the whole
  // outbox, which a day offline can fill with a thousand commands.
  const waiting = await db.outbox
    .where('scope')
    .equals(upload.scope)
    .filter((c) => c.takesFileIdFrom?.commandId === upload.id)
    .toArray()
  for (const command of waiting) {
    const ref = command.takesFileIdFrom as FileIdRef
    const id = fileIdIn(answer, ref.fileName)
    if (id === null || command.body.kind !== 'json') continue // left unresolved: refused at its turn
    const { takesFileIdFrom: _resolved, ...rest } = command
    await db.outbox.put({
      ...rest,
      body: { kind: 'json', value: withIdAt(command.body.value, ref.path, id) },
    })
  }
}

export const unresolvedFileError = (ref: FileIdRef): OutboxError => ({
  status: 0,
  code: 'MISSING_FILE',
  message: `The upload of ${ref.fileName} this change names was not delivered`,
})
