import { describe, expect, it } from 'vitest'
import { displayValue, isMissing, isNotAvailable } from './display'

describe('display rules of the historical table', () => {
  it('shows N/A for -1 and for text containing -1', () => {
    expect(displayValue(-1)).toBe('N/A')
    expect(displayValue('-1')).toBe('N/A')
    expect(displayValue('-1 mm')).toBe('N/A')
    expect(displayValue('330x-1')).toBe('N/A')
    expect(displayValue('(-1)')).toBe('N/A')
  })

  it('does not mistake dates, decimals or other negatives for -1', () => {
    expect(isNotAvailable('2024-10-11')).toBe(false)
    expect(isNotAvailable('-15')).toBe(false)
    expect(isNotAvailable('-1.5')).toBe(false)
    expect(isNotAvailable('0.-1')).toBe(false)
    expect(isNotAvailable(-1.5)).toBe(false)
    expect(isNotAvailable(1)).toBe(false)
    expect(isNotAvailable(null)).toBe(false)
  })

  it('shows a dash when the value is missing', () => {
    expect(displayValue(null)).toBe('-')
    expect(displayValue(undefined)).toBe('-')
    expect(displayValue('')).toBe('-')
    expect(displayValue('  ')).toBe('-')
    expect(displayValue(Number.NaN)).toBe('-')
    expect(isMissing(0)).toBe(false)
  })

  it('formats other values, or shows them as text', () => {
    expect(displayValue(0)).toBe('0')
    expect(displayValue('LDPE')).toBe('LDPE')
    expect(displayValue(1270, (v) => `${v} mm`)).toBe('1270 mm')
    // the formatter is never called for the two special cases
    expect(displayValue<number>(-1, () => 'called')).toBe('N/A')
    expect(displayValue<number>(null, () => 'called')).toBe('-')
  })
})
