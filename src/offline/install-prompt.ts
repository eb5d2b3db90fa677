/**
 * The browser's offer to install the app (Chromium's `beforeinstallprompt`), kept for a screen
 * that asks at the right moment: it fires once, early, before any area is open. Installed, a
 * site's storage is not deleted after days unused (Safari's 7-day rule), which a technician's
 * queued work and kept work orders depend on.
 */
import { useSyncExternalStore } from 'react'

interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let deferred: InstallPromptEvent | null = null
const listeners = new Set<() => void>()
const changed = () => {
  for (const listener of listeners) listener()
}

/** Started at boot (wire-app.ts): keeps the event instead of the browser's own mini bar. */
export function captureInstallPrompt(): void {
  if (typeof window === 'undefined') return
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as InstallPromptEvent
    changed()
  })
  window.addEventListener('appinstalled', () => {
    deferred = null
    changed()
  })
}

/** True when the page runs as the installed app. */
export const isInstalled = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(display-mode: standalone)').matches === true

/** Shows the browser's install dialog; resolves to whether the user installed. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred
  if (!event) return false
  deferred = null
  changed()
  await event.prompt()
  return (await event.userChoice).outcome === 'accepted'
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether the browser offers installation now. */
export const useCanInstall = () =>
  useSyncExternalStore(
    subscribe,
    () => deferred !== null,
    () => false,
  )
