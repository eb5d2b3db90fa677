/**
 * The reader of a file made for a user (exports, the PDF reports, report mails, the dashboard page):
 * their language, unit system and number separators (derived from their preference codes as the
 * client gets them, preferences.ts), the plant's currency and time zone.
 */
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { plants, users } from '../../db/schema'
import type { ReaderProfile } from '../../documents/reader'
import { derivePreferences } from '../preferences'

export async function readerProfile(
  db: DbOrTx,
  userId: number,
  plantId: number | null,
): Promise<ReaderProfile> {
  const [user] = await db
    .select({ language: users.language, codes: users.userPreferences })
    .from(users)
    .where(eq(users.id, userId))
  const [plant] =
    plantId === null
      ? []
      : await db
          .select({ timezone: plants.timezone, currency: plants.currencySymbol })
          .from(plants)
          .where(eq(plants.id, plantId))
  const codes = user?.codes ?? []
  const units = new Map(derivePreferences(codes).map((p) => [p.concept, p.unit]))
  const decimalComma = units.get('SEPARATOR_DECIMAL') === ','
  return {
    language: user?.language ?? 'en_EN',
    imperial: codes.includes('USER_GLOBALUNITSYSTEM_IMPERIAL'),
    decimalSeparator: decimalComma ? ',' : '.',
    thousandsSeparator: decimalComma ? '.' : ',',
    currencySymbol: plant?.currency ?? '',
    timezone: plant?.timezone ?? 'UTC',
  }
}
