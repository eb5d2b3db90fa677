/**
 * Password recovery (spec 002 §2.6-2.7): a reset link valid one hour, mailed to the account's
 * address. Using it sets the password, spends the token and signs the account out everywhere.
 */
import type { DbOrTx } from '../../db/client'
import type { Mailer } from '../../lib/mailer'
import { sendOrFail } from './mail'
import { issueToken, redeemToken, retireTokens } from './one-time-tokens'
import { recoveryMail } from './recovery-mail'
import type { UserRow } from './session-builder'
import { revokeUserSessions } from './sessions'
import { setPasswordHash } from './settings'

export const RESET_TTL_MS = 60 * 60_000

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
