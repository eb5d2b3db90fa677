import { describe, expect, it } from 'vitest'
import {
  celsiusToFahrenheit,
  fahrenheitToCelsius,
  feetPerMinToMetersPerMin,
  feetToMeters,
  inchesToMm,
  metersPerMinToFeetPerMin,
  metersToFeet,
  mmToInches,
  quantityUnitOf,
} from './units'

describe('unit conversions', () => {
  it('converts lengths and speeds between metres and feet', () => {
    expect(metersToFeet(0.3048)).toBeCloseTo(1, 12)
    expect(metersToFeet(1000)).toBeCloseTo(3280.8399, 4)
    expect(feetToMeters(1)).toBe(0.3048)
    expect(metersPerMinToFeetPerMin(500)).toBeCloseTo(1640.42, 2)
    expect(feetPerMinToMetersPerMin(1640)).toBeCloseTo(499.872, 3)
    expect(feetToMeters(metersToFeet(123.45))).toBeCloseTo(123.45, 10)
  })

  it('converts widths between millimetres and inches', () => {
    expect(mmToInches(25.4)).toBe(1)
    expect(mmToInches(1270)).toBe(50)
    expect(inchesToMm(44.5)).toBeCloseTo(1130.3, 10)
  })

  it('converts temperatures', () => {
    expect(celsiusToFahrenheit(0)).toBe(32)
    expect(celsiusToFahrenheit(100)).toBe(212)
    expect(celsiusToFahrenheit(-40)).toBe(-40)
    expect(celsiusToFahrenheit(43.3333)).toBeCloseTo(110, 3)
    expect(fahrenheitToCelsius(68)).toBe(20)
    expect(fahrenheitToCelsius(celsiusToFahrenheit(37.5))).toBeCloseTo(37.5, 10)
  })
})

describe('quantityUnitOf', () => {
  it('reads the stored codes of the catalogue as the units they mean', () => {
    // The spec's and the demo catalogue's codes: a consumption in "kW" is energy, kWh (ADR 031).
    expect(['kW', 'Kg', 'lts', 'm³'].map(quantityUnitOf)).toEqual(['kWh', 'kg', 'L', 'm³'])
    expect(['kWh', 'KWH', ' kg ', 'L', 'l', 'litres', 'm3'].map(quantityUnitOf)).toEqual([
      'kWh',
      'kWh',
      'kg',
      'L',
      'L',
      'L',
      'm³',
    ])
  })

  it('knows nothing else', () => {
    expect(['', 'pcs', 'rolls', 'kVA', 'constructor'].map(quantityUnitOf)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ])
    expect(quantityUnitOf(null)).toBeNull()
    expect(quantityUnitOf(undefined)).toBeNull()
  })
})
