// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import { persistQueryClientSave } from '@tanstack/react-query-persist-client'
import { describe, expect, it, vi } from 'vitest'
import type { Session } from '@/contract/session'
import { db } from '@/offline/db'
import { countPendingCommands, enqueueCommand } from './outbox/outbox'
import { clearSession, loadSession, saveSession } from './session-store'
import { queryPersistence, wireOffline } from './wire-app'

const session = (userId: number) =>
  ({ token: `t${userId}`, user: { userId, hasDarkMode: true } }) as unknown as Session

async function waitForRows(count: number) {
  await vi.waitFor(async () => expect(await db.queryCache.count()).toBe(count))
}

describe('offline wiring follows the session', () => {
  it('restores the user cache at start, wipes it at sign-out (the outbox stays), restores at the next sign-in', async () => {
    // No server: the outbox keeps its command whatever the flusher tries meanwhile.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline')
      }),
    )
    // A previous run of user 5 left a saved cache and a queued command.
    await saveSession(session(5))
    await loadSession()
    const before = new QueryClient()
    before.setQueryData(['machines'], ['Flexo 1'])
    await persistQueryClientSave({ queryClient: before, ...queryPersistence.options })
    await waitForRows(1)
    await enqueueCommand({
      userId: 5,
      scope: 's',
      method: 'POST',
      url: 'x',
      body: { kind: 'none' },
      kind: 'k',
      summary: 's',
    })

    const queryClient = new QueryClient()
    const { restored } = wireOffline({ queryClient, onUnauthorized: vi.fn() })
    await restored
    expect(queryClient.getQueryData(['machines'])).toEqual(['Flexo 1'])

    await clearSession()
    await waitForRows(0)
    expect(await countPendingCommands(5)).toBe(1)

    // User 5 signs in again later: nothing on disk to restore, but the command is still theirs.
    queryClient.clear()
    await saveSession(session(5))
    expect(queryClient.getQueryData(['machines'])).toBeUndefined()
    expect(await countPendingCommands(5)).toBe(1)
  })
})
