import { useEffect, useState } from 'react'

/**
 * Keeps the screen awake while the page is shown (Screen Wake Lock). The browser drops the lock
 * whenever the page is hidden, so it is taken again each time the page becomes visible.
 * Returns whether a lock is held (browsers without the API, or an http address, get none).
 */
export function useWakeLock(): boolean {
  const [held, setHeld] = useState(false)
  useEffect(() => {
    if (!('wakeLock' in navigator)) return
    let sentinel: WakeLockSentinel | null = null
    let disposed = false
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return
      try {
        sentinel = await navigator.wakeLock.request('screen')
        if (disposed) {
          await sentinel.release()
          return
        }
        setHeld(true)
        sentinel.addEventListener('release', () => setHeld(false))
      } catch {
        // Refused (battery saver, no user gesture yet on some browsers): tried again on next visibility.
        setHeld(false)
      }
    }
    void acquire()
    document.addEventListener('visibilitychange', acquire)
    return () => {
      disposed = true
      document.removeEventListener('visibilitychange', acquire)
      void sentinel?.release()
    }
  }, [])
  return held
}
