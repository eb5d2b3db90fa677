import { describe, expect, it } from 'vitest'
import { formatNumber, formatPercent, parseDecimalInput } from './number'

const dot = { decimalSeparator: '.', thousandsSeparator: ',' } as const
const comma = { decimalSeparator: ',', thousandsSeparator: '.' } as const

describe('formatNumber', () => {
  it('uses the thousands and decimal separators of the preference', () => {
    expect(formatNumber(1234567.891, dot, { decimals: 2 })).toBe('1,234,567.89')
    expect(formatNumber(1234567.891, comma, { decimals: 2 })).toBe('1.234.567,89')
    expect(formatNumber(999, comma)).toBe('999')
    expect(formatNumber(1000, comma)).toBe('1.000')
  })

  it('rounds to the requested decimals (0 by default)', () => {
    expect(formatNumber(2.5, dot)).toBe('3')
    expect(formatNumber(1234.4, dot)).toBe('1,234')
    expect(formatNumber(0.1 + 0.2, dot, { decimals: 2 })).toBe('0.30')
    expect(formatNumber(7, comma, { decimals: 3 })).toBe('7,000')
  })

  it('formats negatives and never shows -0', () => {
    expect(formatNumber(-1234.5, comma, { decimals: 1 })).toBe('-1.234,5')
    expect(formatNumber(-0.004, dot, { decimals: 2 })).toBe('0.00')
    expect(formatNumber(-0, dot)).toBe('0')
  })

  it('can trim trailing zeros', () => {
    expect(formatNumber(1.5, comma, { decimals: 4, trimZeros: true })).toBe('1,5')
    expect(formatNumber(2, dot, { decimals: 2, trimZeros: true })).toBe('2')
    expect(formatNumber(1000, comma, { decimals: 2, trimZeros: true })).toBe('1.000')
  })

  it('shows a dash for missing or non-finite values', () => {
    expect(formatNumber(null, dot)).toBe('-')
    expect(formatNumber(undefined, dot)).toBe('-')
    expect(formatNumber(Number.NaN, dot)).toBe('-')
    expect(formatNumber(Number.POSITIVE_INFINITY, dot)).toBe('-')
  })
})

describe('formatPercent', () => {
  it('rounds to whole numbers by default', () => {
    expect(formatPercent(85.4, dot)).toBe('85%')
    expect(formatPercent(99.5, dot)).toBe('100%')
    expect(formatPercent(12.345, comma, 1)).toBe('12,3%')
    expect(formatPercent(null, dot)).toBe('-')
  })
})

describe('parseDecimalInput', () => {
  it('strips currency signs and spaces and turns a comma into a dot', () => {
    expect(parseDecimalInput('1,25 €')).toBe(1.25)
    expect(parseDecimalInput('$ 0.00001')).toBe(0.00001)
    expect(parseDecimalInput('12')).toBe(12)
    expect(parseDecimalInput('-3,5')).toBe(-3.5)
    expect(parseDecimalInput(',5')).toBe(0.5)
  })

  it('rejects text that is not a plain number', () => {
    expect(parseDecimalInput('')).toBeNull()
    expect(parseDecimalInput(null)).toBeNull()
    expect(parseDecimalInput('abc')).toBeNull()
    expect(parseDecimalInput('1e5')).toBeNull()
    expect(parseDecimalInput('1.234,5')).toBeNull()
    expect(parseDecimalInput('1,2,3')).toBeNull()
  })
})
