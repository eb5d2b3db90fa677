/**
 * What a task names, checked against the user and the plant: its machines must be the user's
 * (403 MACHINE_NOT_ASSIGNED), its assets the plant's and on one of those machines or on none, its
 * operators maintenance users of the plant (400 naming the field otherwise). The answer is the
 * plan its work orders are made from (task-plan.ts).
 */
import { sql } from 'drizzle-orm'
import type { MaintenanceTaskInput } from '../../../../src/contract/maintenance-tasks'
import type { DbOrTx } from '../../../db/client'
import { badRequest, forbidden } from '../../../http/errors'
import { type AuthUser, assertMachineAssigned } from '../../../http/principals'
import type { TaskPlan } from './task-plan'

const ids = (list: number[]) => `{${list.join(',')}}`
const MAINTENANCE_ROLES = `{ROLE_MAINTENANCE_ASSISTANCE_OPERATOR,ROLE_MAINTENANCE_ASSISTANCE_MANAGER}`

export function plantOf(user: AuthUser): number {
  if (user.plantId === null) throw forbidden('The account belongs to no plant')
  return user.plantId
}

/**
 * The input's machines, assets and operators as a plan: machines assigned to the user (403),
 * assets of the plant on one of those machines or on none, operators of the plant with a
 * maintenance role (400 naming the field otherwise).
 */
export async function planOf(db: DbOrTx, user: AuthUser, input: MaintenanceTaskInput): Promise<TaskPlan> {
  const plantId = plantOf(user)
  for (const machineId of input.machines) assertMachineAssigned(user, machineId)
  const assets = await db.execute<{ id: number; machine_id: number | null }>(sql`
    select id, machine_id from maintenance_assets
    where id = any(${ids(input.assets)}::int[]) and deleted_at is null and plant_id = ${plantId}`)
  if (assets.rows.length !== new Set(input.assets).size) {
    throw badRequest('assets', 'An asset does not exist in this plant', 'not_found')
  }
  if (assets.rows.some((a) => a.machine_id !== null && !input.machines.includes(a.machine_id))) {
    throw badRequest('assets', "Each asset must belong to one of the task's machines or to none", 'invalid')
  }
  const operators = await db.execute<{ id: number; machine_ids: number[] | null }>(sql`
    select u.id, (select array_agg(um.machine_id) from user_machines um where um.user_id = u.id) as machine_ids
    from users u
    where u.id = any(${ids(input.operators)}::int[]) and u.plant_id = ${plantId} and u.is_active
      and u.roles && ${MAINTENANCE_ROLES}::text[]`)
  if (operators.rows.length !== new Set(input.operators).size) {
    throw badRequest('operators', 'An operator is not a maintenance user of this plant', 'not_found')
  }
  const machinesOf = new Map(operators.rows.map((o) => [o.id, (o.machine_ids ?? []).map(Number)]))
  return {
    frequency: input.frequency,
    customFrequencyDays: input.customFrequencyDays,
    startDate: input.startDate,
    endDate: input.endDate,
    machines: [...new Set(input.machines)],
    assets: assets.rows.map((a) => ({ id: a.id, machineId: a.machine_id })),
    operators: [...new Set(input.operators)].map((id) => ({ id, machineIds: machinesOf.get(id) ?? [] })),
  }
}
