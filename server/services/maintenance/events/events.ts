/**
 * Reading work orders (GET /maintenanceEvent): the filters of spec 001 §7 over the user's
 * machines, state codes 1-4 with outdated derived from the plant's today, paging and order. A
 * non-manager sees only the work orders assigned to them (spec 001 §6).
 */
import { type SQL, sql } from 'drizzle-orm'
import {
  eventFacts,
  type MaintenanceEvent,
  type MaintenanceEventQuery,
} from '../../../../src/contract/maintenance'
import { displayState, type EventFacts } from '../../../../src/contract/maintenance-rules'
import type { TaskUsage } from '../../../../src/contract/maintenance-usage'
import type { DbOrTx } from '../../../db/client'
import { type CustomerJobRow, customerJobColumns, customerJobOf } from './work-order-job'

export interface EventReader {
  userId: number
  machineIds: number[]
  /** Managers see every work order of their machines; others only their own. */
  seesAll: boolean
}

type Row = {
  id: number
  task_id: number
  task_name: string
  type: MaintenanceEvent['type']
  condition: MaintenanceEvent['condition']
  frequency: MaintenanceEvent['frequency']
  usage: TaskUsage | null
  risk: number
  machine_id: number | null
  machine_name: string | null
  asset_id: number | null
  asset_name: string | null
  operator_user_id: number | null
  operator_name: string | null
  state: number
  date: string
  original_date: string
  postpone_count: number
  duration_minutes: number | null
  notes: string | null
  version: number
  has_instructions: boolean
  total?: number
} & CustomerJobRow

const select = sql`
  select e.id, e.task_id, t.name as task_name, t.type, t.condition, t.frequency, t.usage, t.risk,
    e.machine_id, m.name as machine_name, e.asset_id, a.name as asset_name,
    e.operator_user_id, u.display_name as operator_name, e.state, e.date::text as date,
    e.original_date::text as original_date, e.postpone_count, e.duration_minutes, e.notes, e.version,
    (t.file_id is not null) as has_instructions, ${customerJobColumns}`
export const eventsFrom = sql`
  from maintenance_events e
  join maintenance_tasks t on t.id = e.task_id
  left join machines m on m.id = e.machine_id
  left join maintenance_assets a on a.id = e.asset_id
  left join users u on u.id = e.operator_user_id`

export function toWire(row: Row, today: string): MaintenanceEvent {
  const state = row.state as EventFacts['state']
  return {
    id: row.id,
    taskId: row.task_id,
    taskName: row.task_name,
    type: row.type,
    condition: row.condition,
    frequency: row.frequency,
    usage: row.usage,
    risk: row.risk,
    machineId: row.machine_id,
    machineName: row.machine_name,
    assetId: row.asset_id,
    assetName: row.asset_name,
    operatorUserId: row.operator_user_id,
    operatorName: row.operator_name,
    state,
    displayState: displayState({ state, date: row.date }, today),
    date: row.date,
    originalDate: row.original_date,
    postponeCount: row.postpone_count,
    durationMinutes: row.duration_minutes,
    notes: row.notes,
    version: row.version,
    hasInstructions: Boolean(row.has_instructions),
    ...customerJobOf(row),
  }
}

/** The rule module's view of a stored work order. */
export const factsOf = eventFacts

const ids = (list: number[]) => `{${list.join(',')}}`

function stateCondition(codes: Array<1 | 2 | 3 | 4>, today: string): SQL {
  const parts: SQL[] = []
  const open = sql`e.state in (1, 5)`
  if (codes.includes(1)) parts.push(sql`(${open} and e.date >= ${today}::date)`)
  if (codes.includes(2)) parts.push(sql`e.state = 2`)
  if (codes.includes(3)) parts.push(sql`e.state = 3`)
  if (codes.includes(4)) parts.push(sql`(${open} and e.date < ${today}::date)`)
  return sql`(${sql.join(parts, sql` or `)})`
}

const orderBy = (today: string) => ({
  // Today and the coming days first, earliest first; then the past, latest first.
  next: sql`(e.date < ${today}::date) asc, case when e.date >= ${today}::date then e.date end asc, e.date desc, e.id asc`,
  date: sql`e.date asc, e.id asc`,
  '-date': sql`e.date desc, e.id desc`,
  // Level 1 is the highest risk (spec 001 §9); unclassified work (0) comes after every level either way.
  risk: sql`(t.risk = 0) asc, t.risk asc, e.date asc, e.id asc`,
  '-risk': sql`(t.risk = 0) asc, t.risk desc, e.date asc, e.id asc`,
})

export type EventFilters = Omit<MaintenanceEventQuery, 'maintenanceStates' | 'limit' | 'offset' | 'orderBy'>

/** The scope (machines, own work orders) and the filters every maintenance read shares. */
export function filterConditions(reader: EventReader, query: EventFilters): SQL[] {
  const where: SQL[] = [sql`e.machine_id = any(${ids(reader.machineIds)}::int[])`, sql`t.deleted_at is null`]
  if (!reader.seesAll) where.push(sql`e.operator_user_id = ${reader.userId}`)
  if (query.machines) where.push(sql`e.machine_id = any(${ids(query.machines)}::int[])`)
  if (query.assets) where.push(sql`e.asset_id = any(${ids(query.assets)}::int[])`)
  if (query.operators) where.push(sql`e.operator_user_id = any(${ids(query.operators)}::int[])`)
  if (query.tasks) where.push(sql`e.task_id = any(${ids(query.tasks)}::int[])`)
  if (query.risks) where.push(sql`t.risk = any(${ids(query.risks)}::int[])`)
  if (query.maintenanceFrequencies) {
    where.push(sql`t.frequency = any(${`{${query.maintenanceFrequencies.join(',')}}`}::text[])`)
  }
  if (query.initialDate) where.push(sql`e.date >= ${query.initialDate}::date`)
  if (query.finalDate) where.push(sql`e.date <= ${query.finalDate}::date`)
  return where
}

export async function listEvents(
  db: DbOrTx,
  reader: EventReader,
  query: MaintenanceEventQuery,
  today: string,
): Promise<{ total: number; results: MaintenanceEvent[] }> {
  if (reader.machineIds.length === 0) return { total: 0, results: [] }
  const where = [...filterConditions(reader, query), stateCondition(query.maintenanceStates, today)]
  const rows = await db.execute<Row>(sql`
    ${select}, count(*) over ()::int as total
    ${eventsFrom}
    where ${sql.join(where, sql` and `)}
    order by ${orderBy(today)[query.orderBy]}
    limit ${query.limit} offset ${query.offset}`)
  const total = rows.rows[0]?.total ?? (query.offset > 0 ? await countOnly(db, where) : 0)
  return { total: Number(total), results: rows.rows.map((r) => toWire(r, today)) }
}

async function countOnly(db: DbOrTx, where: SQL[]) {
  const rows = await db.execute<{ n: number }>(
    sql`select count(*)::int as n ${eventsFrom} where ${sql.join(where, sql` and `)}`,
  )
  return rows.rows[0]?.n ?? 0
}

export async function findEvent(
  db: DbOrTx,
  id: number,
  today: string,
  lock = false,
): Promise<MaintenanceEvent | null> {
  const rows = await db.execute<Row>(
    sql`${select} ${eventsFrom} where e.id = ${id} ${lock ? sql`for update of e` : sql``}`,
  )
  return rows.rows[0] ? toWire(rows.rows[0], today) : null
}
