import { describe, expect, it } from 'vitest'
import { parsePriceText } from '@/contract/job-costing-rules'
import { priceDecimals, priceInputText, roundPrice } from './price-text'

describe('price text', () => {
  it('rounds to the 0.00001 step', () => {
    expect(roundPrice(1.234564)).toBe(1.23456)
    expect(roundPrice(1.234565)).toBe(1.23457)
    expect(roundPrice(4.85 * 1.1)).toBe(5.335)
    expect(roundPrice(0)).toBe(0)
  })

  it('shows 2 to 5 decimals, as many as the price has', () => {
    expect(priceDecimals(4)).toBe(2)
    expect(priceDecimals(4.5)).toBe(2)
    expect(priceDecimals(4.125)).toBe(3)
    expect(priceDecimals(0.12345)).toBe(5)
    expect(priceDecimals(0.123456)).toBe(5)
  })

  it('writes input texts that parsePriceText reads back to the same number', () => {
    for (const value of [0, 0.00001, 1.5, 4.85, 12, 1234.56789, 99999.99999]) {
      for (const sep of ['.', ','] as const) {
        const text = priceInputText(value, sep)
        expect(text).not.toMatch(sep === '.' ? /,/ : /\./)
        expect(parsePriceText(text)).toBe(value)
      }
    }
    expect(priceInputText(10, '.')).toBe('10')
    expect(priceInputText(0.1, ',')).toBe('0,1')
  })
})
