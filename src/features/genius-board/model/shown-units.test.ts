import { describe, expect, it } from 'vitest'
import { imperial, metric } from '../testing/board'
import {
  lengthMeasure,
  shownRange,
  shownValue,
  storedValue,
  temperatureMeasure,
  widthMeasure,
} from './shown-units'

describe('measures in the user units', () => {
  it('convert widths, lengths and temperatures for an imperial user', () => {
    expect(shownValue(254, widthMeasure(imperial))).toBe(10)
    expect(storedValue(10, widthMeasure(imperial))).toBe(254)
    expect(shownValue(1000, lengthMeasure(imperial))).toBe(3280.8)
    expect(storedValue(3280.8, lengthMeasure(imperial))).toBeCloseTo(999.9878, 4)
    expect(shownValue(60, temperatureMeasure(imperial))).toBe(140)
    expect(storedValue(140, temperatureMeasure(imperial))).toBe(60)
  })

  it('leave a metric user values as typed', () => {
    expect(shownValue(1250.5, widthMeasure(metric))).toBe(1250.5)
    expect(storedValue(1250.5, widthMeasure(metric))).toBe(1250.5)
    expect(storedValue(23.3, temperatureMeasure(metric))).toBe(23.3)
  })

  it('a temperature round trip is the identity on stored values', () => {
    const f = temperatureMeasure(imperial)
    for (const celsius of [10, 18.5, 23.3, 24, 37.77, 60, 41.123456]) {
      const shown = shownValue(celsius, f)
      expect(storedValue(shown, f, celsius)).toBe(celsius)
    }
    // A changed value is converted: 73.94 °F is 23.3 °C without float noise.
    expect(storedValue(73.94, f, 10)).toBe(23.3)
    expect(storedValue(73.94, f)).toBe(23.3)
  })

  it('a width saved in mm and opened in inches is saved back unchanged', () => {
    const inch = widthMeasure(imperial)
    expect(shownValue(200, inch)).toBe(7.87)
    expect(storedValue(7.87, inch, 200)).toBe(200)
    // Without the original, 7.87 in is below 200 mm.
    expect(storedValue(7.87, inch)).toBeLessThan(200)
  })

  it('a shown range holds only values the stored range accepts', () => {
    const inch = widthMeasure(imperial)
    const range = shownRange({ min: 200, max: 1300 }, inch)
    expect(range).toEqual({ min: 7.88, max: 51.18, unit: 'in' })
    expect(storedValue(range.min, inch)).toBeGreaterThanOrEqual(200)
    expect(storedValue(range.max, inch)).toBeLessThanOrEqual(1300)
    expect(shownRange({ min: 10, max: 60 }, temperatureMeasure(imperial))).toEqual({
      min: 50,
      max: 140,
      unit: '°F',
    })
    expect(shownRange({ min: 10, max: 60 }, temperatureMeasure(metric))).toEqual({
      min: 10,
      max: 60,
      unit: '°C',
    })
  })
})
