/**
 * POST /traceability (spec 001 §3, §7; the speeds as server/services/ingest/aggregates.ts defines them): per machine and period of the grouping, where the time went
 * (state, inactive and powered-off seconds per state), the meters, the speeds, the orders and, on
 * digital machines, ink and printed codes. Built from the per-day parts (day-parts.ts) summed into
 * periods that start on the day, Monday, first of the month, quarter or year; a period is clipped
 * to the range, and its duration is counted in plant-local days (23 to 25 hours across DST).
 */
import { sql } from 'drizzle-orm'
import type { DataGrouping, TraceabilityRecord } from '../../../src/contract/statistics'
import type { DbOrTx } from '../../db/client'
import { inMachines } from '../production/machine-scope'
import { dayParts, type PartsFrom } from './day-parts'

export interface TraceabilityQuery {
  machineIds: readonly number[]
  startDate: string
  finishDate: string
  grouping: DataGrouping
  now: Date
}

interface Row {
  machine_id: number
  machine_name: string
  label: string
  max_speed: number
  period_seconds: number
  [column: string]: unknown
}

const states = { Cm: 1, Aa: 2, Eg: 3 } as const
const periodLength: Record<DataGrouping, string> = {
  day: '1 day',
  week: '7 days',
  month: '1 month',
  quarter: '3 months',
  year: '1 year',
}
const num = (v: unknown) => Number(v ?? 0)

export async function traceability(
  db: DbOrTx,
  q: TraceabilityQuery,
  from: PartsFrom = 'rollups',
): Promise<TraceabilityRecord[]> {
  if (q.machineIds.length === 0) return []
  const bucket = sql.raw(`'${q.grouping}'`)
  const sums = Object.entries(states).flatMap(([name, state]) => [
    sql`, sum(seconds) filter (where source = 1 and state = ${sql.raw(String(state))}) as ${sql.raw(`duration_${name}`)}`,
    sql`, sum(seconds) filter (where source = 2 and state = ${sql.raw(String(state))}) as ${sql.raw(`inactivity_${name}`)}`,
    sql`, sum(seconds) filter (where source = 3 and state = ${sql.raw(String(state))}) as ${sql.raw(`poweroff_${name}`)}`,
    sql`, sum(meters) filter (where source = 1 and state = ${sql.raw(String(state))}) as ${sql.raw(`meter_${name}`)}`,
  ])
  const { rows } = await db.execute<Row>(sql`
    with parts as (${dayParts({ machineIds: q.machineIds, from: q.startDate, to: q.finishDate, now: q.now }, from)}),
    sums as (
      select machine_id as s_machine, date_trunc(${bucket}, day)::date as s_label
        ${sql.join(sums, sql``)},
        sum(meters) filter (where source = 2) as inactivity_meter
      from parts group by 1, 2
    ),
    orders as (
      select o.machine_id, date_trunc(${bucket}, (o.date_start at time zone p.timezone)::date)::date as label,
        count(*) as num_orders, sum(pc.ink_consumed_liter) as ink, sum(pc.total_printed_code) as codes
      from production_orders o
      join machines m on m.id = o.machine_id join plants p on p.id = m.plant_id
      left join printed_codes pc on pc.order_id = o.id
      where ${inMachines(sql`o.machine_id`, q.machineIds)} and o.parent_order_id is null
        and o.date_start >= ${q.startDate}::date::timestamp at time zone p.timezone
        and o.date_start < (${q.finishDate}::date + 1)::timestamp at time zone p.timezone
      group by 1, 2
    ),
    keys as (select s_machine as machine_id, s_label as label from sums union select machine_id, label from orders)
    select k.machine_id, m.name as machine_name, to_char(k.label, 'YYYY-MM-DD') as label, m.max_speed,
      extract(epoch from
        (least((k.label + ${sql.raw(`interval '${periodLength[q.grouping]}'`)})::date, ${q.finishDate}::date + 1)::timestamp at time zone p.timezone)
        - (greatest(k.label, ${q.startDate}::date)::timestamp at time zone p.timezone)) as period_seconds,
      s.*, o.num_orders, o.ink, o.codes
    from keys k
    join machines m on m.id = k.machine_id join plants p on p.id = m.plant_id
    left join sums s on s.s_machine = k.machine_id and s.s_label = k.label
    left join orders o on o.machine_id = k.machine_id and o.label = k.label
    order by k.label, m.name, k.machine_id`)
  return rows.map(toRecord)
}

function toRecord(r: Row): TraceabilityRecord {
  const d = (kind: string, name: string) => num(r[`${kind}_${name.toLowerCase()}`])
  const durationCm = d('duration', 'Cm')
  const durationAa = d('duration', 'Aa')
  const durationEg = d('duration', 'Eg')
  const poweroff = d('poweroff', 'Cm') + d('poweroff', 'Aa') + d('poweroff', 'Eg')
  const meters = d('meter', 'Cm') + d('meter', 'Aa') + d('meter', 'Eg')
  const activeTurning = durationEg - d('inactivity', 'Eg') - d('poweroff', 'Eg')
  return {
    machineId: r.machine_id,
    machineName: r.machine_name,
    label: r.label,
    maxSpeed: num(r.max_speed),
    durationCm,
    durationAa,
    durationEg,
    durationInactivityCm: d('inactivity', 'Cm'),
    durationInactivityAa: d('inactivity', 'Aa'),
    durationInactivityEg: d('inactivity', 'Eg'),
    durationPoweroffCm: d('poweroff', 'Cm'),
    durationPoweroffAa: d('poweroff', 'Aa'),
    durationPoweroffEg: d('poweroff', 'Eg'),
    speedTotal: speed(meters, durationCm + durationAa + durationEg - poweroff),
    speedTurning: speed(d('meter', 'Eg'), activeTurning),
    meterCm: d('meter', 'Cm'),
    meterAa: d('meter', 'Aa'),
    meterEg: d('meter', 'Eg'),
    inactivityMeter: num(r.inactivity_meter),
    numOrders: num(r.num_orders),
    periodDuration: num(r.period_seconds),
    inkConsumedLiter: num(r.ink),
    totalPrintedCode: num(r.codes),
  }
}

/** m/min with two decimals, 0 without time (the same rule as metersPerMinute in SQL). */
const speed = (meters: number, seconds: number) =>
  seconds > 0 ? Math.round((meters / (seconds / 60)) * 100) / 100 : 0
