/**
 * The page side of the outbox, loaded after the first render: the flusher with its triggers
 * (outbox/sync.ts), query invalidation after a delivery, and the live counts for the top bar
 * (a Dexie live query, which also sees other tabs and the service worker). wire-app.ts loads it
 * (and Dexie with it) only once the outbox has work: commands waiting at start, one just queued
 * here or in another tab, or a panel that shows the outbox.
 */
import type { QueryClient } from '@tanstack/react-query'
import { onlineManager } from '@tanstack/react-query'
import { liveQuery, type Subscription } from 'dexie'
import { apiBaseUrl as apiBase } from '@/lib/env'
import { db } from '@/offline/db'
import { reportNetworkError } from '../online-status'
import { getSession, subscribeSession } from '../session-store'
import { requestPersistentStorage } from '../storage-persistence'
import { onOutboxWork } from './outbox'
import { countByState, setOutboxStatus } from './status'
import { startOutboxSync } from './sync'

export { countByState }

export function startOutboxRuntime(
  host: { queryClient: QueryClient; onUnauthorized: () => void },
  { startedByWork = false } = {},
) {
  const sync = startOutboxSync({
    baseUrl: apiBase,
    getAuth: () => {
      const session = getSession()
      return session ? { userId: session.user.userId, token: session.token } : null
    },
    isOnline: () => onlineManager.isOnline(),
    subscribeOnline: (listener) => onlineManager.subscribe(listener),
    onUnauthorized: host.onUnauthorized,
    onDelivered: (command) => {
      for (const queryKey of command.invalidate) void host.queryClient.invalidateQueries({ queryKey })
    },
    onNetworkError: reportNetworkError,
  })

  let observed: number | null | undefined
  let subscription: Subscription | undefined
  const observe = () => {
    const userId = getSession()?.user.userId ?? null
    if (userId === observed) return
    observed = userId
    subscription?.unsubscribe()
    if (userId === null) {
      setOutboxStatus({ queued: 0, needsAttention: 0 })
      return
    }
    subscription = liveQuery(() => db.outbox.where('userId').equals(userId).toArray()).subscribe({
      next: (rows) => setOutboxStatus(countByState(rows)),
      error: () => undefined,
    })
    // Signed in (again): this author's waiting commands go out now.
    void sync.flushNow()
  }
  observe()
  const unsubscribe = subscribeSession(observe)
  // The first offline save is when keeping storage starts to matter (asked once per device).
  const stopAsking = onOutboxWork(() => void requestPersistentStorage())
  // Started by that first save: its signal went out before these listeners existed.
  if (startedByWork) void requestPersistentStorage()

  return () => {
    unsubscribe()
    stopAsking()
    subscription?.unsubscribe()
    sync.stop()
  }
}
