/**
 * Time periods of an order (state periods, inactivities, power-offs, operator shifts) as epoch
 * milliseconds; an open period (end null) runs to `now`. Durations come out in seconds.
 */
export interface Period {
  start: number
  end: number | null
}

/** The period's end, or `now` while it is open. */
export const endOf = (p: Period, now: number) => p.end ?? Math.max(now, p.start)

/** Seconds the period lasts (to `now` while open); never negative. */
export const seconds = (p: Period, now: number) => Math.max(0, endOf(p, now) - p.start) / 1000

/** Seconds `a` and `b` share. */
export function overlapSeconds(a: Period, b: Period, now: number): number {
  const start = Math.max(a.start, b.start)
  const end = Math.min(endOf(a, now), endOf(b, now))
  return Math.max(0, end - start) / 1000
}

/** Seconds of `window` covered by `periods` (periods assumed not to overlap each other). */
export const coveredSeconds = (window: Period, periods: readonly Period[], now: number) =>
  periods.reduce((sum, p) => sum + overlapSeconds(window, p, now), 0)

/** Whether the instant falls inside the window (start inclusive, end exclusive). */
export const within = (instant: number, window: Period, now: number) =>
  instant >= window.start && instant < endOf(window, now)

/** Sum of a list's values. */
export const sumOf = <T>(items: readonly T[], value: (item: T) => number) =>
  items.reduce((sum, item) => sum + value(item), 0)
