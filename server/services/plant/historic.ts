/**
 * The historical orders search (POST /api/order/historic, spec 000 §2.4, §3.3).
 *
 * One query: a CTE filters, sorts (dateStart desc, id desc) and cuts the page while
 * count(*) over() counts every match; the outer query joins names and aggregates operators for
 * the page rows only. A second, count-only query runs just when the page is empty past the end.
 *
 * An order's customer, material, width, format and number of colours are its own values, or
 * its job's when the order has none. Progress is clean / target * 100 (null without a target);
 * the progress filter compares it rounded to an integer: 1 '>100%', 2 '=100%', 3 '<100%'.
 * Date filters are plant-local days: orders whose start falls in
 * [date_start 00:00, date_finish + 1 day 00:00) in the plant's timezone, converted in SQL.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { HistoricDate, HistoricResponse, HistoricRow } from '../../../src/contract/historic'
import type { DbOrTx } from '../../db/client'
import type { HistoricFilters, IdsOrNames } from './historic-filters'
import { isoOrNull, num, numOrNull, strOrNull } from './sql-values'

type Row = Record<string, unknown>

export interface HistoricOptions {
  /** The user's plant (its timezone defines the days of the date filters). */
  plantId: number | null
  /** Cost figures are only for ROLE_JOB_COSTING. */
  withCosts: boolean
  now: Date
}

const intArray = (ids: readonly number[]) => sql`${sql.param([...ids])}::int[]`
const textArray = (list: readonly string[]) => sql`${sql.param([...list])}::text[]`
const floatArray = (list: readonly number[]) => sql`${sql.param([...list])}::float8[]`

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

function buildWhere(f: HistoricFilters, plantId: number | null): SQL {
  // Slitting child orders belong to their parent's detail page, not to the list.
  const conds: SQL[] = [sql`po.machine_id = any(${intArray(f.machineIds)})`, sql`po.parent_order_id is null`]
  if (f.lineIds) conds.push(sql`mm.line_id = any(${intArray(f.lineIds)})`)
  if (f.customers)
    conds.push(idsOrNamesMatch(sql`coalesce(po.customer_id, j.customer_id)`, 'customers', f.customers))
  if (f.materials)
    conds.push(idsOrNamesMatch(sql`coalesce(po.material_id, j.material_id)`, 'materials', f.materials))
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
  if (f.jobTexts) conds.push(containsAny(sql`j.reference`, f.jobTexts))
  if (f.progress) {
    const p = sql`round((po.clean_meter / po.target_meter * 100)::numeric)`
    const parts = f.progress.map((id) =>
      id === 1 ? sql`${p} > 100` : id === 2 ? sql`${p} = 100` : sql`${p} < 100`,
    )
    conds.push(sql`(po.target_meter > 0 and (${sql.join(parts, sql` or `)}))`)
  }
  if (f.widths) conds.push(sql`coalesce(po.width, j.width) = any(${floatArray(f.widths)})`)
  if (f.formats) conds.push(sql`coalesce(po.format, j.format) = any(${floatArray(f.formats)})`)
  if (f.dateStart || f.dateFinish) {
    const tz = plantTimezone(plantId, f.machineIds)
    if (f.dateStart)
      conds.push(sql`po.date_start >= ((${localDay(f.dateStart, tz)})::timestamp at time zone ${tz})`)
    if (f.dateFinish) {
      conds.push(sql`po.date_start < ((${localDay(f.dateFinish, tz)} + 1)::timestamp at time zone ${tz})`)
    }
  }
  return sql.join(conds, sql` and `)
}

/** The plant's timezone name, as a scalar subquery Postgres evaluates once. */
function plantTimezone(plantId: number | null, machineIds: readonly number[]): SQL {
  const plant =
    plantId !== null
      ? sql`${plantId}::int`
      : sql`(select plant_id from machines where id = any(${intArray(machineIds)}) order by id limit 1)`
  return sql`coalesce((select timezone from plants where id = ${plant}), 'UTC')`
}

/** A date filter as a plant-local date: a day as given, an instant as the plant day it falls on. */
function localDay(d: HistoricDate, tz: SQL): SQL {
  return d.kind === 'day' ? sql`${d.day}::date` : sql`(${d.iso}::timestamptz at time zone ${tz})::date`
}

const FROM = sql`
  from production_orders po
  join machines m on m.id = po.machine_id
  join machine_models mm on mm.id = m.model_id
  left join jobs j on j.id = po.job_id`

