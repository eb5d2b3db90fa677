import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '@/offline/db'
import {
  documentFileUrl,
  isDocumentOffline,
  listOfflineDocuments,
  offlineFileSize,
  removeOfflineDocument,
  removeOfflineFile,
  saveDocumentOffline,
  saveFileOffline,
} from './document-cache'
import {
  documentCacheKey,
  isOfflineFileUrl,
  parseDocumentCacheKey,
  TECH_DOCS_CACHE,
} from './document-cache-keys'
import { enqueueCommand } from './outbox/outbox'
import { clearOfflineData, storageSummary } from './storage'
import { createFakeCaches } from './testing/fake-caches'

let fake: ReturnType<typeof createFakeCaches>
beforeEach(async () => {
  fake = createFakeCaches()
  vi.stubGlobal('caches', fake.caches)
  vi.stubGlobal('location', new URL('http://plant.local/documents'))
  await db.outbox.clear()
  await db.queryCache.clear()
})
afterEach(() => vi.unstubAllGlobals())

const pdf = new Uint8Array([37, 80, 68, 70, 1, 2, 3])

describe('document cache', () => {
  it('keys cached files by URL and user', () => {
    const key = documentCacheKey('http://plant.local/api/documents/files/12', 3)
    expect(key).toBe('http://plant.local/api/documents/files/12?offline-user=3')
    expect(parseDocumentCacheKey(key)).toEqual({
      id: 12,
      userId: 3,
      url: 'http://plant.local/api/documents/files/12',
    })
    expect(parseDocumentCacheKey('http://plant.local/api/machine-images/a.svg')).toBeNull()
  })

  it('fetches the whole file with the token, keeps it, lists it with its size, removes it', async () => {
    const fetch = vi.fn(
      async () => new Response(pdf, { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    )
    const saved = await saveDocumentOffline(12, { token: 'tok', userId: 3 }, { fetch, now: () => 1234 })
    expect(saved).toEqual({ id: 12, url: documentFileUrl(12), size: pdf.byteLength, savedAt: 1234 })
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('http://plant.local/api/documents/files/12')
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok')
    expect(new Headers(init.headers).get('Range')).toBeNull()

    const cached = fake.stores
      .get(TECH_DOCS_CACHE)!
      .get('http://plant.local/api/documents/files/12?offline-user=3')!
    expect(cached.status).toBe(200)
    expect([...new Uint8Array(await cached.clone().arrayBuffer())]).toEqual([...pdf])

    expect(await listOfflineDocuments(3)).toEqual([saved])
    expect(await listOfflineDocuments(4)).toEqual([])
    expect(await isDocumentOffline(12, 3)).toBe(true)
    expect(await isDocumentOffline(12, 4)).toBe(false)
    expect(await removeOfflineDocument(12, 3)).toBe(true)
    expect(await listOfflineDocuments(3)).toEqual([])
  })

  it('reports progress and refuses a download cut short (fewer bytes than announced)', async () => {
    const progress: Array<[number, number | null]> = []
    const whole = vi.fn(
      async () => new Response(pdf, { status: 200, headers: { 'Content-Length': String(pdf.byteLength) } }),
    )
    await saveDocumentOffline(
      12,
      { token: 't', userId: 3 },
      { fetch: whole, onProgress: (r, t) => progress.push([r, t]) },
    )
    expect(progress.at(-1)).toEqual([pdf.byteLength, pdf.byteLength])
    await removeOfflineDocument(12, 3)

    const short = vi.fn(
      async () => new Response(pdf.subarray(0, 3), { status: 200, headers: { 'Content-Length': '7000' } }),
    )
    await expect(saveDocumentOffline(12, { token: 't', userId: 3 }, { fetch: short })).rejects.toThrow(
      /Incomplete/,
    )
    expect(await listOfflineDocuments(3)).toEqual([])
  })

  it("keys a task's step-by-step PDF by its file id alone, so the viewer's request finds what prepare shift saved", async () => {
    const file = 'http://plant.local/api/maintenance/file/download?fileUrl=ab-12&fileName=Clean%20rollers.pdf'
    const viewer = 'http://plant.local/api/maintenance/file/download?download=1&fileUrl=ab-12'
    expect(documentCacheKey(file, 3)).toBe(
      'http://plant.local/api/maintenance/file/download?fileUrl=ab-12&offline-user=3',
    )
    expect(documentCacheKey(viewer, 3)).toBe(documentCacheKey(file, 3))
    expect(documentCacheKey(file, 4)).not.toBe(documentCacheKey(file, 3))
    expect(isOfflineFileUrl(new URL(file))).toBe(true)
    expect(isOfflineFileUrl(new URL('http://plant.local/api/maintenance/file/download'))).toBe(false)
    expect(isOfflineFileUrl(new URL('http://plant.local/api/maintenance/list'))).toBe(false)

    const fetch = vi.fn(async () => new Response(pdf, { status: 200 }))
    expect(await offlineFileSize(viewer, 3)).toBeNull()
    await saveFileOffline(file, { token: 't', userId: 3 }, { fetch, now: () => 9 })
    expect(await offlineFileSize(viewer, 3)).toBe(pdf.byteLength)
    expect(await offlineFileSize(viewer, 4)).toBeNull()
    // A step PDF is not a manual: the documents area does not list it.
    expect(await listOfflineDocuments(3)).toEqual([])
    expect(await removeOfflineFile(viewer, 3)).toBe(true)
    expect(await offlineFileSize(file, 3)).toBeNull()
  })

  it('refuses to keep anything but a full 200 answer', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 403 }))
    await expect(saveDocumentOffline(12, { token: 't', userId: 3 }, { fetch })).rejects.toMatchObject({
      status: 403,
    })
    expect(await listOfflineDocuments(3)).toEqual([])
  })
})

describe('offline storage', () => {
  it('summarises pending commands and documents, and clearing refuses while commands are pending unless confirmed', async () => {
    const fetch = vi.fn(async () => new Response(pdf, { status: 200 }))
    await saveDocumentOffline(5, { token: 't', userId: 3 }, { fetch })
    await enqueueCommand({
      userId: 3,
      scope: 's',
      method: 'POST',
      url: 'x',
      body: { kind: 'none' },
      kind: 'k',
      summary: 's',
    })
    await db.queryCache.put({ key: 'plant-portal.queries:3', userId: 3, value: '{}', savedAt: 1 })

    const summary = await storageSummary(3)
    expect(summary).toMatchObject({ pendingCommands: 1, documents: { count: 1, bytes: pdf.byteLength } })

    expect(await clearOfflineData()).toEqual({ cleared: false, pendingCommands: 1 })
    expect(await db.outbox.count()).toBe(1)
    expect(await listOfflineDocuments(3)).toHaveLength(1)

    expect(await clearOfflineData({ discardPending: true })).toEqual({ cleared: true })
    expect(await db.outbox.count()).toBe(0)
    expect(await db.queryCache.count()).toBe(0)
    expect(await listOfflineDocuments(3)).toEqual([])
  })
})
