import { useSyncExternalStore } from 'react'

/**
 * Whether the browser window has the focus. TanStack's focus manager follows page visibility only
 * (a visible line-side screen keeps polling); the shared customers' polling also stops while the
 * window is visible but unfocused (spec 002 §4).
 */
function subscribe(listener: () => void): () => void {
  window.addEventListener('focus', listener)
  window.addEventListener('blur', listener)
  document.addEventListener('visibilitychange', listener)
  return () => {
    window.removeEventListener('focus', listener)
    window.removeEventListener('blur', listener)
    document.removeEventListener('visibilitychange', listener)
  }
}

const read = () => document.hasFocus()

export const useWindowFocused = (): boolean => useSyncExternalStore(subscribe, read, () => true)
