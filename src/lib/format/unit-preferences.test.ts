import { describe, expect, it } from 'vitest'
import { defaultPreferenceCodes, derivePreferences } from '../../../server/services/preferences'
import {
  defaultUnitPreferences,
  isImperial,
  languageUnitPreferences,
  unitPreferencesFrom,
} from './unit-preferences'

describe('unitPreferencesFrom', () => {
  it('reads the metric list the server derives for a comma-decimal user', () => {
    const prefs = unitPreferencesFrom(
      derivePreferences([
        'USER_GLOBALUNITSYSTEM_INTERNATIONAL',
        'SEPARATOR_MILES_DOT',
        'SEPARATOR_DECIMAL_COMMA',
      ]),
    )
    expect(prefs).toEqual({
      length: 'm',
      speed: 'm/min',
      width: 'mm',
      temperature: 'C',
      decimalSeparator: ',',
      thousandsSeparator: '.',
    })
    expect(isImperial(prefs)).toBe(false)
  })

  it('reads the imperial list with dot decimals', () => {
    const prefs = unitPreferencesFrom(
      derivePreferences(['USER_GLOBALUNITSYSTEM_IMPERIAL', 'SEPARATOR_MILES_COMMA', 'SEPARATOR_DECIMAL_DOT']),
    )
    expect(prefs).toEqual({
      length: 'ft',
      speed: 'ft/min',
      width: 'in',
      temperature: 'F',
      decimalSeparator: '.',
      thousandsSeparator: ',',
    })
    expect(isImperial(prefs)).toBe(true)
  })

  it('falls back to the metric defaults for a missing or empty list', () => {
    expect(unitPreferencesFrom(undefined)).toEqual(defaultUnitPreferences)
    expect(unitPreferencesFrom(null)).toEqual(defaultUnitPreferences)
    expect(unitPreferencesFrom([])).toEqual(defaultUnitPreferences)
  })

  it('ignores unknown units and concepts', () => {
    const prefs = unitPreferencesFrom([
      { concept: 'UNIT_LENGTH', unit: 'yd' },
      { concept: 'UNIT_SPEED', unit: 'ft/min' },
      { concept: 'SOMETHING_ELSE', unit: 'x' },
    ])
    expect(prefs.length).toBe('m')
    expect(prefs.speed).toBe('ft/min')
  })

  it('keeps the two separators different', () => {
    expect(unitPreferencesFrom([{ concept: 'SEPARATOR_DECIMAL', unit: ',' }]).thousandsSeparator).toBe('.')
    const clash = unitPreferencesFrom([
      { concept: 'SEPARATOR_DECIMAL', unit: ',' },
      { concept: 'SEPARATOR_MILES', unit: ',' },
    ])
    expect(clash).toMatchObject({ decimalSeparator: ',', thousandsSeparator: '.' })
  })
})

describe('languageUnitPreferences', () => {
  it('is what a new account of that language gets (the line-side display has no user)', () => {
    for (const language of ['ca_ES', 'en_EN', 'es_ES', 'fr_FR', 'pt_PT', 'ru_RU']) {
      expect(languageUnitPreferences(language), language).toEqual(
        unitPreferencesFrom(derivePreferences(defaultPreferenceCodes(language))),
      )
    }
    expect(languageUnitPreferences('es_ES').decimalSeparator).toBe(',')
    expect(languageUnitPreferences(undefined)).toEqual(defaultUnitPreferences)
  })
})
