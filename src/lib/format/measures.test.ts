import { describe, expect, it } from 'vitest'
import {
  formatLength,
  formatSpeed,
  formatTemperature,
  formatWidth,
  lengthIn,
  speedIn,
  temperatureIn,
  temperatureUnit,
  widthIn,
} from './measures'
import { type UnitPreferences, unitPreferencesFrom } from './unit-preferences'

const metricComma: UnitPreferences = {
  length: 'm',
  speed: 'm/min',
  width: 'mm',
  temperature: 'C',
  decimalSeparator: ',',
  thousandsSeparator: '.',
}
const imperialDot: UnitPreferences = {
  length: 'ft',
  speed: 'ft/min',
  width: 'in',
  temperature: 'F',
  decimalSeparator: '.',
  thousandsSeparator: ',',
}

describe('measures in the user units', () => {
  it('keeps metric values as they are', () => {
    expect(lengthIn(1234, metricComma)).toBe(1234)
    expect(speedIn(350, metricComma)).toBe(350)
    expect(widthIn(1270, metricComma)).toBe(1270)
    expect(temperatureIn(20, metricComma)).toBe(20)
  })

  it('converts to imperial units', () => {
    expect(lengthIn(3048, imperialDot)).toBeCloseTo(10000, 9)
    expect(speedIn(100, imperialDot)).toBeCloseTo(328.084, 3)
    expect(widthIn(254, imperialDot)).toBe(10)
    expect(temperatureIn(20, imperialDot)).toBe(68)
  })

  it('formats lengths', () => {
    expect(formatLength(12345.6, metricComma)).toBe('12.346 m')
    expect(formatLength(3048, imperialDot)).toBe('10,000 ft')
    expect(formatLength(12.345, metricComma, 1)).toBe('12,3 m')
    expect(formatLength(null, metricComma)).toBe('-')
  })

  it('formats speeds', () => {
    expect(formatSpeed(350, metricComma)).toBe('350 m/min')
    expect(formatSpeed(500, imperialDot)).toBe('1,640 ft/min')
    expect(formatSpeed(undefined, imperialDot)).toBe('-')
  })

  it('formats widths, with two decimals for inches by default', () => {
    expect(formatWidth(1270, metricComma)).toBe('1.270 mm')
    expect(formatWidth(1270, imperialDot)).toBe('50.00 in')
    expect(formatWidth(400, imperialDot, 1)).toBe('15.7 in')
    expect(formatWidth(Number.NaN, metricComma)).toBe('-')
  })

  it('formats temperatures with 2 decimals by default', () => {
    expect(formatTemperature(43.3, imperialDot)).toBe('109.94 °F')
    expect(formatTemperature(21.456, metricComma)).toBe('21,46 °C')
    expect(formatTemperature(21.456, metricComma, 0)).toBe('21 °C')
    expect(temperatureUnit(imperialDot)).toBe('°F')
    expect(formatTemperature(null, imperialDot)).toBe('-')
  })
})

describe('every unit system with every separator pair', () => {
  // The preference lists the server derives from the codes (server/services/preferences.ts).
  const derived = (imperial: boolean, commaDecimal: boolean) =>
    unitPreferencesFrom([
      { concept: 'UNIT_LENGTH', unit: imperial ? 'ft' : 'm' },
      { concept: 'UNIT_SPEED', unit: imperial ? 'ft/min' : 'm/min' },
      { concept: 'UNIT_WIDTH', unit: imperial ? 'in' : 'mm' },
      { concept: 'UNIT_TEMPERATURE', unit: imperial ? 'F' : 'C' },
      { concept: 'SEPARATOR_DECIMAL', unit: commaDecimal ? ',' : '.' },
      { concept: 'SEPARATOR_MILES', unit: commaDecimal ? '.' : ',' },
    ])
  const cases = [
    // INTERNATIONAL + SEPARATOR_MILES_COMMA / SEPARATOR_DECIMAL_DOT
    [false, false, '12,346 m', '1,500 m/min', '1,270 mm', '21.46 °C'],
    // INTERNATIONAL + SEPARATOR_MILES_DOT / SEPARATOR_DECIMAL_COMMA
    [false, true, '12.346 m', '1.500 m/min', '1.270 mm', '21,46 °C'],
    // IMPERIAL + SEPARATOR_MILES_COMMA / SEPARATOR_DECIMAL_DOT
    [true, false, '40,504 ft', '4,921 ft/min', '50.00 in', '70.62 °F'],
    // IMPERIAL + SEPARATOR_MILES_DOT / SEPARATOR_DECIMAL_COMMA
    [true, true, '40.504 ft', '4.921 ft/min', '50,00 in', '70,62 °F'],
  ] as const
  it.each(cases)(
    'imperial %s, comma decimal %s',
    (imperial, commaDecimal, length, speed, width, temperature) => {
      const prefs = derived(imperial, commaDecimal)
      expect(formatLength(12345.6, prefs)).toBe(length)
      expect(formatSpeed(1500, prefs)).toBe(speed)
      expect(formatWidth(1270, prefs)).toBe(width)
      expect(formatTemperature(21.456, prefs)).toBe(temperature)
    },
  )
})
