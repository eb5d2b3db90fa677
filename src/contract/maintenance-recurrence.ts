/**
 * The days a recurring maintenance task falls on (spec 002 §9 frequencies, spec 001 §9 working
 * days): pure, shared by the server (it generates the work orders) and the client (the task form
 * previews the next dates). Days are plant-local yyyy-MM-dd strings, computed on UTC dates so no
 * time zone or daylight-saving change can move them.
 *
 * Rules:
 * - monthly and yearly keep the anchor's day of the month: the 31st falls on each month's last day
 *   (30 April, 28 or 29 February) and comes back to the 31st after; 29 February falls on 28
 *   February in common years;
 * - a day that is not a working day moves to the next working day; if that day already has an
 *   occurrence (a daily task over a weekend), it is not doubled;
 * - 'none' is the anchor day alone; 'custom' repeats every `customDays` days.
 */

import type { Frequency } from './maintenance-frequencies'

export { type Frequency, frequencies } from './maintenance-frequencies'

export interface Recurrence {
  frequency: Frequency
  /** The first day, yyyy-MM-dd. */
  anchor: string
  /** For 'custom': every so many days (1 or more). */
  customDays?: number | null
}

/** ISO weekdays the plant works: 1 Monday ... 7 Sunday. */
export type WorkingDays = readonly number[]

export const DEFAULT_WORKING_DAYS: WorkingDays = [1, 2, 3, 4, 5]

/** More than this many occurrences in one call is a mistake (a daily task over decades). */
export const MAX_OCCURRENCES = 3660

const DAY_MS = 86_400_000

function parseDay(day: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!m) throw new RangeError(`not a yyyy-MM-dd day: ${day}`)
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  if (date.getUTCDate() !== Number(m[3]) || date.getUTCMonth() !== Number(m[2]) - 1) {
    throw new RangeError(`no such day: ${day}`)
  }
  return date
}

const formatDay = (date: Date) => date.toISOString().slice(0, 10)

/** The day in month `monthIndex` (may run past 11) of `year` nearest to `day` without overflowing. */
function clampedDay(year: number, monthIndex: number, day: number): Date {
  const last = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate()
  return new Date(Date.UTC(year, monthIndex, Math.min(day, last)))
}

/** The n-th occurrence (0 = the anchor) before any working-day shift. */
function nth(recurrence: Recurrence, anchor: Date, n: number): Date {
  const y = anchor.getUTCFullYear()
  const mo = anchor.getUTCMonth()
  const d = anchor.getUTCDate()
  switch (recurrence.frequency) {
    case 'daily':
      return new Date(anchor.getTime() + n * DAY_MS)
    case 'weekly':
      return new Date(anchor.getTime() + n * 7 * DAY_MS)
    case 'custom':
      return new Date(anchor.getTime() + n * Math.max(1, Math.floor(recurrence.customDays ?? 1)) * DAY_MS)
    case 'monthly':
      return clampedDay(y, mo + n, d)
    case 'yearly':
      return clampedDay(y + n, mo, d)
    case 'none':
      return anchor
  }
}

const isoWeekday = (date: Date) => ((date.getUTCDay() + 6) % 7) + 1

/**
 * The same day if the plant works on it, else the next day it does. Forward, never back, as CMMS
 * usually move a due date: work planned on a Saturday is done on Monday, never pulled into a
 * Friday that was planned without it, and a shifted day is never before the day it was due.
 */
export function nextWorkingDay(date: Date, workingDays: WorkingDays): Date {
  if (workingDays.length === 0) return date
  let day = date
  while (!workingDays.includes(isoWeekday(day))) day = new Date(day.getTime() + DAY_MS)
  return day
}

/** nextWorkingDay over a yyyy-MM-dd day (for generators that move a day, like the demo seed). */
export const nextWorkingDayOf = (day: string, workingDays: WorkingDays): string =>
  formatDay(nextWorkingDay(parseDay(day), workingDays))

/**
 * The occurrence days from `from` to `to` (both included), in order, each on a working day.
 * Occurrences before `from` are skipped, not shifted into the window.
 */
export function occurrences(
  recurrence: Recurrence,
  from: string,
  to: string,
  workingDays: WorkingDays = DEFAULT_WORKING_DAYS,
): string[] {
  const anchor = parseDay(recurrence.anchor)
  const start = parseDay(from).getTime()
  const end = parseDay(to).getTime()
  const out: string[] = []
  for (let n = 0; ; n++) {
    const planned = nth(recurrence, anchor, n)
    if (planned.getTime() > end) break
    const day = nextWorkingDay(planned, workingDays)
    if (day.getTime() >= start && day.getTime() <= end) {
      const text = formatDay(day)
      if (out.at(-1) !== text) out.push(text)
    }
    if (recurrence.frequency === 'none' || out.length >= MAX_OCCURRENCES) break
  }
  return out
}
