/**
 * What the statistics and productivity screens draw, derived from POST /traceability's records
 * (spec 001 §2.1, §3, §4, §9; issue 14). Pure: seconds, meters and m/min in, numbers out; the
 * components add units, formats and translations.
 *
 * The spec names the charts but not their formulas; these are this app's reading of it, built on
 * the record's fields as ADR 019 defines them (every duration field of a state holds its inactive
 * and powered-off parts; speedTotal is all meters over the powered state time, speedTurning the
 * turning meters over the active turning time):
 *
 * - state time S = durationCm + durationAa + durationEg; inactivity I and power-off P are the sums
 *   of the three states' parts; a state's active part is its time less both parts (never below 0);
 * - powered time = S − P; power on % = (S − P) / period time (the records' periodDuration),
 *   power off % = 100 − power on (time without any state counts as off);
 * - availability % = (S − I − P) / (S − P): of the powered time, the part not stopped;
 * - quality % = meterEg / (meterEg + meterCm + meterAa): turning meters are production, change and
 *   adjustment meters waste; no quality (waste) % = 100 − quality, 0 when nothing ran;
 * - speed = speedTotal weighted by powered time over several records; its reference is maxSpeed
 *   weighted the same way; speed % = speed / reference. The average turning speed weights
 *   speedTurning by the active turning time;
 * - every percentage is capped to [0, 100] (§9), a 0/0 reads 0;
 * - a stacked time bar is cut at one period's seconds (PERIOD_CAP_SECONDS, §9): its parts are
 *   stacked in order and the ones past the cap are shortened, so the bar never passes a period.
 */
import type { TraceabilityRecord } from '@/contract/statistics'
import { capToPeriod, type DataGrouping } from './grouping'
import { capPercent, share } from './percent'

export interface StateParts {
  active: number
  inactivity: number
  poweroff: number
  total: number
}

export interface Accumulated {
  mechanical: StateParts
  adjustment: StateParts
  turning: StateParts
}

type Fields = readonly [keyof TraceabilityRecord, keyof TraceabilityRecord, keyof TraceabilityRecord]
const STATES = {
  mechanical: ['durationCm', 'durationInactivityCm', 'durationPoweroffCm'],
  adjustment: ['durationAa', 'durationInactivityAa', 'durationPoweroffAa'],
  turning: ['durationEg', 'durationInactivityEg', 'durationPoweroffEg'],
} as const satisfies Record<string, Fields>

function parts(records: readonly TraceabilityRecord[], [all, inactive, off]: Fields): StateParts {
  let total = 0
  let inactivity = 0
  let poweroff = 0
  for (const r of records) {
    total += Number(r[all])
    inactivity += Number(r[inactive])
    poweroff += Number(r[off])
  }
  return { active: Math.max(total - inactivity - poweroff, 0), inactivity, poweroff, total }
}

/** Seconds in each state over every record, split into active, inactive and powered-off parts. */
export function accumulated(records: readonly TraceabilityRecord[]): Accumulated {
  return {
    mechanical: parts(records, STATES.mechanical),
    adjustment: parts(records, STATES.adjustment),
    turning: parts(records, STATES.turning),
  }
}

/** The sums the percentages are made of (seconds, meters, and speeds already weighted). */
export interface Totals {
  state: number
  inactivity: number
  poweroff: number
  period: number
  productiveMeters: number
  wasteMeters: number
  orders: number
  ink: number
  printedCodes: number
  /** m/min, weighted by powered time. */
  speed: number
  maxSpeed: number
  /** m/min, weighted by active turning time. */
  turningSpeed: number
}

export function totals(records: readonly TraceabilityRecord[]): Totals {
  const t = {
    state: 0,
    inactivity: 0,
    poweroff: 0,
    period: 0,
    productiveMeters: 0,
    wasteMeters: 0,
    orders: 0,
    ink: 0,
    printedCodes: 0,
  }
  let powered = 0
  let speedSum = 0
  let maxSum = 0
  let turning = 0
  let turningSum = 0
  for (const r of records) {
    const state = r.durationCm + r.durationAa + r.durationEg
    const poweroff = r.durationPoweroffCm + r.durationPoweroffAa + r.durationPoweroffEg
    t.state += state
    t.inactivity += r.durationInactivityCm + r.durationInactivityAa + r.durationInactivityEg
    t.poweroff += poweroff
    t.period += r.periodDuration
    t.productiveMeters += r.meterEg
    t.wasteMeters += r.meterCm + r.meterAa
    t.orders += r.numOrders
    t.ink += r.inkConsumedLiter
    t.printedCodes += r.totalPrintedCode
    const on = Math.max(state - poweroff, 0)
    powered += on
    speedSum += r.speedTotal * on
    maxSum += r.maxSpeed * on
    const activeTurning = Math.max(r.durationEg - r.durationInactivityEg - r.durationPoweroffEg, 0)
    turning += activeTurning
    turningSum += r.speedTurning * activeTurning
  }
  const weighted = (sum: number, weight: number) => (weight > 0 ? sum / weight : 0)
  return {
    ...t,
    speed: weighted(speedSum, powered),
    maxSpeed: weighted(maxSum, powered),
    turningSpeed: weighted(turningSum, turning),
  }
}

