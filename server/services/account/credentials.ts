/**
 * Credential checks of the account routes, outside any transaction (argon2 takes tens of
 * milliseconds, and on the embedded database one open transaction holds up every other request).
 * Each check reserves its attempt with the fair limiter (limiter/attempt-limiter.ts) BEFORE the
 * password or token is checked, and gives it back on success: concurrent guesses cannot outrun it.
 */

import { passwordSchema } from '../../../src/contract/session'
import type { DbOrTx } from '../../db/client'
import { HttpError } from '../../http/errors'
import { decodeBase64, hashPassword, verifyPassword } from './crypto'
import type { AttemptLimiter } from './limiter/attempt-limiter'
import { peekToken } from './one-time-tokens'
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
  db: DbOrTx,
  limiter: AttemptLimiter,
  input: {
    user: string
    password: string
    address: string
    /** The nonce of a valid device cookie of this account, if the browser sent one (ADR 035). */
    deviceOf?: (userId: number) => string | null
  },
) {
  const login = decodeBase64(input.user, 'user')
  const password = decodeBase64(input.password, 'password')
  const user = await findUserByLogin(db, login)
  const device = user ? (input.deviceOf?.(user.id) ?? null) : null
  const attempt = await limiter.signIn(user ? { userId: user.id } : { name: login }, input.address, device)
  const valid = await verifyPassword(user?.passwordHash ?? null, password)
  if (!user || !valid) throw invalidCredentials()
  // Given back here, not in the session's transaction: a replayed sign-in (same Idempotency-Key)
  // skips that transaction but has still proven the password.
  await attempt.succeeded(db)
  return { user, login: login.trim().toLowerCase() }
}

/** The hash of a new password once the current one is proven (the own password change). */
export async function checkPasswordChange(
  db: Parameters<typeof loadUserRow>[0],
  limiter: AttemptLimiter,
  input: { userId: number; currentPassword: string; newPassword: string },
) {
  const attempt = await limiter.passwordChange(input.userId)
  const row = await loadUserRow(db, input.userId)
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw passwordError('currentPassword', 'The current password is wrong')
  }
  await attempt.succeeded(db)
  return hashPassword(input.newPassword)
}

/**
 * The token and new password hash of a reset (both base64). The password rule comes first (a short
 * password is no guess); then the attempt is reserved per source before the token is looked at, and
 * a usable token gives it back. An unusable one stays counted and gets no hash (guessed tokens cost
 * no argon2): the write then answers INVALID_TOKEN, or the stored answer when the same
 * Idempotency-Key is replayed after the token was used.
 */
export async function prepareReset(
  db: DbOrTx,
  limiter: AttemptLimiter,
  input: { token: string; password: string; address: string; now: Date },
) {
  const token = decodeBase64(input.token, 'token')
  const password = decodeBase64(input.password, 'password')
  if (!passwordSchema.safeParse(password).success) {
    throw passwordError('password', 'Passwords must be at least 8 characters long')
  }
  const attempt = await limiter.reset(input.address)
  const usable = await peekToken(db, token, 'password_reset', input.now).then(
    () => true,
    () => false,
  )
  if (!usable) return { token, passwordHash: null }
  await attempt.succeeded(db)
  return { token, passwordHash: await hashPassword(password) }
}
