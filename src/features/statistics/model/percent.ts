/**
 * Percentages of the statistics and inactivity screens (spec 001 §2.2, §4, §9; issue 14).
 *
 * - A donut cannot be more than full: its percentage is clamped to [0, 100] (§9), and a value that
 *   is not a number (a 0/0 upstream) draws an empty donut rather than a broken one.
 * - `share` multiplies before dividing: with whole seconds or counts `part * 100` is exact, so
 *   7 of 100 is exactly 7 (7 / 100 * 100 is 7.000000000000001, which rounding up makes 8).
 * - The inactivity summary rounds process shares DOWN and machine shares UP (§4). Since
 *   ceil(100 - x) = 100 - floor(x), the two always add up to 100 when there is anything at all.
 */

/** A donut's percentage: clamped to [0, 100]; NaN or an infinity draws 0. */
export function capPercent(value: number): number {
  if (!Number.isFinite(value)) return 0
  return Math.min(Math.max(value, 0), 100)
}

/** `part` as a percentage of `whole`; 0 when the whole is 0 (nothing to share). */
export function share(part: number, whole: number): number {
  if (whole === 0) return 0
  const value = (part * 100) / whole
  return Number.isFinite(value) ? value : 0
}

export interface InactivityTotals {
  /** Seconds. */
  duration: number
  count: number
}

export interface InactivityShares {
  process: { durationPercent: number; countPercent: number }
  machine: { durationPercent: number; countPercent: number }
}

/**
 * The summary's % of duration and % of count of process (category 1) and machine (category 2)
 * inactivities, as integers: process rounded down, machine rounded up. All 0 without inactivities.
 */
export function inactivityShares(totals: {
  process: InactivityTotals
  machine: InactivityTotals
}): InactivityShares {
  const { process, machine } = totals
  const duration = process.duration + machine.duration
  const count = process.count + machine.count
  return {
    process: {
      durationPercent: Math.floor(share(process.duration, duration)),
      countPercent: Math.floor(share(process.count, count)),
    },
    machine: {
      durationPercent: Math.ceil(share(machine.duration, duration)),
      countPercent: Math.ceil(share(machine.count, count)),
    },
  }
}
