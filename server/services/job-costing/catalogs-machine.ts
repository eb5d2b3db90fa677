/**
 * The machine a job-costing call names (machine costs by id, statistics by hash code): it must be
 * one of the user's (403 MACHINE_NOT_ASSIGNED); it comes back with its plant's time zone and its
 * consumable types, so each caller decides what a machine without types means (machine costs: 404,
 * statistics: an empty answer).
 */
import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { num } from '../../db/sql-values'
import { machineNotAssigned, notFound } from '../../http/errors'

export interface CostingMachine {
  id: number
  plantId: number
  timezone: string
  /** Its consumable type ids, ascending; empty when the machine has no job costing. */
  consumableTypeIds: number[]
}

type Row = Record<string, unknown>
type MachineRef = { id: number } | { hashCode: string }

/** 403 for a machine the user does not hold, 404 for a hash code no machine has. */
export async function findCostingMachine(
  db: DbOrTx,
  user: { machineIds: ReadonlySet<number> },
  ref: MachineRef,
): Promise<CostingMachine> {
  // An id the user does not hold is refused before reading anything (it may not even exist).
  if ('id' in ref && !user.machineIds.has(ref.id)) throw machineNotAssigned()
  const where: SQL = 'id' in ref ? sql`m.id = ${ref.id}::int` : sql`m.hash_code = ${ref.hashCode}`
  const [row] = (
    await db.execute<Row>(sql`
      select m.id, m.plant_id, p.timezone,
        coalesce((select array_agg(t.consumable_type_id order by t.consumable_type_id)
                  from machine_consumable_types t where t.machine_id = m.id), '{}') as types
      from machines m join plants p on p.id = m.plant_id
      where ${where}`)
  ).rows
  if (!row) throw notFound('No machine has this hash code', 'MACHINE_NOT_FOUND')
  const id = num(row.id)
  if (!user.machineIds.has(id)) throw machineNotAssigned()
  return {
    id,
    plantId: num(row.plant_id),
    timezone: String(row.timezone),
    consumableTypeIds: (row.types as unknown[]).map(num),
  }
}

/** The machine-cost calls need a machine with consumable types (the machine tab lists only those). */
export async function findCostedMachine(
  db: DbOrTx,
  user: { machineIds: ReadonlySet<number> },
  machineId: number,
): Promise<CostingMachine> {
  const machine = await findCostingMachine(db, user, { id: machineId })
  if (machine.consumableTypeIds.length === 0) {
    throw notFound('The machine has no consumable types (no job costing)', 'NO_CONSUMABLE_TYPES')
  }
  return machine
}
