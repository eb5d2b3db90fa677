import type { Preference } from '../../contract/session'

/**
 * The user's display units and separators, derived from the preference list the server sends
 * ([{ concept, unit }], see server/services/preferences.ts). Values are stored in metric units
 * (m, m/min, mm, °C); these choices only change how they are shown.
 */
export interface UnitPreferences {
  length: 'm' | 'ft'
  speed: 'm/min' | 'ft/min'
  width: 'mm' | 'in'
  temperature: 'C' | 'F'
  decimalSeparator: '.' | ','
  thousandsSeparator: ',' | '.'
}

export const defaultUnitPreferences: UnitPreferences = {
  length: 'm',
  speed: 'm/min',
  width: 'mm',
  temperature: 'C',
  decimalSeparator: '.',
  thousandsSeparator: ',',
}

function pick<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback
}

/** Unknown concepts are ignored and unknown units fall back to the metric default. */
export function unitPreferencesFrom(preferences: readonly Preference[] | null | undefined): UnitPreferences {
  const byConcept = new Map((preferences ?? []).map((p) => [p.concept, p.unit]))
  const d = defaultUnitPreferences
  const decimalSeparator = pick(byConcept.get('SEPARATOR_DECIMAL'), ['.', ','], d.decimalSeparator)
  // The two separators always come as a pair (SEPARATOR_MILES_DOT with SEPARATOR_DECIMAL_COMMA);
  // a list naming only the decimal one still gets the matching thousands separator.
  const thousandsFallback = decimalSeparator === ',' ? '.' : ','
  let thousandsSeparator = pick(byConcept.get('SEPARATOR_MILES'), [',', '.'], thousandsFallback)
  if (thousandsSeparator === decimalSeparator) thousandsSeparator = thousandsFallback
  return {
    length: pick(byConcept.get('UNIT_LENGTH'), ['m', 'ft'], d.length),
    speed: pick(byConcept.get('UNIT_SPEED'), ['m/min', 'ft/min'], d.speed),
    width: pick(byConcept.get('UNIT_WIDTH'), ['mm', 'in'], d.width),
    temperature: pick(byConcept.get('UNIT_TEMPERATURE'), ['C', 'F'], d.temperature),
    decimalSeparator,
    thousandsSeparator,
  }
}

/**
 * The units and separators a reader of `language` starts with when no user chose any (a line-side
 * display): metric, with a decimal comma in every language but English, as a new account of that
 * language gets them (server/services/preferences.ts defaultPreferenceCodes).
 */
export function languageUnitPreferences(language: string | null | undefined): UnitPreferences {
  const comma = Boolean(language) && language !== 'en_EN'
  return comma
    ? { ...defaultUnitPreferences, decimalSeparator: ',', thousandsSeparator: '.' }
    : defaultUnitPreferences
}

/** True when the user chose the imperial system (length in feet). */
export function isImperial(prefs: UnitPreferences): boolean {
  return prefs.length === 'ft'
}
