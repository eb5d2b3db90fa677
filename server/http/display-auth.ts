/**
 * Display tokens as credentials (server/http/auth.ts): `Authorization: Display <token>`, not a
 * bearer token; the OpenAPI document names it the `display` scheme (server/http/openapi-document.ts),
 * required by every route declared `who: 'display'` (GET /api/display/status). The token
 * is looked up by its SHA-256; a revoked or expired one still resolves, so that the route can answer
 * DISPLAY_REVOKED (the screen shows "revoked") rather than a bare "invalid".
 */
import { eq } from 'drizzle-orm'
import { DISPLAY_ERRORS, DISPLAY_TOKEN_RE } from '../../src/contract/display'
import { isLanguageCode } from '../../src/contract/language-codes'
import type { Db } from '../db/client'
import { displayTokens } from '../db/schema'
import { hashToken } from '../lib/tokens'
import type { DisplayAuth } from './principals'

/** The token of a "Display <token>" header; '' for a malformed one (still a display caller: a 401). */
export function displayTokenOf(header: string | undefined): string | null {
  const match = header ? /^Display\s+(\S*)\s*$/i.exec(header) : null
  return match ? match[1] : null
}

const invalid = (): DisplayAuth => ({
  kind: 'display',
  displayId: 0,
  plantId: 0,
  machineLineId: null,
  label: '',
  language: 'es_ES',
  lastSeenAt: null,
  refusal: DISPLAY_ERRORS.invalid,
})

export async function loadDisplay(db: Db, token: string, now: Date): Promise<DisplayAuth> {
  if (!DISPLAY_TOKEN_RE.test(token)) return invalid()
  const [row] = await db
    .select()
    .from(displayTokens)
    .where(eq(displayTokens.tokenHash, hashToken(token)))
    .limit(1)
  if (!row) return invalid()
  const gone = row.revokedAt !== null || (row.expiresAt !== null && row.expiresAt <= now)
  return {
    kind: 'display',
    displayId: row.id,
    plantId: row.plantId,
    machineLineId: row.machineLineId,
    label: row.label,
    language: isLanguageCode(row.language) ? row.language : 'es_ES',
    lastSeenAt: row.lastSeenAt,
    refusal: gone ? DISPLAY_ERRORS.revoked : null,
  }
}
