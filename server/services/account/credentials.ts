/**
 * Credential checks of the account routes, outside any transaction (argon2 takes tens of
 * milliseconds, and on the embedded database one open transaction holds up every other request).
 * Each check counts its failures in a sliding-window limiter, per account name and per address, so
 * password guessing stops at LOGIN_RATE_LIMIT attempts in 15 minutes.
 */

import { passwordSchema } from '../../../src/contract/session'
import { HttpError } from '../../http/errors'
import { decodeBase64, hashPassword, verifyPassword } from './crypto'
import type { SlidingWindowLimiter } from './rate-limit'
import { loadUserRow } from './session-builder'
import { findUserByLogin } from './sessions'

export const passwordError = (field: string, message: string) =>
  new HttpError(400, 'PASSWORD_ERROR', message, [{ field, code: 'PASSWORD_ERROR', message }])

export const invalidCredentials = () =>
  new HttpError(401, 'INVALID_CREDENTIALS', 'Wrong user or password', [
    { field: 'user', code: 'INVALID_CREDENTIALS', message: 'Wrong user or password' },
    { field: 'password', code: 'INVALID_CREDENTIALS', message: 'Wrong user or password' },
  ])

/** The account a sign-in names, if the password (both base64, as the spec sends them) is right. */
export async function checkSignIn(
  db: Parameters<typeof findUserByLogin>[0],
  limiter: SlidingWindowLimiter,
  input: { user: string; password: string; address: string },
) {
  const login = decodeBase64(input.user, 'user')
  const password = decodeBase64(input.password, 'password')
  const keys = [`account:${login.trim().toLowerCase()}`, `address:${input.address}`]
  limiter.check(keys)
  const user = await findUserByLogin(db, login)
  const valid = await verifyPassword(user?.passwordHash ?? null, password)
  if (!user || !valid) {
    limiter.record(keys)
    throw invalidCredentials()
  }
  return { user, login: login.trim().toLowerCase() }
}

/** The hash of a new password once the current one is proven (the own password change). */
export async function checkPasswordChange(
  db: Parameters<typeof loadUserRow>[0],
  limiter: SlidingWindowLimiter,
  input: { userId: number; currentPassword: string; newPassword: string },
) {
  const keys = [`password:${input.userId}`]
  limiter.check(keys)
  const row = await loadUserRow(db, input.userId)
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    limiter.record(keys)
    throw passwordError('currentPassword', 'The current password is wrong')
  }
  return hashPassword(input.newPassword)
}

/** The hash of a password set with a reset token (base64), once it passes the password rule. */
export async function hashResetPassword(encoded: string) {
  const password = decodeBase64(encoded, 'password')
  if (!passwordSchema.safeParse(password).success) {
    throw passwordError('password', 'Passwords must be at least 8 characters long')
  }
  return hashPassword(password)
}
