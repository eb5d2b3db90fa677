/**
 * File storage behind one interface: a local folder (DATA_DIR/files) today, an S3-compatible bucket
 * when the API runs as several instances (DESIGN.md "Scale beyond one machine").
 */
import { createHash, randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

export interface FileStorage {
  put(data: Buffer): Promise<{ storageKey: string; size: number; sha256: string }>
  read(storageKey: string): Promise<Buffer>
  stream(storageKey: string, range?: { start: number; end: number }): Readable
  size(storageKey: string): Promise<number>
  remove(storageKey: string): Promise<void>
}

/** A stored file as its row describes it (stored_files): what serving it needs. */
export interface StoredFileInfo {
  fileName: string
  mimeType: string
  size: number
  sha256: string
  storageKey: string
}

export function localStorage(root: string): FileStorage {
  const full = (key: string) => {
    const resolved = path.resolve(root, key)
    if (!resolved.startsWith(path.resolve(root))) throw new Error('invalid storage key')
    return resolved
  }
  return {
    async put(data) {
      const sha256 = createHash('sha256').update(data).digest('hex')
      const storageKey = `${sha256.slice(0, 2)}/${randomUUID()}`
      await mkdir(path.dirname(full(storageKey)), { recursive: true })
      await writeFile(full(storageKey), data)
      return { storageKey, size: data.length, sha256 }
    },
    read: (key) => readFile(full(key)),
    stream: (key, range) => createReadStream(full(key), range),
    size: async (key) => (await stat(full(key))).size,
    remove: (key) => rm(full(key), { force: true }),
  }
}
