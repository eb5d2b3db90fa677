/**
 * The historical search's filters (historic-filters.ts) as SQL conditions on the order row `po`
 * alone, so the page and the count scan production_orders without joins: an order's own value or
 * its job's is a test against a set of job ids Postgres hashes once (ownOrJob), lines are the set
 * of their machines, operators an exists on order_operators. Date filters are plant-local days,
 * converted in SQL with the plant's timezone.
 */
import { type SQL, sql } from 'drizzle-orm'
import { progressInBands } from '../production/order-progress'
import { floatArray, intArray, textArray } from '../production/sql-arrays'
import type { HistoricFilters, IdsOrNames } from './historic-filters'

/** %, _ and \ typed by the user are literal characters in a "contains" filter. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function idsOrNamesMatch(column: SQL, table: 'customers' | 'operators' | 'materials', f: IdsOrNames) {
  const parts: SQL[] = []
  if (f.ids.length) parts.push(sql`${column} = any(${intArray(f.ids)})`)
  if (f.names.length) {
    parts.push(
      sql`${column} in (select id from ${sql.identifier(table)} where lower(name) = any(${textArray(f.names)}))`,
    )
  }
  return sql`(${sql.join(parts, sql` or `)})`
}

function containsAny(column: SQL, list: readonly string[]) {
  const parts = list.map((t) => sql`${column} ilike ${likePattern(t)} escape '\\'`)
  return sql`(${sql.join(parts, sql` or `)})`
}

/**
 * "The order's own value, or its job's when the order has none" without joining jobs: the job
 * side is a set of job ids Postgres hashes once, so the filter stays a test on `po` alone.
 */
function ownOrJob(column: 'customer_id' | 'material_id' | 'width' | 'format', match: (c: SQL) => SQL) {
  const col = sql.identifier(column)
  return sql`(${match(sql`po.${col}`)} or (po.${col} is null and po.job_id in (
    select j.id from jobs j where ${match(sql`j.${col}`)})))`
}

/** Every filter but the machine scope, as conditions on `po` alone. */
export function buildConditions(f: HistoricFilters, plantId: number | null): SQL[] {
  // Slitting child orders belong to their parent's detail page, not to the list.
  const conds: SQL[] = [sql`po.parent_order_id is null`]
  if (f.lineIds) {
    conds.push(sql`po.machine_id in (
      select m.id from machines m join machine_models mm on mm.id = m.model_id
      where mm.line_id = any(${intArray(f.lineIds)}))`)
  }
  const { customers, materials, widths, formats, jobTexts } = f
  if (customers) conds.push(ownOrJob('customer_id', (c) => idsOrNamesMatch(c, 'customers', customers)))
  if (materials) conds.push(ownOrJob('material_id', (c) => idsOrNamesMatch(c, 'materials', materials)))
  if (f.operators) {
    conds.push(
      sql`exists (select 1 from order_operators oo where oo.order_id = po.id and ${idsOrNamesMatch(
        sql`oo.operator_id`,
        'operators',
        f.operators,
      )})`,
    )
  }
  if (f.orderTexts) conds.push(containsAny(sql`po.reference`, f.orderTexts))
  if (jobTexts) {
    conds.push(sql`po.job_id in (select j.id from jobs j where ${containsAny(sql`j.reference`, jobTexts)})`)
  }
  if (f.progress) conds.push(progressInBands('po', f.progress))
  if (widths) conds.push(ownOrJob('width', (c) => sql`${c} = any(${floatArray(widths)})`))
  if (formats) conds.push(ownOrJob('format', (c) => sql`${c} = any(${floatArray(formats)})`))
  if (f.dateStart || f.dateFinish) {
    const tz = plantTimezone(plantId, f.machineIds)
    if (f.dateStart) conds.push(sql`po.date_start >= (${f.dateStart}::date::timestamp at time zone ${tz})`)
    if (f.dateFinish) {
      conds.push(sql`po.date_start < ((${f.dateFinish}::date + 1)::timestamp at time zone ${tz})`)
    }
  }
  return conds
}

/** The plant's timezone name, as a scalar subquery Postgres evaluates once. */
function plantTimezone(plantId: number | null, machineIds: readonly number[]): SQL {
  const plant =
    plantId !== null
      ? sql`${plantId}::int`
      : sql`(select plant_id from machines where id = any(${intArray(machineIds)}) order by id limit 1)`
  return sql`coalesce((select timezone from plants where id = ${plant}), 'UTC')`
}
