/**
 * The units a recipe is shown and typed in. A recipe is stored in the machine's units, the
 * imperial ranges of spec 002 §3.1 (shared-job-recipe.ts); a user of the metric system sees and
 * types metric values, converted here on the way in and out.
 *
 * Invariants (model tests):
 * - a metric value is shown with a fixed number of decimals per unit, so it fits the 7-character
 *   input; its range is the converted stored range rounded INWARD to that precision, so every
 *   accepted typed value converts back inside the stored range;
 * - a typed metric value is stored with enough decimals that showing it again gives the same text
 *   (at most 7 characters); a value the user did not touch is never converted back (recipe-draft.ts);
 * - %, W, W/min and the plain G-Scan limits are the same in both systems, and an imperial user
 *   sees the stored values as they are.
 */
import {
  type NumberField,
  parseRecipeNumber,
  RECIPE_INPUT_MAX_LENGTH,
  type RecipeField,
  type RecipeProblem,
  type RecipeUnit,
  recipeValueProblem,
  toShownText,
  toStoredText,
} from '@/contract/shared-job-recipe'
import { isImperial, type UnitPreferences } from '@/lib/format/unit-preferences'

export type UnitSystem = 'metric' | 'imperial'

export const unitSystemOf = (prefs: UnitPreferences): UnitSystem =>
  isImperial(prefs) ? 'imperial' : 'metric'

/** How a metric user sees a stored unit. */
export interface MetricUnit {
  symbol: string
  /** Decimals shown and accepted: what the 7-character input holds at the unit's largest range. */
  decimals: number
  /** Decimals of the stored value converted back: enough that showing it again is the same text. */
  storedDecimals: number
  toMetric: (stored: number) => number
  fromMetric: (shown: number) => number
}

const linear = (symbol: string, factor: number, decimals: number, storedDecimals: number): MetricUnit => ({
  symbol,
  decimals,
  storedDecimals,
  toMetric: (x) => x * factor,
  fromMetric: (x) => x / factor,
})

/** Pounds per ream: a pound per 3000 square feet, in grams per square metre (1.627476). */
const POUNDS_PER_REAM_IN_GSM = 453.59237 / (3000 * 0.09290304)

export const metricUnits: Readonly<Partial<Record<RecipeUnit, MetricUnit>>> = {
  'ft/min': linear('m/min', 0.3048, 1, 2),
  lbs: linear('kg', 0.45359237, 2, 3),
  F: {
    symbol: '°C',
    decimals: 1,
    storedDecimals: 2,
    toMetric: (f) => ((f - 32) * 5) / 9,
    fromMetric: (c) => (c * 9) / 5 + 32,
  },
  in: linear('mm', 25.4, 1, 4),
  mils: linear('µm', 25.4, 2, 4),
  PSI: linear('bar', 0.0689475729, 2, 2),
  'Lb/R': linear('g/m²', POUNDS_PER_REAM_IN_GSM, 3, 4),
}

/** The stored units as the screen writes them (F with its degree sign). */
const imperialSymbols: Record<RecipeUnit, string> = {
  'ft/min': 'ft/min',
  lbs: 'lbs',
  F: '°F',
  in: 'in',
  mils: 'mils',
  PSI: 'PSI',
  '%': '%',
  W: 'W',
  'W/min': 'W/min',
  'Lb/R': 'Lb/R',
}

/** The conversion a field's value goes through for this user, or null when shown as stored. */
export function conversionOf(field: NumberField, system: UnitSystem): MetricUnit | null {
  if (system === 'imperial' || field.unit === null) return null
  return metricUnits[field.unit] ?? null
}

/** The unit written next to a field's input, or null for a plain number. */
export function unitSymbol(field: NumberField, system: UnitSystem): string | null {
  if (field.unit === null) return null
  return conversionOf(field, system)?.symbol ?? imperialSymbols[field.unit]
}

// A hair of tolerance so a product like 39.3 * 25.4 = 998.2199999 still rounds as 998.22.
const EPSILON = 1e-9
const scale = (decimals: number) => 10 ** decimals
export const roundTo = (x: number, decimals: number) => Math.round(x * scale(decimals)) / scale(decimals)
// `+ 0` turns a -0 (the ceiling of a hair under zero) into 0.
const ceilTo = (x: number, decimals: number) => Math.ceil(x * scale(decimals) - EPSILON) / scale(decimals) + 0
const floorTo = (x: number, decimals: number) =>
  Math.floor(x * scale(decimals) + EPSILON) / scale(decimals) + 0

