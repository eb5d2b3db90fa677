/**
 * Whether the app can reach its server, for TanStack Query (onlineManager: paused queries and
 * mutations, refetch on reconnect), the outbox and the top bar's indicator.
 *
 * Model: starts from navigator.onLine; the browser's `offline` event makes it offline at once;
 * an `online` event, a request that failed with a network error, and a timer every 30 s while
 * offline each run a cheap probe (GET /api/health, no-store) whose answer decides. Any HTTP answer
 * counts as reachable: a 5xx is a server problem, not a lost connection. The state keeps the time
 * of its last change ("offline since 10:42").
 */
import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

export interface OnlineState {
  online: boolean
  /** When the state last changed (ms since epoch). */
  since: number
}

export interface OnlineStatusOptions {
  healthUrl: string
  fetch?: typeof fetch
  now?: () => number
  probeIntervalMs?: number
  probeTimeoutMs?: number
}

let state: OnlineState = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine !== false,
  since: Date.now(),
}
const listeners = new Set<() => void>()
let probeNow: () => Promise<boolean> = async () => state.online

export function getOnlineState(): OnlineState {
  return state
}

export function subscribeOnlineState(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useOnlineState(): OnlineState {
  return useSyncExternalStore(subscribeOnlineState, getOnlineState, getOnlineState)
}

function setOnline(online: boolean, at: number) {
  onlineManager.setOnline(online)
  if (state.online === online) return
  state = { online, since: at }
  for (const listener of listeners) listener()
}

/** A request got no answer: check whether the server is still reachable. */
export function reportNetworkError(): void {
  void probeNow()
}

/** Runs a probe now; resolves to the state it found. */
export function probeConnection(): Promise<boolean> {
  return probeNow()
}

export function startOnlineStatus(options: OnlineStatusOptions): () => void {
  const now = options.now ?? Date.now
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  const interval = options.probeIntervalMs ?? 30_000
  let timer: ReturnType<typeof setInterval> | undefined
  let inFlight: Promise<boolean> | null = null
  let stopped = false

  const keepProbing = () => {
    if (state.online || stopped) {
      clearInterval(timer)
      timer = undefined
    } else if (!timer) {
      timer = setInterval(() => void probe(), interval)
    }
  }

  const probe = (): Promise<boolean> => {
    if (inFlight) return inFlight
    inFlight = (async () => {
      let reachable: boolean
      try {
        await doFetch(options.healthUrl, {
          cache: 'no-store',
          signal: AbortSignal.timeout(options.probeTimeoutMs ?? 5_000),
        })
        reachable = true
      } catch {
        reachable = false
      }
      if (!stopped) {
        setOnline(reachable, now())
        keepProbing()
      }
      return reachable
    })().finally(() => {
      inFlight = null
    })
    return inFlight
  }
  probeNow = probe

  // TanStack's own listeners would turn online on the bare `online` event; the probe decides here.
  onlineManager.setEventListener(() => undefined)
  setOnline(typeof navigator === 'undefined' ? true : navigator.onLine !== false, state.since)
  keepProbing()

  const onOffline = () => {
    setOnline(false, now())
    keepProbing()
  }
  const onOnline = () => void probe()
  window.addEventListener('offline', onOffline)
  window.addEventListener('online', onOnline)

  return () => {
    stopped = true
    clearInterval(timer)
    window.removeEventListener('offline', onOffline)
    window.removeEventListener('online', onOnline)
    probeNow = async () => state.online
  }
}
