/**
 * Plant-local time for the demo (Europe/Madrid, the demo plant's zone) without a timezone
 * library: EU summer time runs from the last Sunday of March to the last Sunday of October,
 * both at 01:00 UTC. Shifts are 06-14, 14-22 and 22-06 local.
 */
const HOUR = 3_600_000

function lastSundayUtc(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0, 1))
  return last.getTime() - last.getUTCDay() * 24 * HOUR
}

/** Offset of Madrid from UTC at an instant, in ms. */
export function madridOffset(ms: number): number {
  const year = new Date(ms).getUTCFullYear()
  const summer = ms >= lastSundayUtc(year, 2) && ms < lastSundayUtc(year, 9)
  return summer ? 2 * HOUR : HOUR
}

export interface LocalTime {
  /** 0 Sunday .. 6 Saturday */
  weekday: number
  hour: number
  minute: number
  /** Days since the epoch in local time: a stable day number. */
  day: number
}

export function localTime(ms: number): LocalTime {
  const local = ms + madridOffset(ms)
  const d = new Date(local)
  return {
    weekday: d.getUTCDay(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    day: Math.floor(local / (24 * HOUR)),
  }
}

/** The UTC instant of a local wall-clock time (day = local day number, hour may exceed 24). */
export function localToUtc(day: number, hour: number): number {
  const wall = day * 24 * HOUR + hour * HOUR
  const guess = wall - HOUR
  return wall - madridOffset(guess)
}

/** 0 morning (06-14), 1 afternoon (14-22), 2 night (22-06). */
export function shiftOf(ms: number): number {
  const { hour } = localTime(ms)
  if (hour >= 6 && hour < 14) return 0
  if (hour >= 14 && hour < 22) return 1
  return 2
}

/** The next shift change strictly after ms. */
export function nextShiftChange(ms: number): number {
  const { day } = localTime(ms)
  for (const d of [day - 1, day, day + 1]) {
    for (const h of [6, 14, 22]) {
      const at = localToUtc(d, h)
      if (at > ms) return at
    }
  }
  return localToUtc(day + 2, 6)
}

/** The week number (local, Monday-based) used to rotate crews between shifts. */
export function weekOf(ms: number): number {
  const { day } = localTime(ms)
  // Epoch day 0 was a Thursday; +3 makes weeks start on Monday.
  return Math.floor((day + 3) / 7)
}
