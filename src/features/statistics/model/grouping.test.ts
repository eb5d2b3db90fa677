import { describe, expect, it } from 'vitest'
import {
  bestGrouping,
  capToPeriod,
  DATA_GROUPINGS,
  type DataGrouping,
  groupingOptions,
  MAX_PERIODS,
  needsWeekDefault,
  PERIOD_CAP_SECONDS,
  periodCount,
  weekDefaultRange,
} from './grouping'

const enabled = (start: string | null, finish: string | null): DataGrouping[] =>
  groupingOptions(start, finish)
    .filter((o) => o.enabled)
    .map((o) => o.grouping)

describe('DATA_GROUPINGS', () => {
  it('lists the groupings finest first', () => {
    expect(DATA_GROUPINGS).toEqual(['day', 'week', 'month', 'quarter', 'year'])
    expect(MAX_PERIODS).toBe(30)
  })
})

describe('periodCount', () => {
  it('counts days inclusively, across a leap day', () => {
    expect(periodCount('2024-03-05', '2024-03-05', 'day')).toBe(1)
    expect(periodCount('2024-02-28', '2024-03-01', 'day')).toBe(3)
    expect(periodCount('2023-02-28', '2023-03-01', 'day')).toBe(2)
    expect(periodCount('2024-01-01', '2024-12-31', 'day')).toBe(366)
    expect(periodCount('2023-01-01', '2023-12-31', 'day')).toBe(365)
  })

  it('counts weeks starting on Monday', () => {
    // 2024-03-04 is a Monday, 2024-03-10 the Sunday of the same week.
    expect(periodCount('2024-03-04', '2024-03-10', 'week')).toBe(1)
    expect(periodCount('2024-03-10', '2024-03-11', 'week')).toBe(2)
    // A Sunday-first week would put these two days together.
    expect(periodCount('2024-03-03', '2024-03-04', 'week')).toBe(2)
    expect(periodCount('2024-03-05', '2024-03-07', 'week')).toBe(1)
  })

  it('counts weeks across a year boundary', () => {
    // 2024-12-30 is a Monday: its week runs to Sunday 2025-01-05.
    expect(periodCount('2024-12-30', '2025-01-05', 'week')).toBe(1)
    expect(periodCount('2024-12-29', '2025-01-06', 'week')).toBe(3)
    expect(periodCount('2024-01-01', '2024-12-31', 'week')).toBe(53)
  })

  it('counts calendar months, quarters and years touched', () => {
    expect(periodCount('2024-01-31', '2024-02-01', 'month')).toBe(2)
    expect(periodCount('2024-01-01', '2024-12-31', 'month')).toBe(12)
    expect(periodCount('2023-12-31', '2024-01-01', 'month')).toBe(2)
    expect(periodCount('2024-03-31', '2024-04-01', 'quarter')).toBe(2)
    expect(periodCount('2024-01-01', '2024-03-31', 'quarter')).toBe(1)
    expect(periodCount('2023-11-15', '2024-02-15', 'quarter')).toBe(2)
    expect(periodCount('2023-12-31', '2024-01-01', 'year')).toBe(2)
    expect(periodCount('2024-01-01', '2024-12-31', 'year')).toBe(1)
  })

  it('gives 0 for a reversed range', () => {
    expect(periodCount('2024-03-02', '2024-03-01', 'day')).toBe(0)
  })
})

describe('groupingOptions', () => {
  it('disables everything until an end date exists', () => {
    for (const [start, finish] of [
      ['2024-03-01', null],
      [null, null],
      [null, '2024-03-01'],
    ] as const) {
      const options = groupingOptions(start, finish)
      expect(options.map((o) => o.grouping)).toEqual([...DATA_GROUPINGS])
      for (const o of options)
        expect(o).toEqual({ grouping: o.grouping, enabled: false, reason: 'NO_END_DATE' })
    }
  })

  it('treats a reversed or unreal range as incomplete', () => {
    expect(enabled('2024-03-10', '2024-03-01')).toEqual([])
    expect(enabled('2023-02-29', '2023-03-10')).toEqual([])
  })

  it('offers day grouping for exactly 30 days, not 31', () => {
    expect(enabled('2024-04-01', '2024-04-30')).toEqual(['day', 'week', 'month', 'quarter', 'year'])
    const day31 = groupingOptions('2024-03-01', '2024-03-31')[0]
    expect(day31).toEqual({ grouping: 'day', enabled: false, reason: 'TOO_MANY_PERIODS', periods: 31 })
    expect(enabled('2024-03-01', '2024-03-31')).toEqual(['week', 'month', 'quarter', 'year'])
  })

  it('offers day grouping for the 30 days of a leap February through March 1st, not in a plain year', () => {
    // 2024: Feb 1 to Mar 1 is 30 days (29 in February); 2023: 29 days. Both fit, the count differs.
    expect(groupingOptions('2024-02-01', '2024-03-01')[0]).toMatchObject({ enabled: true, periods: 30 })
    expect(groupingOptions('2023-02-01', '2023-03-01')[0]).toMatchObject({ enabled: true, periods: 29 })
    // Jan 31 through Mar 1: 31 days in a leap year (refused), 30 in a plain year (offered).
    expect(groupingOptions('2024-01-31', '2024-03-01')[0]).toMatchObject({ enabled: false, periods: 31 })
    expect(groupingOptions('2023-01-31', '2023-03-01')[0]).toMatchObject({ enabled: true, periods: 30 })
  })

  it('offers month, quarter and year, not day or week, for a year', () => {
    const options = groupingOptions('2024-01-01', '2024-12-31')
    expect(options).toEqual([
      { grouping: 'day', enabled: false, reason: 'TOO_MANY_PERIODS', periods: 366 },
      { grouping: 'week', enabled: false, reason: 'TOO_MANY_PERIODS', periods: 53 },
      { grouping: 'month', enabled: true, periods: 12 },
      { grouping: 'quarter', enabled: true, periods: 4 },
      { grouping: 'year', enabled: true, periods: 1 },
    ])
  })

  it('offers week grouping for 30 weeks, not 31', () => {
    // Monday 2024-01-01 + 30 weeks - 1 day = Sunday 2024-07-28.
    expect(groupingOptions('2024-01-01', '2024-07-28')[1]).toMatchObject({ enabled: true, periods: 30 })
    expect(groupingOptions('2024-01-01', '2024-07-29')[1]).toMatchObject({ enabled: false, periods: 31 })
  })

  it('keeps month grouping to 30 months and offers only quarter and year beyond', () => {
    expect(enabled('2022-01-01', '2024-06-30')).toEqual(['month', 'quarter', 'year'])
    expect(enabled('2022-01-01', '2024-07-01')).toEqual(['quarter', 'year'])
  })
})

