import { describe, expect, it } from 'vitest'
import { idList, intIn, intList, isoDay, oneOrMany, positiveId, text } from './search-values'

describe('search values', () => {
  it('reads whole numbers, also as digits, within bounds', () => {
    expect(intIn(3, 1, 5)).toBe(3)
    expect(intIn(' 4 ', 1, 5)).toBe(4)
    expect(intIn(6, 1, 5)).toBeUndefined()
    expect(intIn(2.5, 1, 5)).toBeUndefined()
    expect(intIn('3x', 1, 5)).toBeUndefined()
    expect(positiveId(0)).toBeUndefined()
    expect(positiveId(2_147_483_648)).toBeUndefined()
  })

  it('reads lists whole or not at all', () => {
    expect(idList([1, '2'])).toEqual([1, 2])
    expect(idList([1, -2])).toBeUndefined()
    expect(idList([])).toBeUndefined()
    expect(idList(3)).toBeUndefined()
    expect(intList([1, 2, 3, 4], 1, 3, 3)).toBeUndefined()
  })

  it('reads texts and days', () => {
    expect(text('  FX ')).toBe('FX')
    expect(text('   ')).toBeUndefined()
    expect(text(42)).toBe('42')
    expect(text('x'.repeat(201))).toBeUndefined()
    expect(isoDay('2026-11-24')).toBe('2026-11-24')
    expect(isoDay('2026-02-30')).toBeUndefined()
    expect(isoDay('24.11.2026')).toBeUndefined()
  })
})

describe('oneOrMany', () => {
  it('reads a single id as a list of one, and leaves anything else for the list reader', () => {
    expect(idList(oneOrMany(3))).toEqual([3])
    expect(idList(oneOrMany(' 12 '))).toEqual([12])
    expect(idList(oneOrMany([3, 4]))).toEqual([3, 4])
    expect(idList(oneOrMany('Herbalia'))).toBeUndefined()
    expect(idList(oneOrMany('"Herbalia"'))).toBeUndefined()
  })
})
