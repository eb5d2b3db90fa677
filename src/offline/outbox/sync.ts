/**
 * When the page flushes the outbox: at start, on the browser's `online` event and whenever the
 * app's online state comes back, when the page becomes visible, every minute, right after a
 * command is queued or retried, when a waiting command's retry time comes, and when the service worker asks
 * (its Background Sync `sync` event, see sw/outbox-sync.ts). Only the signed-in author's commands
 * are sent; without a session nothing is sent and everything stays queued.
 */
import { type FlushReport, flushOutbox } from './flush'
import { onOutboxWork } from './outbox'
import { FLUSH_MESSAGE, SYNC_TAG } from './sync-names'
import type { OutboxCommand } from './types'

export interface OutboxSyncHost {
  baseUrl: string
  /** The signed-in author and their token, or null when nobody is signed in. */
  getAuth: () => { userId: number; token: string } | null
  isOnline: () => boolean
  /** Calls back when the app's online state changes; returns the unsubscribe. */
  subscribeOnline?: (listener: (online: boolean) => void) => () => void
  onUnauthorized: () => void
  onDelivered?: (command: OutboxCommand, body: unknown) => void
  /** A delivery attempt got no answer: the app may be offline without knowing it yet. */
  onNetworkError?: () => void
  fetch?: typeof fetch
  now?: () => number
  random?: () => number
  intervalMs?: number
}

export interface OutboxSync {
  flushNow: () => Promise<FlushReport | 'busy' | 'skipped'>
  stop: () => void
}

/** Asks the browser for a Background Sync (Chromium): the worker flushes even if the page is closed. */
export async function requestBackgroundSync(): Promise<void> {
  try {
    if (typeof navigator === 'undefined' || !navigator.serviceWorker) return
    const registration = await navigator.serviceWorker.getRegistration()
    const sync = (
      registration as
        | (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
        | undefined
    )?.sync
    await sync?.register(SYNC_TAG)
  } catch {
    // Not supported or refused: the page's own triggers still flush.
  }
}

export function startOutboxSync(host: OutboxSyncHost): OutboxSync {
  const now = host.now ?? Date.now
  const interval = host.intervalMs ?? 60_000
  let stopped = false
  let dueTimer: ReturnType<typeof setTimeout> | undefined
  let busyTimer: ReturnType<typeof setTimeout> | undefined

  const scheduleDue = (at: number | null) => {
    clearTimeout(dueTimer)
    dueTimer = undefined
    if (at === null || stopped) return
    dueTimer = setTimeout(() => void flushNow(), Math.max(0, at - now()))
  }

  async function flushNow(): Promise<FlushReport | 'busy' | 'skipped'> {
    if (stopped) return 'skipped'
    const auth = host.getAuth()
    if (!auth || !host.isOnline()) return 'skipped'
    const report = await flushOutbox({
      userId: auth.userId,
      token: auth.token,
      baseUrl: host.baseUrl,
      fetch: host.fetch ?? ((...args) => fetch(...args)),
      now,
      random: host.random,
    })
    if (report === 'busy') {
      // Another tab (or the worker) is flushing; look again shortly for what it may not have seen.
      clearTimeout(busyTimer)
      busyTimer = setTimeout(() => void flushNow(), 2_000)
      return report
    }
    for (const { command, body } of report.delivered) host.onDelivered?.(command, body)
    if (report.stopped === 'unauthorized') host.onUnauthorized()
    if (report.stopped === 'offline') {
      host.onNetworkError?.()
      void requestBackgroundSync()
    }
    scheduleDue(report.nextDueAt)
    return report
  }

  const onVisible = () => {
    if (document.visibilityState === 'visible') void flushNow()
  }
  const onOnline = () => void flushNow()
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === FLUSH_MESSAGE) void flushNow()
  }

  const unsubscribes: Array<() => void> = []
  if (typeof window !== 'undefined') {
    window.addEventListener('online', onOnline)
    unsubscribes.push(() => window.removeEventListener('online', onOnline))
  }
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', onVisible)
    unsubscribes.push(() => document.removeEventListener('visibilitychange', onVisible))
  }
  if (typeof navigator !== 'undefined' && navigator.serviceWorker) {
    navigator.serviceWorker.addEventListener('message', onMessage)
    unsubscribes.push(() => navigator.serviceWorker.removeEventListener('message', onMessage))
  }
  if (host.subscribeOnline) {
    unsubscribes.push(host.subscribeOnline((online) => online && void flushNow()))
  }
  unsubscribes.push(
    onOutboxWork(() => {
      void requestBackgroundSync()
      void flushNow()
    }),
  )
  const tick = setInterval(() => void flushNow(), interval)

  void flushNow()

  return {
    flushNow,
    stop: () => {
      stopped = true
      clearInterval(tick)
      clearTimeout(dueTimer)
      clearTimeout(busyTimer)
      for (const unsubscribe of unsubscribes) unsubscribe()
    },
  }
}
