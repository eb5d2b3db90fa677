/**
 * App updates (service worker in prompt mode).
 *
 * Model: a new build installs in the background and waits; the page shows a non-blocking
 * "new version" notice and the worker takes over only when the page sends SKIP_WAITING (the user
 * pressed "reload", or "apply when idle" is on and nobody has touched the screen for a while),
 * after which the page reloads once under the new worker. Pinned line-side screens never
 * navigate, so the page asks the server for a new worker on an interval (hourly) and when it
 * becomes visible. Without service workers (dev, http on a plant address) this does nothing.
 */
import { useSyncExternalStore } from 'react'

export interface UpdateState {
  /** A new version is installed and waiting. */
  waiting: boolean
  /** Apply a waiting version by itself once the screen is idle (line-side displays). */
  applyWhenIdle: boolean
}

const applyWhenIdleKey = 'plant-portal.apply-update-when-idle'
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000
export const IDLE_BEFORE_UPDATE_MS = 2 * 60_000

function readApplyWhenIdle(): boolean {
  try {
    return localStorage.getItem(applyWhenIdleKey) === '1'
  } catch {
    return false
  }
}

let state: UpdateState = { waiting: false, applyWhenIdle: readApplyWhenIdle() }
const listeners = new Set<() => void>()
let apply: () => void = () => {}
let idleTimer: ReturnType<typeof setTimeout> | undefined

function emit(next: Partial<UpdateState>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
  armIdle()
}

export function getUpdateState(): UpdateState {
  return state
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useUpdateState(): UpdateState {
  return useSyncExternalStore(subscribe, getUpdateState, getUpdateState)
}

/** Activates the waiting version and reloads the page under it. */
export function applyUpdate(): void {
  apply()
}

/** The setting a line-side display mode turns on (kept on this device). */
export function setApplyWhenIdle(on: boolean): void {
  try {
    localStorage.setItem(applyWhenIdleKey, on ? '1' : '0')
  } catch {
    // Not kept across reloads; still applies for this page.
  }
  emit({ applyWhenIdle: on })
}

const activityEvents = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const

function armIdle() {
  clearTimeout(idleTimer)
  idleTimer = undefined
  if (!state.waiting || !state.applyWhenIdle || typeof window === 'undefined') return
  idleTimer = setTimeout(() => applyUpdate(), IDLE_BEFORE_UPDATE_MS)
}

function onActivity() {
  if (idleTimer) armIdle()
}

/** Registers the worker (production builds only) and wires the update prompt. */
export async function registerServiceWorker(url = '/sw.js'): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  const { Workbox } = await import('workbox-window')
  const workbox = new Workbox(url, { scope: '/' })
  let reloading = false
  let applying = false

  workbox.addEventListener('waiting', () => emit({ waiting: true }))
  workbox.addEventListener('controlling', () => {
    // Only a takeover this page asked for reloads it (the first install just claims the page).
    // Not `event.isUpdate`: workbox-window sets it from whether the page was controlled when it
    // registered, so a page first opened uncontrolled (first visit) would never reload.
    if (applying && !reloading) {
      reloading = true
      window.location.reload()
    }
  })
  apply = () => {
    if (!state.waiting) return
    applying = true
    workbox.messageSkipWaiting()
  }
  for (const name of activityEvents) window.addEventListener(name, onActivity, { passive: true })

  // Registration can be refused (private modes, an insecure plant address, automation that blocks
  // workers): the app then runs without offline support, with no error to show for it.
  const registration = await workbox.register().catch(() => undefined)
  const check = () => {
    if (navigator.onLine === false) return
    void registration?.update().catch(() => undefined)
  }
  setInterval(check, UPDATE_CHECK_INTERVAL_MS)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check()
  })
}
