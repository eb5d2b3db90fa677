/**
 * What the state periods, inactivities and power-offs of some machines add up to per plant-local
 * day, as rows (machine_id, day, source, state, seconds, meters): from the rollups kept by the
 * triggers of migration 0005 plus the rows still open (up to `now`), or, for the tests and the
 * benchmark's side-by-side, all of it from the raw rows. Both cut periods at local midnight with
 * the same SQL function (local_day_parts), so they agree to rounding.
 *
 * source: 1 state period, 2 inactivity, 3 power-off (ADR 019).
 */
import { type SQL, sql } from 'drizzle-orm'
import { inMachines } from '../production/machine-scope'

export type PartsFrom = 'rollups' | 'raw'

export interface PartsQuery {
  machineIds: readonly number[]
  /** Plant-local days, inclusive. */
  from: string
  to: string
  now: Date
}

const sources = [
  { table: 'state_periods', source: 1, meters: 'r.meters' },
  { table: 'inactivities', source: 2, meters: 'r.meters' },
  { table: 'power_offs', source: 3, meters: '0' },
] as const

/** The rows of one raw table cut by local day; `open` keeps only the rows still running. */
function rawParts(table: (typeof sources)[number], q: PartsQuery, open: boolean): SQL {
  const finish = sql`coalesce(r.date_finish, ${q.now.toISOString()}::timestamptz)`
  return sql`
    select r.machine_id, x.day, ${sql.raw(String(table.source))}::int as source, r.state::int as state,
      x.seconds, ${sql.raw(table.meters)} * x.seconds / extract(epoch from ${finish} - r.date_start) as meters
    from ${sql.raw(table.table)} r
    join machines m on m.id = r.machine_id join plants p on p.id = m.plant_id
    cross join lateral local_day_parts(r.date_start, ${finish}, p.timezone) x
    where ${inMachines(sql`r.machine_id`, q.machineIds)}
      and ${open ? sql`r.date_finish is null` : sql`true`}
      and r.date_start < (${q.to}::date + 1)::timestamp at time zone p.timezone
      and ${finish} > ${q.from}::date::timestamp at time zone p.timezone
      and x.day between ${q.from}::date and ${q.to}::date`
}

export function dayParts(q: PartsQuery, from: PartsFrom): SQL {
  if (from === 'raw')
    return sql.join(
      sources.map((s) => rawParts(s, q, false)),
      sql` union all `,
    )
  const kept = sql`
    select machine_id, day, source::int, state::int, seconds, meters from machine_day_stats
    where ${inMachines(sql`machine_id`, q.machineIds)} and day between ${q.from}::date and ${q.to}::date`
  return sql.join([kept, ...sources.map((s) => rawParts(s, q, true))], sql` union all `)
}
