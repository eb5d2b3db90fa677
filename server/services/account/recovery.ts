/**
 * Password recovery (spec 002 §2.6-2.7): a reset link valid one hour, mailed to the account's
 * address. Using it sets the password, spends the token and signs the account out everywhere.
 *
 * A request answers the same for known and unknown accounts (200, after about the same time), so
 * the recovery screen cannot be used to find out which accounts exist: the catalogue's "mail not
 * found" is set aside on purpose (docs/decisions/025-fair-login-limiter.md). A failure to SEND the
 * mail is still a 503 MAIL_NOT_SENT, which the screen shows by flagging its input.
 */
import { sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client'
import { oneTimeTokens } from '../../db/schema'
import type { Mailer } from '../../lib/mailer'
import { hashToken, newToken } from '../../lib/tokens'
import type { AttemptLimiter } from './limiter/attempt-limiter'
import { sendOrFail } from './mail'
import { invalidToken, issueToken, redeemToken, retireTokens } from './one-time-tokens'
import { recoveryMail } from './recovery-mail'
import type { RecoveryPace } from './recovery-pace'
import type { UserRow } from './session-builder'
import { findUserByLogin, revokeUserSessions } from './sessions'
import { setPasswordHash } from './settings'

export const RESET_TTL_MS = 60 * 60_000

/**
 * The account a recovery request names, or null. Every request counts against the limits, known
 * accounts or not and successful or not (each sends a mail), so they also stop mail flooding.
 */
export async function checkRecoveryRequest(
  db: Db,
  limiter: AttemptLimiter,
  input: { name: string; address: string },
): Promise<UserRow | null> {
  const user = await findUserByLogin(db, input.name)
  await limiter.recovery(user ? { userId: user.id } : { name: input.name }, input.address)
  return user
}

/** What a request for an unknown account does instead of mailing: the same kind of work, no effect. */
export async function imitateRecoveryMail(db: DbOrTx, pace: RecoveryPace) {
  hashToken(newToken())
  // The known path retires and issues tokens: a lookup of the same table that matches nothing.
  await db.select({ id: oneTimeTokens.id }).from(oneTimeTokens).where(sql`${oneTimeTokens.userId} = -1`)
  await pace.imitate()
}

export async function sendRecoveryMail(
  db: DbOrTx,
  user: UserRow,
  opts: { now: Date; publicUrl: string; mailer: Mailer; pace: RecoveryPace },
) {
  await retireTokens(db, user.id, 'password_reset', opts.now)
  const { token } = await issueToken(db, user.id, 'password_reset', opts.now, RESET_TTL_MS)
  const link = `${opts.publicUrl.replace(/\/+$/, '')}/reset-password/${token}`
  // Sent inside the transaction: if the mail fails the token is rolled back and the call fails.
  await opts.pace.timed(() =>
    sendOrFail(
      opts.mailer,
      recoveryMail(user.email, user.displayName, user.language, link),
      'The recovery mail',
    ),
  )
}

/** Uses the token; a null hash means prepareReset found the token unusable. */
export async function resetPassword(db: DbOrTx, token: string, passwordHash: string | null, now: Date) {
  if (passwordHash === null) throw invalidToken()
  const userId = await redeemToken(db, token, 'password_reset', now)
  await setPasswordHash(db, userId, passwordHash)
  await revokeUserSessions(db, userId, now)
}
