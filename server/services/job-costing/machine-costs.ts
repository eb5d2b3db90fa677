/**
 * A machine's cost record (spec 002 §3.2 "Machine cost record", §5 "Machine costs"): read (id null
 * and zeros before one is saved), saved, and the machine's latest finished orders with their cost.
 * One record per machine (machine_costs.machine_id is unique), so a create for a machine that
 * already has one updates it: the screen may send POST after a record was saved elsewhere, and a
 * retry of a create whose answer was lost must not fail. (Also in the route's OpenAPI description.)
 *
 * The callers check the machine first (findCostedMachine: the user's, with consumable types).
 */
import { and, eq, sql } from 'drizzle-orm'
import {
  type MachineCostRecordWire,
  type MachineCostValues,
  type MachineOrderCost,
  machineCostFields,
} from '../../../src/contract/job-costing'
import type { DbOrTx } from '../../db/client'
import { machineCosts } from '../../db/schema'
import { isoOrNull, num, numOrNull } from '../../db/sql-values'
import { notFound } from '../../http/errors'

type Row = Record<string, unknown>

/** How many finished orders GET /job-cost/machines/{id}/machine-po-costs answers. */
export const MACHINE_ORDER_COSTS_LIMIT = 50

const valuesOf = (row: Partial<Record<string, unknown>> | null): MachineCostValues =>
  Object.fromEntries(machineCostFields.map((f) => [f.key, row ? num(row[f.key]) : 0])) as MachineCostValues

const recordOf = (row: typeof machineCosts.$inferSelect): MachineCostRecordWire => ({
  id: row.id,
  ...valuesOf(row),
})

/** Only the contract's fields are written, whatever else the caller's object holds. */
const columnsOf = (values: MachineCostValues) => valuesOf(values)

export async function readMachineCost(db: DbOrTx, machineId: number): Promise<MachineCostRecordWire> {
  const [row] = await db.select().from(machineCosts).where(eq(machineCosts.machineId, machineId))
  return row ? recordOf(row) : { id: null, ...valuesOf(null) }
}

/** POST: the machine's record created, or its existing record updated (one record per machine). */
export async function saveMachineCost(
  db: DbOrTx,
  machineId: number,
  values: MachineCostValues,
  now: Date,
): Promise<MachineCostRecordWire> {
  const columns = { ...columnsOf(values), updatedAt: now }
  const [row] = await db
    .insert(machineCosts)
    .values({ machineId, ...columns })
    .onConflictDoUpdate({ target: machineCosts.machineId, set: columns })
    .returning()
  return recordOf(row)
}

/** PUT: the record named must be this machine's (404 otherwise). */
export async function updateMachineCost(
  db: DbOrTx,
  machineId: number,
  recordId: number,
  values: MachineCostValues,
  now: Date,
): Promise<MachineCostRecordWire> {
  const [row] = await db
    .update(machineCosts)
    .set({ ...columnsOf(values), updatedAt: now })
    .where(and(eq(machineCosts.id, recordId), eq(machineCosts.machineId, machineId)))
    .returning()
  if (!row) throw notFound('No cost record of this machine has this id', 'MACHINE_COST_NOT_FOUND')
  return recordOf(row)
}

/**
 * The machine's latest finished top-level orders, newest first, with their cost (null until
 * priced). By start, which the (machine_id, date_start) index reads in order; a machine runs one
 * order at a time, so that is also the order of their finish.
 */
export async function machineOrderCosts(db: DbOrTx, machineId: number): Promise<MachineOrderCost[]> {
  const { rows } = await db.execute<Row>(sql`
    select id, reference, date_finish, clean_meter, waste_meter, width, po_cost, po_cost_surface
    from production_orders
    where machine_id = ${machineId}::int and parent_order_id is null and date_finish is not null
    order by date_start desc, id desc
    limit ${MACHINE_ORDER_COSTS_LIMIT}`)
  return rows.map((r) => ({
    orderId: num(r.id),
    name: String(r.reference),
    finishedAt: isoOrNull(r.date_finish) ?? new Date(0).toISOString(),
    // (clean + waste meters) x width (mm) / 1000, to the thousandth of a m².
    squareMeters: Math.round((num(r.clean_meter) + num(r.waste_meter)) * num(r.width)) / 1000,
    poCost: numOrNull(r.po_cost),
    poCostSurface: numOrNull(r.po_cost_surface),
  }))
}
