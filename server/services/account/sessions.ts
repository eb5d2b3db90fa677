/**
 * Bearer sessions: a random token goes to the client once; the database keeps only its SHA-256,
 * an expiry (SESSION_TTL_HOURS, renewed by verify-token) and a revocation time.
 *
 * A logout deletes its session; only a password change (own, or by a reset link) revokes. So a
 * revoked row that a device still presents tells that device why it was signed out
 * (PASSWORD_CHANGED, server/http/auth.ts `sessionRefusal`), which a logout needs to tell no one.
 */
import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client'
import { sessions, users } from '../../db/schema'
import { hashToken, newToken } from '../../lib/tokens'

const HOUR_MS = 3_600_000

/** The account named by e-mail or username, case-insensitively (active accounts only). */
export async function findUserByLogin(db: Db | DbOrTx, login: string) {
  const name = login.trim().toLowerCase()
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        or(eq(sql`lower(${users.email})`, name), eq(sql`lower(${users.username})`, name)),
      ),
    )
    .orderBy(asc(users.id))
    .limit(1)
  return row ?? null
}

export async function createSession(
  db: DbOrTx,
  userId: number,
  opts: { now: Date; ttlHours: number; userAgent?: string },
): Promise<string> {
  const token = newToken()
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: opts.now,
    lastUsedAt: opts.now,
    expiresAt: new Date(opts.now.getTime() + opts.ttlHours * HOUR_MS),
    userAgent: opts.userAgent?.slice(0, 300) ?? null,
  })
  return token
}

/** A refresh keeps a device that is used every day signed in: the expiry slides forward. */
export async function touchSession(db: DbOrTx, sessionId: number, now: Date, ttlHours: number) {
  await db
    .update(sessions)
    .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + ttlHours * HOUR_MS) })
    .where(eq(sessions.id, sessionId))
}

/** A logout: the session is gone (its token is then unknown, a plain 401). */
export async function endSession(db: DbOrTx, sessionId: number) {
  await db.delete(sessions).where(eq(sessions.id, sessionId))
}

/** Revokes every open session of the user, except `keepSessionId` (a password change). */
export async function revokeUserSessions(db: DbOrTx, userId: number, now: Date, keepSessionId?: number) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    )
}
