/**
 * The order detail's figures, computed from the order's stored rows (issue 10, spec 000 §3.4):
 * - totalTime = active + inactive seconds = the order's span minus its power-off time (power-off
 *   time counts in neither and is shown apart);
 * - availability = (totalTime - inactivityTime) / totalTime;
 * - production = productiveMeters / totalMeters, totalMeters = productiveMeters + wasteMeters;
 * - clean speed = productive meters over active minutes; turning speed = turning meters over
 *   turning minutes; the gauges compare both with the machine's maximum speed;
 * - state blocks are summed from the state periods, with the inactivities and power-offs
 *   recorded in that state.
 * Pure: the SQL that loads the rows is in order-record.ts.
 */
import type {
  OperatorAggregate,
  OrderChart,
  OrderInactivity,
  OrderPowerOff,
  OrderRoll,
  StateBlock,
} from '../../../src/contract/order-detail'
import { coveredSeconds, endOf, overlapSeconds, type Period, seconds, sumOf, within } from './intervals'

export interface StateRow extends Period {
  state: number
  meters: number
}
export interface InactivityRow extends Period {
  id: number
  state: number
  category: number
  description: string
  reasonCode: string | null
  meters: number
}
export interface PowerOffRow extends Period {
  id: number
  state: number
  description: string | null
}
export interface RollRow extends Period {
  number: number
  cleanMeter: number
  wasteMeter: number
}
/** An operator's period on the order, with the machine's meter counters at its ends. */
export interface OperatorRow extends Period {
  name: string
  cleanAtStart: number
  wasteAtStart: number
  cleanAtEnd: number
  wasteAtEnd: number
}

export interface OrderRows {
  span: Period
  targetMeter: number
  cleanMeter: number
  wasteMeter: number
  maxSpeedReached: number
  machineMaxSpeed: number
  states: StateRow[]
  inactivities: InactivityRow[]
  powerOffs: PowerOffRow[]
  rolls: RollRow[]
  operators: OperatorRow[]
}

const round = (n: number, decimals = 2) => {
  const f = 10 ** decimals
  return Math.round(n * f) / f
}
const percent = (part: number, whole: number) => (whole > 0 ? round((part / whole) * 100) : null)
const perMinute = (meters: number, secs: number) => (secs > 0 ? round(meters / (secs / 60)) : 0)
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

export function orderChart(rows: OrderRows, now: number): OrderChart {
  const span = seconds(rows.span, now)
  const powerOffTime = coveredSeconds(rows.span, rows.powerOffs, now)
  const totalTime = Math.max(0, span - powerOffTime)
  const inactivityTime = Math.min(totalTime, coveredSeconds(rows.span, rows.inactivities, now))
  const totalMeters = rows.cleanMeter + rows.wasteMeter
  const turning = rows.states.filter((s) => s.state === 3)
  const turningTime = coveredSeconds(rows.span, turning, now)
  return {
    progress: {
      progress: percent(rows.cleanMeter, rows.targetMeter),
      targetMeters: round(rows.targetMeter),
      productionMeters: round(rows.cleanMeter),
      // Every roll, the current one included; operator rows share them out (rollOperators).
      countRolls: rows.rolls.length,
    },
    availability: {
      availability: percent(totalTime - inactivityTime, totalTime),
      totalTime: round(totalTime, 0),
      inactivityTime: round(inactivityTime, 0),
      inactivitiesCount: rows.inactivities.length,
      powerOffTime: round(powerOffTime, 0),
    },
    production: {
      production: percent(rows.cleanMeter, totalMeters),
      totalMeters: round(totalMeters),
      productiveMeters: round(rows.cleanMeter),
      wasteMeters: round(rows.wasteMeter),
    },
    speed: {
      averageSpeed: perMinute(rows.cleanMeter, totalTime - inactivityTime),
      averageTurningSpeed: perMinute(
        sumOf(turning, (s) => s.meters),
        turningTime,
      ),
      maxSpeed: rows.machineMaxSpeed,
      maxSpeedReached: round(rows.maxSpeedReached),
    },
  }
}

export function stateBlocks(rows: OrderRows, now: number): StateBlock[] {
  return ([1, 2, 3] as const).map((state) => {
    const periods = rows.states.filter((s) => s.state === state)
    const inactivities = rows.inactivities.filter((i) => i.state === state)
    const start = periods.length ? Math.min(...periods.map((p) => p.start)) : null
    const open = periods.some((p) => p.end === null)
    const finish = periods.length && !open ? Math.max(...periods.map((p) => p.end as number)) : null
    return {
      state,
      dateStart: iso(start),
      dateFinish: iso(finish),
      time: start === null ? 0 : round(((finish ?? Math.max(now, start)) - start) / 1000, 0),
      stateTime: round(
        sumOf(periods, (p) => seconds(p, now)),
        0,
      ),
      inactivityTime: round(
        sumOf(inactivities, (i) => seconds(i, now)),
        0,
      ),
      inactivityCount: inactivities.length,
      powerOffTime: round(
        sumOf(
          rows.powerOffs.filter((p) => p.state === state),
          (p) => seconds(p, now),
        ),
        0,
      ),
      meters: round(sumOf(periods, (p) => p.meters)),
      inactivityMeters: state === 3 ? round(sumOf(inactivities, (i) => i.meters)) : null,
    }
  })
}

