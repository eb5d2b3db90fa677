/**
 * Company API keys (spec 002 §3.4, §9: at most 5 per company). The secret is random and shown once
 * in the credentials file; only its SHA-256 is stored (server/http/auth.ts checks it). Creation locks
 * the company row so two concurrent creations cannot both pass the limit.
 */
import { and, asc, count, eq, gt, isNull, or, sql } from 'drizzle-orm'
import { type ApiKey, MAX_API_KEYS_PER_COMPANY } from '../../../src/contract/account'
import type { DbOrTx } from '../../db/client'
import { apiKeys, companies, users } from '../../db/schema'
import { HttpError, notFound } from '../../http/errors'
import { hashToken, newToken } from '../../lib/tokens'

const DAY_MS = 86_400_000

const active = (companyId: number, now: Date) =>
  and(
    eq(apiKeys.companyId, companyId),
    isNull(apiKeys.revokedAt),
    or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
  )

const iso = (d: Date | null) => (d ? d.toISOString() : null)

export async function listApiKeys(db: DbOrTx, companyId: number, now: Date): Promise<ApiKey[]> {
  const rows = await db
    .select({ key: apiKeys, createdBy: users.email })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(active(companyId, now))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id))
  return rows.map(({ key, createdBy }) => ({
    clientId: key.clientId,
    alias: key.alias,
    createdAt: key.createdAt.toISOString(),
    createdBy,
    lastUsedAt: iso(key.lastUsedAt),
    expiresAt: iso(key.expiresAt),
    scopes: key.scopes as ApiKey['scopes'],
  }))
}

export async function createApiKey(
  db: DbOrTx,
  input: {
    companyId: number
    userId: number
    alias: string
    expiresInDays: number
    scopes: ApiKey['scopes']
  },
  now: Date,
) {
  await db.execute(sql`select id from ${companies} where ${companies.id} = ${input.companyId} for update`)
  const [{ n }] = await db.select({ n: count() }).from(apiKeys).where(active(input.companyId, now))
  if (Number(n) >= MAX_API_KEYS_PER_COMPANY) {
    throw new HttpError(
      409,
      'MAX_API_KEYS',
      `A company can hold at most ${MAX_API_KEYS_PER_COMPANY} API keys`,
    )
  }
  const clientId = `pk_${newToken(12)}`
  const secret = newToken()
  const expiresAt = new Date(now.getTime() + input.expiresInDays * DAY_MS)
  const scopes = [...new Set(input.scopes)]
  await db.insert(apiKeys).values({
    companyId: input.companyId,
    clientId,
    alias: input.alias,
    secretHash: hashToken(secret),
    scopes,
    createdBy: input.userId,
    createdAt: now,
    expiresAt,
  })
  return {
    clientId,
    secret,
    alias: input.alias,
    expiresAt: expiresAt.toISOString(),
    scopes,
    authorization: `ApiKey ${clientId}:${secret}`,
  }
}

async function activeKey(db: DbOrTx, companyId: number, clientId: string, now: Date) {
  const [key] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.clientId, clientId), active(companyId, now)))
    .limit(1)
  // Another company's key answers exactly like a missing one.
  if (!key) throw notFound('API key not found')
  return key
}

export async function renameApiKey(
  db: DbOrTx,
  companyId: number,
  clientId: string,
  alias: string,
  now: Date,
) {
  const key = await activeKey(db, companyId, clientId, now)
  await db.update(apiKeys).set({ alias }).where(eq(apiKeys.id, key.id))
  const [listed] = (await listApiKeys(db, companyId, now)).filter((k) => k.clientId === clientId)
  return listed
}

export async function revokeApiKey(db: DbOrTx, companyId: number, clientId: string, now: Date) {
  const key = await activeKey(db, companyId, clientId, now)
  await db.update(apiKeys).set({ revokedAt: now }).where(eq(apiKeys.id, key.id))
  return { clientId, revoked: true as const }
}
