/**
 * Work the first screen does not need (the service worker's registration, the outbox watcher, the
 * technician's work-order refresh) waits until the page has loaded and the browser has a quiet
 * moment, at most `timeoutMs` later: on a phone it would otherwise compete with the first screen's
 * own code and data (issue 30). Returns a cancel for a component that goes away first.
 */
export function afterLoadIdle(run: () => void, timeoutMs = 3_000): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined') {
    const timer = setTimeout(run, 0)
    return () => clearTimeout(timer)
  }
  let cancelled = false
  let cancelIdle: () => void = () => undefined
  const once = () => {
    if (!cancelled) run()
  }
  const idle = () => {
    if (cancelled) return
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(once, { timeout: timeoutMs })
      cancelIdle = () => window.cancelIdleCallback(handle)
    } else {
      const timer = setTimeout(once, 200)
      cancelIdle = () => clearTimeout(timer)
    }
  }
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', idle)
    cancelIdle()
  }
}
