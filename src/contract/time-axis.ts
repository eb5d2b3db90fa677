/**
 * How a time axis names its ticks, from the span it shows (the order's speed histogram on the
 * screen, the analytics dashboard on the server). A span within a day reads the clock; a longer
 * one read as the clock alone went "09:58, 09:19, 08:40…" across twelve days, as if time ran
 * backwards. With ticks a day or more apart the day alone says it.
 */
export type AxisTickStyle = 'time' | 'dayTime' | 'day'

const DAY_MS = 86_400_000

/** `ticks` is how many ticks split the span (7 ticks: 6 steps). */
export function axisTickStyle(spanMs: number, ticks = 7): AxisTickStyle {
  if (spanMs <= DAY_MS) return 'time'
  return spanMs / Math.max(1, ticks - 1) < DAY_MS ? 'dayTime' : 'day'
}