describe('bestGrouping', () => {
  it('keeps the current grouping while it is offered', () => {
    expect(bestGrouping('2024-01-01', '2024-12-31', 'quarter')).toBe('quarter')
    expect(bestGrouping('2024-03-01', '2024-03-10', 'day')).toBe('day')
  })

  it('falls back to the finest offered grouping', () => {
    expect(bestGrouping('2024-01-01', '2024-12-31', 'day')).toBe('month')
    expect(bestGrouping('2024-03-01', '2024-03-31', 'day')).toBe('week')
  })

  it('keeps the current grouping when nothing is offered', () => {
    expect(bestGrouping('2024-03-01', null, 'week')).toBe('week')
    expect(bestGrouping('1990-01-01', '2024-12-31', 'month')).toBe('month')
  })
})

describe('capToPeriod', () => {
  it('holds the spec caps', () => {
    expect(PERIOD_CAP_SECONDS).toEqual({
      day: 86400,
      week: 604800,
      month: 2678400,
      quarter: 7776000,
      year: 31536000,
    })
  })

  it('caps a bar at one period and keeps what fits', () => {
    // A 25-hour day across a daylight-saving change still stops at 24 h.
    expect(capToPeriod(90_000, 'day')).toBe(86_400)
    expect(capToPeriod(86_399, 'day')).toBe(86_399)
    expect(capToPeriod(90_000, 'week')).toBe(90_000)
    expect(capToPeriod(700_000, 'week')).toBe(604_800)
    expect(capToPeriod(3_000_000, 'month')).toBe(2_678_400)
    expect(capToPeriod(8_000_000, 'quarter')).toBe(7_776_000)
    expect(capToPeriod(Number.POSITIVE_INFINITY, 'year')).toBe(31_536_000)
  })

  it('draws nothing for a negative or missing value', () => {
    expect(capToPeriod(-5, 'day')).toBe(0)
    expect(capToPeriod(Number.NaN, 'day')).toBe(0)
  })
})

describe('weekDefaultRange', () => {
  it('runs from the first of the month of the last available date through it', () => {
    expect(weekDefaultRange('2024-03-17')).toEqual({ start: '2024-03-01', finish: '2024-03-17' })
    expect(weekDefaultRange('2024-02-29')).toEqual({ start: '2024-02-01', finish: '2024-02-29' })
    expect(weekDefaultRange('2024-12-31')).toEqual({ start: '2024-12-01', finish: '2024-12-31' })
  })

  it('is a single day when the last available date is the 1st', () => {
    expect(weekDefaultRange('2024-05-01')).toEqual({ start: '2024-05-01', finish: '2024-05-01' })
  })

  it('gives a range week grouping offers', () => {
    const range = weekDefaultRange('2024-03-31')!
    expect(groupingOptions(range.start, range.finish)[1]).toMatchObject({ grouping: 'week', enabled: true })
  })

  it('is null without a real last day', () => {
    expect(weekDefaultRange(null)).toBeNull()
    expect(weekDefaultRange('2023-02-29')).toBeNull()
    expect(weekDefaultRange('17/03/2024')).toBeNull()
  })
})

describe('needsWeekDefault', () => {
  const base = { grouping: 'week' as const, machineIds: [3], start: null, finish: null }

  it('applies in week grouping with machines and no dates', () => {
    expect(needsWeekDefault(base)).toBe(true)
  })

  it('does not apply otherwise', () => {
    expect(needsWeekDefault({ ...base, grouping: 'day' })).toBe(false)
    expect(needsWeekDefault({ ...base, machineIds: [] })).toBe(false)
    expect(needsWeekDefault({ ...base, start: '2024-03-01' })).toBe(false)
    expect(needsWeekDefault({ ...base, finish: '2024-03-01' })).toBe(false)
  })
})
