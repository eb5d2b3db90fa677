/**
 * POST /inactivities (spec 001 §2.2, §3, §7): one machine's inactivity reasons over plant-local
 * days, merged by reason code (else by description, ADR 034) within their category (1 process,
 * 2 machine): seconds cut at the
 * range's edges, repeats counted on the day each started. From the daily rollups plus the rows
 * still open, or all from the raw rows (tests, benchmark). The durations agree with the
 * statistics screen's inactivity parts (traceability.ts) for the same machine and range: both
 * cut with local_day_parts.
 */
import { type SQL, sql } from 'drizzle-orm'
import type { InactivityRecord } from '../../../src/contract/statistics'
import type { DbOrTx } from '../../db/client'
import type { PartsFrom } from './day-parts'

export interface InactivityQuery {
  machineId: number
  startDate: string
  finishDate: string
  now: Date
}

function rawRows(q: InactivityQuery, openOnly: boolean): SQL {
  const finish = sql`coalesce(r.date_finish, ${q.now.toISOString()}::timestamptz)`
  return sql`
    select r.category::int as category, coalesce(r.reason_code, '') as reason_code, r.description, x.seconds,
      (case when x.day = (r.date_start at time zone p.timezone)::date then 1 else 0 end) as repeats
    from inactivities r
    join machines m on m.id = r.machine_id join plants p on p.id = m.plant_id
    cross join lateral local_day_parts(r.date_start, ${finish}, p.timezone) x
    where r.machine_id = ${q.machineId}::int and ${openOnly ? sql`r.date_finish is null` : sql`true`}
      and r.date_start < (${q.finishDate}::date + 1)::timestamp at time zone p.timezone
      and ${finish} > ${q.startDate}::date::timestamp at time zone p.timezone
      and x.day between ${q.startDate}::date and ${q.finishDate}::date`
}

export async function inactivityStats(
  db: DbOrTx,
  q: InactivityQuery,
  from: PartsFrom = 'rollups',
): Promise<InactivityRecord[]> {
  const parts =
    from === 'raw'
      ? rawRows(q, false)
      : sql`
        select category::int, reason_code, description, seconds, repeats from machine_day_inactivities
        where machine_id = ${q.machineId}::int and day between ${q.startDate}::date and ${q.finishDate}::date
        union all ${rawRows(q, true)}`
  const { rows } = await db.execute<{
    category: number
    reason_code: string
    description: string
    seconds: number
    repeats: number
  }>(sql`
    select category, reason_code, min(description) as description,
      sum(seconds)::float8 as seconds, sum(repeats)::int as repeats
    from (${parts}) parts group by 1, 2, case when reason_code = '' then description end
    having sum(seconds) > 0.0005 or sum(repeats) > 0
    order by seconds desc, description, category`)
  return rows.map((r, index) => ({
    id: index + 1,
    description: r.description,
    reasonCode: r.reason_code || null,
    category: r.category === 1 ? 1 : 2,
    repeats: Number(r.repeats),
    duration: Math.round(Number(r.seconds) * 1000) / 1000,
  }))
}