/**
 * Who made each roll, in the order of `rows.rolls`: the operator on when it was cut (its end; the
 * current roll, now). The one roll count of the order: the page's and the report's count is the
 * length of this list and each operator row's count its share of it, so they always add up
 * (issue 44: the last roll of a finished order ends with the operator's period, and the current
 * roll of a running one has no end, and both were counted for the order but for no operator). A
 * roll cut while no operator was on goes to the one who was on last before (or the first one).
 */
export function rollOperators(rows: OrderRows, now: number): Array<string | null> {
  return rows.rolls.map((roll) => {
    const cut = endOf(roll, now)
    const on =
      rows.operators.find((w) => within(cut, w, now)) ??
      rows.operators.findLast((w) => w.start <= cut) ??
      rows.operators[0]
    return on?.name ?? null
  })
}

/** Per operator name, over all of that operator's periods on the order (spec 001 §3). */
export function operatorAggregates(rows: OrderRows, now: number): OperatorAggregate[] {
  const rollsBy = rollOperators(rows, now)
  const byName = new Map<string, OperatorRow[]>()
  for (const o of rows.operators) byName.set(o.name, [...(byName.get(o.name) ?? []), o])
  const turning = rows.states.filter((s) => s.state === 3)
  return [...byName.entries()].map(([name, shifts]) => {
    const sum = (f: (w: OperatorRow) => number) => sumOf(shifts, f)
    const totalTime = sum((w) => overlapSeconds(w, rows.span, now) - coveredSeconds(w, rows.powerOffs, now))
    const inactivityTime = sum((w) => coveredSeconds(w, rows.inactivities, now))
    const turningTime = sum((w) => coveredSeconds(w, turning, now))
    // Turning meters shared out by the part of each turning period the operator was on.
    const turningMeters = sum((w) =>
      sumOf(turning, (p) => {
        const length = seconds(p, now)
        return length > 0 ? (p.meters * overlapSeconds(w, p, now)) / length : 0
      }),
    )
    const cleanMeter = Math.max(
      0,
      sum((w) => w.cleanAtEnd - w.cleanAtStart),
    )
    const wasteMeter = Math.max(
      0,
      sum((w) => w.wasteAtEnd - w.wasteAtStart),
    )
    const open = shifts.some((w) => w.end === null)
    return {
      name,
      dateStart: iso(Math.min(...shifts.map((w) => w.start))) as string,
      dateFinish: open ? null : iso(Math.max(...shifts.map((w) => endOf(w, now)))),
      totalTime: round(Math.max(0, totalTime), 0),
      totalMeters: round(cleanMeter + wasteMeter),
      cleanMeter: round(cleanMeter),
      wasteMeter: round(wasteMeter),
      inactivityTime: round(inactivityTime, 0),
      turningTime: round(turningTime, 0),
      nInactivities: rows.inactivities.filter((i) => shifts.some((w) => within(i.start, w, now))).length,
      nRolls: rollsBy.filter((operator) => operator === name).length,
      averageSpeed: perMinute(cleanMeter, totalTime - inactivityTime),
      turningSpeed: perMinute(turningMeters, turningTime),
    }
  })
}

export const rollList = (rows: OrderRows, now: number): OrderRoll[] =>
  rows.rolls.map((r) => ({
    number: r.number,
    dateStart: iso(r.start) as string,
    dateFinish: iso(r.end),
    duration: round(seconds(r, now), 0),
    cleanMeter: round(r.cleanMeter),
    wasteMeter: round(r.wasteMeter),
  }))

export const inactivityList = (rows: OrderRows, now: number): OrderInactivity[] =>
  rows.inactivities.map((i) => ({
    id: i.id,
    state: i.state,
    category: i.category,
    description: i.description,
    reasonCode: i.reasonCode,
    dateStart: iso(i.start) as string,
    dateFinish: iso(i.end),
    duration: round(seconds(i, now), 0),
    meters: round(i.meters),
  }))

export const powerOffList = (rows: OrderRows, now: number): OrderPowerOff[] =>
  rows.powerOffs.map((p) => ({
    id: p.id,
    state: p.state,
    description: p.description,
    dateStart: iso(p.start) as string,
    dateFinish: iso(p.end),
    duration: round(seconds(p, now), 0),
  }))
