/**
 * The outbox before its runtime has loaded (wire-app.ts loads this small module at idle or at a
 * sign-in): the signed-in user's counts for the top bar from one plain IndexedDB read, and the
 * decision to load the runtime (runtime.ts, and Dexie with it, ~30 KB gzip). It loads when
 * the outbox has work: the signed-in user has commands waiting, a command is queued or retried in
 * this tab, or another tab or the service worker changes the outbox (Dexie's cross-tab
 * BroadcastChannel, listened to here without Dexie). Once running, the runtime follows the
 * session and keeps the counts live itself.
 */
import type { QueryClient } from '@tanstack/react-query'
import { readStore } from '../idb-read'
import { countByState, setOutboxStatus } from './status'
import type { OutboxCommand } from './types'
import { onOutboxWork } from './work'

export interface OutboxWatcher {
  /** Reads the signed-in user's commands again; starts the runtime when there are any. */
  check: () => Promise<void>
}

export function createOutboxWatcher(
  getUserId: () => number | null,
  host: { queryClient: QueryClient; onUnauthorized: () => void },
): OutboxWatcher {
  let started = false
  const start = (startedByWork: boolean) => {
    if (started) return
    started = true
    stopWork()
    stopOtherTabs()
    void import('./runtime').then((m) => m.startOutboxRuntime(host, { startedByWork }))
  }
  const check = async () => {
    if (started) return
    const userId = getUserId()
    if (userId === null) return setOutboxStatus({ queued: 0, needsAttention: 0 })
    const rows = await readStore<OutboxCommand[]>('outbox', (s) => s.index('userId').getAll(userId), [])
    if (started || userId !== getUserId()) return
    if (rows.length > 0) start(false)
    else setOutboxStatus(countByState(rows))
  }
  const stopWork = onOutboxWork(() => start(true))
  const stopOtherTabs = onOutboxChangedElsewhere(() => void check())
  return { check }
}

/** Dexie's cross-tab change channel (dexie 4: its name, and `idb://<db>/<table>/...` part keys). */
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
