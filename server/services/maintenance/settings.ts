/**
 * The plant's maintenance settings (spec 001 §9): the working days and hours per day that
 * recurrence plans on, and the maximum span of a work order (the rule module's maxSpanDays).
 * Every service that plans or checks work reads them here.
 */
import { eq } from 'drizzle-orm'
import type { MaintenanceSettings } from '../../../src/contract/maintenance'
import { DEFAULT_WORKING_DAYS } from '../../../src/contract/maintenance-recurrence'
import { DEFAULT_MAX_SPAN_DAYS } from '../../../src/contract/maintenance-rules'
import type { DbOrTx } from '../../db/client'
import { plants } from '../../db/schema'

export const DEFAULT_MAINTENANCE_SETTINGS: MaintenanceSettings = {
  workingDays: [...DEFAULT_WORKING_DAYS],
  hoursPerDay: 8,
  maxSpanDays: DEFAULT_MAX_SPAN_DAYS,
}

/** Weekdays in ISO order (the default sort compares as text). */
const byNumber = (a: number, b: number) => a - b

export async function maintenanceSettings(db: DbOrTx, plantId: number | null): Promise<MaintenanceSettings> {
  if (plantId === null) return DEFAULT_MAINTENANCE_SETTINGS
  const [row] = await db
    .select({
      workingDays: plants.maintenanceWorkingDays,
      hoursPerDay: plants.workingHoursPerDay,
      maxSpanDays: plants.maintenanceMaxSpanDays,
    })
    .from(plants)
    .where(eq(plants.id, plantId))
  if (!row) return DEFAULT_MAINTENANCE_SETTINGS
  return {
    workingDays: [...row.workingDays].sort(byNumber),
    hoursPerDay: row.hoursPerDay,
    maxSpanDays: row.maxSpanDays,
  }
}

export async function saveMaintenanceSettings(
  db: DbOrTx,
  plantId: number,
  settings: MaintenanceSettings,
): Promise<MaintenanceSettings> {
  const workingDays = [...new Set(settings.workingDays)].sort(byNumber)
  await db
    .update(plants)
    .set({
      maintenanceWorkingDays: workingDays,
      workingHoursPerDay: settings.hoursPerDay,
      // The count the rest of the portal reads stays in step with the chosen days.
      workingDaysPerWeek: workingDays.length,
      maintenanceMaxSpanDays: settings.maxSpanDays,
    })
    .where(eq(plants.id, plantId))
  return maintenanceSettings(db, plantId)
}
