/**
 * The historical orders search (POST /api/order/historic, spec 000 §2.4, §3.3).
 *
 * Two lean queries, so that a page costs about its own rows and not the whole history:
 * - the page: a top-N over production_orders alone, ordered by (dateStart desc, id desc), which
 *   the partial indexes orders_list_idx and orders_machine_list_idx (top-level orders) answer by
 *   walking backwards (see pageIds); the outer query then joins names and aggregates operators
 *   for those page rows only;
 * - the total: count(*) with the same conditions, skipped when the page shows it (a short page).
 * Every filter is a condition on the order row: job values and lines are sets of ids that
 * Postgres hashes once (ownOrJob), never a join per order.
 *
 * An order's customer, material, width, format and number of colours are its own values, or
 * its job's when the order has none. Progress is clean / target * 100 (null without a target);
 * the progress filter compares it rounded to an integer: 1 '>100%', 2 '=100%', 3 '<100%'.
 * Date filters are plant-local days: orders whose start falls in
 * [date_start 00:00, date_finish + 1 day 00:00) in the plant's timezone (historic-conditions.ts).
 */
import { type SQL, sql } from 'drizzle-orm'
import type { HistoricResponse, HistoricRow } from '../../../src/contract/historic'
import type { Db, DbOrTx } from '../../db/client'
import { isoOrNull, num, numOrNull, strOrNull } from '../../db/sql-values'
import { elapsedSeconds, rounded } from '../production/kpis'
import { inMachines } from '../production/machine-scope'
import { orderProgressShown } from '../production/order-progress'
import { intArray } from '../production/sql-arrays'
import { buildConditions } from './historic-conditions'
import { countableByDay, dayCountQuery } from './historic-count'
import type { HistoricFilters } from './historic-filters'
import { plantReadCaches } from './read-cache'

type Row = Record<string, unknown>

export interface HistoricOptions {
  /** The user's plant (its timezone defines the days of the date filters). */
  plantId: number | null
  /** Cost figures are only for ROLE_JOB_COSTING. */
  withCosts: boolean
  now: Date
}

/**
 * Without row filters and for the first pages, each machine gives its newest offset + limit
 * orders (an ordered walk of orders_machine_list_idx, which the planner picks even without table
 * statistics, as on PGlite where nothing runs ANALYZE; one ordered scan of all matches then costs
 * a sort of the whole history) and the page is cut from their merge. Otherwise, and past
 * MERGE_MAX_ROWS, it is one ordered scan of all matches.
 */
const MERGE_MAX_ROWS = 1000

function pageIds(filters: HistoricFilters, conds: SQL[]) {
  const { limit, offset, machineIds } = filters
  // Filters that drop most rows make each machine's walk read all of its orders: one scan is better.
  const rowFilters = Boolean(
    filters.customers ||
      filters.materials ||
      filters.operators ||
      filters.orderTexts ||
      filters.jobTexts ||
      filters.progress ||
      filters.widths ||
      filters.formats,
  )
  if (machineIds.length === 1 || rowFilters || offset + limit > MERGE_MAX_ROWS) {
    return sql`
      select po.id, po.date_start from production_orders po
      where ${sql.join([inMachines(sql`po.machine_id`, machineIds), ...conds], sql` and `)}
      order by po.date_start desc, po.id desc
      limit ${limit} offset ${offset}`
  }
  return sql`
    select x.id, x.date_start
    from unnest(${intArray(machineIds)}) as mid(id)
    cross join lateral (
      select po.id, po.date_start from production_orders po
      where ${sql.join([sql`po.machine_id = mid.id`, ...conds], sql` and `)}
      order by po.date_start desc, po.id desc
      limit ${offset + limit}
    ) x
    order by x.date_start desc, x.id desc
    limit ${limit} offset ${offset}`
}

