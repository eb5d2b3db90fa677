/**
 * The cost panels of a finished order (spec 000 §2.5, §5: ROLE_JOB_COSTING, finished order,
 * machine with consumable types): plant costs from the order's recorded consumptions, machine
 * costs from the machine's cost record (machine-costs.ts).
 */
import { sql } from 'drizzle-orm'
import { orderSquareMeters } from '../../../src/contract/job-costing-rules'
import type { MachineCosts, PlantCosts } from '../../../src/contract/order-detail'
import type { DbOrTx } from '../../db/client'
import { num, numOrNull } from '../../db/sql-values'
import type { FoundOrder } from './find-order'
import { type MachineCostRecord, machineCostLines, type OrderUsage } from './machine-costs'
import { orderChart } from './order-figures'
import { loadOrderRows } from './order-record'

type Row = Record<string, unknown>
const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d
const per = (value: number | null, base: number, d = 6) =>
  value === null || base <= 0 ? null : round(value / base, d)

/** A cost panel is for finished orders only: an unfinished one is a 404 NO_COSTS_YET. */
export const squareMetersOf = (order: FoundOrder) => orderSquareMeters(order)

export async function plantCosts(db: DbOrTx, order: FoundOrder): Promise<PlantCosts> {
  const [lines, groups] = await Promise.all([
    db.execute<Row>(sql`
      select t.id, t.name, t.category, t.unit, sum(c.consumption) as consumption, sum(c.cost) as cost
      from order_consumptions c join consumable_types t on t.id = c.consumable_type_id
      where c.order_id = ${order.id}
      group by t.id, t.name, t.category, t.unit
      order by t.id`),
    db.execute<Row>(sql`
      select g.id, g.number, g.hex, g.description, c.consumption, c.cost
      from order_consumptions c join ink_groups g on g.id = c.group_id
      where c.order_id = ${order.id} and c.consumable_type_id = 2
      order by g.number`),
  ])
  const area = round(squareMetersOf(order))
  const total = lines.rows.reduce((s, r) => s + num(r.cost), 0)
  return {
    squareMeters: area,
    lines: lines.rows.map((r) => {
      const consumption = num(r.consumption)
      const cost = numOrNull(r.cost)
      return {
        consumableTypeId: num(r.id),
        name: String(r.name),
        category: String(r.category),
        unit: String(r.unit),
        consumption: round(consumption, 3),
        cost: cost === null ? null : round(cost),
        price: cost === null || consumption <= 0 ? null : round(cost / consumption, 4),
        consumptionPerSquareMeter: per(consumption, area),
        costPerSquareMeter: per(cost, area),
      }
    }),
    inkGroups: groups.rows.map((r) => ({
      id: num(r.id),
      number: num(r.number),
      hex: String(r.hex),
      description: String(r.description),
      consumption: round(num(r.consumption), 3),
      cost: numOrNull(r.cost),
    })),
    total: round(total),
    totalPerSquareMeter: per(total, area),
    totals: costTotals(
      order,
      lines.rows.map((r) => ({
        category: String(r.category),
        consumption: num(r.consumption),
        cost: numOrNull(r.cost),
      })),
    ),
  }
}

/**
 * Totals used, clean and waste (spec 000 §3.4; our reading in docs/decisions/045-job-cost-calls.md):
 * used is everything the order ran: clean + waste meters, the weight of its material (consumption of
 * the material-category types, kg) and its plant cost (every line, unpriced ones counting 0, so
 * used.cost is the panel's total). Clean and waste take their share of the weight and the cost by
 * their meters; waste is used minus clean after rounding, so the two always add up to used.
 */
export function costTotals(
  order: { cleanMeter: number; wasteMeter: number },
  lines: readonly { category: string; consumption: number; cost: number | null }[],
): PlantCosts['totals'] {
  const meters = Math.max(0, order.cleanMeter) + Math.max(0, order.wasteMeter)
  const cost = lines.reduce((s, l) => s + (l.cost ?? 0), 0)
  const weight = lines.reduce((s, l) => s + (l.category === 'material' ? l.consumption : 0), 0)
  const used = { cost: round(cost), meters: round(meters), weight: round(weight, 3) }
  const cleanShare = meters > 0 ? Math.max(0, order.cleanMeter) / meters : 0
  const clean = {
    cost: round(used.cost * cleanShare),
    meters: round(Math.max(0, order.cleanMeter)),
    weight: round(used.weight * cleanShare, 3),
  }
  const waste = {
    cost: round(used.cost - clean.cost),
    meters: round(used.meters - clean.meters),
    weight: round(used.weight - clean.weight, 3),
  }
  return { used, clean, waste }
}

export async function machineCosts(db: DbOrTx, order: FoundOrder, now: Date): Promise<MachineCosts> {
  const [record] = (
    await db.execute<Row>(sql`
      select amortization_price, operator1_price, operator1_percent, operator2_price, operator2_percent,
             operator3_price, operator3_percent, cliche_price, cliche_time_minutes, adhesive_price, waste,
             scraper_price, scraper_meters, stamp_price, stamp_meters, rag_price, rag_meters,
             splicing_tape_price, anilox_cleaner_price, treaty_pencil_price
      from machine_costs where machine_id = ${order.machineId}`)
  ).rows
  if (!record) return null
  const c: MachineCostRecord = {
    amortizationPrice: num(record.amortization_price),
    operator1Price: num(record.operator1_price),
    operator1Percent: num(record.operator1_percent),
    operator2Price: num(record.operator2_price),
    operator2Percent: num(record.operator2_percent),
    operator3Price: num(record.operator3_price),
    operator3Percent: num(record.operator3_percent),
    clichePrice: num(record.cliche_price),
    clicheTimeMinutes: num(record.cliche_time_minutes),
    adhesivePrice: num(record.adhesive_price),
    waste: num(record.waste),
    scraperPrice: num(record.scraper_price),
    scraperMeters: num(record.scraper_meters),
    stampPrice: num(record.stamp_price),
    stampMeters: num(record.stamp_meters),
    ragPrice: num(record.rag_price),
    ragMeters: num(record.rag_meters),
    splicingTapePrice: num(record.splicing_tape_price),
    aniloxCleanerPrice: num(record.anilox_cleaner_price),
    treatyPencilPrice: num(record.treaty_pencil_price),
  }
  const lines = machineCostLines(c, await orderUsage(db, order, now))
  return { lines, total: round(lines.reduce((s, l) => s + l.cost, 0)) }
}

/** What the order used of the machine: the quantities the machine-cost lines are priced over. */
export async function orderUsage(db: DbOrTx, order: FoundOrder, now: Date): Promise<OrderUsage> {
  const [rows, decks] = await Promise.all([
    loadOrderRows(db, order, 0, now),
    db.execute<Row>(
      sql`select count(*) as n from order_inkwells where order_id = ${order.id} and ink_id is not null`,
    ),
  ])
  const chart = orderChart(rows, now.getTime())
  return {
    seconds: chart.availability.totalTime,
    totalMeters: order.cleanMeter + order.wasteMeter,
    rolls: rows.rolls.length,
    inkedDecks: num(decks.rows[0]?.n),
  }
}
