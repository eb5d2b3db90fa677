/**
 * Sliding-window counter of attempts per key (account name, client address) for login and
 * password recovery. It lives in process memory, which is right for one instance; with several API
 * instances behind a load balancer the windows must move to a shared store (a Postgres table or
 * Redis), or each instance would grant its own quota.
 */
import { HttpError } from '../../http/errors'

export const RATE_WINDOW_MS = 15 * 60_000
const MAX_KEYS = 10_000

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>()

  constructor(
    private readonly limit: number,
    private readonly now: () => Date,
    private readonly windowMs = RATE_WINDOW_MS,
  ) {}

  private recent(key: string): number[] {
    const since = this.now().getTime() - this.windowMs
    const kept = (this.hits.get(key) ?? []).filter((t) => t > since)
    if (kept.length) this.hits.set(key, kept)
    else this.hits.delete(key)
    return kept
  }

  /** Throws 429 RATE_LIMITED when any of the keys has used its quota in the window. */
  check(keys: readonly string[]) {
    for (const key of keys) {
      if (this.recent(key).length >= this.limit) {
        throw new HttpError(429, 'RATE_LIMITED', 'Too many attempts, try again in a few minutes')
      }
    }
  }

  record(keys: readonly string[]) {
    const t = this.now().getTime()
    for (const key of keys) this.hits.set(key, [...this.recent(key), t])
    // Sprayed account names would otherwise pile up: past a bound, drop every expired window.
    if (this.hits.size > MAX_KEYS) for (const key of [...this.hits.keys()]) this.recent(key)
  }
}