/** A number with at most `decimals` decimals, trailing zeros trimmed, dot separator. */
export function formatDecimal(x: number, decimals: number): string {
  const text = roundTo(x, decimals).toFixed(decimals)
  const trimmed = text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text
  return trimmed === '-0' ? '0' : trimmed
}

export interface ShownRange {
  min: number
  max: number
  /** The most decimals a typed value may have; null: no limit (shown as stored). */
  decimals: number | null
}

/** The range the user sees and types against: the stored one, or its metric conversion rounded inward. */
export function shownRange(field: NumberField, system: UnitSystem): ShownRange {
  const unit = conversionOf(field, system)
  if (!unit) return { min: field.min, max: field.max, decimals: null }
  return {
    min: ceilTo(unit.toMetric(field.min), unit.decimals),
    max: floorTo(unit.toMetric(field.max), unit.decimals),
    decimals: unit.decimals,
  }
}

/** The range as text for the screen ("398.8", "1130.3"). */
export function shownRangeText(field: NumberField, system: UnitSystem): { min: string; max: string } {
  const range = shownRange(field, system)
  const d = range.decimals ?? 6
  return { min: formatDecimal(range.min, d), max: formatDecimal(range.max, d) }
}

/**
 * The text an input shows for a stored value. A stored value inside its range is shown inside the
 * shown range (the inward rounding could otherwise show 8.8 lbs as 3.99 kg under a 4 kg minimum);
 * a value that is not a number or out of range is shown as it converts, so the screen flags it.
 */
export function showValue(field: RecipeField, stored: string, system: UnitSystem): string {
  if (field.kind !== 'number') return toShownText(field, stored)
  const unit = conversionOf(field, system)
  const n = parseRecipeNumber(stored)
  if (!unit || Number.isNaN(n)) return toShownText(field, stored)
  let metric = unit.toMetric(n)
  if (n >= field.min && n <= field.max) {
    const range = shownRange(field, system)
    metric = Math.min(Math.max(roundTo(metric, unit.decimals), range.min), range.max)
  }
  return formatDecimal(metric, unit.decimals)
}

/**
 * The stored text (comma rule included) for what the user typed. A metric value is converted back
 * with the unit's stored decimals, fewer when the text would pass 7 characters, and kept inside the
 * stored range.
 */
export function storedFromShown(field: RecipeField, shown: string, system: UnitSystem): string {
  if (field.kind !== 'number') return toStoredText(field, shown)
  const unit = conversionOf(field, system)
  const m = parseRecipeNumber(shown)
  if (!unit || Number.isNaN(m)) return toStoredText(field, shown)
  const range = shownRange(field, system)
  let stored = unit.fromMetric(m)
  if (m >= range.min && m <= range.max) stored = Math.min(Math.max(stored, field.min), field.max)
  let decimals = unit.storedDecimals
  let text = formatDecimal(stored, decimals)
  while (text.length > RECIPE_INPUT_MAX_LENGTH && decimals > 0) {
    decimals -= 1
    text = formatDecimal(stored, decimals)
  }
  return toStoredText(field, text)
}

export type ShownProblem = RecipeProblem | 'too-many-decimals'

/** Significant decimals of a typed number ("2.50" has one: a trailing zero changes nothing). */
const decimalsOf = (text: string): number => {
  const t = text.trim().replace(',', '.')
  const dot = t.indexOf('.')
  return dot < 0 ? 0 : t.slice(dot + 1).replace(/0+$/, '').length
}

/** Why a typed value is not accepted, or null: the stored rules, in the user's units for numbers. */
export function shownProblem(field: RecipeField, shown: string, system: UnitSystem): ShownProblem | null {
  if (field.kind !== 'number') return recipeValueProblem(field, shown)
  const t = shown.trim()
  if (t === '') return 'empty'
  if (t.length > RECIPE_INPUT_MAX_LENGTH) return 'too-long'
  const n = parseRecipeNumber(t)
  if (Number.isNaN(n)) return 'not-a-number'
  const range = shownRange(field, system)
  if (range.decimals !== null && decimalsOf(t) > range.decimals) return 'too-many-decimals'
  return n >= range.min && n <= range.max ? null : 'out-of-range'
}
