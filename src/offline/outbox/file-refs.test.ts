import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '@/offline/db'
import { fileIdIn, withIdAt } from './file-refs'
import { flushOutbox } from './flush'
import { discardCommand, enqueueCommand, listCommands } from './outbox'

const user = 7
let clock = 1_000_000
const now = () => clock

/** A fake server: the upload answers the work order's photos (an older one first), a PUT its version. */
function server() {
  const sent: Array<{ url: string; key: string | null; body: unknown }> = []
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const key = new Headers(init?.headers).get('Idempotency-Key')
    const json = typeof init?.body === 'string' ? JSON.parse(init.body) : null
    sent.push({ url: String(url), key, body: json })
    if (String(url).endsWith('/images')) {
      return Response.json([
        { id: 3, fileName: 'older.jpg' },
        { id: 41, fileName: 'step-s3-abc.jpg' },
      ])
    }
    return Response.json({ version: json?.version ?? 1 })
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent }
}

const flush = (fetch: typeof globalThis.fetch) =>
  flushOutbox({ userId: user, token: 't', baseUrl: '/api', fetch, now, random: () => 0.5 })

function upload() {
  return enqueueCommand(
    {
      userId: user,
      scope: 'maintenanceEvent:1',
      method: 'POST',
      url: 'maintenanceEvent/images',
      body: {
        kind: 'multipart',
        fields: [['eventId', '1']],
        files: [
          { field: 'images', fileName: 'step-s3-abc.jpg', data: new ArrayBuffer(4), type: 'image/jpeg' },
        ],
      },
      kind: 'maintenance-photos',
      summary: 'photo',
    },
    clock++,
  )
}

function answer(uploadId: string, extra: { takesVersionFromPrevious?: boolean } = {}) {
  return enqueueCommand(
    {
      userId: user,
      scope: 'maintenanceEvent:1',
      method: 'PUT',
      url: 'maintenanceEvent/1',
      body: {
        kind: 'json',
        value: { version: 2, action: { kind: 'answer', stepId: 's3', value: { kind: 'photo', imageId: 0 } } },
      },
      kind: 'maintenance-change',
      summary: 'answer',
      takesFileIdFrom: {
        commandId: uploadId,
        fileName: 'step-s3-abc.jpg',
        path: ['action', 'value', 'imageId'],
      },
      ...extra,
    },
    clock++,
  )
}

beforeEach(async () => {
  await db.outbox.clear()
  await db.outboxBlobs.clear()
})

describe('a command naming a file an earlier upload sends', () => {
  it('is sent after the upload, with the id the server gave that file, once', async () => {
    const photo = await upload()
    const step = await answer(photo.id)
    const { fetch, sent } = server()
    await flush(fetch)
    expect(sent.map((s) => s.key)).toEqual([photo.id, step.id])
    expect(sent[1].body).toMatchObject({ action: { value: { kind: 'photo', imageId: 41 } } })
    expect(await db.outbox.count()).toBe(0)
    await flush(fetch)
    expect(sent).toHaveLength(2)
  })

  it('keeps the id written when the upload went out but the answer did not (offline in between)', async () => {
    const photo = await upload()
    const step = await answer(photo.id)
    let calls = 0
    const { fetch: ok } = server()
    const flaky = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      calls++
      if (calls === 2) throw new TypeError('Failed to fetch')
      return ok(url, init)
    }) as unknown as typeof globalThis.fetch
    await flush(flaky)
    const [row] = await listCommands(user)
    expect(row.id).toBe(step.id)
    expect(row.takesFileIdFrom).toBeUndefined()
    expect(row.body).toMatchObject({ kind: 'json', value: { action: { value: { imageId: 41 } } } })
  })

  it('is refused unsent when its upload was discarded', async () => {
    const photo = await upload()
    const step = await answer(photo.id)
    await discardCommand(photo.id)
    const { fetch, sent } = server()
    await flush(fetch)
    expect(sent).toHaveLength(0)
    expect(await db.outbox.get(step.id)).toMatchObject({
      status: 'rejected',
      error: { code: 'MISSING_FILE' },
    })
  })

  it('passes a version on across an upload between two changes', async () => {
    const first = await enqueueCommand(
      {
        userId: user,
        scope: 'maintenanceEvent:1',
        method: 'PUT',
        url: 'maintenanceEvent/1',
        body: { kind: 'json', value: { version: 5, action: { kind: 'reopen' } } },
        kind: 'maintenance-change',
        summary: 'reopen',
      },
      clock++,
    )
    const photo = await upload()
    await answer(photo.id, { takesVersionFromPrevious: true })
    const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url).endsWith('/images')) return Response.json([{ id: 41, fileName: 'step-s3-abc.jpg' }])
      const key = new Headers(init?.headers).get('Idempotency-Key')
      const body = JSON.parse(String(init?.body))
      return Response.json({ version: key === first.id ? 6 : body.version })
    })
    await flush(fetch as unknown as typeof globalThis.fetch)
    const last = JSON.parse(String(fetch.mock.calls[2][1]?.body))
    expect(last).toMatchObject({ version: 6, action: { value: { imageId: 41 } } })
  })
})

describe('file ids', () => {
  it('finds the file by its name whatever extension the server gave it', () => {
    expect(fileIdIn([{ id: 9, fileName: 'step-x.png' }], 'step-x.jpg')).toBe(9)
    expect(fileIdIn([{ id: 9, fileName: 'other.jpg' }], 'step-x.jpg')).toBeNull()
    expect(fileIdIn({ id: 9 }, 'step-x.jpg')).toBeNull()
  })

  it('writes the id at its path without touching the rest', () => {
    expect(withIdAt({ v: 1, a: { b: { c: 0, d: 2 } } }, ['a', 'b', 'c'], 5)).toEqual({
      v: 1,
      a: { b: { c: 5, d: 2 } },
    })
  })
})
