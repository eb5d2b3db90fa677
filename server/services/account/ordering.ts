/**
 * Handoff to the external ordering site (spec 001 §2.5): the site gets a single-use token valid
 * 60 s in its query string and redeems it server to server for the user's identity; the session
 * token never leaves the portal (DESIGN.md "Session and storage on the client").
 */
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { companies, users } from '../../db/schema'
import { issueToken, redeemToken } from './one-time-tokens'

export const HANDOFF_TTL_MS = 60_000

export function handoffUrl(orderingUrl: string, token: string) {
  const url = new URL(orderingUrl)
  url.searchParams.set('handoff', token)
  return url.toString()
}

export async function createHandoff(db: DbOrTx, userId: number, orderingUrl: string, now: Date) {
  const { token, expiresAt } = await issueToken(db, userId, 'ordering_handoff', now, HANDOFF_TTL_MS)
  return { url: handoffUrl(orderingUrl, token), expiresAt: expiresAt.toISOString() }
}

export async function redeemHandoff(db: DbOrTx, token: string, now: Date) {
  const userId = await redeemToken(db, token, 'ordering_handoff', now)
  const [row] = await db
    .select({ email: users.email, name: users.displayName, company: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
  return row
}
