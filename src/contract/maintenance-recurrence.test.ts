import { describe, expect, it } from 'vitest'
import { MAX_OCCURRENCES, nextWorkingDayOf, occurrences } from './maintenance-recurrence'

const everyDay = [1, 2, 3, 4, 5, 6, 7]

describe('recurrence of maintenance tasks', () => {
  it('monthly on the 31st falls on each month end and comes back to the 31st', () => {
    expect(
      occurrences({ frequency: 'monthly', anchor: '2027-01-31' }, '2027-01-01', '2027-05-31', everyDay),
    ).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31'])
    // A leap year has its 29 February.
    expect(
      occurrences({ frequency: 'monthly', anchor: '2028-01-31' }, '2028-02-01', '2028-02-29', everyDay),
    ).toEqual(['2028-02-29'])
  })

  it('yearly on 29 February falls on 28 February in common years', () => {
    expect(
      occurrences({ frequency: 'yearly', anchor: '2024-02-29' }, '2024-01-01', '2028-12-31', everyDay),
    ).toEqual(['2024-02-29', '2025-02-28', '2026-02-28', '2027-02-28', '2028-02-29'])
  })

  it('moves a day off to the next working day, and does not double a daily task over a weekend', () => {
    // 2026-11-28 is a Saturday.
    expect(occurrences({ frequency: 'weekly', anchor: '2026-11-28' }, '2026-11-01', '2026-12-13')).toEqual([
      '2026-11-30',
      '2026-12-07',
    ])
    expect(occurrences({ frequency: 'daily', anchor: '2026-11-26' }, '2026-11-26', '2026-12-02')).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ])
    // A six-day plant works Saturdays.
    expect(
      occurrences(
        { frequency: 'weekly', anchor: '2026-11-28' },
        '2026-11-01',
        '2026-11-30',
        [1, 2, 3, 4, 5, 6],
      ),
    ).toEqual(['2026-11-28'])
  })

  it('custom repeats every N days; none is the anchor alone', () => {
    expect(
      occurrences(
        { frequency: 'custom', anchor: '2026-01-01', customDays: 10 },
        '2026-01-01',
        '2026-01-31',
        everyDay,
      ),
    ).toEqual(['2026-01-01', '2026-01-11', '2026-01-21', '2026-01-31'])
    expect(occurrences({ frequency: 'none', anchor: '2026-03-03' }, '2026-01-01', '2026-12-31')).toEqual([
      '2026-03-03',
    ])
    expect(occurrences({ frequency: 'none', anchor: '2026-03-03' }, '2026-04-01', '2026-12-31')).toEqual([])
  })

  it('keeps to the window, and stops at a sane maximum', () => {
    expect(occurrences({ frequency: 'weekly', anchor: '2026-01-05' }, '2026-03-01', '2026-03-20')).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ])
    expect(
      occurrences({ frequency: 'daily', anchor: '2000-01-01' }, '2000-01-01', '2099-12-31', everyDay),
    ).toHaveLength(MAX_OCCURRENCES)
    expect(() =>
      occurrences({ frequency: 'daily', anchor: '2026-02-30' }, '2026-01-01', '2026-12-31'),
    ).toThrow(RangeError)
  })
})

describe('nextWorkingDayOf', () => {
  it('keeps a working day and moves a day off forward to the next working day', () => {
    expect(nextWorkingDayOf('2026-11-20', [1, 2, 3, 4, 5])).toBe('2026-11-20')
    expect(nextWorkingDayOf('2026-11-21', [1, 2, 3, 4, 5])).toBe('2026-11-23')
    expect(nextWorkingDayOf('2026-11-22', [1, 2, 3, 4, 5])).toBe('2026-11-23')
    expect(nextWorkingDayOf('2026-11-20', [1, 2, 3, 4])).toBe('2026-11-23')
    expect(nextWorkingDayOf('2026-12-31', [1])).toBe('2027-01-04')
  })
})
