import { describe, expect, it } from 'vitest'
import { isRecent, monthBefore, recentDaysAgo } from './recency'

describe('a recent date (spec 001 §9: within one month)', () => {
  it('looks back to the same day of the previous month, clamped to its last day', () => {
    expect(monthBefore('2026-11-24')).toBe('2026-10-24')
    expect(monthBefore('2026-01-15')).toBe('2025-12-15')
    expect(monthBefore('2026-03-31')).toBe('2026-02-28')
    expect(monthBefore('2028-03-30')).toBe('2028-02-29')
    expect(monthBefore('2026-05-31')).toBe('2026-04-30')
  })

  it('is recent from a month back through today, both included', () => {
    expect(isRecent('2026-11-24', '2026-11-24')).toBe(true)
    expect(isRecent('2026-11-23', '2026-11-24')).toBe(true)
    expect(isRecent('2026-10-24', '2026-11-24')).toBe(true)
    expect(isRecent('2026-10-23', '2026-11-24')).toBe(false)
    expect(isRecent('2026-02-28', '2026-03-31')).toBe(true)
    expect(isRecent('2026-02-27', '2026-03-31')).toBe(false)
    expect(isRecent('2025-12-31', '2026-01-31')).toBe(true)
  })

  it('is never a coming day, nor a day that does not exist', () => {
    expect(isRecent('2026-11-25', '2026-11-24')).toBe(false)
    expect(isRecent('2026-02-30', '2026-03-15')).toBe(false)
    expect(isRecent('2026-11-20', 'today')).toBe(false)
  })

  it('says how many days ago a recent day was', () => {
    expect(recentDaysAgo('2026-11-24', '2026-11-24')).toBe(0)
    expect(recentDaysAgo('2026-11-23', '2026-11-24')).toBe(1)
    expect(recentDaysAgo('2026-10-24', '2026-11-24')).toBe(31)
    expect(recentDaysAgo('2026-10-23', '2026-11-24')).toBeNull()
    expect(recentDaysAgo('2026-12-01', '2026-11-24')).toBeNull()
  })
})
