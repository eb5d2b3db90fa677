/**
 * The catalogues of the job-costing screen (spec 002 §3.2, §7.2): consumable types (all, or those
 * the plant's machines use), the user's machines that have consumable types, materials and ink
 * groups. Answers are arrays in the order the screen shows them (ADR 020).
 */
import { sql } from 'drizzle-orm'
import type { ConsumableType, CostMachine, InkGroup } from '../../../src/contract/job-costing'
import type { DbOrTx } from '../../db/client'
import { num } from '../../db/sql-values'
import { forbidden, notFound } from '../../http/errors'
import { assignedMachineIds, inMachines } from '../production/machine-scope'

type Row = Record<string, unknown>

const typeOf = (r: Row): ConsumableType => ({
  id: num(r.id),
  name: String(r.name),
  category: String(r.category),
  unit: String(r.unit),
  isEnabled: Boolean(r.is_enabled),
  timeSliced: Boolean(r.time_sliced),
})

/** GET /consumable-types: every type, by name case-insensitively (the spec's order). */
export async function allConsumableTypes(db: DbOrTx): Promise<ConsumableType[]> {
  const { rows } = await db.execute<Row>(sql`
    select id, name, category, unit, is_enabled, time_sliced from consumable_types
    order by lower(name), id`)
  return rows.map(typeOf)
}

/** The plant must be the user's: 404 when there is no such plant, 403 when it is another's. */
export async function assertOwnPlant(db: DbOrTx, user: { plantId: number | null }, plantId: number) {
  if (user.plantId === plantId) return
  const { rows } = await db.execute<Row>(sql`select 1 from plants where id = ${plantId}::int`)
  if (rows.length === 0) throw notFound('No such plant', 'PLANT_NOT_FOUND')
  throw forbidden('The plant is not yours', 'PLANT_NOT_ASSIGNED')
}

/** GET /job-cost/plants/{id}/consumable-types: the types any machine of the plant uses, by name. */
export async function plantConsumableTypes(db: DbOrTx, plantId: number): Promise<ConsumableType[]> {
  const { rows } = await db.execute<Row>(sql`
    select t.id, t.name, t.category, t.unit, t.is_enabled, t.time_sliced from consumable_types t
    where exists (
      select 1 from machine_consumable_types mt join machines m on m.id = mt.machine_id
      where mt.consumable_type_id = t.id and m.plant_id = ${plantId}::int)
    order by lower(t.name), t.id`)
  return rows.map(typeOf)
}

/**
 * GET /job-cost/plants/{id}/machine-consumable-types: the user's machines of the plant that have
 * consumable types, in the plant's machine order, with what the statistics query names them by.
 */
export async function costMachines(
  db: DbOrTx,
  user: { machineIds: ReadonlySet<number> },
  plantId: number,
): Promise<CostMachine[]> {
  const { rows } = await db.execute<Row>(sql`
    select m.id, m.hash_code, m.name, l.name as line_name, p.id as plant_id,
      p.currency_code, p.currency_symbol,
      array_agg(mt.consumable_type_id order by mt.consumable_type_id) as types
    from machines m
    join machine_models mm on mm.id = m.model_id
    join machine_lines l on l.id = mm.line_id
    join plants p on p.id = m.plant_id
    join machine_consumable_types mt on mt.machine_id = m.id
    where m.plant_id = ${plantId}::int and ${inMachines(sql`m.id`, assignedMachineIds(user))}
    group by m.id, l.name, p.id
    order by m.sort_order, m.name, m.id`)
  return rows.map((r) => ({
    id: num(r.id),
    hashCode: String(r.hash_code),
    name: String(r.name),
    machineLineName: String(r.line_name),
    consumableTypes: (r.types as unknown[]).map(num),
    plant: {
      id: num(r.plant_id),
      currency: { code: String(r.currency_code), symbol: String(r.currency_symbol) },
    },
  }))
}

/** GET /materials: the production materials, in their catalogue order (ids 1-11, spec 000 §2.4). */
export async function materialList(db: DbOrTx): Promise<{ id: number; name: string }[]> {
  const { rows } = await db.execute<Row>(sql`select id, name from materials order by id`)
  return rows.map((r) => ({ id: num(r.id), name: String(r.name) }))
}

/** GET /ink-groups: by number, as the ink grid shows them. */
export async function inkGroupList(db: DbOrTx): Promise<InkGroup[]> {
  const { rows } = await db.execute<Row>(
    sql`select id, number, hex, description from ink_groups order by number, id`,
  )
  return rows.map((r) => ({
    id: num(r.id),
    number: num(r.number),
    hex: String(r.hex),
    description: String(r.description),
  }))
}
