/**
 * The maintenance dashboard (GET /maintenanceEvent/dashboard) and the filter lists
 * (GET /maintenanceEvent/data), over the same scope and filters as the list (events.ts).
 */
import { sql } from 'drizzle-orm'
import type { MaintenanceDashboard, MaintenanceData } from '../../../../src/contract/maintenance'
import { frequencies } from '../../../../src/contract/maintenance-recurrence'
import type { DbOrTx } from '../../../db/client'
import { type EventFilters, type EventReader, eventsFrom, filterConditions } from './events'

const DAY = 86_400_000
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10)
/** The Monday of a day's ISO week. */
export function weekStart(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7
  return addDays(day, -weekday)
}

const WEEKS = 8

export async function dashboard(
  db: DbOrTx,
  reader: EventReader,
  filters: EventFilters,
  today: string,
): Promise<MaintenanceDashboard> {
  const empty: MaintenanceDashboard = {
    today,
    byState: { open: 0, done: 0, cancelled: 0, outdated: 0 },
    byRisk: [0, 1, 2, 3, 4, 5].map((risk) => ({ risk, open: 0, outdated: 0 })),
    dueToday: 0,
    dueThisWeek: 0,
    weeks: Array.from({ length: WEEKS }, (_, i) => ({
      weekStart: addDays(weekStart(today), -7 * (WEEKS - 1 - i)),
      planned: 0,
      done: 0,
    })),
  }
  if (reader.machineIds.length === 0) return empty
  const where = sql.join(filterConditions(reader, filters), sql` and `)
  const firstWeek = empty.weeks[0].weekStart
  const rows = await db.execute<{
    kind: string
    risk: number | null
    n: number
  }>(sql`
    with scoped as (
      select e.state, e.date, t.risk, (e.state in (1, 5)) as open ${eventsFrom} where ${where}
    )
    select 'open' as kind, null::int as risk, count(*)::int as n from scoped where open and date >= ${today}::date
    union all select 'outdated', null, count(*)::int from scoped where open and date < ${today}::date
    union all select 'done', null, count(*)::int from scoped where state = 2
    union all select 'cancelled', null, count(*)::int from scoped where state = 3
    union all select 'dueToday', null, count(*)::int from scoped where open and date = ${today}::date
    union all select 'dueThisWeek', null, count(*)::int from scoped
      where open and date between ${today}::date and ${addDays(today, 6)}::date
    union all select 'riskOpen', risk, count(*)::int from scoped where open and date >= ${today}::date group by risk
    union all select 'riskOutdated', risk, count(*)::int from scoped where open and date < ${today}::date group by risk
    union all select 'planned:' || date_trunc('week', date)::date::text, null, count(*)::int from scoped
      where date >= ${firstWeek}::date and date <= ${today}::date and state <> 3 group by date_trunc('week', date)
    union all select 'done:' || date_trunc('week', date)::date::text, null, count(*)::int from scoped
      where date >= ${firstWeek}::date and date <= ${today}::date and state = 2 group by date_trunc('week', date)`)
  const out = empty
  for (const { kind, risk, n } of rows.rows) {
    if (kind === 'open' || kind === 'outdated' || kind === 'done' || kind === 'cancelled')
      out.byState[kind] = n
    else if (kind === 'dueToday') out.dueToday = n
    else if (kind === 'dueThisWeek') out.dueThisWeek = n
    else if (kind === 'riskOpen' && risk !== null) out.byRisk[risk].open = n
    else if (kind === 'riskOutdated' && risk !== null) out.byRisk[risk].outdated = n
    else {
      const [what, week] = kind.split(':')
      const bucket = out.weeks.find((w) => w.weekStart === week)
      if (bucket && (what === 'planned' || what === 'done')) bucket[what] = n
    }
  }
  return out
}

export async function maintenanceData(
  db: DbOrTx,
  reader: EventReader,
  plantId: number | null,
): Promise<MaintenanceData> {
  const machineIds = `{${reader.machineIds.join(',')}}`
  const [machines, assets, operators, uncovered] = await Promise.all([
    db.execute<{ id: number; name: string }>(
      sql`select id, name from machines where id = any(${machineIds}::int[]) order by sort_order`,
    ),
    db.execute<{ id: number; name: string; machine_id: number | null }>(sql`
      select id, name, machine_id from maintenance_assets
      where deleted_at is null and (machine_id is null or machine_id = any(${machineIds}::int[]))
        and plant_id = ${plantId ?? -1}
      order by name`),
    // Operators: users of the plant with a maintenance role; a non-manager sees only themself.
    db.execute<{ id: number; name: string }>(sql`
      select id, display_name as name from users
      where plant_id = ${plantId ?? -1}
        and roles && array['ROLE_MAINTENANCE_ASSISTANCE_OPERATOR', 'ROLE_MAINTENANCE_ASSISTANCE_MANAGER']::text[]
        ${reader.seesAll ? sql`` : sql`and id = ${reader.userId}`}
      order by display_name`),
    // Machines nobody can carry work out on: no active user with the operator role is assigned.
    db.execute<{ id: number }>(sql`
      select m.id from machines m
      where m.id = any(${machineIds}::int[]) and not exists (
        select 1 from user_machines um join users u on u.id = um.user_id
        where um.machine_id = m.id and u.is_active
          and 'ROLE_MAINTENANCE_ASSISTANCE_OPERATOR' = any(u.roles))
      order by m.sort_order`),
  ])
  return {
    machines: machines.rows,
    assets: assets.rows.map((a) => ({ id: a.id, name: a.name, machineId: a.machine_id })),
    operators: operators.rows,
    taskTypes: ['adjust', 'clean', 'grease', 'review', 'substitute'],
    taskConditions: ['stopped', 'running', 'locked_out'],
    frequencies: [...frequencies],
    machinesWithoutOperator: uncovered.rows.map((r) => r.id),
  }
}
