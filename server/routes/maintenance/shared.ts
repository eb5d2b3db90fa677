/** What every maintenance route shares: its access, the plant's today and who reads which work orders. */
import { eq } from 'drizzle-orm'
import { zoneDay } from '../../../src/contract/wall-clock'
import type { AppContext } from '../../context'
import { plants } from '../../db/schema'
import type { UserAccess } from '../../http/access'
import type { AuthUser } from '../../http/principals'
import type { EventReader } from '../../services/maintenance/events/events'

/** ROLE_USER plus the maintenance manager or operator role (spec 001 §6). */
export const maintenanceArea = {
  who: 'user',
  area: 'maintenance',
  anyOf: ['ROLE_MAINTENANCE_ASSISTANCE_MANAGER', 'ROLE_MAINTENANCE_ASSISTANCE_OPERATOR'],
} as const satisfies UserAccess

/** Planning (writing tasks and assets, deleting work orders): the manager level only. */
export const maintenancePlanning = {
  who: 'user',
  area: 'maintenance-planning',
  anyOf: ['ROLE_MAINTENANCE_ASSISTANCE_MANAGER'],
} as const satisfies UserAccess

/** The plant's maintenance settings: the manager level only (DESIGN.md). */
export const maintenanceSettingsAccess = {
  who: 'user',
  area: 'maintenance-settings',
  anyOf: ['ROLE_MAINTENANCE_ASSISTANCE_MANAGER'],
} as const satisfies UserAccess

/** The plant's today: every rule and every "outdated" counts plant-local days. */
export async function plantToday(ctx: AppContext, user: AuthUser): Promise<string> {
  if (user.plantId === null) return zoneDay(ctx.now(), 'UTC')
  const [plant] = await ctx.db
    .select({ timezone: plants.timezone })
    .from(plants)
    .where(eq(plants.id, user.plantId))
  return zoneDay(ctx.now(), plant?.timezone ?? 'UTC')
}

/** Managers read every work order of their machines; others only their own (spec 001 §6). */
export const eventReader = (user: AuthUser): EventReader => ({
  userId: user.id,
  machineIds: [...user.machineIds],
  seesAll: user.roles.has('ROLE_MAINTENANCE_ASSISTANCE_MANAGER'),
})
