import {
  celsiusToFahrenheit,
  fahrenheitToCelsius,
  feetToMeters,
  inchesToMm,
  metersToFeet,
  mmToInches,
} from '@/contract/units'
import type { UnitPreferences } from '@/lib/format/unit-preferences'

/**
 * A measure as the form shows it: the order stores mm, meters and °C; the user types in their own
 * units (spec 000 §3.1 preferences). Two promises:
 * - a value shown and saved unchanged is stored unchanged (a round trip never drifts): an order saved
 *   at 200 mm and opened by an inch user shows 7.87 in and is saved back at 200 mm, not 199.9;
 * - a range shown to the user holds only values the stored range accepts (min rounded up, max down).
 */
export interface ShownMeasure {
  unit: string
  /** Decimals the input accepts and shows. */
  decimals: number
  toShown: (stored: number) => number
  toStored: (shown: number) => number
}

const same = (v: number) => v

export const widthMeasure = (prefs: Pick<UnitPreferences, 'width'>): ShownMeasure =>
  prefs.width === 'in'
    ? { unit: 'in', decimals: 2, toShown: mmToInches, toStored: inchesToMm }
    : { unit: 'mm', decimals: 1, toShown: same, toStored: same }

export const lengthMeasure = (prefs: Pick<UnitPreferences, 'length'>): ShownMeasure =>
  prefs.length === 'ft'
    ? { unit: 'ft', decimals: 1, toShown: metersToFeet, toStored: feetToMeters }
    : { unit: 'm', decimals: 1, toShown: same, toStored: same }

export const temperatureMeasure = (prefs: Pick<UnitPreferences, 'temperature'>): ShownMeasure =>
  prefs.temperature === 'F'
    ? { unit: '°F', decimals: 2, toShown: celsiusToFahrenheit, toStored: fahrenheitToCelsius }
    : { unit: '°C', decimals: 2, toShown: same, toStored: same }

/** Stored values keep 4 decimals: more than any shown value needs, and no float noise (199.99999...). */
const STORED_DECIMALS = 4
const EPSILON = 1e-9

const round = (value: number, decimals: number) => {
  const f = 10 ** decimals
  return Math.round(value * f) / f
}

/** The stored value as the input shows it. */
export const shownValue = (stored: number, m: ShownMeasure) => round(m.toShown(stored), m.decimals)

/** What to store for a shown value: the original when the shown one is the original as shown. */
export function storedValue(shown: number, m: ShownMeasure, original: number | null = null): number {
  if (original !== null && shownValue(original, m) === shown) return original
  return round(m.toStored(shown), STORED_DECIMALS)
}

/** A stored range in shown units, narrowed to the shown precision (min up, max down). */
export function shownRange(range: { min: number; max: number }, m: ShownMeasure) {
  const f = 10 ** m.decimals
  return {
    // + 0: no -0 when a bound is 0.
    min: Math.ceil(m.toShown(range.min) * f - EPSILON) / f + 0,
    max: Math.floor(m.toShown(range.max) * f + EPSILON) / f + 0,
    unit: m.unit,
  }
}
