/**
 * Retry delays of the outbox: exponential (2 s, 4 s, 8 s, ...) capped at 5 minutes, with "equal
 * jitter" (half fixed, half random) so devices coming back online together do not retry in step,
 * and never sooner than a server's Retry-After.
 */
export const BACKOFF_BASE_MS = 2_000
export const BACKOFF_CAP_MS = 5 * 60_000

/** Delay before the next try after `attempts` failed attempts (1 = the first failure). */
export function backoffDelay(attempts: number, random: () => number = Math.random, retryAfterMs = 0): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 20))
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** exponent)
  const jittered = ceiling / 2 + random() * (ceiling / 2)
  return Math.round(Math.min(BACKOFF_CAP_MS, Math.max(jittered, retryAfterMs)))
}

/** Retry-After as milliseconds (seconds or an HTTP date); 0 when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number {
  if (!value) return 0
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(value)
  return Number.isNaN(date) ? 0 : Math.max(0, date - now)
}
