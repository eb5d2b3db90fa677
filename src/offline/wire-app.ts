/**
 * The offline platform as the app starts it (boot.tsx): online state at once, the signed-in user's
 * saved query cache before the first route loads, and, once the page has loaded and is idle, the
 * pending counts of the top bar from a plain IndexedDB read. The outbox machinery (Dexie ~30 KB
 * gzip, the flusher, the live counts) loads only when the outbox has work: the signed-in user has
 * commands waiting, a command is queued or retried in this tab, or another tab or the service
 * worker changes the outbox (Dexie's cross-tab BroadcastChannel, listened to here without Dexie).
 *
 * The session drives it: a sign-in restores that user's saved queries and flushes their waiting
 * commands; a sign-out (logout or a refused token) deletes that user's saved queries and leaves
 * the outbox alone, its commands wait for their author.
 */
import type { QueryClient } from '@tanstack/react-query'
import { apiBase } from './api-base'
import { readAllByIndex } from './idb-read'
import { startOnlineStatus } from './online-status'
import type { OutboxCommand } from './outbox/types'
import { onOutboxWork } from './outbox/work'
import { countByState, setOutboxStatus } from './outbox-status'
import { createQueryPersistence } from './query-persister'
import { getSession, subscribeSession } from './session-store'

const currentUserId = () => getSession()?.user.userId ?? null

/** The one persister of the app (PersistQueryClientProvider uses its options). */
export const queryPersistence = createQueryPersistence(currentUserId)

export interface OfflineWiring {
  /** Resolves once the saved cache is restored (or after a short limit: never blocks the start). */
  restored: Promise<void>
}

export interface OfflineHost {
  queryClient: QueryClient
  /** The app's reaction to a refused token (clear the session, go to /login). */
  onUnauthorized: () => void
}

const RESTORE_LIMIT_MS = 2_000

export function wireOffline(host: OfflineHost): OfflineWiring {
  startOnlineStatus({ healthUrl: `${apiBase}/health` })

  let runtimeStarted = false
  let stopWatching: (() => void) | undefined
  const startRuntime = (startedByWork = false) => {
    if (runtimeStarted) return
    runtimeStarted = true
    stopWatching?.()
    void import('./outbox-runtime').then((m) => m.startOutboxRuntime(host, { startedByWork }))
  }
  // Until the runtime runs: the signed-in user's counts from one plain read; any waiting command
  // starts the runtime (it flushes them and keeps the counts live).
  const checkOutbox = async () => {
    if (runtimeStarted) return
    const userId = currentUserId()
    if (userId === null) return setOutboxStatus({ queued: 0, needsAttention: 0 })
    const rows = await readAllByIndex<OutboxCommand>('outbox', 'userId', userId)
    if (runtimeStarted || userId !== currentUserId()) return
    if (rows.length > 0) startRuntime()
    else setOutboxStatus(countByState(rows))
  }
  const watchOutbox = () => {
    if (runtimeStarted) return
    if (!stopWatching) {
      const stopWork = onOutboxWork(() => startRuntime(true))
      const stopOtherTabs = onOutboxChangedElsewhere(() => void checkOutbox())
      stopWatching = () => {
        stopWork()
        stopOtherTabs()
      }
    }
    void checkOutbox()
  }

  let userId = currentUserId()
  subscribeSession(() => {
    const next = currentUserId()
    if (next === userId) return
    const previous = userId
    userId = next
    if (previous !== null) void queryPersistence.forgetUser(previous)
    if (next !== null) void queryPersistence.restore(host.queryClient)
    // Once running, the runtime follows the session itself.
    if (!runtimeStarted) watchOutbox()
  })

  if (userId === null) return { restored: Promise.resolve() }
  // Not before the first screen has loaded.
  afterLoad(watchOutbox)
  const restored = Promise.race([
    queryPersistence.restore(host.queryClient).catch(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, RESTORE_LIMIT_MS)),
  ])
  return { restored }
}

/** Once the page has loaded and the browser is idle (at most a few seconds later). */
function afterLoad(run: () => void) {
  if (typeof window === 'undefined' || typeof document === 'undefined') return void setTimeout(run, 0)
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(() => run(), { timeout: 3_000 })
      : setTimeout(run, 200)
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}

/** Dexie's cross-tab change channel (dexie 4: name and `idb://<db>/<table>/...` part keys). */
const DEXIE_CHANNEL = 'x-storagemutated-1'
const OUTBOX_PART = 'idb://plant-portal/outbox/'

/** Calls back when Dexie in another tab, the service worker, or this tab changes the outbox. */
function onOutboxChangedElsewhere(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined
  const channel = new BroadcastChannel(DEXIE_CHANNEL)
  channel.onmessage = (event: MessageEvent) => {
    const parts = event.data as Record<string, unknown> | null
    if (!parts || typeof parts !== 'object') return
    if (Object.keys(parts).some((part) => part === 'all' || part.startsWith(OUTBOX_PART))) listener()
  }
  return () => channel.close()
}
