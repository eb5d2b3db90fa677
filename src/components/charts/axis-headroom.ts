/**
 * Room above the highest value of a chart's value axis (spec 001 §9: axis headroom factors 1.1 and
 * 1.15), so the tallest bar or the highest point stays clear of the frame and of the legend, and
 * a chart of small numbers is not drawn edge to edge. The axis ends exactly at the highest value
 * times the factor; its ticks are round numbers at or below that end, so the labels stay readable
 * (0, 50, 100 rather than 0, 26.1, 52.3...). Pure: the charts (loaded with the chart library) pass
 * their values in.
 */

/** A chart's main value axis. */
export const AXIS_HEADROOM = 1.1
/**
 * The second axis on the right of a two-axis chart (a line over bars): a little more room, so the
 * line's highest point does not sit on the tallest bar's top.
 */
export const AXIS_HEADROOM_RIGHT = 1.15

export interface HeadroomAxis {
  domain: [number, number]
  ticks: number[]
}

export interface HeadroomOptions {
  /** The axis never ends above this (percentages: 100), unless a value itself is above it. */
  cap?: number
  /** Counts (orders, repeats): whole-number ticks only. */
  integer?: boolean
  /** At most this many ticks, 0 included (default 5). */
  tickCount?: number
}

const round = (value: number) => Math.round(value * 1e10) / 1e10

/** The smallest of 1, 2, 2.5, 5 or 10 times a power of ten that is at least `raw`. */
export function niceStep(raw: number): number {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1
  const magnitude = 10 ** Math.floor(Math.log10(raw))
  const fraction = raw / magnitude
  const nice = [1, 2, 2.5, 5, 10].find((n) => fraction <= n + 1e-9) ?? 10
  return round(nice * magnitude)
}

/** The axis end: the highest value times the factor (capped); [0, 1] when nothing is above 0. */
export function headroomMax(
  values: readonly (number | null | undefined)[],
  factor: number = AXIS_HEADROOM,
  cap?: number,
): number {
  let max = 0
  for (const v of values) if (typeof v === 'number' && Number.isFinite(v) && v > max) max = v
  if (max <= 0) return cap !== undefined ? Math.min(1, cap) : 1
  const top = max * factor
  return round(cap !== undefined && top > cap ? Math.max(cap, max) : top)
}

/** The value axis for these values: `domain` and `ticks` as Recharts' YAxis takes them. */
export function headroomAxis(
  values: readonly (number | null | undefined)[],
  factor: number = AXIS_HEADROOM,
  options: HeadroomOptions = {},
): HeadroomAxis {
  const top = headroomMax(values, factor, options.cap)
  const intervals = Math.max(1, (options.tickCount ?? 5) - 1)
  let step = niceStep(top / intervals)
  if (options.integer) step = Math.max(1, Math.ceil(step))
  const ticks: number[] = []
  for (let i = 0; round(i * step) <= top; i++) ticks.push(round(i * step))
  return { domain: [0, top], ticks }
}
