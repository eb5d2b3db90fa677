/**
 * An order's progress: clean meters over target meters, in percent; null without a target
 * (target_meter 0). The lists show it with one decimal; the historical progress filter compares
 * it rounded to an integer, so "100%" is exactly the orders a list would show as 100.
 * `po` is the alias of a production_orders row in the calling query.
 */
import { type SQL, sql } from 'drizzle-orm'
import { percentOf, rounded } from './kpis'

export const orderProgress = (po: string): SQL => {
  const t = sql.identifier(po)
  return percentOf(sql`${t}.clean_meter`, sql`${t}.target_meter`)
}

/** Progress as the API answers it: percent with one decimal, or null. */
export const orderProgressShown = (po: string): SQL => rounded(orderProgress(po), 1)

/** Progress filter ids of spec 000 §2.4: 1 '>100%', 2 '100%', 3 '<100%'. */
export type ProgressBand = 1 | 2 | 3

/** Orders whose rounded progress falls in any of the bands (never those without a target). */
export function progressInBands(po: string, bands: readonly ProgressBand[]): SQL {
  const p = sql`round(${orderProgress(po)}::numeric)`
  const parts = bands.map((b) => (b === 1 ? sql`${p} > 100` : b === 2 ? sql`${p} = 100` : sql`${p} < 100`))
  return sql`(${sql.join(parts, sql` or `)})`
}
