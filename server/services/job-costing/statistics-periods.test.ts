import { describe, expect, it } from 'vitest'
import { costPeriods } from './statistics-periods'

describe('costPeriods', () => {
  it('gives 12 Mondays ending with the week of the date, across a year boundary', () => {
    const { starts, end } = costPeriods('2026-01-07', 'week')
    expect(starts).toHaveLength(12)
    expect(starts.at(-1)).toBe('2026-01-05')
    expect(starts[0]).toBe('2025-10-20')
    expect(end).toBe('2026-01-12')
    for (const day of starts) expect(new Date(`${day}T00:00:00Z`).getUTCDay()).toBe(1)
  })

  it('takes a Sunday into the week that began on the Monday before', () => {
    expect(costPeriods('2026-11-29', 'week').starts.at(-1)).toBe('2026-11-23')
    expect(costPeriods('2026-11-30', 'week').starts.at(-1)).toBe('2026-11-30')
  })

  it('gives 12 first days of month ending with the month of the date, across a year boundary', () => {
    const { starts, end } = costPeriods('2026-02-28', 'month')
    expect(starts).toEqual([
      '2025-03-01',
      '2025-04-01',
      '2025-05-01',
      '2025-06-01',
      '2025-07-01',
      '2025-08-01',
      '2025-09-01',
      '2025-10-01',
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ])
    expect(end).toBe('2026-03-01')
    expect(costPeriods('2026-12-31', 'month').end).toBe('2027-01-01')
  })
})
