/**
 * Why an order cost more (issue 15 item 8): reads the facts of a finished order and of its similar
 * orders (same machine, same material, width within ±10 %, the latest 20 finished with costs) and
 * hands them to costDrivers (cost-drivers.ts), which splits the difference into causes.
 */
import { sql } from 'drizzle-orm'
import type { OrderCostComparison } from '../../../src/contract/job-costing'
import type { DbOrTx } from '../../db/client'
import { num } from '../../db/sql-values'
import type { FoundOrder } from '../order-detail/find-order'
import { hourlyMachineCostOfRow } from '../order-detail/machine-costs'
import { type CostFacts, costDrivers } from './cost-drivers'

type Row = Record<string, unknown>

/** Similar orders: same material, a width within this share of the order's. */
export const PEER_WIDTH_SHARE = 0.1
export const PEER_LIMIT = 20

async function factsOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, CostFacts>> {
  const list = sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )
  const [orders, consumptions, stops] = await Promise.all([
    db.execute<Row>(sql`
      select id, clean_meter * coalesce(width, 0) / 1000 as good,
        (clean_meter + waste_meter) * coalesce(width, 0) / 1000 as total,
        extract(epoch from date_finish - date_start)::float8 as run
      from production_orders where id in (${list})`),
    db.execute<Row>(sql`
      select order_id, consumable_type_id, sum(consumption)::float8 as consumption,
        sum(coalesce(cost, 0))::float8 as cost
      from order_consumptions where order_id in (${list}) group by 1, 2`),
    db.execute<Row>(sql`
      select i.order_id,
        sum(extract(epoch from least(coalesce(i.date_finish, o.date_finish), o.date_finish)
          - greatest(i.date_start, o.date_start)))::float8 as stopped
      from inactivities i join production_orders o on o.id = i.order_id
      where i.order_id in (${list}) and i.date_start < o.date_finish
      group by 1`),
  ])
  const stopped = new Map(stops.rows.map((r) => [num(r.order_id), Math.max(0, num(r.stopped))]))
  const facts = new Map<number, CostFacts>()
  for (const r of orders.rows) {
    const id = num(r.id)
    const run = Math.max(0, num(r.run))
    const downtime = Math.min(run, stopped.get(id) ?? 0)
    facts.set(id, {
      goodArea: num(r.good),
      totalArea: num(r.total),
      productionSeconds: run - downtime,
      downtimeSeconds: downtime,
      consumables: consumptions.rows
        .filter((c) => num(c.order_id) === id)
        .map((c) => ({
          typeId: num(c.consumable_type_id),
          consumption: num(c.consumption),
          cost: num(c.cost),
        })),
    })
  }
  return facts
}

export async function orderCostComparison(db: DbOrTx, order: FoundOrder): Promise<OrderCostComparison> {
  const width = order.width ?? 0
  const widthFrom = Math.round(width * (1 - PEER_WIDTH_SHARE) * 10) / 10
  const widthTo = Math.round(width * (1 + PEER_WIDTH_SHARE) * 10) / 10
  const [head, peers, costs] = await Promise.all([
    db.execute<Row>(sql`
      select p.currency_code, p.currency_symbol, mt.name as material
      from machines m join plants p on p.id = m.plant_id
      left join materials mt on mt.id = ${order.materialId ?? 0}::int
      where m.id = ${order.machineId}::int`),
    db.execute<Row>(sql`
      select id from production_orders
      where machine_id = ${order.machineId}::int and id <> ${order.id}::int
        and date_finish is not null and po_cost is not null
        and material_id is not distinct from ${order.materialId}::int
        and width between ${widthFrom}::float8 and ${widthTo}::float8
      order by date_start desc limit ${PEER_LIMIT}`),
    db.execute<Row>(sql`
      select amortization_price, operator1_price, operator1_percent, operator2_price, operator2_percent,
        operator3_price, operator3_percent
      from machine_costs where machine_id = ${order.machineId}::int`),
  ])
  const c = costs.rows[0]
  const perHour = c ? hourlyMachineCostOfRow(c) : 0
  const peerIds = peers.rows.map((r) => num(r.id))
  const facts = await factsOf(db, [order.id, ...peerIds])
  const mine = facts.get(order.id)
  const theirs = peerIds.flatMap((id) => facts.get(id) ?? [])
  const drivers = mine ? costDrivers(mine, theirs, perHour) : null
  const alone = mine ? costDrivers(mine, [mine], perHour) : null
  const h = head.rows[0]
  return {
    currency: { code: String(h?.currency_code ?? 'EUR'), symbol: String(h?.currency_symbol ?? '€') },
    order: drivers?.order ?? alone?.order ?? 0,
    peers: drivers
      ? { count: theirs.length, costPerSquareMeter: drivers.peers, causes: drivers.causes }
      : null,
    criteria: { materialName: h?.material == null ? null : String(h.material), widthFrom, widthTo },
  }
}
