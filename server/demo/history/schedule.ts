/**
 * Power-off windows of a demo machine: its working schedule (nights, weekends) plus rare unplanned
 * stops. Scheduled stops are dropped in the last hours before the anchor, so the demo opens on a
 * working plant whatever the day; one machine is left powered off on purpose (profiles.ts).
 */
import { localTime, localToUtc } from '../model/clock'
import { unplannedPowerOffReasons } from '../model/names'
import type { Rng } from '../model/prng'
import type { Schedule } from '../model/profiles'
import { MIN, type OffWindow } from './timeline'

const DAY = 86_400_000
const LIVE_MARGIN = 8 * 3_600_000

export function offWindows(
  schedule: Schedule,
  start: number,
  end: number,
  rng: Rng,
  poweredOffAtEnd: boolean,
): OffWindow[] {
  const windows: OffWindow[] = []
  const firstDay = localTime(start).day - 2
  const lastDay = localTime(end).day + 1
  for (let day = firstDay; day <= lastDay; day++) {
    const weekday = (((day + 4) % 7) + 7) % 7 // epoch day 0 was a Thursday
    if (schedule === '24x5' && weekday === 6) {
      windows.push({ start: localToUtc(day, 6), end: localToUtc(day + 2, 6), description: 'Weekend stop' })
    }
    if (schedule === '2-shifts') {
      if (weekday >= 1 && weekday <= 4) {
        windows.push({ start: localToUtc(day, 22), end: localToUtc(day + 1, 6), description: 'Night stop' })
      } else if (weekday === 5) {
        windows.push({ start: localToUtc(day, 22), end: localToUtc(day + 3, 6), description: 'Weekend stop' })
      }
    }
    // About one unplanned stop every two weeks.
    if (rng.chance(1 / 14)) {
      const at = localToUtc(day, 0) + rng.int(0, 1439) * MIN
      windows.push({
        start: at,
        end: at + rng.int(20, 240) * MIN,
        description: rng.pick(unplannedPowerOffReasons),
      })
    }
  }
  const cutoff = end - LIVE_MARGIN
  const merged: OffWindow[] = []
  for (const w of windows.sort((a, b) => a.start - b.start)) {
    const clipped = { ...w, end: Math.min(w.end, cutoff) }
    if (clipped.end <= clipped.start || clipped.end <= start) continue
    const last = merged[merged.length - 1]
    if (last && clipped.start <= last.end) last.end = Math.max(last.end, clipped.end)
    else merged.push(clipped)
  }
  if (poweredOffAtEnd) {
    merged.push({ start: end - rng.int(60, 150) * MIN, end: end + DAY, description: 'Scheduled stop' })
  }
  return merged
}
