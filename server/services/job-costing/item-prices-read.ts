/**
 * Ink-group and material price periods (spec 002 §2.2 ink and material tabs, §7.2). A period has a
 * start only: it runs until the day before the next period of the plant starts (the latest is
 * open-ended). On the plant's today there is at most one period in force, the latest started; the
 * ones before it are history (newest first), the ones after it are scheduled (oldest first).
 */
import { sql } from 'drizzle-orm'
import type { PriceList, PricePeriod } from '../../../src/contract/job-costing'
import { dayBefore } from '../../../src/contract/job-costing-rules'
import type { DbOrTx } from '../../db/client'
import { isoOrNull } from '../../db/sql-values'
import { INK_CONSUMABLE_TYPE_ID, MATERIAL_CONSUMABLE_TYPE_ID } from './pricing'

type Row = Record<string, unknown>

export type PriceKind = 'ink' | 'material'
export type PriceListName = 'current' | 'history' | 'next'

/** Where each kind lives, and the consumable type its orders consume. */
export const priceTables = {
  ink: {
    periods: sql.identifier('ink_group_price_periods'),
    prices: sql.identifier('ink_group_prices'),
    item: sql.identifier('ink_group_id'),
    items: sql.identifier('ink_groups'),
    typeId: INK_CONSUMABLE_TYPE_ID,
  },
  material: {
    periods: sql.identifier('material_price_periods'),
    prices: sql.identifier('material_prices'),
    item: sql.identifier('material_id'),
    items: sql.identifier('materials'),
    typeId: MATERIAL_CONSUMABLE_TYPE_ID,
  },
} as const

export interface ItemPeriod {
  id: number
  startDate: string
  /** The day before the next period's start; null for the latest. */
  finishDate: string | null
  updatedAt: string
}

/** The plant's periods of a kind, oldest first, with their implicit finish. */
export async function itemPeriods(db: DbOrTx, plantId: number, kind: PriceKind): Promise<ItemPeriod[]> {
  const t = priceTables[kind]
  const { rows } = await db.execute<Row>(sql`
    select id, start_date::text as start_date, updated_at from ${t.periods}
    where plant_id = ${plantId} order by start_date`)
  return rows.map((r, i) => {
    const next = rows[i + 1]
    return {
      id: Number(r.id),
      startDate: String(r.start_date),
      finishDate: next ? dayBefore(String(next.start_date)) : null,
      updatedAt: isoOrNull(r.updated_at) ?? new Date(0).toISOString(),
    }
  })
}

/** The period in force on `today`: the latest that has started. */
export const periodInForce = (periods: readonly ItemPeriod[], today: string) =>
  periods.filter((p) => p.startDate <= today).at(-1) ?? null

/** The periods a list shows, in its order. */
export function choosePeriods(
  periods: readonly ItemPeriod[],
  list: PriceListName,
  today: string,
): ItemPeriod[] {
  const current = periodInForce(periods, today)
  if (list === 'current') return current ? [current] : []
  if (list === 'next') return periods.filter((p) => p.startDate > today)
  return periods.filter((p) => current !== null && p.startDate < current.startDate).reverse()
}

/** The periods with their prices, by item id. */
export async function withPrices(
  db: DbOrTx,
  kind: PriceKind,
  periods: readonly ItemPeriod[],
): Promise<PricePeriod[]> {
  if (periods.length === 0) return []
  const t = priceTables[kind]
  const ids = `{${periods.map((p) => p.id).join(',')}}`
  const { rows } = await db.execute<Row>(sql`
    select id, period_id, ${t.item} as item_id, price from ${t.prices}
    where period_id = any(${ids}::int[]) order by period_id, ${t.item}`)
  return periods.map((p) => ({
    ...p,
    prices: rows
      .filter((r) => Number(r.period_id) === p.id)
      .map((r) => ({ itemId: Number(r.item_id), priceId: Number(r.id), price: Number(r.price) })),
  }))
}

/** GET /job-cost/ink-group-prices and /job-cost/material-prices (plain, ?history, ?next). */
export async function priceList(
  db: DbOrTx,
  plant: { id: number; currency: PriceList['currency']; today: string },
  kind: PriceKind,
  list: PriceListName,
): Promise<PriceList> {
  const periods = choosePeriods(await itemPeriods(db, plant.id, kind), list, plant.today)
  return { currency: plant.currency, periods: await withPrices(db, kind, periods) }
}
