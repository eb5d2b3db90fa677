/**
 * The job-cost calls of spec 000 §7 that name a production order by its id (`po`) instead of its
 * address: machine PO consumptions and ink-group PO consumptions under the machine
 * (/job-cost/machines/{id}/...?po=), ink-group PO costs under the order (/job-cost/po/{po}/...).
 * The same checks as the address calls, in the same order: a machine the user does not hold is 403
 * MACHINE_NOT_ASSIGNED (a machine in the path before anything is read), an unknown order, or one of
 * another machine than the path's, 404 ORDER_NOT_FOUND, an order longer than ORDER_MAX_DAYS 400
 * ORDER_TOO_LONG, and, as every cost panel, 404 while it runs or when its machine has no job costing
 * (docs/decisions/045-job-cost-calls.md).
 */
import { sql } from 'drizzle-orm'
import { orderSquareMeters } from '../../../src/contract/job-costing-rules'
import { machineCostKeys } from '../../../src/contract/machine-cost-keys'
import type {
  InkGroupOrderConsumptions,
  InkGroupOrderCosts,
  MachineOrderConsumptions,
} from '../../../src/contract/order-detail'
import type { DbOrTx } from '../../db/client'
import { num, numOrNull } from '../../db/sql-values'
import { machineNotAssigned, notFound } from '../../http/errors'
import { type FoundOrder, findOrder, type OrderReader, orderNotFound } from './find-order'
import type { MachineCostKey, OrderUsage } from './machine-costs'
import { orderUsage } from './order-costs'
import { machineFacts } from './order-record'

type Row = Record<string, unknown>
const round = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d

/** Costs exist once the order is finished, on a machine with consumable types (spec 000 §5). */
export async function requireCosts(db: DbOrTx, order: FoundOrder): Promise<FoundOrder> {
  const machine = await machineFacts(db, order.machineId)
  if (order.dateFinish === null || machine.consumableTypes === 0) {
    throw notFound('The order has no costs: it is unfinished or its machine has no job costing')
  }
  return order
}

/** A finished, costed order by its id; `machineId` is the machine the path names, when it names one. */
export async function findCostedOrderById(
  db: DbOrTx,
  user: OrderReader,
  orderId: number,
  options: { machineId?: number; maxDays: number; now: Date },
): Promise<FoundOrder> {
  const { machineId } = options
  if (machineId !== undefined && !user.machineIds.has(machineId)) throw machineNotAssigned()
  const [row] = (
    await db.execute<Row>(sql`
      select o.machine_id, o.id_on_machine, o.insert_timestamp, m.hash_code
      from production_orders o join machines m on m.id = o.machine_id
      where o.id = ${orderId}`)
  ).rows
  if (!row || (machineId !== undefined && num(row.machine_id) !== machineId)) throw orderNotFound()
  const order = await findOrder(
    db,
    user,
    {
      machineHashCode: String(row.hash_code),
      idOnMachine: num(row.id_on_machine),
      insertTimestamp: num(row.insert_timestamp),
    },
    options,
  )
  return requireCosts(db, order)
}

/** What each machine-cost line is priced over (machine-costs.ts): its quantity and unit. */
export function machineConsumptionLines(u: OrderUsage): MachineOrderConsumptions['lines'] {
  const hours = round(Math.max(0, u.seconds) / 3600, 3)
  const meters = round(u.totalMeters, 2)
  const lines: Record<MachineCostKey, [number, MachineOrderConsumptions['lines'][number]['unit']]> = {
    amortization: [hours, 'hours'],
    operators: [hours, 'hours'],
    cliche: [1, 'orders'],
    adhesive: [u.inkedDecks, 'decks'],
    scraper: [meters, 'meters'],
    stamp: [meters, 'meters'],
    rag: [meters, 'meters'],
    splicingTape: [u.rolls, 'rolls'],
    aniloxCleaner: [u.inkedDecks, 'decks'],
    treatmentPencil: [1, 'orders'],
  }
  return machineCostKeys.map((key) => ({
    key,
    quantity: lines[key][0],
    unit: lines[key][1],
  }))
}

export async function machineOrderConsumptions(
  db: DbOrTx,
  order: FoundOrder,
  now: Date,
): Promise<MachineOrderConsumptions> {
  return { lines: machineConsumptionLines(await orderUsage(db, order, now)) }
}

/** The order's ink rows (consumable type 2), one per ink group, oldest group number first. */
async function inkRows(db: DbOrTx, order: FoundOrder) {
  const result = await db.execute<Row>(sql`
    select c.group_id, c.consumption, c.cost
    from order_consumptions c join ink_groups g on g.id = c.group_id
    where c.order_id = ${order.id} and c.consumable_type_id = 2
    order by g.number`)
  const area = orderSquareMeters(order)
  const per = (value: number | null) => (value === null || area <= 0 ? null : round(value / area, 6))
  return result.rows.map((r) => ({
    id: String(num(r.group_id)),
    consumption: num(r.consumption),
    cost: numOrNull(r.cost),
    per,
  }))
}

export async function inkGroupOrderCosts(db: DbOrTx, order: FoundOrder): Promise<InkGroupOrderCosts> {
  const rows = await inkRows(db, order)
  return Object.fromEntries(
    rows.map((r) => [
      r.id,
      { cost: r.cost === null ? null : round(r.cost, 2), costPerSquareMeter: r.per(r.cost) },
    ]),
  )
}

export async function inkGroupOrderConsumptions(
  db: DbOrTx,
  order: FoundOrder,
): Promise<InkGroupOrderConsumptions> {
  const rows = await inkRows(db, order)
  return Object.fromEntries(
    rows.map((r) => [
      r.id,
      { consumption: round(r.consumption, 3), consumptionPerSquareMeter: r.per(r.consumption) },
    ]),
  )
}
