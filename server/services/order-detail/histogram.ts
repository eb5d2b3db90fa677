/**
 * GET /api/order/histogram: the speed chart of an order (spec 000 §3.4 histogram data). The speed
 * samples of the order's span are down-sampled on the server (downsample.ts) to at most
 * HISTOGRAM_MAX_POINTS, so a three-day order does not send 4,320 points a phone cannot draw;
 * the periods (states, rolls, inactivities, power-offs, operators, maintenance tasks) go as
 * [start, end] pairs in epoch ms, open ones ending at the time of the answer. The set point,
 * productivity and tag values come from the same samples (histogram-series.ts, ADR 044); tag values
 * only for a technician (`withTags`), else null.
 */
import { sql } from 'drizzle-orm'
import { HISTOGRAM_MAX_POINTS, type OrderHistogram } from '../../../src/contract/order-detail'
import type { DbOrTx } from '../../db/client'
import { num, strOrNull } from '../../db/sql-values'
import { downsample, median, type Sample } from './downsample'
import { type FoundOrder, ms } from './find-order'
import { productivityPeriods, setPointSegments, tagSeries } from './histogram-series'
import { endOf } from './intervals'
import { loadOrderRows } from './order-record'

const stateKeys = { 1: 'CM', 2: 'AA', 3: 'EG' } as const

export async function orderHistogram(
  db: DbOrTx,
  order: FoundOrder,
  machineMaxSpeed: number,
  now: Date,
  /** Tag values are a technician's (the report and the dashboard leave them out). */
  { withTags }: { withTags: boolean } = { withTags: false },
): Promise<OrderHistogram> {
  const start = new Date(order.dateStart).toISOString()
  const until = order.dateFinish ?? now.getTime()
  const [rows, samples, tasks] = await Promise.all([
    loadOrderRows(db, order, machineMaxSpeed, now),
    db.execute<Record<string, unknown>>(sql`
      select ts, speed, clean_meter, speed_set_point${withTags ? sql`, tags` : sql``} from speed_samples
      where machine_id = ${order.machineId} and ts >= ${start}::timestamptz
        and ts <= ${new Date(until).toISOString()}::timestamptz
      order by ts`),
    // Work orders of the machine completed during the order: a point where they were closed.
    db.execute<Record<string, unknown>>(sql`
      select t.name, e.updated_at from maintenance_events e
      join maintenance_tasks t on t.id = e.task_id
      where e.machine_id = ${order.machineId} and e.state = 2
        and e.updated_at >= ${start}::timestamptz and e.updated_at <= ${new Date(until).toISOString()}::timestamptz
      order by e.updated_at
      limit 200`),
  ])
  const times = samples.rows.map((r) => ms(r.ts) as number)
  const series: Sample[] = samples.rows.map((r, i) => [times[i], num(r.speed)])
  const t = now.getTime()
  const span = <P extends { start: number; end: number | null }>(p: P) => ({
    start: p.start,
    end: endOf(p, t),
  })
  const states: OrderHistogram['states'] = { CM: [], AA: [], EG: [] }
  for (const s of rows.states) {
    const key = stateKeys[s.state as 1 | 2 | 3]
    if (key) states[key].push(span(s))
  }
  return {
    dataInit: order.dateStart,
    dataFi: until,
    speeds: downsample(series, HISTOGRAM_MAX_POINTS).map(([time, value]) => [time, value]),
    sampleCount: series.length,
    maxSpeed: machineMaxSpeed,
    median: median(series.map(([, v]) => v).filter((v) => v > 0)),
    metersTotal: Math.round((order.cleanMeter + order.wasteMeter) * 100) / 100,
    states,
    rolls: rows.rolls.map((r) => ({ number: r.number, ...span(r) })),
    inactivities: rows.inactivities.map((i) => ({
      state: i.state,
      description: i.description,
      reasonCode: i.reasonCode,
      ...span(i),
    })),
    powerOffs: rows.powerOffs.map((p) => ({ description: p.description, ...span(p) })),
    operators: rows.operators.map((o) => ({ name: o.name, ...span(o) })),
    tasks: tasks.rows.map((r) => {
      const at = ms(r.updated_at) as number
      return { type: 1 as const, name: strOrNull(r.name) ?? '', start: at, end: at }
    }),
    setPoints: setPointSegments(
      samples.rows.map((r, i) => [times[i], r.speed_set_point == null ? null : num(r.speed_set_point)]),
    ),
    productivity: productivityPeriods(
      samples.rows.map((r, i) => [times[i], num(r.clean_meter)]),
      order.dateStart,
      until,
      machineMaxSpeed,
    ),
    tagValues: withTags ? tagSeries(samples.rows.map((r, i) => [times[i], tagsOf(r.tags)])) : null,
  }
}

/** A jsonb value as the driver gives it: an object from node-postgres and PGlite, text from some. */
function tagsOf(value: unknown): Record<string, number> | null {
  const parsed = typeof value === 'string' ? JSON.parse(value) : value
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : null
}
