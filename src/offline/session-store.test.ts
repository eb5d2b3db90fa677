// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Session } from '@/contract/session'

const session = {
  token: 'tok-1',
  user: { userId: 7, hasDarkMode: false, language: 'en_EN' },
  userConfig: { language: 'en_EN' },
  company: { id: 1, name: 'Demo' },
} as unknown as Session

/** A fresh module instance (its in-memory snapshot starts as 'loading'), same IndexedDB. */
async function freshStore() {
  vi.resetModules()
  return import('./session-store')
}

describe('session store', () => {
  beforeEach(async () => {
    const { db } = await import('@/offline/db')
    await db.open()
    await db.session.clear()
    localStorage.clear()
  })

  it('starts anonymous when nothing is stored, without creating the database', async () => {
    const { db } = await import('@/offline/db')
    db.close()
    await new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase('plant-portal')
      request.onsuccess = () => resolve()
    })
    const store = await freshStore()
    expect((await store.loadSession()).status).toBe('anonymous')
    const names = await indexedDB.databases()
    expect(names.map((d) => d.name)).not.toContain('plant-portal')
  })

  it('reads at start, with plain IndexedDB, what Dexie wrote', async () => {
    const first = await freshStore()
    await first.loadSession()
    await first.saveSession(session)
    expect(localStorage.getItem(first.colorSchemeKey)).toBe('light')

    const next = await freshStore()
    const state = await next.loadSession()
    expect(state.status).toBe('signed-in')
    expect(next.getToken()).toBe('tok-1')
  })

  it('clears the session and resets the theme mirror to dark', async () => {
    const store = await freshStore()
    await store.loadSession()
    await store.saveSession(session)
    await store.clearSession()
    expect(store.getSessionState().status).toBe('anonymous')
    expect(localStorage.getItem(store.colorSchemeKey)).toBe('dark')

    const next = await freshStore()
    expect((await next.loadSession()).status).toBe('anonymous')
  })

  it('signs out on screen only once the stored copy is gone: a reload from /login finds no session', async () => {
    const store = await freshStore()
    await store.loadSession()
    await store.saveSession(session)
    const { db } = await import('@/offline/db')
    let storedWhenSignedOut: unknown = 'not signed out'
    const stop = store.subscribeSession(() => {
      if (store.getSessionState().status !== 'anonymous') return
      // The listener runs synchronously: read what a reload would read, right now.
      storedWhenSignedOut = db.session.get('current')
    })
    await store.clearSession()
    stop()
    expect(await storedWhenSignedOut).toBeUndefined()
  })
})
