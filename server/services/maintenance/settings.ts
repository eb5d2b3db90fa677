/**
 * The plant's maintenance settings (spec 001 §9): the working days and hours per day that
 * recurrence plans on, and the maximum span of a work order (the rule module's maxSpanDays).
 * Every service that plans or checks work reads them here.
 */
import type { MaintenanceSettings } from '../../../src/contract/maintenance'
import { DEFAULT_WORKING_DAYS } from '../../../src/contract/maintenance-recurrence'
import { DEFAULT_MAX_SPAN_DAYS } from '../../../src/contract/maintenance-rules'
import type { DbOrTx } from '../../db/client'

export const DEFAULT_MAINTENANCE_SETTINGS: MaintenanceSettings = {
  workingDays: [...DEFAULT_WORKING_DAYS],
  hoursPerDay: 8,
  maxSpanDays: DEFAULT_MAX_SPAN_DAYS,
}

/** TODO(issue 12, settings): stored per plant; the defaults until the settings columns exist. */
export async function maintenanceSettings(_db: DbOrTx, _plantId: number | null): Promise<MaintenanceSettings> {
  return DEFAULT_MAINTENANCE_SETTINGS
}
