/**
 * A plant's price book for the pricing engine (pricing.ts), read from the database in one query:
 * the plant's time zone, the consumable periods with their slots and prices, the ink-group periods
 * and the material periods with their prices. Load it once per batch of orders to price: it is the
 * whole price history of the plant (a few hundred rows for years of prices).
 */
import { sql } from 'drizzle-orm'
import { hourOfTime } from '../../../src/contract/job-costing-rules'
import type { DbOrTx } from '../../db/client'
import type { ConsumablePeriodPrices, ItemPeriodPrices, PriceBook, SlotPrice } from './pricing'

type Row = Record<string, unknown>

/** Ink-group or material periods from rows (period, start, item, price) sorted by start. */
function itemPeriods(rows: Row[]): ItemPeriodPrices[] {
  const periods: { startDate: string; prices: Map<number, number> }[] = []
  let lastId: unknown = null
  for (const r of rows) {
    if (r.period_id !== lastId) {
      periods.push({ startDate: String(r.start_date), prices: new Map() })
      lastId = r.period_id
    }
    if (r.item_id !== null && r.price !== null)
      periods[periods.length - 1].prices.set(Number(r.item_id), Number(r.price))
  }
  return periods
}

function consumablePeriods(rows: Row[]): Map<number, ConsumablePeriodPrices[]> {
  const byType = new Map<number, ConsumablePeriodPrices[]>()
  let lastId: unknown = null
  let slots: SlotPrice[] = []
  for (const r of rows) {
    if (r.period_id !== lastId) {
      lastId = r.period_id
      slots = []
      const type = Number(r.consumable_type_id)
      const list = byType.get(type) ?? []
      list.push({
        startDate: String(r.start_date),
        finishDate: r.finish_date === null ? null : String(r.finish_date),
        slots,
      })
      byType.set(type, list)
    }
    if (r.start_time === null || r.value === null) continue
    const startHour = hourOfTime(String(r.start_time), false)
    const endHour = hourOfTime(String(r.finish_time), true)
    // A malformed slot prices nothing: the hours it should cover come out unpriced.
    if (startHour === null || endHour === null || endHour <= startHour) continue
    const slot = { startHour, endHour, price: Number(r.value) }
    // Two prices on one slot (not written by the routes): the latest written wins.
    if (slots.at(-1)?.startHour === startHour) slots[slots.length - 1] = slot
    else slots.push(slot)
  }
  return byType
}

export async function loadPriceBook(db: DbOrTx, plantId: number): Promise<PriceBook> {
  // One round trip (the recalculation job loads a book per order): three json arrays of rows.
  const [row] = (
    await db.execute<Row>(sql`
      select pl.timezone,
        (select coalesce(json_agg(x order by x.consumable_type_id, x.start_date, x.period_id, x.start_time, x.price_id), '[]')
         from (select p.id as period_id, p.consumable_type_id, p.start_date::text as start_date,
                      p.finish_date::text as finish_date, t.start_time, t.finish_time, pr.id as price_id, pr.value
               from consumable_periods p
               left join consumable_period_times t on t.period_id = p.id
               left join consumable_prices pr
                 on pr.period_time_id = t.id and pr.consumable_type_id = p.consumable_type_id
               where p.plant_id = pl.id) x) as consumables,
        (select coalesce(json_agg(x order by x.start_date, x.period_id), '[]')
         from (select p.id as period_id, p.start_date::text as start_date, g.ink_group_id as item_id, g.price
               from ink_group_price_periods p left join ink_group_prices g on g.period_id = p.id
               where p.plant_id = pl.id) x) as inks,
        (select coalesce(json_agg(x order by x.start_date, x.period_id), '[]')
         from (select p.id as period_id, p.start_date::text as start_date, m.material_id as item_id, m.price
               from material_price_periods p left join material_prices m on m.period_id = p.id
               where p.plant_id = pl.id) x) as materials
      from plants pl where pl.id = ${plantId}`)
  ).rows
  if (!row) throw new Error(`No plant ${plantId}`)
  // node-postgres parses json columns; PGlite too. A text answer (other drivers) is parsed here.
  const rows = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Row[]
  return {
    timeZone: String(row.timezone),
    consumables: consumablePeriods(rows(row.consumables)),
    inkGroups: itemPeriods(rows(row.inks)),
    materials: itemPeriods(rows(row.materials)),
  }
}