/** The page query (exported so its plan can be inspected with EXPLAIN). */
export function historicPageQuery(
  filters: HistoricFilters,
  options: HistoricOptions,
  conds = buildConditions(filters, options.plantId),
) {
  return sql`
    with page as (${pageIds(filters, conds)})
    select
      po.id, m.name as machine, ml.name as "machineLine", m.hash_code as "machineHashCode",
      po.id_on_machine as "idM", po.insert_timestamp::float8 as "insertTimestamp",
      po.reference, j.reference as job, c.name as customer, ops.names as operator, mat.name as material,
      coalesce(po.width, j.width) as width, coalesce(po.format, j.format) as format,
      coalesce(po.num_color, j.num_color) as "numColor",
      po.date_start as "dateStart", po.date_finish as "dateFinish",
      ${elapsedSeconds(sql`po.date_start`, sql`po.date_finish`, options.now)}::float8 as duration,
      ${rounded(sql`po.speed_total`, 1)} as "speedTotal", ${rounded(sql`po.speed_turning`, 1)} as "speedTurning",
      ${rounded(sql`po.waste_meter`, 2)} as "wasteMeter", ${rounded(sql`po.clean_meter`, 2)} as "cleanMeter",
      ${rounded(sql`po.clean_meter + po.waste_meter`, 2)} as "totalMeter", po.num_roll as "numRoll",
      ${orderProgressShown('po')} as progress,
      po.po_cost as "poCost", po.po_cost_surface as "poCostSurface"
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
    order by page.date_start desc, page.id desc
  `
}

/** The count query (exported for EXPLAIN as well). */
export function historicCountQuery(
  filters: HistoricFilters,
  options: HistoricOptions,
  conds = buildConditions(filters, options.plantId),
) {
  const where = sql.join([inMachines(sql`po.machine_id`, filters.machineIds), ...conds], sql` and `)
  return sql`select count(*)::int as total from production_orders po where ${where}`
}

export async function searchHistoric(
  db: DbOrTx,
  filters: HistoricFilters,
  options: HistoricOptions,
): Promise<HistoricResponse> {
  if (filters.machineIds.length === 0) return { results: [], total: 0 }
  const conds = buildConditions(filters, options.plantId)
  const { rows } = await db.execute<Row>(historicPageQuery(filters, options, conds))
  // A short page ends the list, so it tells the total itself (unless it is empty past the end).
  const shortPage = rows.length < filters.limit && (rows.length > 0 || filters.offset === 0)
  const total = shortPage ? filters.offset + rows.length : await countOrders(db, filters, options, conds)
  return { results: rows.map((r) => toRow(r, options.withCosts)), total }
}

/** The total: summed by day when the search allows it (historic-count.ts), else counted. */
async function countOrders(db: DbOrTx, filters: HistoricFilters, options: HistoricOptions, conds?: SQL[]) {
  if (options.plantId !== null && countableByDay(filters)) {
    const byDay = (await db.execute<Row>(dayCountQuery(filters, options.plantId))).rows[0]?.total
    if (byDay !== null && byDay !== undefined) return num(byDay)
  }
  return num((await db.execute<Row>(historicCountQuery(filters, options, conds))).rows[0]?.total)
}

/** How many orders match (the export checks its cap with it before streaming). */
export async function countHistoric(db: DbOrTx, filters: HistoricFilters, options: HistoricOptions) {
  if (filters.machineIds.length === 0) return 0
  return countOrders(db, filters, options)
}

/**
 * Every matching order in the list's order, `size` at a time (the Excel export). Each batch
 * starts after the last row of the previous one (keyset, read from the row itself so no
 * timestamp precision is lost), so a batch costs the same at the end of the history as at its start.
 */
export async function* historicBatches(
  db: DbOrTx,
  filters: HistoricFilters,
  options: HistoricOptions,
  size = 1000,
): AsyncGenerator<HistoricRow[]> {
  if (filters.machineIds.length === 0) return
  const base = buildConditions(filters, options.plantId)
  let lastId: number | null = null
  for (;;) {
    const conds =
      lastId === null
        ? base
        : [
            ...base,
            sql`(po.date_start, po.id) < (select date_start, id from production_orders where id = ${lastId}::int)`,
          ]
    const page = { ...filters, limit: size, offset: 0 }
    const { rows } = await db.execute<Row>(historicPageQuery(page, options, conds))
    if (rows.length === 0) return
    yield rows.map((r) => toRow(r, options.withCosts))
    if (rows.length < size) return
    lastId = num(rows[rows.length - 1]?.id)
  }
}

/**
 * searchHistoric through the plant's short-lived cache (read-cache.ts; docs/decisions/007): the
 * same search (same machine scope, cost visibility and normalised filters) within the TTL, or
 * while one is running, is answered once.
 */
export function searchHistoricCached(
  db: Db,
  filters: HistoricFilters,
  options: HistoricOptions,
): Promise<HistoricResponse> {
  if (options.plantId === null) return searchHistoric(db, filters, options)
  const key = JSON.stringify([options.withCosts, filters])
  return plantReadCaches(db).historic.get(options.plantId, key, () => searchHistoric(db, filters, options))
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
