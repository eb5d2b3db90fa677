/**
 * The fair limiter of sign-in, own password change, password recovery and reset (issue 18 item 2,
 * docs/decisions/025-fair-login-limiter.md). All state is in the database (throttle-store.ts); this
 * module decides which keys an attempt reserves and what a success gives back:
 *
 * - sign-in: the account + source pair; unless that pair signed in before (trusted), also the
 *   account across all sources and the source across all accounts. A success clears and trusts the
 *   pair and gives back the wider reservations, so only failures count there. A browser with a
 *   valid device cookie of the account (device-cookie.ts, ADR 035) is counted on that device alone,
 *   from any address: a distributed attack filling the account's cap does not hold it. Its success
 *   clears that device's key and nothing else: not the pair, which clients without the cookie share.
 * - own password change: the account alone (the caller is signed in); a success clears it.
 * - recovery request: pair, account and source; every request counts (each sends a mail).
 * - reset with a token: the source; a usable token gives its reservation back.
 *
 * Keys are reserved one at a time, narrowest first; if a later key refuses, the earlier ones are
 * given back (a decrement: a wait the reservation started stays, as the wider key refuses anyway).
 * So a key never grants more than its policy (each reservation is atomic); at worst a concurrent
 * attempt is refused by a count about to be given back (never let through by one).
 */
import type { DbOrTx } from '../../../db/client'
import { tooManyAttempts } from '../../../http/errors'
import { clientSource } from './client-source'
import { type LimiterPolicies, type ThrottlePolicy, TRUSTED_PAIR_MS } from './policies'
import { purgeExpired, release, reserve, forget as resetKey, throttleKey, trust } from './throttle-store'

/** What a granted attempt does once it is known to have succeeded. */
export interface Attempt {
  succeeded(db: DbOrTx): Promise<void>
}

interface Step {
  key: string
  policy: ThrottlePolicy
}

/** The account as counted: its id when it exists, else the name as typed (lowercased). */
export type AccountSubject = { userId: number } | { name: string }
const accountOf = (a: AccountSubject) =>
  'userId' in a ? `id:${a.userId}` : `name:${a.name.trim().toLowerCase()}`

export function createAttemptLimiter(db: DbOrTx, policies: LimiterPolicies, now: () => Date) {
  /** Reserves each step in order; on a refusal gives the earlier ones back and throws 429. */
  async function reserveAll(steps: Step[], at: Date, reserved: string[] = []) {
    for (const step of steps) {
      const r = await reserve(db, step.key, step.policy, at)
      if (!r.granted) {
        for (const key of reserved) await release(db, key)
        throw tooManyAttempts(r.retryAfterMs)
      }
      reserved.push(step.key)
    }
  }

  return {
    /** `device`: the nonce of a valid device cookie of this account (device-cookie.ts), if any. */
    async signIn(account: AccountSubject, ip: string, device: string | null = null): Promise<Attempt> {
      const at = now()
      await purgeExpired(db, at)
      const source = clientSource(ip)
      const name = accountOf(account)
      const pair = throttleKey('login-pair', `${name}\n${source}`)
      if (device !== null && 'userId' in account) {
        // OWASP's device cookie: only this device's failures count, and a locked device waits.
        const key = throttleKey('login-device', `${name}\n${device}`)
        await reserveAll([{ key, policy: policies.device }], at)
        // A success frees this device alone. The pair is left as it is: a guesser at the same
        // address (the same Wi-Fi, the plant's NAT) shares it, and an owner signing in now and then
        // must not wipe his count and waits (issue 44 item 2).
        return { succeeded: (tx) => resetKey(tx, key) }
      }
      const first = await reserve(db, pair, policies.pair, at)
      if (!first.granted) throw tooManyAttempts(first.retryAfterMs)
      const wider = first.trusted
        ? []
        : [
            { key: throttleKey('login-account', name), policy: policies.account },
            { key: throttleKey('login-source', source), policy: policies.source },
          ]
      await reserveAll(wider, at, [pair])
      return {
        async succeeded(tx) {
          await trust(tx, pair, at, TRUSTED_PAIR_MS)
          for (const step of wider) await release(tx, step.key)
        },
      }
    },

    async passwordChange(userId: number): Promise<Attempt> {
      const key = throttleKey('password-change', `id:${userId}`)
      await reserveAll([{ key, policy: policies.pair }], now())
      return { succeeded: (tx) => resetKey(tx, key) }
    },

    async recovery(account: AccountSubject, ip: string): Promise<void> {
      const at = now()
      await purgeExpired(db, at)
      const source = clientSource(ip)
      const name = accountOf(account)
      await reserveAll(
        [
          { key: throttleKey('recovery-pair', `${name}\n${source}`), policy: policies.pair },
          { key: throttleKey('recovery-account', name), policy: policies.recoveryAccount },
          { key: throttleKey('recovery-source', source), policy: policies.source },
        ],
        at,
      )
    },

    async reset(ip: string): Promise<Attempt> {
      const at = now()
      await purgeExpired(db, at)
      const key = throttleKey('reset-source', clientSource(ip))
      await reserveAll([{ key, policy: policies.source }], at)
      return { succeeded: (tx) => release(tx, key) }
    },
  }
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>
