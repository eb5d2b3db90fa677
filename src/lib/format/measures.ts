import { celsiusToFahrenheit, metersPerMinToFeetPerMin, metersToFeet, mmToInches } from '@/contract/units'
import { formatNumber, isPresentNumber, MISSING } from './number'
import type { UnitPreferences } from './unit-preferences'

/** Measures arrive in metric units (m, m/min, mm, °C) and are shown in the user's units. */

export const lengthIn = (meters: number, prefs: UnitPreferences) =>
  prefs.length === 'ft' ? metersToFeet(meters) : meters
export const speedIn = (metersPerMin: number, prefs: UnitPreferences) =>
  prefs.speed === 'ft/min' ? metersPerMinToFeetPerMin(metersPerMin) : metersPerMin
export const widthIn = (mm: number, prefs: UnitPreferences) => (prefs.width === 'in' ? mmToInches(mm) : mm)
export const temperatureIn = (celsius: number, prefs: UnitPreferences) =>
  prefs.temperature === 'F' ? celsiusToFahrenheit(celsius) : celsius

export const lengthUnit = (prefs: UnitPreferences) => prefs.length
export const speedUnit = (prefs: UnitPreferences) => prefs.speed
export const widthUnit = (prefs: UnitPreferences) => prefs.width
export const temperatureUnit = (prefs: UnitPreferences) => (prefs.temperature === 'F' ? '°F' : '°C')

function withUnit(
  value: number | null | undefined,
  convert: (v: number) => number,
  unit: string,
  prefs: UnitPreferences,
  decimals: number,
): string {
  if (!isPresentNumber(value)) return MISSING
  return `${formatNumber(convert(value), prefs, { decimals })} ${unit}`
}

/** '1,234 m' or '4,049 ft'. */
export function formatLength(meters: number | null | undefined, prefs: UnitPreferences, decimals = 0) {
  return withUnit(meters, (v) => lengthIn(v, prefs), lengthUnit(prefs), prefs, decimals)
}

/** '350 m/min' or '1,148 ft/min'. */
export function formatSpeed(metersPerMin: number | null | undefined, prefs: UnitPreferences, decimals = 0) {
  return withUnit(metersPerMin, (v) => speedIn(v, prefs), speedUnit(prefs), prefs, decimals)
}

/** '1,270 mm' or '50.00 in' (inches keep two decimals by default: 1 mm is 0.04 in). */
export function formatWidth(mm: number | null | undefined, prefs: UnitPreferences, decimals?: number) {
  const d = decimals ?? (prefs.width === 'in' ? 2 : 0)
  return withUnit(mm, (v) => widthIn(v, prefs), widthUnit(prefs), prefs, d)
}

/** '110.00 °F' (2 decimals by default, spec 002 §9). */
export function formatTemperature(celsius: number | null | undefined, prefs: UnitPreferences, decimals = 2) {
  return withUnit(celsius, (v) => temperatureIn(v, prefs), temperatureUnit(prefs), prefs, decimals)
}
