/**
 * POST /traceability-available-dates (spec 001 §3, §7): the first and last instant the machines
 * have production data for, epoch seconds, so the date pickers offer only days with something to
 * show. Read from the state periods' machine index (first and last start), plus the open ones.
 */
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { inMachines } from '../production/machine-scope'

export async function availableDates(
  db: DbOrTx,
  machineIds: readonly number[],
  now: Date,
): Promise<{ dateStart: number | null; dateFinish: number | null }> {
  if (machineIds.length === 0) return { dateStart: null, dateFinish: null }
  const { rows } = await db.execute<{ first: string | null; last: string | null }>(sql`
    select min(date_start) as first,
      max(coalesce(date_finish, case when date_start <= ${now.toISOString()}::timestamptz
        then ${now.toISOString()}::timestamptz end)) as last
    from state_periods where ${inMachines(sql`machine_id`, machineIds)}`)
  const seconds = (v: string | null | undefined) => (v ? Math.floor(new Date(v).getTime() / 1000) : null)
  return { dateStart: seconds(rows[0]?.first), dateFinish: seconds(rows[0]?.last) }
}
