import { describe, expect, it } from 'vitest'
import { parseCostingSearch } from './costing-search'

describe('parseCostingSearch', () => {
  it('keeps a good tab, machine, day and mode', () => {
    expect(parseCostingSearch({ tab: 'energy', machine: '12', date: '2026-03-04', mode: 'week' })).toEqual({
      tab: 'energy',
      machine: 12,
      date: '2026-03-04',
      mode: 'week',
    })
  })

  it('names every key, undefined when absent', () => {
    expect(parseCostingSearch({})).toEqual({
      tab: undefined,
      machine: undefined,
      date: undefined,
      mode: undefined,
    })
  })

  it('drops bad values one by one, not the page', () => {
    expect(
      parseCostingSearch({ tab: '<script>', machine: -3, date: '2026-02-30', mode: 'year', other: 1 }),
    ).toEqual({ tab: undefined, machine: undefined, date: undefined, mode: undefined })
    expect(parseCostingSearch({ tab: 'Energy' }).tab).toBeUndefined()
    expect(parseCostingSearch({ tab: 'x'.repeat(41) }).tab).toBeUndefined()
    expect(parseCostingSearch({ tab: 7 }).tab).toBeUndefined()
  })
})
