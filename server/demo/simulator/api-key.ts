/**
 * The simulator's API key (scope ingest). Kept in DATA_DIR/simulator-key.txt (mode 0600) so it
 * survives restarts and the standalone CLI can use it (--key-file). If the file is missing or the
 * key no longer works (revoked, another database), a new key is created and older simulator keys
 * are revoked, so exactly one simulator credential is valid at a time. That happens at start only:
 * a key revoked while the server runs is reported, not replaced (runner.ts, ADR 026). The file may
 * also hold a credentials file from the API tab (key-source.ts).
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { apiKeys, companies } from '../../db/schema'
import { hashToken, newToken } from '../../lib/tokens'
import { parseCredentials } from './key-source'

export const SIMULATOR_KEY_ALIAS = 'Plant simulator'
export const simulatorKeyFile = (dataDir: string) => path.resolve(dataDir, 'simulator-key.txt')

async function stillValid(db: Db, credentials: string, now: Date): Promise<boolean> {
  const sep = credentials.indexOf(':')
  if (sep < 1) return false
  const [key] = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.clientId, credentials.slice(0, sep)))
  return (
    !!key &&
    !key.revokedAt &&
    (!key.expiresAt || key.expiresAt > now) &&
    key.scopes.includes('ingest') &&
    key.secretHash === hashToken(credentials.slice(sep + 1))
  )
}

/** Returns "clientId:secret", or null when there is no company to simulate. */
export async function ensureSimulatorKey(db: Db, dataDir: string, now: Date): Promise<string | null> {
  const file = simulatorKeyFile(dataDir)
  if (existsSync(file)) {
    const saved = parseCredentials(readFileSync(file, 'utf8'))
    if (saved && (await stillValid(db, saved, now))) return saved
  }
  const [company] = await db.select().from(companies).orderBy(asc(companies.id)).limit(1)
  if (!company) return null
  const clientId = `plant-simulator-${randomBytes(4).toString('hex')}`
  const secret = newToken()
  await db.transaction(async (tx) => {
    await tx
      .update(apiKeys)
      .set({ revokedAt: now })
      .where(
        and(
          eq(apiKeys.companyId, company.id),
          eq(apiKeys.alias, SIMULATOR_KEY_ALIAS),
          isNull(apiKeys.revokedAt),
        ),
      )
    await tx.insert(apiKeys).values({
      companyId: company.id,
      clientId,
      alias: SIMULATOR_KEY_ALIAS,
      secretHash: hashToken(secret),
      scopes: ['ingest'],
    })
  })
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${clientId}:${secret}\n`, { mode: 0o600 })
  return `${clientId}:${secret}`
}
