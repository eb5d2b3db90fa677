import { inchesToMm, mmToInches } from '@/contract/units'
import { parseDecimalInput } from '@/lib/format/number'
import type { UnitPreferences } from '@/lib/format/unit-preferences'
import { mmText } from './size-search'

/**
 * The Width and Format filters (spec 000 §2.4) in the user's unit. The link and the request keep
 * millimetres, the unit the server compares in (numeric equality, src/contract/historic.ts), so a
 * link reads the same for a metric and an imperial colleague; the input shows and takes the unit
 * the table shows (inches for an imperial user, spec 000 §2.3).
 *
 * Inches convert to whole millimetres: machines record widths and formats in whole mm, and the
 * table shows inches to 2 decimals (0.254 mm), finer than 1 mm, so every width an imperial user
 * reads in the table converts back to exactly the stored value (500 mm reads 19.69 in, and
 * 19.69 in is 500.1 mm, rounded 500). Typed millimetres keep up to 3 decimals.
 */

const round = (value: number, decimals: number) => {
  const f = 10 ** decimals
  return Math.round(value * f) / f + 0
}

const inches = (prefs: Pick<UnitPreferences, 'width'>) => prefs.width === 'in'

/** What the filter's input shows for the link's mm: inches to 2 decimals, the user's decimal mark. */
export function shownSize(
  mm: string | undefined,
  prefs: Pick<UnitPreferences, 'width' | 'decimalSeparator'>,
): string {
  if (mm === undefined) return ''
  const value = Number(mm)
  if (!Number.isFinite(value)) return ''
  const shown = inches(prefs) ? round(mmToInches(value), 2) : round(value, 3)
  return String(shown).replace('.', prefs.decimalSeparator)
}

export type TypedSize = { mm: string | null } | { invalid: true }

/**
 * What the user typed, in their unit, as the link's mm: null when emptied (the filter is cleared),
 * `invalid` for text that is no size (it is not sent: the server would refuse it).
 */
export function typedSize(typed: string, prefs: Pick<UnitPreferences, 'width'>): TypedSize {
  if (typed.trim() === '') return { mm: null }
  const value = parseDecimalInput(typed)
  if (value === null || value < 0) return { invalid: true }
  const mm = mmText(inches(prefs) ? Math.round(inchesToMm(value)) : value)
  return mm === undefined ? { invalid: true } : { mm }
}
