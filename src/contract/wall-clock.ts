/**
 * A wall clock's calendar fields at an instant, in a named time zone (or the device's), read from
 * Intl as parts so that no shape depends on a locale's punctuation. The one formatter per zone both
 * sides use: the screens' plant time (src/lib/time/plant-zone.ts), the server's documents
 * (server/documents/plant-time.ts), and the plant's day (zoneDay) every maintenance rule, job-costing
 * period and mail counts "today" by. Building an Intl format costs far more than using one, so
 * each zone's is built once per process.
 */

/** A wall clock's fields at an instant. */
export interface WallParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

const formats = new Map<string, Intl.DateTimeFormat>()

function partsFormat(zone: string | null | undefined): Intl.DateTimeFormat {
  const key = zone ?? ''
  let f = formats.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      ...(zone ? { timeZone: zone } : {}),
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formats.set(key, f)
  }
  return f
}

/** The calendar fields of `instant` on `zone`'s wall clock (the device's zone when none is named). */
export function zoneWallParts(instant: number, zone: string | null | undefined): WallParts {
  const p: Record<string, number> = {}
  for (const part of partsFormat(zone).formatToParts(instant)) {
    if (part.type !== 'literal') p[part.type] = Number(part.value)
  }
  return { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute, second: p.second }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/**
 * The calendar day (yyyy-MM-dd) of `instant` on `zone`'s wall clock: with the plant's zone, the
 * plant's day, the "today" of every rule and badge (a tablet in another zone, or a phone just after
 * midnight UTC, counts the plant's day). The device's zone when none is named.
 */
export function zoneDay(instant: number | Date, zone: string | null | undefined): string {
  const p = zoneWallParts(typeof instant === 'number' ? instant : instant.getTime(), zone)
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`
}
