// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Session } from '@/contract/session'

// The runtime is what brings Dexie into the page: record when the wiring loads it.
const { startOutboxRuntime } = vi.hoisted(() => ({ startOutboxRuntime: vi.fn() }))
vi.mock('./outbox/runtime', () => ({ startOutboxRuntime }))
// How many idle checks the watcher has finished: the first one runs after a dynamic import, which
// a busy machine makes slow, so the test waits for it rather than for a fixed time.
const watcherChecks = vi.hoisted(() => ({ done: 0 }))
vi.mock('./outbox/watch', async (importOriginal) => {
  const original = await importOriginal<typeof import('./outbox/watch')>()
  return {
    ...original,
    createOutboxWatcher: (...args: Parameters<typeof original.createOutboxWatcher>) => {
      const watcher = original.createOutboxWatcher(...args)
      return {
        check: async () => {
          await watcher.check()
          watcherChecks.done += 1
        },
      }
    },
  }
})

const session = (userId: number) =>
  ({ token: `t${userId}`, user: { userId, hasDarkMode: true } }) as unknown as Session

const command = (userId: number) => ({
  userId,
  scope: 's',
  method: 'POST' as const,
  url: 'x',
  body: { kind: 'none' as const },
  kind: 'k',
  summary: 's',
})

// Fresh modules per test: one wiring (and one session store) each.
async function fresh() {
  vi.resetModules()
  startOutboxRuntime.mockClear()
  watcherChecks.done = 0
  const { db } = await import('@/offline/db')
  await db.outbox.clear()
  await db.session.clear()
  return {
    db,
    ...(await import('./outbox/outbox')),
    ...(await import('./outbox/status')),
    ...(await import('./session-store')),
    ...(await import('./wire-app')),
  }
}
beforeEach(() => startOutboxRuntime.mockClear())

describe('the outbox runtime (and Dexie) loads only when the outbox has work', () => {
  it('empty outbox at start: counts from a plain read, no runtime; the first queued write starts it', async () => {
    const { db, saveSession, loadSession, wireOffline, enqueueCommand, getOutboxStatus } = await fresh()
    await saveSession(session(4))
    await loadSession()
    await db.outbox.add({ ...command(9), id: 'other-user', seq: 1, status: 'pending' } as never)
    wireOffline({ queryClient: new QueryClient(), onUnauthorized: vi.fn() })
    // jsdom's page is loaded: the check runs at idle.
    await vi.waitFor(() => expect(watcherChecks.done).toBeGreaterThan(0), { timeout: 10_000 })
    expect(startOutboxRuntime).not.toHaveBeenCalled()
    expect(getOutboxStatus()).toEqual({ queued: 0, needsAttention: 0 })

    await enqueueCommand(command(4))
    await vi.waitFor(() => expect(startOutboxRuntime).toHaveBeenCalledTimes(1))
    expect(startOutboxRuntime.mock.calls[0]?.[1]).toEqual({ startedByWork: true })
  })

  it('commands waiting for the signed-in user start the runtime at sign-in', async () => {
    const { db, saveSession, loadSession, wireOffline } = await fresh()
    await loadSession()
    wireOffline({ queryClient: new QueryClient(), onUnauthorized: vi.fn() })
    await db.outbox.add({ ...command(6), id: 'waiting', seq: 1, status: 'rejected' } as never)
    expect(startOutboxRuntime).not.toHaveBeenCalled()
    await saveSession(session(6))
    await vi.waitFor(() => expect(startOutboxRuntime).toHaveBeenCalledTimes(1), { timeout: 3_000 })
    expect(startOutboxRuntime.mock.calls[0]?.[1]).toEqual({ startedByWork: false })
  })
})
