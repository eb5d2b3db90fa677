/**
 * The plant's time zone for the client: every time a person reads is formatted in it and every
 * time a person types or picks is read in it (the formatters and parsePlantTime of
 * lib/format/date.ts), as the server's documents do (server/documents/plant-time.ts). The session sets it (offline/session-store)
 * from its machines' plant; until then, and for a session kept from before the session carried it,
 * the device's zone stands in. Kept free of dayjs: the session store loads with the first page.
 */

import { type WallParts, zoneWallParts } from '@/contract/wall-clock'

let current: string | undefined

/** The device's IANA zone, or undefined when the runtime cannot tell. */
export function deviceZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
  } catch {
    return undefined
  }
}

const validZones = new Map<string, boolean>()

/**
 * Whether the runtime knows the zone. The list of canonical zones answers first: the first
 * Intl.DateTimeFormat of a page initialises ICU's date data, about 75 ms on a slow phone's CPU,
 * and here it sat in the boot's session read, before the first screen's requests could leave
 * (issue 30). An alias the list leaves out ('Europe/Kiev', 'US/Eastern') still gets a formatter.
 */
function isValidZone(zone: string): boolean {
  let ok = validZones.get(zone)
  if (ok === undefined) {
    ok = canonicalZones().has(zone) || formatterAccepts(zone)
    validZones.set(zone, ok)
  }
  return ok
}

let canonical: Set<string> | undefined

function canonicalZones(): Set<string> {
  if (!canonical) {
    try {
      canonical = new Set(Intl.supportedValuesOf('timeZone'))
    } catch {
      canonical = new Set()
    }
  }
  return canonical
}

/**
 * Builds the page's first date formatter now, so that ICU's date data is ready before the first
 * screen formats a time. The boot calls it once the first screen's requests are on their way: the
 * main thread would otherwise wait on the network then, and the first render is that much shorter.
 */
export function prepareDateFormatting(): void {
  formatterAccepts(plantZone() ?? 'UTC')
}

function formatterAccepts(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** Sets the plant's zone (undefined or an unknown zone: the device's stands in). */
export function setPlantZone(zone: string | null | undefined): void {
  current = zone && isValidZone(zone) ? zone : undefined
}

/** The plant's zone when known, else the device's; undefined only when neither is known. */
export function plantZone(): string | undefined {
  return current ?? deviceZone()
}

/**
 * True when the plant's zone (or the one given) is known and the device's clock reads another
 * time than it now.
 */
export function deviceDiffersFromPlant(now = Date.now(), zone = current): boolean {
  const device = deviceZone()
  if (!zone || !device || zone === device || !isValidZone(zone)) return false
  return offsetAt(zone, now) !== offsetAt(device, now)
}

export type { WallParts }

/**
 * The calendar fields of an instant on a zone's wall clock (default: the plant's), for the few
 * places that must not load dayjs (the offline indicator is on every page).
 */
export function wallParts(instant: number, zone = plantZone()): WallParts {
  return zoneWallParts(instant, zone)
}

/** The zone's offset from UTC at an instant, in minutes. */
export function offsetAt(zone: string, instant: number): number {
  const p = wallParts(instant, zone)
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000)
}

/**
 * The zone of a user's plant from the machines of the session: the zone most of them share (a
 * user's machines are in one plant in practice); undefined without machines or zones.
 */
export function sessionPlantZone(
  machines: readonly { plant?: { timeZone?: string } }[] | undefined,
): string | undefined {
  const counts = new Map<string, number>()
  // A session kept from an older version (or a partial one) may lack machines or zones.
  for (const m of Array.isArray(machines) ? machines : []) {
    const zone = m?.plant?.timeZone
    if (zone) counts.set(zone, (counts.get(zone) ?? 0) + 1)
  }
  let best: string | undefined
  let most = 0
  for (const [zone, n] of counts) {
    if (n > most) {
      best = zone
      most = n
    }
  }
  return best
}
