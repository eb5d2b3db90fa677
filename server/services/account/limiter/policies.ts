/**
 * How many attempts each key allows, and how the waits grow (docs/decisions/025-fair-login-limiter.md
 * says why these figures). A key's first `free` failures cost nothing; failure number `free + k`
 * (k = 0, 1, ...) makes the key wait baseMs * 2^k, at most capMs, before its next attempt. Counts
 * are forgotten `forgetMs` after the key's last wait ended.
 *
 * LOGIN_RATE_LIMIT (F, default 5) scales them all:
 * - account + source pair: F free, then 1 s, 2 s, 4 s ... up to 15 min (one guesser, one account);
 * - source: 20 F free across all accounts, then up to 15 min (password spraying from one address);
 * - account: 20 F free across all sources, then up to 1 min only (a distributed attack slows down,
 *   the owner is never held long, and not at all from a source where they signed in before, nor
 *   from a browser holding their device cookie);
 * - device (a valid device cookie of the account, ADR 035): F free, then up to 15 min, like a pair,
 *   and nothing else counts;
 * - recovery mails per account: F free, then 1 min doubling up to 15 min (mail flooding).
 */

export interface ThrottlePolicy {
  /** Failures allowed with no wait. */
  free: number
  /** The wait after the first failure past `free`; each further failure doubles it. */
  baseMs: number
  capMs: number
  /** Counts are dropped this long after the last wait ended. */
  forgetMs: number
}

export interface LimiterPolicies {
  pair: ThrottlePolicy
  /** A browser with a device cookie of the account (ADR 035): counted on its own, like a pair. */
  device: ThrottlePolicy
  source: ThrottlePolicy
  account: ThrottlePolicy
  recoveryAccount: ThrottlePolicy
}

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

/** A pair that signed in stays exempt from the account-wide and source-wide caps this long. */
export const TRUSTED_PAIR_MS = 30 * 24 * HOUR

export function limiterPolicies(freeFailures: number): LimiterPolicies {
  return {
    pair: { free: freeFailures, baseMs: SECOND, capMs: 15 * MINUTE, forgetMs: 24 * HOUR },
    device: { free: freeFailures, baseMs: SECOND, capMs: 15 * MINUTE, forgetMs: 24 * HOUR },
    source: { free: 20 * freeFailures, baseMs: SECOND, capMs: 15 * MINUTE, forgetMs: 24 * HOUR },
    account: { free: 20 * freeFailures, baseMs: SECOND, capMs: MINUTE, forgetMs: HOUR },
    recoveryAccount: { free: freeFailures, baseMs: MINUTE, capMs: 15 * MINUTE, forgetMs: 24 * HOUR },
  }
}
