/**
 * The work orders a device keeps for its user (GET /maintenanceEvent/mine, issue 13): the window a
 * technician's shift needs (open work from 14 days back to 28 ahead, closed work of the last 7
 * days), whole, so every list and detail of the area opens offline. `since` narrows the answer to
 * what changed after it: the work order itself, its task (name, instructions), its photos or its
 * history; `ids` is always the whole window so the device can drop the rest.
 */
import { sql } from 'drizzle-orm'
import type { MyWorkOrders } from '../../../../src/contract/maintenance'
import { dayNumber, dayOfNumber } from '../../../../src/contract/maintenance-rules'
import type { DbOrTx } from '../../../db/client'
import type { AuthUser } from '../../../http/principals'
import { eventDetail } from './event-detail'
import { type EventReader, eventsFrom, filterConditions } from './events'

export const WINDOW_OPEN_BACK_DAYS = 14
export const WINDOW_AHEAD_DAYS = 28
export const WINDOW_CLOSED_BACK_DAYS = 7
const CURSOR_OVERLAP_MS = 2_000
/** A manager of many machines: the nearest work orders first, never an unbounded answer. */
export const WINDOW_MAX = 1000

export async function myWorkOrders(
  db: DbOrTx,
  user: AuthUser,
  reader: EventReader,
  options: { today: string; since?: string; now: Date; maxSpanDays: number },
): Promise<MyWorkOrders> {
  const { today } = options
  // A little before now: a write committing while this read runs, or a database clock a little
  // behind the server's, comes again next time rather than never (sending one twice is harmless).
  const cursor = new Date(options.now.getTime() - CURSOR_OVERLAP_MS).toISOString()
  if (reader.machineIds.length === 0) return { cursor, today, ids: [], events: [] }
  const base = dayNumber(today) ?? 0
  const from = dayOfNumber(base - WINDOW_OPEN_BACK_DAYS)
  const closedFrom = dayOfNumber(base - WINDOW_CLOSED_BACK_DAYS)
  const to = dayOfNumber(base + WINDOW_AHEAD_DAYS)
  const where = [
    ...filterConditions(reader, {}),
    sql`e.date <= ${to}::date`,
    sql`((e.state in (1, 5) and e.date >= ${from}::date) or (e.state in (2, 3) and e.date >= ${closedFrom}::date))`,
  ]
  const changed = options.since
    ? sql`(e.updated_at > ${options.since}::timestamptz or t.updated_at > ${options.since}::timestamptz
        or exists (select 1 from maintenance_event_images i where i.event_id = e.id and i.created_at > ${options.since}::timestamptz)
        or exists (select 1 from maintenance_event_history h where h.event_id = e.id and h.at > ${options.since}::timestamptz))`
    : sql`true`
  const rows = await db.execute<{ id: number; changed: boolean }>(sql`
    select e.id, ${changed} as changed
    ${eventsFrom}
    where ${sql.join(where, sql` and `)}
    order by abs(e.date - ${today}::date), e.id
    limit ${WINDOW_MAX}`)
  const events = []
  for (const row of rows.rows) {
    if (row.changed) events.push(await eventDetail(db, user, row.id, today, options.maxSpanDays))
  }
  return { cursor, today, ids: rows.rows.map((r) => r.id), events }
}