/** The page query (exported so its plan can be inspected with EXPLAIN). */
export function historicPageQuery(
  filters: HistoricFilters,
  options: HistoricOptions,
  where = buildWhere(filters, options.plantId),
) {
  return sql`
    with page as (
      select po.id, count(*) over() as total
      ${FROM}
      where ${where}
      order by po.date_start desc, po.id desc
      limit ${filters.limit} offset ${filters.offset}
    )
    select
      po.id, m.name as machine, ml.name as "machineLine", m.hash_code as "machineHashCode",
      po.id_on_machine as "idM", po.insert_timestamp::float8 as "insertTimestamp",
      po.reference, j.reference as job, c.name as customer, ops.names as operator, mat.name as material,
      coalesce(po.width, j.width) as width, coalesce(po.format, j.format) as format,
      coalesce(po.num_color, j.num_color) as "numColor",
      po.date_start as "dateStart", po.date_finish as "dateFinish",
      extract(epoch from (coalesce(po.date_finish, ${options.now.toISOString()}::timestamptz) - po.date_start))::float8
        as duration,
      round(po.speed_total::numeric, 1)::float8 as "speedTotal", round(po.speed_turning::numeric, 1)::float8 as "speedTurning",
      round(po.waste_meter::numeric, 2)::float8 as "wasteMeter", round(po.clean_meter::numeric, 2)::float8 as "cleanMeter",
      round((po.clean_meter + po.waste_meter)::numeric, 2)::float8 as "totalMeter", po.num_roll as "numRoll",
      case when po.target_meter > 0
        then round((po.clean_meter / po.target_meter * 100)::numeric, 1)::float8 end as progress,
      po.po_cost as "poCost", po.po_cost_surface as "poCostSurface",
      page.total::int as total
    from page
    join production_orders po on po.id = page.id
    join machines m on m.id = po.machine_id
    join machine_models mm on mm.id = m.model_id
    join machine_lines ml on ml.id = mm.line_id
    left join jobs j on j.id = po.job_id
    left join customers c on c.id = coalesce(po.customer_id, j.customer_id)
    left join materials mat on mat.id = coalesce(po.material_id, j.material_id)
    left join lateral (
      select string_agg(x.name, ', ' order by x.first_start, x.name) as names
      from (
        select o.name, min(oo.date_start) as first_start
        from order_operators oo join operators o on o.id = oo.operator_id
        where oo.order_id = po.id group by o.name
      ) x
    ) ops on true
    order by po.date_start desc, po.id desc
  `
}

export async function searchHistoric(
  db: DbOrTx,
  filters: HistoricFilters,
  options: HistoricOptions,
): Promise<HistoricResponse> {
  if (filters.machineIds.length === 0) return { results: [], total: 0 }
  const where = buildWhere(filters, options.plantId)
  const result = await db.execute<Row>(historicPageQuery(filters, options, where))
  const rows = result.rows
  let total = rows.length ? num(rows[0].total) : 0
  if (rows.length === 0 && filters.offset > 0) {
    const count = await db.execute<Row>(sql`select count(*)::int as total ${FROM} where ${where}`)
    total = num(count.rows[0]?.total)
  }
  return { results: rows.map((r) => toRow(r, options.withCosts)), total }
}

function toRow(r: Row, withCosts: boolean): HistoricRow {
  return {
    id: num(r.id),
    machine: String(r.machine),
    machineLine: String(r.machineLine),
    machineHashCode: String(r.machineHashCode),
    idM: num(r.idM),
    insertTimestamp: num(r.insertTimestamp),
    reference: String(r.reference),
    job: strOrNull(r.job),
    customer: strOrNull(r.customer),
    operator: strOrNull(r.operator),
    material: strOrNull(r.material),
    width: numOrNull(r.width),
    format: numOrNull(r.format),
    numColor: numOrNull(r.numColor),
    dateStart: isoOrNull(r.dateStart) ?? '',
    dateFinish: isoOrNull(r.dateFinish),
    duration: Math.max(0, Math.round(num(r.duration))),
    speedTotal: num(r.speedTotal),
    speedTurning: num(r.speedTurning),
    wasteMeter: num(r.wasteMeter),
    cleanMeter: num(r.cleanMeter),
    totalMeter: num(r.totalMeter),
    numRoll: num(r.numRoll),
    progress: numOrNull(r.progress),
    poCost: withCosts ? numOrNull(r.poCost) : null,
    poCostSurface: withCosts ? numOrNull(r.poCostSurface) : null,
  }
}
