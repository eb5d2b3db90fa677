/**
 * Technical documents available offline (Cache Storage 'tech-docs', the same cache the service
 * worker's CacheFirst route answers from, see sw/routes.ts).
 *
 * Model: "make available offline" fetches the whole PDF (no Range) with the bearer token and puts
 * the full 200 answer in the cache under the user's key; the worker then serves every request of
 * that file from it, Range requests included (pdf.js reads in chunks). A file the worker fetched
 * whole while online is cached the same way. Removing deletes the entry; listing reads the cache.
 */

import { apiBaseUrl as apiBase } from '@/lib/env'
import { documentCacheKey, parseDocumentCacheKey, TECH_DOCS_CACHE } from './document-cache-keys'
import { requestPersistentStorage } from './storage-persistence'

const SAVED_AT_HEADER = 'X-Offline-Saved-At'

export interface OfflineDocument {
  id: number
  url: string
  size: number
  savedAt: number | null
}

/** Absolute URL of a document file, as the viewer requests it. */
export function documentFileUrl(
  id: number,
  origin = globalThis.location?.origin ?? 'http://localhost',
): string {
  return new URL(`${apiBase.replace(/\/+$/, '')}/documents/files/${id}`, origin).href
}

function hasCaches(): boolean {
  return typeof caches !== 'undefined'
}

export class DocumentCacheError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'DocumentCacheError'
  }
}

export interface SaveOptions {
  fetch?: typeof fetch
  now?: () => number
  /** Bytes received so far and the total (the Content-Length), while the file downloads. */
  onProgress?: (received: number, total: number | null) => void
  signal?: AbortSignal
}

/** Reads the body, reporting progress; the whole body or an error (never a part). */
async function readWhole(response: Response, options: SaveOptions): Promise<Uint8Array> {
  const declared = Number(response.headers.get('Content-Length'))
  const total = Number.isFinite(declared) && declared > 0 ? declared : null
  if (!response.body) return new Uint8Array(await response.arrayBuffer())
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    received += value.byteLength
    options.onProgress?.(received, total)
  }
  // A connection cut mid-file can end the stream early: a short file is not a saved file.
  if (total !== null && received !== total) {
    throw new DocumentCacheError(0, `Incomplete download: ${received} of ${total} bytes`)
  }
  const body = new Uint8Array(received)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

/**
 * Saves a file the worker answers from the technical-document cache (a manual, a task's
 * step-by-step PDF: `isOfflineFileUrl`), whole or not at all.
 */
export async function saveFileOffline(
  url: string,
  auth: { token: string; userId: number },
  options: SaveOptions = {},
): Promise<{ url: string; size: number; savedAt: number }> {
  if (!hasCaches()) throw new DocumentCacheError(0, 'This browser cannot keep files offline')
  const response = await (options.fetch ?? fetch)(url, {
    headers: { Authorization: `Bearer ${auth.token}` },
    cache: 'no-store',
    signal: options.signal,
  })
  // Only a whole file is worth keeping: the worker cuts Range answers out of it later.
  if (response.status !== 200) throw new DocumentCacheError(response.status, `HTTP ${response.status}`)
  const body = await readWhole(response, options)
  const savedAt = (options.now ?? Date.now)()
  const headers = new Headers(response.headers)
  headers.set('Content-Length', String(body.byteLength))
  headers.set(SAVED_AT_HEADER, String(savedAt))
  const cache = await caches.open(TECH_DOCS_CACHE)
  await cache.put(
    documentCacheKey(url, auth.userId),
    new Response(body as BlobPart, { status: 200, headers }),
  )
  void requestPersistentStorage()
  return { url, size: body.byteLength, savedAt }
}

export async function saveDocumentOffline(
  id: number,
  auth: { token: string; userId: number },
  options: SaveOptions = {},
): Promise<OfflineDocument> {
  return { id, ...(await saveFileOffline(documentFileUrl(id), auth, options)) }
}

export async function removeOfflineDocument(id: number, userId: number): Promise<boolean> {
  return removeOfflineFile(documentFileUrl(id), userId)
}

export async function removeOfflineFile(url: string, userId: number): Promise<boolean> {
  if (!hasCaches()) return false
  const cache = await caches.open(TECH_DOCS_CACHE)
  return cache.delete(documentCacheKey(url, userId))
}

async function sizeOf(response: Response): Promise<number> {
  const length = Number(response.headers.get('Content-Length'))
  if (Number.isFinite(length) && length > 0) return length
  return (await response.clone().arrayBuffer()).byteLength
}

/** The documents this user keeps offline, with their sizes. */
export async function listOfflineDocuments(userId: number): Promise<OfflineDocument[]> {
  if (!hasCaches()) return []
  const cache = await caches.open(TECH_DOCS_CACHE)
  const out: OfflineDocument[] = []
  for (const request of await cache.keys()) {
    const key = parseDocumentCacheKey(request.url)
    if (!key || key.userId !== userId) continue
    const response = await cache.match(request)
    if (!response) continue
    const savedAt = Number(response.headers.get(SAVED_AT_HEADER))
    out.push({
      id: key.id,
      url: key.url,
      size: await sizeOf(response),
      savedAt: savedAt > 0 ? savedAt : null,
    })
  }
  return out.sort((a, b) => a.id - b.id)
}

export async function isDocumentOffline(id: number, userId: number): Promise<boolean> {
  return (await offlineFileSize(documentFileUrl(id), userId)) !== null
}

/** The size of a file this user keeps offline, or null when the device does not have it. */
export async function offlineFileSize(url: string, userId: number): Promise<number | null> {
  if (!hasCaches()) return null
  const cache = await caches.open(TECH_DOCS_CACHE)
  const response = await cache.match(documentCacheKey(url, userId))
  return response ? sizeOf(response) : null
}
