import { describe, expect, it } from 'vitest'
import { formatCostPerSquareMeter, formatCurrency } from './currency'
import { defaultUnitPreferences, type UnitPreferences } from './unit-preferences'

const comma: UnitPreferences = { ...defaultUnitPreferences, decimalSeparator: ',', thousandsSeparator: '.' }

describe('formatCurrency', () => {
  it('writes the amount with the separators and the currency symbol', () => {
    expect(formatCurrency(1234.567, '€', comma)).toBe('1.234,57 €')
    expect(formatCurrency(1234.567, '$', defaultUnitPreferences)).toBe('1,234.57 $')
    expect(formatCurrency(0.5, '€', comma, 4)).toBe('0,5000 €')
    expect(formatCurrency(12, '', comma)).toBe('12,00')
  })

  it('shows a dash for a missing cost', () => {
    expect(formatCurrency(null, '€', comma)).toBe('-')
    expect(formatCurrency(undefined, '€', comma)).toBe('-')
  })
})

describe('formatCostPerSquareMeter', () => {
  it('uses 6 decimals', () => {
    expect(formatCostPerSquareMeter(0.0123456789, '€', comma)).toBe('0,012346 €/m²')
    expect(formatCostPerSquareMeter(1.5, '£', defaultUnitPreferences)).toBe('1.500000 £/m²')
    expect(formatCostPerSquareMeter(null, '€', comma)).toBe('-')
  })
})
