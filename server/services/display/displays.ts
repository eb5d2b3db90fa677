/**
 * Line-side display links of a plant (issue 9): created by ROLE_ADMIN for the whole plant or one
 * machine line, listed with the screens' last contact, revoked at any time. The token is random
 * (130 bits, base32 so it can be typed), returned once at creation and stored as its SHA-256 only.
 */
import { randomBytes } from 'node:crypto'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { CreatedDisplay, Display } from '../../../src/contract/display'
import { isLanguageCode, type LanguageCode } from '../../../src/contract/language-codes'
import type { DbOrTx } from '../../db/client'
import { displayTokens, machineLines, users } from '../../db/schema'
import { badRequest, notFound } from '../../http/errors'
import { hashToken } from '../../lib/tokens'

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** 26 base32 characters from 130 random bits (DISPLAY_TOKEN_RE). */
export function newDisplayToken(): string {
  const bytes = randomBytes(17)
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5 && out.length < 26) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  return out
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

const columns = {
  row: displayTokens,
  lineName: machineLines.name,
  createdByName: users.displayName,
}

type Row = { row: typeof displayTokens.$inferSelect; lineName: string | null; createdByName: string | null }

function toDisplay({ row, lineName, createdByName }: Row): Display {
  return {
    id: row.id,
    label: row.label,
    machineLineId: row.machineLineId,
    machineLineName: lineName,
    language: isLanguageCode(row.language) ? row.language : 'es_ES',
    createdAt: row.createdAt.toISOString(),
    createdByName,
    lastSeenAt: iso(row.lastSeenAt),
    revokedAt: iso(row.revokedAt),
  }
}

function selectDisplays(db: DbOrTx) {
  return db
    .select(columns)
    .from(displayTokens)
    .leftJoin(machineLines, eq(machineLines.id, displayTokens.machineLineId))
    .leftJoin(users, eq(users.id, displayTokens.createdBy))
}

export async function listDisplays(db: DbOrTx, plantId: number): Promise<Display[]> {
  const rows = await selectDisplays(db)
    .where(eq(displayTokens.plantId, plantId))
    .orderBy(desc(displayTokens.createdAt), desc(displayTokens.id))
  return rows.map(toDisplay)
}

async function getDisplay(db: DbOrTx, plantId: number, id: number): Promise<Display> {
  const [row] = await selectDisplays(db).where(
    and(eq(displayTokens.id, id), eq(displayTokens.plantId, plantId)),
  )
  if (!row) throw notFound('No such display link in your plant', 'DISPLAY_NOT_FOUND')
  return toDisplay(row)
}

/** A line is offered only when the plant has a machine on it (the selector derives lines from machines). */
async function assertPlantHasLine(db: DbOrTx, plantId: number, lineId: number) {
  const result = await db.execute(sql`
    select 1 from machines m join machine_models mm on mm.id = m.model_id
    where m.plant_id = ${plantId}::int and mm.line_id = ${lineId}::int limit 1`)
  if (result.rows.length === 0) throw badRequest('machineLineId', 'The plant has no machine on this line')
}

/** The creator's interface language: a display made without one reads as its creator does. */
async function languageOf(db: DbOrTx, userId: number): Promise<LanguageCode> {
  const [user] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId))
  return isLanguageCode(user?.language) ? user.language : 'es_ES'
}

export async function createDisplay(
  db: DbOrTx,
  input: {
    plantId: number
    userId: number
    label: string
    machineLineId: number | null
    language?: LanguageCode
  },
  now: Date,
): Promise<CreatedDisplay> {
  if (input.machineLineId !== null) await assertPlantHasLine(db, input.plantId, input.machineLineId)
  const language = input.language ?? (await languageOf(db, input.userId))
  const token = newDisplayToken()
  const [created] = await db
    .insert(displayTokens)
    .values({
      plantId: input.plantId,
      machineLineId: input.machineLineId,
      label: input.label,
      language,
      tokenHash: hashToken(token),
      createdBy: input.userId,
      createdAt: now,
    })
    .returning({ id: displayTokens.id })
  return { ...(await getDisplay(db, input.plantId, created.id)), token }
}

export async function revokeDisplay(db: DbOrTx, plantId: number, id: number, now: Date): Promise<Display> {
  await getDisplay(db, plantId, id)
  await db
    .update(displayTokens)
    .set({ revokedAt: now })
    .where(and(eq(displayTokens.id, id), sql`${displayTokens.revokedAt} is null`))
  return getDisplay(db, plantId, id)
}
