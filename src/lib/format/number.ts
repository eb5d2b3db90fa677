import { MISSING, withSeparators } from '@/contract/number-shape'
import type { UnitPreferences } from './unit-preferences'

export { MISSING }

export interface NumberOptions {
  /** Fixed number of decimals (default 0). */
  decimals?: number
  /** Drop trailing zeros of the decimals (1.50 -> 1.5, 2.00 -> 2). */
  trimZeros?: boolean
}

export function isPresentNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

/** A number with the user's thousands and decimal separators (SEPARATOR_MILES / SEPARATOR_DECIMAL). */
export function formatNumber(
  value: number | null | undefined,
  prefs: Pick<UnitPreferences, 'decimalSeparator' | 'thousandsSeparator'>,
  options: NumberOptions = {},
): string {
  if (!isPresentNumber(value)) return MISSING
  return withSeparators(value, prefs, options.decimals ?? 0, options.trimZeros ?? false)
}

/**
 * Parses a typed decimal the way the price forms do (spec 002 §3.2): currency signs and spaces are
 * removed and a comma becomes a dot. Returns null for anything that is not a plain number.
 */
export function parseDecimalInput(text: string | null | undefined): number | null {
  if (text == null) return null
  const cleaned = text.replace(/[\s\p{Sc}]/gu, '').replace(',', '.')
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null
  const n = Number(cleaned)
  return Number.isFinite(n) ? n : null
}

/** A percentage, rounded to whole numbers by default (spec 000 §9): '85%'. */
export function formatPercent(
  value: number | null | undefined,
  prefs: Pick<UnitPreferences, 'decimalSeparator' | 'thousandsSeparator'>,
  decimals = 0,
): string {
  if (!isPresentNumber(value)) return MISSING
  return `${formatNumber(value, prefs, { decimals })}%`
}
