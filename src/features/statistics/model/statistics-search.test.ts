import { describe, expect, it } from 'vitest'
import { dataGroupings } from '@/contract/statistics'
import { parseStatisticsSearch, SEARCH_GROUPINGS } from './statistics-search'

describe('the statistics screen in the URL', () => {
  it('keeps a good search as it is', () => {
    expect(
      parseStatisticsSearch({
        type: 2,
        machines: [3],
        from: '2026-11-01',
        to: '2026-11-20',
        grouping: 'week',
      }),
    ).toEqual({ type: 2, machines: [3], from: '2026-11-01', to: '2026-11-20', grouping: 'week' })
    expect(parseStatisticsSearch({ type: '1' }).type).toBe(1)
  })

  it('names every key, undefined when bad, and drops a reversed range whole', () => {
    expect(
      parseStatisticsSearch({
        type: 3,
        machines: 'x',
        from: '2026-11-20',
        to: '2026-11-01',
        grouping: 'hour',
      }),
    ).toEqual({ type: undefined, machines: undefined, from: undefined, to: undefined, grouping: undefined })
    expect(parseStatisticsSearch({})).toEqual({
      type: undefined,
      machines: undefined,
      from: undefined,
      to: undefined,
      grouping: undefined,
    })
    expect(parseStatisticsSearch({ machines: [1, -2] }).machines).toBeUndefined()
  })

  it('keeps at most 5 machines, without repeats', () => {
    expect(parseStatisticsSearch({ machines: [1, 2, 2, 3, 4, 5, 6, 7] }).machines).toEqual([1, 2, 3, 4, 5])
  })

  it('lists the same groupings as the contract', () => {
    expect([...SEARCH_GROUPINGS]).toEqual([...dataGroupings])
  })
})
