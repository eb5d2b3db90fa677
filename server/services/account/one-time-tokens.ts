/**
 * Single-use tokens (password reset links, ordering handoffs): random, stored as SHA-256 with a
 * purpose and an expiry. Redeeming is one conditional UPDATE (unused, unexpired, same purpose), so
 * two concurrent redemptions cannot both succeed.
 */
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { oneTimeTokens } from '../../db/schema'
import { HttpError } from '../../http/errors'
import { hashToken, newToken } from '../../lib/tokens'

export type TokenPurpose = 'password_reset' | 'ordering_handoff'

export const invalidToken = (field = 'token') =>
  new HttpError(400, 'INVALID_TOKEN', 'The link is invalid or has expired', [
    { field, code: 'invalid_token', message: 'The token is invalid, expired or already used' },
  ])

export async function issueToken(
  db: DbOrTx,
  userId: number,
  purpose: TokenPurpose,
  now: Date,
  ttlMs: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken()
  const expiresAt = new Date(now.getTime() + ttlMs)
  await db
    .insert(oneTimeTokens)
    .values({ userId, purpose, tokenHash: hashToken(token), createdAt: now, expiresAt })
  return { token, expiresAt }
}

const usable = (token: string, purpose: TokenPurpose, now: Date) =>
  and(
    eq(oneTimeTokens.tokenHash, hashToken(token)),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  )

/** The user a still-usable token belongs to, without using it up; INVALID_TOKEN otherwise. */
export async function peekToken(db: DbOrTx, token: string, purpose: TokenPurpose, now: Date) {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(usable(token, purpose, now))
    .limit(1)
  if (!row) throw invalidToken()
  return row.userId
}

/** Marks the token used and answers its user; INVALID_TOKEN if it was not usable. */
export async function redeemToken(db: DbOrTx, token: string, purpose: TokenPurpose, now: Date) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(usable(token, purpose, now))
    .returning({ userId: oneTimeTokens.userId })
  if (!row) throw invalidToken()
  return row.userId
}

/** A new reset link supersedes older unused ones of the same user. */
export async function retireTokens(db: DbOrTx, userId: number, purpose: TokenPurpose, now: Date) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)),
    )
}
