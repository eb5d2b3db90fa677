/** Own settings of the signed-in user: theme, languages, unit/separator preferences, e-mail notices. */

import { eq } from 'drizzle-orm'
import { preferenceCodesProblem, type UpdateLanguageRequest } from '../../../src/contract/account'
import type { UserPreferenceCode } from '../../../src/contract/session'
import type { DbOrTx } from '../../db/client'
import { users } from '../../db/schema'
import { badRequest } from '../../http/errors'
import { derivePreferences } from '../preferences'
import { loadUserRow } from './session-builder'
import { revokeUserSessions } from './sessions'

export async function setDarkMode(db: DbOrTx, userId: number, hasDarkMode: boolean) {
  await db.update(users).set({ hasDarkMode }).where(eq(users.id, userId))
  return { hasDarkMode }
}

export async function setLanguages(db: DbOrTx, userId: number, body: UpdateLanguageRequest) {
  await db
    .update(users)
    .set({
      language: body.language,
      maintenanceLanguage: body.maintenance_language,
      technicalLanguage: body.technical_language,
    })
    .where(eq(users.id, userId))
}

/** A 400 naming `preferences` when the set is incoherent (checked before any write). */
export function assertPreferenceCodes(codes: readonly string[]) {
  const problem = preferenceCodesProblem(codes)
  if (problem) throw badRequest('preferences', problem, 'incoherent_preferences')
}

const yesNoPairs = ['USER_SENDPDFWHENFINISHORDER', 'USER_SENDPDFMAINTENANCE'] as const

/**
 * Replaces the user's preference codes. The unit tab sends only units and separators, so a yes/no
 * choice the request leaves out keeps its current value rather than being dropped.
 */
export async function setPreferenceCodes(
  db: DbOrTx,
  userId: number,
  submitted: readonly UserPreferenceCode[],
) {
  const current = (await loadUserRow(db, userId)).userPreferences as UserPreferenceCode[]
  const codes = new Set<UserPreferenceCode>(submitted)
  for (const pair of yesNoPairs) {
    if (![...codes].some((c) => c.startsWith(`${pair}_`))) {
      const kept = current.find((c) => c.startsWith(`${pair}_`))
      codes.add(kept ?? (`${pair}_NO` as UserPreferenceCode))
    }
  }
  const userPreferences = [...codes]
  await db
    .update(users)
    .set({ userPreferences, preferences: derivePreferences(userPreferences) })
    .where(eq(users.id, userId))
}

/** Notices by e-mail on or off; with `address`, where they go (null: back to the account's e-mail). */
export async function setNotificationEmail(
  db: DbOrTx,
  userId: number,
  email: boolean,
  address?: string | null,
) {
  const [row] = await db
    .update(users)
    .set(
      address === undefined
        ? { notificationEmail: email }
        : { notificationEmail: email, notificationAddress: address },
    )
    .where(eq(users.id, userId))
    .returning({ address: users.notificationAddress })
  return { email, address: row?.address ?? null }
}

export async function acceptTerms(db: DbOrTx, userId: number, now: Date) {
  await db.update(users).set({ hasAcceptedTos: true, tosAcceptedAt: now }).where(eq(users.id, userId))
}

export async function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId))
}

/** A new password; every other session of the user is signed out (the one that changed it stays). */
export async function replacePassword(
  db: DbOrTx,
  userId: number,
  passwordHash: string,
  opts: { now: Date; keepSessionId: number },
) {
  await setPasswordHash(db, userId, passwordHash)
  await revokeUserSessions(db, userId, opts.now, opts.keepSessionId)
}
