/**
 * Day arithmetic of price periods: which plant-local days an edit changes, so that marking
 * (marking.ts) touches only the orders of those days. Days are yyyy-MM-dd texts (they compare as
 * strings); a range includes both ends; `to` null is open-ended.
 */
import { dayBefore } from '../../../src/contract/job-costing-rules'
import type { DayRange } from './marking'

export function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return next.toISOString().slice(0, 10)
}

const minDay = (a: string, b: string) => (a < b ? a : b)
const maxDay = (a: string, b: string) => (a > b ? a : b)
/** The earlier of two finishes, null being the end of time. */
const minFinish = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : minDay(a, b))

/** The days of `range` outside `cut` (none, one or two ranges). */
function subtract(range: DayRange, cut: DayRange | null): DayRange[] {
  if (cut === null) return [range]
  const parts: DayRange[] = []
  if (range.from < cut.from) parts.push({ from: range.from, to: dayBefore(cut.from) ?? cut.from })
  if (cut.to !== null && (range.to === null || range.to > cut.to))
    parts.push({ from: dayAfter(cut.to), to: range.to })
  return parts
}

function intersection(a: DayRange, b: DayRange): DayRange | null {
  const from = maxDay(a.from, b.from)
  const to = minFinish(a.to, b.to)
  return to !== null && to < from ? null : { from, to }
}

/**
 * The days a period edit changes: with its prices or slots changed, every day it covered before or
 * covers now; with only its dates moved, the days it gained or lost.
 */
export function changedDays(before: DayRange, after: DayRange, pricesChanged: boolean): DayRange[] {
  if (pricesChanged) return [before, after]
  const common = intersection(before, after)
  return [...subtract(before, common), ...subtract(after, common)]
}

/** Only the ranges that reach back to `today` or before: later days hold no finished order yet. */
export const pastRanges = (ranges: readonly DayRange[], today: string) =>
  ranges.filter((r) => r.from <= today)
