/**
 * The reader of a maintenance text (spec 002 §2.5, issue 32): the audit PDF, the work-order PDF
 * of a maintenance mail and that mail's subject and body are in the user's maintenance language,
 * their interface language when it is unset or not a maintenance choice (English, Spanish,
 * Portuguese). Units, separators and plant time stay the reader's own.
 */
import { eq } from 'drizzle-orm'
import { maintenanceLanguages } from '../../../../src/contract/session-values'
import type { DbOrTx } from '../../../db/client'
import { users } from '../../../db/schema'
import type { ReaderProfile } from '../../../documents/reader'
import { readerProfile } from '../../export/reader-profile'

/** The language maintenance texts are written in: the maintenance choice, else the interface's. */
export function maintenanceLanguageOf(
  maintenance: string | null | undefined,
  interfaceLanguage: string,
): string {
  return maintenance && (maintenanceLanguages as readonly string[]).includes(maintenance)
    ? maintenance
    : interfaceLanguage
}

export async function maintenanceReader(
  db: DbOrTx,
  userId: number,
  plantId: number | null,
): Promise<ReaderProfile> {
  const [profile, [user]] = await Promise.all([
    readerProfile(db, userId, plantId),
    db.select({ language: users.maintenanceLanguage }).from(users).where(eq(users.id, userId)),
  ])
  return { ...profile, language: maintenanceLanguageOf(user?.language, profile.language) }
}
