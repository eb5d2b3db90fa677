/**
 * Password recovery (spec 002 §2.6-2.7): a reset link valid one hour, mailed to the account's
 * address. Using it sets the password, spends the token and signs the account out everywhere.
 */
import type { Db, DbOrTx } from '../../db/client'
import { HttpError } from '../../http/errors'
import type { Mailer } from '../../lib/mailer'
import { sendOrFail } from './mail'
import { issueToken, redeemToken, retireTokens } from './one-time-tokens'
import type { SlidingWindowLimiter } from './rate-limit'
import { recoveryMail } from './recovery-mail'
import type { UserRow } from './session-builder'
import { findUserByLogin, revokeUserSessions } from './sessions'
import { setPasswordHash } from './settings'

export const RESET_TTL_MS = 60 * 60_000

const mailNotFound = () =>
  new HttpError(404, 'MAIL_NOT_FOUND', 'Mail not found, check the address', [
    { field: 'username', code: 'MAIL_NOT_FOUND', message: 'No account with this name or e-mail' },
  ])

/**
 * The account a recovery request names. Every request counts against the limit, successful ones
 * too (they send mail), so the limit also stops mail flooding.
 */
export async function checkRecoveryRequest(
  db: Db,
  limiter: SlidingWindowLimiter,
  input: { name: string; address: string },
) {
  const keys = [`account:${input.name.toLowerCase()}`, `address:${input.address}`]
  limiter.check(keys)
  limiter.record(keys)
  const user = await findUserByLogin(db, input.name)
  if (!user) throw mailNotFound()
  return user
}

export async function sendRecoveryMail(
  db: DbOrTx,
  user: UserRow,
  opts: { now: Date; publicUrl: string; mailer: Mailer },
) {
  await retireTokens(db, user.id, 'password_reset', opts.now)
  const { token } = await issueToken(db, user.id, 'password_reset', opts.now, RESET_TTL_MS)
  const link = `${opts.publicUrl.replace(/\/+$/, '')}/reset-password/${token}`
  // Sent inside the transaction: if the mail fails the token is rolled back and the call fails.
  await sendOrFail(
    opts.mailer,
    recoveryMail(user.email, user.displayName, user.language, link),
    'The recovery mail',
  )
}

export async function resetPassword(db: DbOrTx, token: string, passwordHash: string, now: Date) {
  const userId = await redeemToken(db, token, 'password_reset', now)
  await setPasswordHash(db, userId, passwordHash)
  await revokeUserSessions(db, userId, now)
}
