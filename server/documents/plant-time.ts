/**
 * Plant time: instants shown as the plant's wall clock shows them, whatever the zone of the server
 * or of the reader. The one place that asks Intl about a time zone: one formatter per zone for the
 * process, read as parts (the calendar fields), from which every printed shape is built by hand,
 * so no shape depends on a locale's punctuation. Pricing's day boundaries (job-costing/pricing-clock)
 * and the Excel date cells use the same parts.
 */
import type { AxisTickStyle } from '../../src/contract/time-axis'
import { zoneWallParts } from '../../src/contract/wall-clock'

/**
 * The wall clock of the plant at an instant, as epoch ms on the UTC axis (its calendar fields read
 * as if UTC): what Excel date cells hold, and `wallTime(t) - t` is the zone's offset at t.
 */
export function wallTime(instant: number, timeZone: string): number {
  const p = zoneWallParts(instant, timeZone)
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
}

/** An instant as the plant's wall-clock time in a Date (see wallTime); null for none or invalid. */
export function wallClock(instant: string | Date | number | null, timeZone: string): Date | null {
  if (instant === null || instant === '') return null
  const date = instant instanceof Date ? instant : new Date(instant)
  if (Number.isNaN(date.getTime())) return null
  return new Date(wallTime(date.getTime(), timeZone))
}

const two = (n: number) => String(n).padStart(2, '0')

/** dd/mm/yyyy of a yyyy-mm-dd day text (a plant-local day needs no zone); '-' for none. */
export function dayText(day: string | null): string {
  if (!day) return '-'
  const [y, m, d] = day.split('-')
  return `${d}/${m}/${y}`
}

/** The printed shapes of plant time in one zone: dd/mm/yyyy hh:mm, hh:mm (24 h). */
export function plantTime(timeZone: string) {
  const wall = (value: string | number | Date) => new Date(wallTime(new Date(value).getTime(), timeZone))
  return {
    instant: (value: string | number | Date) => {
      const w = wall(value)
      return `${two(w.getUTCDate())}/${two(w.getUTCMonth() + 1)}/${w.getUTCFullYear()} ${two(w.getUTCHours())}:${two(w.getUTCMinutes())}`
    },
    time: (value: string | number | Date) => {
      const w = wall(value)
      return `${two(w.getUTCHours())}:${two(w.getUTCMinutes())}`
    },
    day: dayText,
    /** A time axis' tick in the style its span asks for (src/contract/time-axis.ts). */
    tick: (value: string | number | Date, style: AxisTickStyle) => {
      const w = wall(value)
      const day = `${two(w.getUTCDate())}/${two(w.getUTCMonth() + 1)}`
      const clock = `${two(w.getUTCHours())}:${two(w.getUTCMinutes())}`
      return style === 'time' ? clock : style === 'day' ? day : `${day} ${clock}`
    },
  }
}
