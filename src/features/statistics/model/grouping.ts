/**
 * The data grouping of the statistics screen (spec 001 §2.1, §4, §5, §9; issue 14): which groupings
 * the selector offers for a date range, the grouping to fall back to when the range changes, the
 * bar cap per period and the week default range. Pure: days are plant-local yyyy-MM-dd, inclusive.
 *
 * The period counting and the 30-period limit come from `@/contract/statistics`, so a grouping the
 * selector offers is exactly one the server's POST /traceability accepts (it refuses more than 30
 * periods with a 400).
 *
 * Reading of the spec (ADR 019): §5 and §9 say "at most 30 dates" and §4 and §9 say "grouping
 * enabled only if the range is at least 30 units". Read together, literally, they contradict each
 * other (a 10-day range would offer nothing); what both protect is a chart of at most 30 bars per
 * machine. So a grouping is offered when the range gives AT MOST 30 periods of it: a month offers
 * every grouping, a year offers month, quarter and year but not day (365) or week (53). Every
 * grouping is disabled until the range has an end date (§5), with the reason, so the screen can
 * say why an option is greyed out.
 */

import { dayNumber } from '@/contract/maintenance-rules'
import {
  type DataGrouping,
  dataGroupings,
  periodCount,
  periodStart,
  STATISTICS_MAX_PERIODS,
} from '@/contract/statistics'

export type { DataGrouping }
export { periodCount }

/** Finest first: the order of the selector and of the fallback search. */
export const DATA_GROUPINGS: readonly DataGrouping[] = dataGroupings

/** At most this many periods (bars per machine) in one request. */
export const MAX_PERIODS = STATISTICS_MAX_PERIODS

export type GroupingDisabledReason = 'NO_END_DATE' | 'TOO_MANY_PERIODS'

export interface GroupingOption {
  grouping: DataGrouping
  enabled: boolean
  reason?: GroupingDisabledReason
  /** How many periods the range gives in this grouping (absent without a complete range). */
  periods?: number
}

/** A complete, well-ordered range, or null (no end date yet, a missing start, or not real days). */
function completeRange(
  start: string | null,
  finish: string | null,
): { start: string; finish: string } | null {
  if (start === null || finish === null) return null
  const a = dayNumber(start)
  const b = dayNumber(finish)
  if (a === null || b === null || b < a) return null
  return { start, finish }
}

/**
 * Every grouping with whether the selector offers it for the range. Without a complete range (no
 * end date, which is the case the picker produces, or no start) all are disabled as NO_END_DATE.
 */
export function groupingOptions(start: string | null, finish: string | null): GroupingOption[] {
  const range = completeRange(start, finish)
  return DATA_GROUPINGS.map((grouping) => {
    if (range === null) return { grouping, enabled: false, reason: 'NO_END_DATE' as const }
    const periods = periodCount(range.start, range.finish, grouping)
    return periods <= MAX_PERIODS
      ? { grouping, enabled: true, periods }
      : { grouping, enabled: false, reason: 'TOO_MANY_PERIODS' as const, periods }
  })
}

/**
 * The grouping to use after the range changed: the current one while it is still offered, else the
 * finest offered one (most detail the limit allows). With nothing offered (no end date yet, or a
 * range longer than 30 years) the current one is kept: the selector is disabled anyway.
 */
export function bestGrouping(
  start: string | null,
  finish: string | null,
  current: DataGrouping,
): DataGrouping {
  const options = groupingOptions(start, finish)
  if (options.some((o) => o.grouping === current && o.enabled)) return current
  return options.find((o) => o.enabled)?.grouping ?? current
}

/**
 * One period's seconds (spec 001 §9): a stacked time bar is capped here. The server cuts days at
 * plant-local midnight, so a day across a daylight-saving change can hold 25 h: the bar still stops
 * at 24 h, as the spec fixes (month 31 days, quarter 90, year 365).
 */
export const PERIOD_CAP_SECONDS: Readonly<Record<DataGrouping, number>> = {
  day: 86_400,
  week: 604_800,
  month: 2_678_400,
  quarter: 7_776_000,
  year: 31_536_000,
}

/** Seconds drawn for one bar: within [0, one period]; not a number draws nothing. */
export function capToPeriod(seconds: number, grouping: DataGrouping): number {
  if (Number.isNaN(seconds)) return 0
  return Math.min(Math.max(seconds, 0), PERIOD_CAP_SECONDS[grouping])
}

export interface DayRange {
  start: string
  finish: string
}

/**
 * The dates week grouping starts with when machines are chosen and no dates are (spec 001 §4): the
 * first day of the month of the last available date, through that date (a single day when that
 * date is the 1st). Null when the last available day is unknown or not a real day.
 */
export function weekDefaultRange(lastAvailableDay: string | null): DayRange | null {
  if (lastAvailableDay === null || dayNumber(lastAvailableDay) === null) return null
  return { start: periodStart(lastAvailableDay, 'month'), finish: lastAvailableDay }
}

/** Whether the week default applies: week grouping, at least one machine, and neither date set. */
export const needsWeekDefault = (f: {
  grouping: DataGrouping
  machineIds: readonly number[]
  start: string | null
  finish: string | null
}): boolean => f.grouping === 'week' && f.machineIds.length > 0 && f.start === null && f.finish === null
