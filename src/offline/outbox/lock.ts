/**
 * One flusher at a time across tabs and the service worker: the Web Locks API with ifAvailable
 * (a flush already running elsewhere makes this one a no-op, it will pick up our commands). Where
 * Web Locks are missing (old Safari, tests in Node) an in-process flag keeps one flusher per context.
 */
export const FLUSH_LOCK = 'outbox-flush'

let localHeld = false

export async function withFlushLock<T>(run: () => Promise<T>): Promise<T | 'busy'> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  if (locks?.request) {
    return locks.request(FLUSH_LOCK, { ifAvailable: true }, async (lock) =>
      lock ? run() : ('busy' as const),
    )
  }
  if (localHeld) return 'busy'
  localHeld = true
  try {
    return await run()
  } finally {
    localHeld = false
  }
}
