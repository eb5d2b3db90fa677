// @vitest-environment jsdom
import Dexie from 'dexie'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// A fresh database per test: the first-run case needs one Dexie has never opened.
beforeEach(() => {
  vi.resetModules()
  const factory = new IDBFactory()
  vi.stubGlobal('indexedDB', factory)
  Dexie.dependencies.indexedDB = factory
  Dexie.dependencies.IDBKeyRange = IDBKeyRange
})
afterEach(() => vi.unstubAllGlobals())

const modules = async () => ({
  idb: { ...(await import('./idb-read')), ...(await import('./idb-write')) },
  persister: await import('./query-persister'),
  db: (await import('@/offline/db')).db,
})

describe('plain IndexedDB access (no Dexie on the start path)', () => {
  it('first run: no database is created by a read or a write, and the persister falls back to Dexie', async () => {
    const { idb, persister, db } = await modules()
    expect(await idb.readRow('queryCache', 'k')).toBeUndefined()
    expect(await idb.writeRow('queryCache', { put: { key: 'k', userId: 1, value: 'v', savedAt: 1 } })).toBe(
      false,
    )
    expect(await indexedDB.databases()).toEqual([])

    const storage = persister.createUserQueryStorage(() => 7)
    await storage.setItem('q', 'saved')
    expect(await db.queryCache.get('q:7')).toMatchObject({ userId: 7, value: 'saved' })
  })

  it("writes the persister's row straight into Dexie's store (same database, no upgrade)", async () => {
    const { idb, persister, db } = await modules()
    await db.open()
    const version = db.verno
    db.close()
    const dexiePut = vi.spyOn(db.queryCache, 'put')
    const dexieDelete = vi.spyOn(db.queryCache, 'delete')

    const storage = persister.createUserQueryStorage(() => 3)
    await storage.setItem('q', 'v1')
    await storage.setItem('q', 'v2')
    expect(await idb.readRow('queryCache', 'q:3')).toMatchObject({ key: 'q:3', userId: 3, value: 'v2' })
    expect(await storage.getItem('q')).toBe('v2')

    await db.open()
    expect(db.verno).toBe(version)
    // Dexie sees it, including through its userId index (logout's forgetUser).
    expect(await db.queryCache.where('userId').equals(3).count()).toBe(1)
    db.close()

    await storage.removeItem('q')
    expect(await storage.getItem('q')).toBeNull()
    expect(dexiePut).not.toHaveBeenCalled()
    expect(dexieDelete).not.toHaveBeenCalled()
  })

  it('reads the outbox rows of one user through the userId index (the start-up pending count)', async () => {
    const { idb, db } = await modules()
    const row = (id: string, userId: number, status: string, seq: number) =>
      ({ id, userId, scope: 's', seq, status }) as never
    await db.outbox.bulkAdd([
      row('a', 1, 'pending', 1),
      row('b', 1, 'rejected', 2),
      row('c', 2, 'pending', 3),
    ])
    db.close()
    const byUser = (userId: number) =>
      idb.readStore<{ id: string }[]>('outbox', (s) => s.index('userId').getAll(userId), [])
    const rows = await byUser(1)
    expect(rows.map((r) => r.id).sort()).toEqual(['a', 'b'])
    expect(await byUser(9)).toEqual([])
  })
})
