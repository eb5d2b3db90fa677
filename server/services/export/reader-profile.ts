/**
 * What a file made for a user needs to know about them: the language its texts are in, the unit
 * system, the plant's currency and time zone (exports, the order PDF report).
 */
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { plants, users } from '../../db/schema'

export interface ReaderProfile {
  language: string
  imperial: boolean
  currencySymbol: string
  timezone: string
}

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
  return {
    language: user?.language ?? 'en_EN',
    imperial: user?.codes.includes('USER_GLOBALUNITSYSTEM_IMPERIAL') ?? false,
    currencySymbol: plant?.currency ?? '',
    timezone: plant?.timezone ?? 'UTC',
  }
}
