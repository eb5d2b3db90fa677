/**
 * POST /traceability-available-dates (spec 001 §3, §7): the first and last instant the machines
 * have production data for, epoch seconds, so the date pickers offer only days with something to
 * show. Read from the state periods' machine index (first and last start), plus the open ones.
 * `lastFullDay` (issue 32) is what statistics and inactivities open on: the last plant-local day
 * before today on which the machines produced (closed production periods with meters, from the
 * day rollups), so the screen opens on a whole day with something in it, not a morning's start.
 */
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { inMachines } from '../production/machine-scope'

export async function availableDates(
  db: DbOrTx,
  machineIds: readonly number[],
  now: Date,
): Promise<{ dateStart: number | null; dateFinish: number | null; lastFullDay: string | null }> {
  if (machineIds.length === 0) return { dateStart: null, dateFinish: null, lastFullDay: null }
  const { rows } = await db.execute<{ first: string | null; last: string | null }>(sql`
    select min(date_start) as first,
      max(coalesce(date_finish, case when date_start <= ${now.toISOString()}::timestamptz
        then ${now.toISOString()}::timestamptz end)) as last
    from state_periods where ${inMachines(sql`machine_id`, machineIds)}`)
  const full = await db.execute<{ day: string | null }>(sql`
    select max(s.day)::text as day from machine_day_stats s
    join machines m on m.id = s.machine_id join plants p on p.id = m.plant_id
    where ${inMachines(sql`s.machine_id`, machineIds)} and s.source = 1 and s.meters > 0
      and s.day < (${now.toISOString()}::timestamptz at time zone p.timezone)::date`)
  const seconds = (v: string | null | undefined) => (v ? Math.floor(new Date(v).getTime() / 1000) : null)
  return {
    dateStart: seconds(rows[0]?.first),
    dateFinish: seconds(rows[0]?.last),
    lastFullDay: full.rows[0]?.day ?? null,
  }
}
