import type { TagUnit } from '@/contract/machine-tags'
import { celsiusToFahrenheit } from '@/contract/units'
import type { UnitPreferences } from '@/lib/format/unit-preferences'

/** What a period series holds at a time: the period containing it (the last one at a shared end). */
export function periodAt<P extends { start: number; end: number }>(
  periods: readonly P[],
  time: number,
): P | null {
  let found: P | null = null
  for (const p of periods) if (p.start <= time && time <= p.end) found = p
  return found
}

/** A step line through segments of one value each: a horizontal run per segment, joined where they touch. */
export function stepPath(
  segments: readonly { start: number; end: number; value: number }[],
  x: (time: number) => number,
  y: (value: number) => number,
): string {
  let path = ''
  let lastEnd: number | null = null
  for (const s of segments) {
    const pen = lastEnd !== null && lastEnd === s.start
    path += `${pen ? 'L' : 'M'}${x(s.start).toFixed(1)},${y(s.value).toFixed(1)}L${x(s.end).toFixed(1)},${y(s.value).toFixed(1)}`
    lastEnd = s.end
  }
  return path
}

const NEWTON_TO_LBF = 0.224_809
const BAR_TO_PSI = 14.503_77

/**
 * A tag's values in the user's units: °C to °F by the temperature preference; newtons to pounds-force
 * and bar to PSI for the imperial system (spec 002 §3.1 shows tensions in lbs and pressures in PSI).
 */
export function tagUnitIn(
  unit: TagUnit | null,
  prefs: UnitPreferences,
): { label: string; convert: (v: number) => number } {
  const same = (label: string) => ({ label, convert: (v: number) => v })
  const imperial = prefs.length === 'ft'
  switch (unit) {
    case '°C':
      return prefs.temperature === 'F' ? { label: '°F', convert: celsiusToFahrenheit } : same('°C')
    case 'N':
      return imperial ? { label: 'lbf', convert: (v) => v * NEWTON_TO_LBF } : same('N')
    case 'bar':
      return imperial ? { label: 'psi', convert: (v) => v * BAR_TO_PSI } : same('bar')
    case '%':
      return same('%')
    default:
      return same('')
  }
}

/** A tag's lowest and highest value, padded a little, so its line fills the tag lane. */
export function tagRange(points: readonly (readonly [number, number])[]): [number, number] {
  if (points.length === 0) return [0, 1]
  let low = Number.POSITIVE_INFINITY
  let high = Number.NEGATIVE_INFINITY
  for (const [, v] of points) {
    if (v < low) low = v
    if (v > high) high = v
  }
  const pad = (high - low) * 0.1 || Math.max(1, Math.abs(high) * 0.05)
  return [low - pad, high + pad]
}
