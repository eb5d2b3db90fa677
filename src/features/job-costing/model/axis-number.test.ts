import { describe, expect, it } from 'vitest'
import { axisNumber } from './axis-number'

const dot = { decimalSeparator: '.', thousandsSeparator: ',' } as const
const comma = { decimalSeparator: ',', thousandsSeparator: '.' } as const

describe('axisNumber', () => {
  it('shortens thousands and millions', () => {
    expect(axisNumber(1500, dot)).toBe('1.5k')
    expect(axisNumber(2000, dot)).toBe('2k')
    expect(axisNumber(12_340_000, dot)).toBe('12.3M')
    expect(axisNumber(-2500, dot)).toBe('-2.5k')
  })
  it('keeps small values with up to two decimals', () => {
    expect(axisNumber(0, dot)).toBe('0')
    expect(axisNumber(0.25, dot)).toBe('0.25')
    expect(axisNumber(999, dot)).toBe('999')
  })
  it('uses the user decimal separator', () => {
    expect(axisNumber(1500, comma)).toBe('1,5k')
    expect(axisNumber(0.5, comma)).toBe('0,5')
  })
})
