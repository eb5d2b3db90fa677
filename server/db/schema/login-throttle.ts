/**
 * The sign-in limiter's counts (issue 18, docs/decisions/025-fair-login-limiter.md): one row per
 * throttled key, for example "failed sign-ins of this account from this source". Kept in the
 * database so every API instance and every restart sees the same counts.
 *
 * A row is only ever changed by single statements (insert ... on conflict do update ... returning),
 * which Postgres applies one at a time per row: concurrent attempts cannot slip past a limit.
 *
 * - failures: attempts counted (reserved before the password is checked, undone or reset on success).
 * - blocked_until: no attempt is allowed before it; the last failure plus its delay (that failure's
 *   time when the delay is 0). Counts are forgotten a policy's "forget" period after it.
 * - trusted_until: for an account + source pair that signed in successfully: until then the pair is
 *   not held by the account-wide and source-wide caps (the owner's own place stays open).
 * - expires_at: when the row may be purged.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const loginThrottle = pgTable(
  'login_throttle',
  {
    /** The scope and a SHA-256 of its subject (account names as typed are not stored). */
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    blockedUntil: ts('blocked_until').notNull(),
    trustedUntil: ts('trusted_until'),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('login_throttle_expires_idx').on(t.expiresAt)],
)
