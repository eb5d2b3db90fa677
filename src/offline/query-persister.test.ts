import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import { persistQueryClientSave } from '@tanstack/react-query-persist-client'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/offline/db'
import { countPendingCommands, enqueueCommand } from './outbox/outbox'
import { createQueryPersistence, QUERY_CACHE_MAX_AGE } from './query-persister'

let currentUser: number | null = 1
const getUser = () => currentUser

async function save(client: QueryClient, persistence = createQueryPersistence(getUser)) {
  await persistQueryClientSave({ queryClient: client, ...persistence.options })
  // The async storage persister writes after its throttle: wait until the row is there.
  for (let i = 0; i < 100 && !(await db.queryCache.count()); i++) await new Promise((r) => setTimeout(r, 10))
}

beforeEach(async () => {
  currentUser = 1
  await db.queryCache.clear()
  await db.outbox.clear()
})

describe('query cache persistence', () => {
  it('round trip: persisted successful queries come back in a new QueryClient; failed ones do not', async () => {
    const first = new QueryClient()
    first.setQueryData(['machines'], [{ id: 1, name: 'Flexo 1' }])
    await first
      .prefetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('x')), retry: false })
      .catch(() => undefined)
    const persistence = createQueryPersistence(getUser, { throttleTime: 0 })
    await save(first, persistence)
    const row = (await db.queryCache.toArray())[0]
    expect(row).toMatchObject({ key: 'plant-portal.queries:1', userId: 1 })

    const second = new QueryClient()
    await createQueryPersistence(getUser, { throttleTime: 0 }).restore(second)
    expect(second.getQueryData(['machines'])).toEqual([{ id: 1, name: 'Flexo 1' }])
    expect(second.getQueryState(['machines'])?.dataUpdatedAt).toBeGreaterThan(0)
    expect(second.getQueryState(['broken'])).toBeUndefined()
  })

  it('restored queries are stale however fresh their save: the disk copy may predate an invalidation', async () => {
    const client = new QueryClient()
    client.setQueryData(['assets'], ['old'])
    await save(client, createQueryPersistence(getUser, { throttleTime: 0 }))
    const next = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } })
    next.setQueryData(['live'], 'from this page life')
    await createQueryPersistence(getUser, { throttleTime: 0 }).restore(next)
    expect(next.getQueryData(['assets'])).toEqual(['old'])
    expect(next.getQueryState(['assets'])?.isInvalidated).toBe(true)
    expect(next.getQueryState(['live'])?.isInvalidated).toBe(false)
  })

  it('keepSaved saves at once what settled before it listened (a loader prefetch), then every change', async () => {
    const client = new QueryClient()
    // The first screen's answer arrived before the boot's restore finished: no listener yet.
    await client.prefetchQuery({ queryKey: ['plant'], queryFn: async () => 'from the loader' })
    const persistence = createQueryPersistence(getUser, { throttleTime: 0 })
    const stop = persistence.keepSaved(client)
    const restoredValue = async (key: string) => {
      const next = new QueryClient()
      await createQueryPersistence(getUser, { throttleTime: 0 }).restore(next)
      return next.getQueryData([key])
    }
    await expect.poll(() => restoredValue('plant')).toBe('from the loader')
    client.setQueryData(['later'], 'a change after')
    await expect.poll(() => restoredValue('later')).toBe('a change after')
    stop()
    client.setQueryData(['unsaved'], 'after the stop')
    await new Promise((r) => setTimeout(r, 50))
    expect(await restoredValue('unsaved')).toBeUndefined()
  })

  it('restores once per user (the boot and the sign-in both ask), again after the user is forgotten', async () => {
    const client = new QueryClient()
    client.setQueryData(['a'], 1)
    const persistence = createQueryPersistence(getUser, { throttleTime: 0 })
    await save(client, persistence)
    const target = new QueryClient()
    await persistence.restore(target)
    expect(target.getQueryData(['a'])).toBe(1)
    target.clear()
    await persistence.restore(target)
    expect(target.getQueryData(['a'])).toBeUndefined()
  })

  it('a different buster (cache schema version) drops the saved cache', async () => {
    const client = new QueryClient()
    client.setQueryData(['a'], 1)
    await save(client, createQueryPersistence(getUser, { throttleTime: 0, buster: '1' }))
    const next = new QueryClient()
    await createQueryPersistence(getUser, { throttleTime: 0, buster: '2' }).restore(next)
    expect(next.getQueryData(['a'])).toBeUndefined()
    expect(await db.queryCache.count()).toBe(0)
  })

  it('drops a cache older than 7 days', async () => {
    const client = new QueryClient()
    client.setQueryData(['a'], 1)
    await save(client, createQueryPersistence(getUser, { throttleTime: 0 }))
    const row = (await db.queryCache.toArray())[0]
    const value = JSON.parse(row.value)
    value.timestamp -= QUERY_CACHE_MAX_AGE + 1
    await db.queryCache.put({ ...row, value: JSON.stringify(value) })
    const next = new QueryClient()
    await createQueryPersistence(getUser, { throttleTime: 0 }).restore(next)
    expect(next.getQueryData(['a'])).toBeUndefined()
  })

  it("is per user: another user's start does not see the cache, and nothing is saved signed out", async () => {
    const client = new QueryClient()
    client.setQueryData(['a'], 'user 1 data')
    await save(client, createQueryPersistence(getUser, { throttleTime: 0 }))
    currentUser = 2
    const other = new QueryClient()
    await createQueryPersistence(getUser, { throttleTime: 0 }).restore(other)
    expect(other.getQueryData(['a'])).toBeUndefined()

    currentUser = null
    await db.queryCache.clear()
    await persistQueryClientSave({
      queryClient: client,
      ...createQueryPersistence(getUser, { throttleTime: 0 }).options,
    })
    await new Promise((r) => setTimeout(r, 50))
    expect(await db.queryCache.count()).toBe(0)
  })

  it('logout wipes the user query cache but the outbox survives', async () => {
    await enqueueCommand({
      userId: 1,
      scope: 's',
      method: 'POST',
      url: 'x',
      body: { kind: 'none' },
      kind: 'test',
      summary: 'x',
    })
    const client = new QueryClient()
    client.setQueryData(['a'], 1)
    const persistence = createQueryPersistence(getUser, { throttleTime: 0 })
    await save(client, persistence)
    await persistence.forgetUser(1)
    expect(await db.queryCache.count()).toBe(0)
    expect(await countPendingCommands(1)).toBe(1)
  })
})
