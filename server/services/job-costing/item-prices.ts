/**
 * Writing ink-group and material prices (spec 002 §2.2, §3.2, §5 "Ink and material prices", §7.2):
 * creating a period (a start date; "creating a period first creates the period, then saves prices
 * under it") and saving the prices of a period (an upsert by item). Both run in the route's
 * transaction after the plant's price lock, need a plant whose machines use the ink (type 2) or
 * material (type 3) consumable type (spec 002 §6, else 403), and mark the finished orders whose
 * prices they change (marking.ts).
 *
 * A new period may not start before the period in force (§5: "the date input minimum is the current
 * period start") nor on the start of another period (400 naming startDate). Created in the past, it
 * changes the costs of its days at once: they are priced by it, and an item it has no price for yet
 * is unpriced until its prices are saved (debounced, the two calls make one recalculation).
 */
import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { savePricesSchema } from '../../../src/contract/job-costing'
import { isPeriodEditable } from '../../../src/contract/job-costing-rules'
import type { Tx } from '../../db/client'
import { badRequest, forbidden } from '../../http/errors'
import {
  type ItemPeriod,
  itemPeriods,
  type PriceKind,
  periodInForce,
  priceTables,
  withPrices,
} from './item-prices-read'
import { markAffectedOrders } from './marking'
import { notEditable, type Writer } from './periods'
import { type CostingPlant, costingPlant, plantConsumableType } from './periods-plant'
import { lockPlantPrices } from './recalculation-locks'

type Row = Record<string, unknown>

async function openPlant(tx: Tx, who: Writer, kind: PriceKind, now: Date): Promise<CostingPlant> {
  const plant = await costingPlant(tx, who.plantId, now)
  await lockPlantPrices(tx, plant.id)
  if (!(await plantConsumableType(tx, plant.id, priceTables[kind].typeId))) {
    throw forbidden(`No machine of the plant uses ${kind === 'ink' ? 'ink' : 'material'} prices`)
  }
  return plant
}

/** Marks the orders of the period's days (only those days up to today hold finished orders). */
function markPeriod(
  tx: Tx,
  plant: CostingPlant,
  kind: PriceKind,
  period: Pick<ItemPeriod, 'startDate' | 'finishDate'>,
  changedBy: number,
  itemIds?: readonly number[],
): Promise<number> {
  if (period.startDate > plant.today) return Promise.resolve(0)
  return markAffectedOrders(tx, {
    plantId: plant.id,
    timeZone: plant.timeZone,
    consumableTypeId: priceTables[kind].typeId,
    days: [{ from: period.startDate, to: period.finishDate }],
    changedBy,
    ...(kind === 'ink' ? { inkGroupIds: itemIds } : { materialIds: itemIds }),
  })
}

export interface CreatedPeriod {
  id: number
  plantId: number
  marked: number
}

/** POST /job-cost/ink-group-price-periods and /job-cost/material-price-periods. */
export async function createItemPeriod(
  tx: Tx,
  who: Writer,
  kind: PriceKind,
  startDate: string,
  now: Date,
): Promise<CreatedPeriod> {
  const plant = await openPlant(tx, who, kind, now)
  const periods = await itemPeriods(tx, plant.id, kind)
  const current = periodInForce(periods, plant.today)
  if (current && startDate < current.startDate) {
    throw badRequest(
      'startDate',
      "The start date is before the current period's start",
      'BEFORE_CURRENT_START',
    )
  }
  if (periods.some((p) => p.startDate === startDate)) {
    throw badRequest('startDate', 'Another period starts on this day', 'DUPLICATE_START')
  }
  const t = priceTables[kind]
  const { rows } = await tx.execute<Row>(sql`
    insert into ${t.periods} (plant_id, start_date, updated_by)
    values (${plant.id}, ${startDate}::date, ${who.id}) returning id`)
  // Its days, up to the next period's start, now take their prices from it.
  const created = (await itemPeriods(tx, plant.id, kind)).find((p) => p.startDate === startDate)
  const marked = created ? await markPeriod(tx, plant, kind, created, who.id) : 0
  return { id: Number(rows[0].id), plantId: plant.id, marked }
}

export interface SavedPrices {
  period: Awaited<ReturnType<typeof withPrices>>[number]
  plantId: number
  marked: number
}

/** POST /job-cost/ink-group-prices, /job-cost/material-prices and PUT /job-cost/material-prices/{id}. */
export async function saveItemPrices(
  tx: Tx,
  who: Writer,
  kind: PriceKind,
  body: z.output<typeof savePricesSchema>,
  now: Date,
): Promise<SavedPrices> {
  const plant = await openPlant(tx, who, kind, now)
  const period = (await itemPeriods(tx, plant.id, kind)).find((p) => p.id === body.period)
  if (!period) throw badRequest('period', 'No price period of the plant has this id', 'UNKNOWN_PERIOD')
  if (!isPeriodEditable(period, plant.today)) throw notEditable('period')

  const t = priceTables[kind]
  const itemIds = Object.keys(body.materials)
    .map(Number)
    .sort((a, b) => a - b)
  const { rows: known } = await tx.execute<Row>(
    sql`select id from ${t.items} where id = any(${`{${itemIds.join(',')}}`}::int[])`,
  )
  const knownIds = new Set(known.map((r) => Number(r.id)))
  const unknown = itemIds.find((id) => !knownIds.has(id))
  if (unknown !== undefined) {
    throw badRequest(
      `materials.${unknown}`,
      `No ${kind === 'ink' ? 'ink group' : 'material'} has this id`,
      'UNKNOWN_ITEM',
    )
  }
  const { rows: stored } = await tx.execute<Row>(
    sql`select id, ${t.item} as item_id, price from ${t.prices} where period_id = ${period.id}`,
  )
  const storedOf = new Map(
    stored.map((r) => [Number(r.item_id), { id: Number(r.id), price: Number(r.price) }]),
  )
  const changed: number[] = []
  for (const itemId of itemIds) {
    const entry = body.materials[String(itemId)]
    const old = storedOf.get(itemId)
    if (entry.id !== undefined && entry.id !== old?.id) {
      throw badRequest(`materials.${itemId}.id`, 'Not the price of this item in this period', 'UNKNOWN_PRICE')
    }
    if (old?.price !== entry.price) changed.push(itemId)
  }
  for (const itemId of changed) {
    await tx.execute(sql`
      insert into ${t.prices} (period_id, ${t.item}, price)
      values (${period.id}, ${itemId}, ${body.materials[String(itemId)].price})
      on conflict (period_id, ${t.item}) do update set price = excluded.price`)
  }
  let marked = 0
  if (changed.length > 0) {
    await tx.execute(
      sql`update ${t.periods} set updated_at = now(), updated_by = ${who.id} where id = ${period.id}`,
    )
    marked = await markPeriod(tx, plant, kind, period, who.id, changed)
  }
  const [saved] = await withPrices(
    tx,
    kind,
    (await itemPeriods(tx, plant.id, kind)).filter((p) => p.id === period.id),
  )
  return { period: saved, plantId: plant.id, marked }
}
