/**
 * The historical list's total without counting orders one by one, when the search is by machines
 * and start days only (no filter on the order's own fields): a sum over order_day_counts (kept by
 * triggers, migration 0002). On a 100,000-order history that is a few hundred rows instead of a
 * scan of all of them. The days are plant-local in each machine's plant; the date filter uses the
 * user's plant, so when a machine of the search lies in a plant of another time zone the answer is
 * null and the caller counts the orders instead, which is always exact.
 */
import { type SQL, sql } from 'drizzle-orm'
import { intArray } from '../production/sql-arrays'
import type { HistoricFilters } from './historic-filters'

export function countableByDay(f: HistoricFilters): boolean {
  return !(
    f.lineIds ||
    f.customers ||
    f.materials ||
    f.operators ||
    f.orderTexts ||
    f.jobTexts ||
    f.progress ||
    f.widths ||
    f.formats
  )
}

export function dayCountQuery(f: HistoricFilters, plantId: number): SQL {
  const machines = intArray(f.machineIds)
  const tz = sql`(select timezone from plants where id = ${plantId}::int)`
  const days: SQL[] = [sql`machine_id = any(${machines})`]
  if (f.dateStart) days.push(sql`day >= ${f.dateStart}::date`)
  if (f.dateFinish) days.push(sql`day <= ${f.dateFinish}::date`)
  return sql`
    select case
      when exists (
        select 1 from machines m join plants p on p.id = m.plant_id
        where m.id = any(${machines}) and p.timezone <> ${tz})
      then null
      else (select coalesce(sum(n), 0)::int from order_day_counts where ${sql.join(days, sql` and `)})
    end as total`
}
