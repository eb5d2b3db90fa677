import { describe, expect, it } from 'vitest'
import { derivePreferences } from '../../../server/services/preferences'
import { defaultUnitPreferences, isImperial, unitPreferencesFrom } from './unit-preferences'

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
