/**
 * Requests a sign-out waits for: sent with the session's token by the app itself (the navigation
 * log's page view), they would reach the server after GET /logout revoked that token and answer
 * 401, which the browser reports as a failed load. Each is registered here while it is in flight.
 */
const inFlight = new Set<Promise<unknown>>()

export function sendBeforeSignOut<T>(request: Promise<T>): Promise<T> {
  const settled = request.then(
    () => undefined,
    () => undefined,
  )
  inFlight.add(settled)
  void settled.finally(() => inFlight.delete(settled))
  return request
}

/** Resolves when the registered requests have settled, or after `capMs` (a sign-out never hangs). */
export function settledBeforeSignOut(capMs = 2_000): Promise<void> {
  if (inFlight.size === 0) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, capMs)
    void Promise.all(inFlight).then(() => {
      clearTimeout(timer)
      resolve()
    })
  })
}
