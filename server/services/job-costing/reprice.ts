/**
 * Writes the costs of orders from their recorded consumptions at the prices in force (pricing.ts):
 * order_consumptions.cost per row, production_orders.po_cost (the sum) and po_cost_surface
 * (po_cost per m² of the run, null without a surface), in the caller's transaction. Unfinished
 * orders get null costs. Used by the recalculation job after a price change; the seed prices its
 * orders with the same engine in memory, so both write the same numbers.
 *
 * `repriceOrders` does a batch in four statements whatever its size (the orders with their
 * consumptions, the book once per plant, two set-based updates): the way to reprice a year of
 * orders. `repriceOrder` is the batch of one.
 */

import { sql } from 'drizzle-orm'
import { orderSquareMeters } from '../../../src/contract/job-costing-rules'
import type { DbOrTx } from '../../db/client'
import { loadPriceBook } from './price-book'
import { type ConsumptionToPrice, costPerSquareMeter, type PriceBook, priceConsumption } from './pricing'

type Row = Record<string, unknown>

/** A Postgres array literal of numbers (nulls as NULL), passed as one parameter. */
const pgArray = (values: readonly (number | null)[]) =>
  `{${values.map((v) => (v === null || !Number.isFinite(v) ? 'NULL' : String(v))).join(',')}}`

export interface RepriceResult {
  orders: number
  consumptions: number
  /** Orders with some consumption without a price in force. */
  unpriced: number
}

/**
 * Reprices the given orders. `book`: the price book of the orders' plant (every order must belong
 * to it), or omitted to load each plant's book here.
 */
export async function repriceOrders(
  tx: DbOrTx,
  orderIds: readonly number[],
  book?: PriceBook,
): Promise<RepriceResult> {
  const result: RepriceResult = { orders: 0, consumptions: 0, unpriced: 0 }
  if (orderIds.length === 0) return result
  // One query: each order with its consumption rows as a json array [type, group, consumption].
  const orders = await tx.execute<Row>(sql`
    select o.id, m.plant_id, o.material_id, o.clean_meter, o.waste_meter, o.width,
           (extract(epoch from o.date_start) * 1000)::float8 as start_ms,
           (extract(epoch from o.date_finish) * 1000)::float8 as finish_ms,
           (select json_agg(json_build_array(c.consumable_type_id, c.group_id, c.consumption)
                            order by c.consumable_type_id, c.group_id)
            from order_consumptions c where c.order_id = o.id) as lines
    from production_orders o join machines m on m.id = o.machine_id
    where o.id = any(${pgArray(orderIds)}::int[])`)
  const linesOf = (value: unknown): ConsumptionToPrice[] => {
    if (value === null || value === undefined) return []
    const rows = (typeof value === 'string' ? JSON.parse(value) : value) as [number, number, number][]
    return rows.map(([consumableTypeId, groupId, consumption]) => ({
      consumableTypeId,
      groupId,
      consumption,
    }))
  }
  const books = new Map<number, PriceBook>()
  const bookOf = async (plantId: number) => {
    if (book) return book
    let b = books.get(plantId)
    if (!b) {
      b = await loadPriceBook(tx, plantId)
      books.set(plantId, b)
    }
    return b
  }

  const line = {
    orderId: [] as number[],
    type: [] as number[],
    group: [] as number[],
    cost: [] as (number | null)[],
  }
  const order = { id: [] as number[], cost: [] as (number | null)[], surface: [] as (number | null)[] }
  for (const o of orders.rows) {
    const id = Number(o.id)
    const lines = linesOf(o.lines)
    const priced = priceConsumption(await bookOf(Number(o.plant_id)), {
      dateStart: Number(o.start_ms),
      dateFinish: o.finish_ms === null ? null : Number(o.finish_ms),
      materialId: o.material_id === null ? null : Number(o.material_id),
      consumptions: lines,
    })
    lines.forEach((l, i) => {
      line.orderId.push(id)
      line.type.push(l.consumableTypeId)
      line.group.push(l.groupId)
      line.cost.push(priced.lines[i].cost)
    })
    const squareMeters = orderSquareMeters({
      cleanMeter: Number(o.clean_meter),
      wasteMeter: Number(o.waste_meter),
      width: o.width === null ? null : Number(o.width),
    })
    order.id.push(id)
    order.cost.push(priced.cost)
    order.surface.push(costPerSquareMeter(priced.cost, squareMeters))
    if (priced.unpriced) result.unpriced++
  }

  if (line.orderId.length) {
    await tx.execute(sql`
      update order_consumptions c set cost = u.cost
      from unnest(${pgArray(line.orderId)}::int[], ${pgArray(line.type)}::int[], ${pgArray(line.group)}::int[],
                  ${pgArray(line.cost)}::float8[]) as u(order_id, consumable_type_id, group_id, cost)
      where c.order_id = u.order_id and c.consumable_type_id = u.consumable_type_id and c.group_id = u.group_id
        and c.cost is distinct from u.cost`)
  }
  if (order.id.length) {
    await tx.execute(sql`
      update production_orders o set po_cost = u.cost, po_cost_surface = u.surface
      from unnest(${pgArray(order.id)}::int[], ${pgArray(order.cost)}::float8[], ${pgArray(order.surface)}::float8[])
        as u(id, cost, surface)
      where o.id = u.id
        and (o.po_cost is distinct from u.cost or o.po_cost_surface is distinct from u.surface)`)
  }
  result.orders = order.id.length
  result.consumptions = line.orderId.length
  return result
}

/** Reprices one order (see repriceOrders); the recalculation job's call, one order per transaction. */
export async function repriceOrder(tx: DbOrTx, orderId: number, book?: PriceBook): Promise<void> {
  await repriceOrders(tx, [orderId], book)
}