export interface Percentages {
  powerOn: number
  powerOff: number
  availability: number
  quality: number
  waste: number
  speed: number
}

/** The percentages of the donuts and the productivity lines, each capped to [0, 100]. */
export function percentages(t: Totals): Percentages {
  const powered = Math.max(t.state - t.poweroff, 0)
  const powerOn = capPercent(share(powered, t.period))
  const meters = t.productiveMeters + t.wasteMeters
  const quality = capPercent(share(t.productiveMeters, meters))
  return {
    powerOn,
    powerOff: t.period > 0 ? capPercent(100 - powerOn) : 0,
    availability: capPercent(share(powered - t.inactivity, powered)),
    quality,
    waste: meters > 0 ? capPercent(100 - quality) : 0,
    speed: capPercent(share(t.speed, t.maxSpeed)),
  }
}

/** The records grouped by period label, in date order (every machine of a period together). */
function byPeriod(records: readonly TraceabilityRecord[]): Array<[string, TraceabilityRecord[]]> {
  const groups = new Map<string, TraceabilityRecord[]>()
  for (const r of records) groups.set(r.label, [...(groups.get(r.label) ?? []), r])
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
}

export interface TrendPoint {
  label: string
  productiveMeters: number
  nonProductiveMeters: number
  orders: number
  powerOnHours: number
  quality: number
  speed: number
  turningSpeed: number
  ink: number
  printedCodes: number
  availability: number
  noQuality: number
}

/** One point per period, the selected machines summed (speeds weighted as in `totals`). */
export function trends(records: readonly TraceabilityRecord[]): TrendPoint[] {
  return byPeriod(records).map(([label, rs]) => {
    const t = totals(rs)
    const p = percentages(t)
    return {
      label,
      productiveMeters: t.productiveMeters,
      nonProductiveMeters: t.wasteMeters,
      orders: t.orders,
      powerOnHours: Math.max(t.state - t.poweroff, 0) / 3600,
      quality: p.quality,
      speed: t.speed,
      turningSpeed: t.turningSpeed,
      ink: t.ink,
      printedCodes: t.printedCodes,
      availability: p.availability,
      noQuality: p.waste,
    }
  })
}

export type ProductivityPoint = Percentages & { label: string }

/** The productivity lines: the percentages of each period. */
export function productivity(records: readonly TraceabilityRecord[]): ProductivityPoint[] {
  return byPeriod(records).map(([label, rs]) => ({ label, ...percentages(totals(rs)) }))
}

export interface TimeBar {
  label: string
  machineId: number
  machineName: string
  /** Seconds, stacked in this order and cut at one period. */
  turning: number
  adjustment: number
  mechanical: number
  inactivity: number
  poweroff: number
}

/** One stacked bar per period and machine, its parts cut so their sum stays within one period. */
export function timeBars(records: readonly TraceabilityRecord[], grouping: DataGrouping): TimeBar[] {
  return byPeriod(records).flatMap(([label, rs]) =>
    [...rs]
      .sort((a, b) => a.machineName.localeCompare(b.machineName))
      .map((r) => {
        const a = accumulated([r])
        const order = [
          a.turning.active,
          a.adjustment.active,
          a.mechanical.active,
          a.turning.inactivity + a.adjustment.inactivity + a.mechanical.inactivity,
          a.turning.poweroff + a.adjustment.poweroff + a.mechanical.poweroff,
        ]
        let room = capToPeriod(
          order.reduce((s, v) => s + v, 0),
          grouping,
        )
        const [turning, adjustment, mechanical, inactivity, poweroff] = order.map((v) => {
          const drawn = Math.min(Math.max(v, 0), room)
          room -= drawn
          return drawn
        })
        return {
          label,
          machineId: r.machineId,
          machineName: r.machineName,
          turning,
          adjustment,
          mechanical,
          inactivity,
          poweroff,
        }
      }),
  )
}

/**
 * A period's name on an axis or in the table, from its first day (yyyy-MM-dd): the day (and the
 * week's Monday) as dd/MM/yyyy, a month as MM/yyyy, a quarter as "Q1 2026", a year as "2026".
 * Locale-free numbers, so no catalog is needed for the axes.
 */
export function periodName(label: string, grouping: DataGrouping): string {
  const [y, m, d] = [label.slice(0, 4), label.slice(5, 7), label.slice(8, 10)]
  if (grouping === 'year') return y
  if (grouping === 'quarter') return `Q${Math.floor((Number(m) - 1) / 3) + 1} ${y}`
  if (grouping === 'month') return `${m}/${y}`
  return `${d}/${m}/${y}`
}

/** The slant of the time bars' labels with several machines, and the room a character takes. */
export const SLANT_DEGREES = 50
const CHAR_PX = 6.2

/**
 * The axis' height for slanted labels: the longest one's rise at the slant, so none is cut at the
 * bottom (issue 32: a fixed 120 px cut "10/11/2026 · Flexo Stack 6C" to "0/11/2026 · …" over its
 * neighbour's text).
 */
export function slantedAxisHeight(labels: readonly string[]): number {
  const longest = Math.max(0, ...labels.map((l) => l.length))
  return Math.ceil(longest * CHAR_PX * Math.sin((SLANT_DEGREES * Math.PI) / 180)) + 16
}
