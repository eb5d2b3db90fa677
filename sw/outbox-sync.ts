/**
 * Background Sync (Chromium): the page registers the 'outbox-flush' sync when a command is queued
 * or a delivery finds no network; the browser fires `sync` once it is back online, even with the
 * app closed.
 *
 * Choice: the worker tells every open window to flush (the page then also refreshes its queries
 * and panels), and flushes itself when no window is visible, reading the author's token from the
 * stored session in IndexedDB, so a message written offline leaves even after the tablet's app was
 * closed. The cross-tab lock ('outbox-flush', Web Locks work in workers too) keeps one flusher. A
 * flush that still leaves commands waiting fails the sync event, so the browser tries it again later.
 */
import { apiBaseUrl as apiBase } from '@/lib/env'
import { flushOutbox } from '@/offline/outbox/flush'
import { FLUSH_MESSAGE, SYNC_TAG } from '@/offline/outbox/sync-names'
import { storedSession } from './session'

declare const self: ServiceWorkerGlobalScope

interface SyncEvent extends ExtendableEvent {
  readonly tag: string
}

async function syncOutbox(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  for (const client of windows) client.postMessage({ type: FLUSH_MESSAGE })
  if (windows.some((client) => client.visibilityState === 'visible')) return
  const session = await storedSession()
  if (!session) return // Nobody signed in: the commands wait for their author.
  const report = await flushOutbox({
    userId: session.userId,
    token: session.token,
    baseUrl: apiBase,
    fetch: (...args) => fetch(...args),
    now: () => Date.now(),
  })
  if (report !== 'busy' && (report.stopped === 'offline' || report.nextDueAt !== null)) {
    throw new Error('Outbox commands are still waiting')
  }
}

export function registerOutboxSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent
    if (sync.tag === SYNC_TAG) sync.waitUntil(syncOutbox())
  })
}
