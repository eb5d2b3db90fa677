/**
 * Consumable periods (energy, solvents, gases, water) as the screen reads them (spec 002 §3.2,
 * §7.2): the historic list of some types, newest start first and capped by `limit`; and per type
 * the latest period, meaning the one in force on the plant's today, else the nearest scheduled one.
 * Each period carries its slots in time order with their price (value and the plant's currency
 * symbol).
 */
import { type SQL, sql } from 'drizzle-orm'
import type { ConsumablePeriod } from '../../../src/contract/job-costing'
import type { DbOrTx } from '../../db/client'
import { isoOrNull } from '../../db/sql-values'

type Row = Record<string, unknown>

const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`

/** Periods chosen by `where` (over consumable_periods p), in the order of `orderBy`, with their slots. */
async function readPeriods(
  db: DbOrTx,
  where: SQL,
  orderBy: SQL,
  currencySymbol: string,
  limit = 1000,
): Promise<ConsumablePeriod[]> {
  const { rows: periods } = await db.execute<Row>(sql`
    select p.id, p.consumable_type_id, p.start_date::text as start_date, p.finish_date::text as finish_date,
           p.updated_at
    from consumable_periods p where ${where} order by ${orderBy} limit ${limit}`)
  if (periods.length === 0) return []
  const ids = periods.map((p) => Number(p.id))
  const { rows: slots } = await db.execute<Row>(sql`
    select t.id, t.period_id, t.start_time, t.finish_time, pr.id as price_id, pr.value, pr.consumable_type_id
    from consumable_period_times t
    join consumable_prices pr on pr.period_time_id = t.id
    where t.period_id = any(${intArray(ids)}::int[])
    order by t.period_id, t.start_time, pr.id`)
  const slotsOf = new Map<number, ConsumablePeriod['periodTimes']>()
  for (const s of slots) {
    const periodId = Number(s.period_id)
    const list = slotsOf.get(periodId) ?? []
    list.push({
      id: Number(s.id),
      startTime: String(s.start_time),
      finishTime: String(s.finish_time),
      price: { id: Number(s.price_id), value: Number(s.value), currency: currencySymbol },
      consumableType: { id: Number(s.consumable_type_id) },
    })
    slotsOf.set(periodId, list)
  }
  return periods.map((p) => ({
    id: Number(p.id),
    consumableTypeId: Number(p.consumable_type_id),
    startDate: String(p.start_date),
    finishDate: p.finish_date === null ? null : String(p.finish_date),
    updatedAt: isoOrNull(p.updated_at) ?? new Date(0).toISOString(),
    periodTimes: slotsOf.get(Number(p.id)) ?? [],
  }))
}

export interface PlantRef {
  id: number
  currency: { symbol: string }
}

/** GET /job-cost/consumable-period-time-price: every period of the types, newest start first. */
export function periodHistory(db: DbOrTx, plant: PlantRef, typeIds: readonly number[], limit: number) {
  return readPeriods(
    db,
    sql`p.plant_id = ${plant.id} and p.consumable_type_id = any(${intArray(typeIds)}::int[])`,
    sql`p.start_date desc, p.consumable_type_id, p.id desc`,
    plant.currency.symbol,
    limit,
  )
}

/** GET /job-cost/period/latest: per type, the period in force today, else the nearest scheduled one. */
export function latestPeriods(db: DbOrTx, plant: PlantRef, typeIds: readonly number[], today: string) {
  // Periods not over yet; per type the one whose start is closest to today on its side, those that
  // have started first: the one in force if any, else the first scheduled.
  const chosen = sql`p.id in (
    select distinct on (c.consumable_type_id) c.id from consumable_periods c
    where c.plant_id = ${plant.id} and c.consumable_type_id = any(${intArray(typeIds)}::int[])
      and (c.finish_date is null or c.finish_date >= ${today}::date)
    order by c.consumable_type_id, c.start_date > ${today}::date, abs(c.start_date - ${today}::date), c.id)`
  return readPeriods(db, chosen, sql`p.consumable_type_id`, plant.currency.symbol)
}

/** One period of the plant (after a write), or null. */
export async function periodById(db: DbOrTx, plant: PlantRef, periodId: number) {
  const [period] = await readPeriods(
    db,
    sql`p.plant_id = ${plant.id} and p.id = ${periodId}`,
    sql`p.id`,
    plant.currency.symbol,
  )
  return period ?? null
}
