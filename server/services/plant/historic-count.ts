/**
 * The historical list's total without counting orders one by one, when the search is by machines
 * and start days only (no filter on the order's own fields): a sum over order_month_counts and
 * order_day_counts (kept by triggers, migration 0002). On a 100,000-order history that is a few hundred rows instead of a
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

/**
 * Whole months inside the range come from order_month_counts, the days at either end from
 * order_day_counts: a search over years reads a few hundred rows, a search over weeks a few dozen.
 * m1 is the first whole month's first day, m2 the day after the last whole month.
 */
export function dayCountQuery(f: HistoricFilters, plantId: number): SQL {
  const machines = intArray(f.machineIds)
  const tz = sql`(select timezone from plants where id = ${plantId}::int)`
  const start = f.dateStart ? sql`${f.dateStart}::date` : sql`'1900-01-01'::date`
  const finish = f.dateFinish ? sql`${f.dateFinish}::date` : sql`'2999-12-31'::date`
  return sql`
    with r as (
      select ${start} as s, ${finish} as f,
        (date_trunc('month', ${start} - 1) + interval '1 month')::date as m1,
        date_trunc('month', ${finish} + 1)::date as m2
    )
    select case
      when exists (
        select 1 from machines m join plants p on p.id = m.plant_id
        where m.id = any(${machines}) and p.timezone <> ${tz})
      then null
      when r.m1 >= r.m2 then (
        select coalesce(sum(n), 0)::int from order_day_counts
        where machine_id = any(${machines}) and day between r.s and r.f)
      else (
        select coalesce(sum(n), 0)::int from order_month_counts
        where machine_id = any(${machines}) and month >= r.m1 and month < r.m2)
        + (select coalesce(sum(n), 0)::int from order_day_counts
           where machine_id = any(${machines}) and ((day >= r.s and day < r.m1) or (day >= r.m2 and day <= r.f)))
    end as total
    from r`
}
