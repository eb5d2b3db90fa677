/**
 * The limiter's counts in the login_throttle table (server/db/schema/login-throttle.ts). Every
 * change is ONE statement: Postgres (and PGlite) apply an `insert ... on conflict do update` to a
 * row one statement at a time, the later one seeing the earlier one's result, so N concurrent
 * attempts on a key are granted exactly as a policy allows, on one instance or several.
 *
 * An attempt is reserved BEFORE the password is checked (counted as a failure up front); a success
 * then resets or releases it. There is no moment between "may I?" and "I did" for another attempt
 * to slip through, which an in-memory check-then-record limiter had across the password check.
 */
import { createHash } from 'node:crypto'
import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import type { ThrottlePolicy } from './policies'

export type Reservation = { granted: true; trusted: boolean } | { granted: false; retryAfterMs: number }

/** The table key of a subject: its scope and a digest (what users typed is not kept). */
export function throttleKey(scope: string, subject: string): string {
  return `${scope}:${createHash('sha256').update(subject).digest('base64url')}`
}

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`
const ms = (value: SQL) => sql`((${value}) * interval '1 millisecond')`

/** The wait (ms) after failure number `n`: 0 while within `free`, then doubling up to the cap. */
function waitAfter(n: SQL, p: ThrottlePolicy): SQL {
  return sql`(case when ${n} < ${p.free}::int then 0::float8
    else least(${p.capMs}::float8, ${p.baseMs}::float8 * power(2::float8, least(${n} - ${p.free}::int, 40))) end)`
}

/**
 * Counts one attempt on `key` unless the key is waiting. A key still within its free failures is
 * never waiting, whatever blocked_until says: each request brings its own `now`, taken before it
 * queued for the row, so under concurrency (several instances above all) a request may run after
 * one whose `now` is a few milliseconds later, and "blocked until then" would refuse it. Granted: the count went up (and a wait
 * may now start). Refused: nothing changed, and `retryAfterMs` says when the key opens.
 */
export async function reserve(db: DbOrTx, key: string, p: ThrottlePolicy, now: Date): Promise<Reservation> {
  const forgotten = sql`login_throttle.blocked_until + ${ms(sql`${p.forgetMs}::float8`)} <= ${at(now)}`
  const next = sql`(case when ${forgotten} then 1 else login_throttle.failures + 1 end)`
  const firstUntil = sql`${at(now)} + ${ms(waitAfter(sql`1`, p))}`
  const nextUntil = sql`${at(now)} + ${ms(waitAfter(next, p))}`
  const { rows } = await db.execute<{ trusted: boolean }>(sql`
    insert into login_throttle (key, failures, blocked_until, expires_at)
    values (${key}, 1, ${firstUntil}, ${firstUntil} + ${ms(sql`${p.forgetMs}::float8`)})
    on conflict (key) do update set
      failures = ${next},
      blocked_until = ${nextUntil},
      expires_at = greatest(login_throttle.expires_at, ${nextUntil} + ${ms(sql`${p.forgetMs}::float8`)})
    where login_throttle.failures < ${p.free}::int or login_throttle.blocked_until <= ${at(now)}
    returning coalesce(login_throttle.trusted_until > ${at(now)}, false) as trusted`)
  if (rows[0]) return { granted: true, trusted: rows[0].trusted }
  // Refused: only the wait is read back (the row is not changed, so this needs no atomicity).
  const { rows: waiting } = await db.execute<{ wait_ms: number }>(sql`
    select (extract(epoch from (blocked_until - ${at(now)})) * 1000)::float8 as wait_ms
    from login_throttle where key = ${key}`)
  return { granted: false, retryAfterMs: Math.max(1000, Number(waiting[0]?.wait_ms ?? 0)) }
}

/** Gives back one reserved attempt (the attempt turned out not to be a failure). */
export async function release(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`update login_throttle set failures = greatest(failures - 1, 0) where key = ${key}`)
}

/** Clears a pair after a successful sign-in and marks it trusted until `now + trustMs`. */
export async function trust(db: DbOrTx, key: string, now: Date, trustMs: number): Promise<void> {
  const until = sql`${at(now)} + ${ms(sql`${trustMs}::float8`)}`
  await db.execute(sql`
    insert into login_throttle (key, failures, blocked_until, trusted_until, expires_at)
    values (${key}, 0, ${at(now)}, ${until}, ${until})
    on conflict (key) do update set
      failures = 0, blocked_until = ${at(now)}, trusted_until = ${until},
      expires_at = greatest(login_throttle.expires_at, ${until})`)
}

/** Forgets a key's count (a success where no trust is kept: the own password change). */
export async function forget(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`delete from login_throttle where key = ${key}`)
}

/**
 * Deletes a batch of expired rows. Cheap enough to run with each limited call (an index range scan
 * that usually finds nothing); SKIP LOCKED so concurrent purges never wait on each other.
 */
export async function purgeExpired(db: DbOrTx, now: Date, batch = 200): Promise<void> {
  await db.execute(sql`
    delete from login_throttle where key in (
      select key from login_throttle where expires_at < ${at(now)}
      limit ${batch}::int for update skip locked)`)
}
