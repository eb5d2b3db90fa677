import { describe, expect, it } from 'vitest'
import { changedDays, dayAfter, pastRanges } from './periods-days'

describe('changedDays', () => {
  it('is every day before and after when prices changed', () => {
    const before = { from: '2026-10-01', to: '2026-10-31' }
    const after = { from: '2026-10-05', to: '2026-11-10' }
    expect(changedDays(before, after, true)).toEqual([before, after])
  })

  it('is the days gained or lost when only the dates moved', () => {
    expect(
      changedDays({ from: '2026-10-01', to: '2026-10-31' }, { from: '2026-10-05', to: '2026-11-10' }, false),
    ).toEqual([
      { from: '2026-10-01', to: '2026-10-04' },
      { from: '2026-11-01', to: '2026-11-10' },
    ])
    expect(
      changedDays({ from: '2026-10-01', to: null }, { from: '2026-09-20', to: '2026-12-31' }, false),
    ).toEqual([
      { from: '2027-01-01', to: null },
      { from: '2026-09-20', to: '2026-09-30' },
    ])
    expect(changedDays({ from: '2026-10-01', to: null }, { from: '2026-10-01', to: null }, false)).toEqual([])
  })

  it('is both ranges whole when they do not meet', () => {
    const before = { from: '2026-01-01', to: '2026-01-31' }
    const after = { from: '2026-03-01', to: '2026-03-31' }
    expect(changedDays(before, after, false)).toEqual([before, after])
  })
})

describe('days', () => {
  it('steps over month and year ends', () => {
    expect(dayAfter('2026-12-31')).toBe('2027-01-01')
    expect(dayAfter('2028-02-28')).toBe('2028-02-29')
  })

  it('keeps the ranges that reach back to today', () => {
    const ranges = [
      { from: '2026-11-20', to: null },
      { from: '2026-11-21', to: '2026-11-30' },
    ]
    expect(pastRanges(ranges, '2026-11-20')).toEqual([ranges[0]])
  })
})
