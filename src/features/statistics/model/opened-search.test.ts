import { describe, expect, it } from 'vitest'
import type { AvailableDays } from '../api/get-available-dates'
import {
  type OpeningFacts,
  openedInactivitySearch,
  openedStatisticsSearch,
  sameSearch,
} from './opened-search'
import type { StatisticsSearch } from './statistics-search'

const days: AvailableDays = { first: '2026-11-01', last: '2026-11-20', lastFullDay: '2026-11-19' }
const facts = (over: Partial<OpeningFacts> = {}): OpeningFacts => ({
  machines: [{ id: 4 }, { id: 7 }, { id: 9 }],
  remembered: () => null,
  daysOf: () => days,
  ...over,
})
const nothing: StatisticsSearch = {
  type: undefined,
  machines: undefined,
  from: undefined,
  to: undefined,
  grouping: undefined,
}

describe('the search a statistics screen opens on', () => {
  it('statistics: the remembered or first machines, then the last full day', () => {
    expect(openedStatisticsSearch(nothing, facts())).toEqual({
      ...nothing,
      machines: [4, 7, 9],
      from: '2026-11-19',
      to: '2026-11-19',
    })
    expect(openedStatisticsSearch(nothing, facts({ remembered: () => [9] })).machines).toEqual([9])
    // Productivity takes one machine; week grouping opens on the month of the last data (spec 001 §4).
    expect(openedStatisticsSearch({ ...nothing, type: 2 }, facts()).machines).toEqual([4])
    const week = openedStatisticsSearch({ ...nothing, grouping: 'week' }, facts())
    expect([week.from, week.to]).toEqual(['2026-11-01', '2026-11-20'])
  })

  it('goes only as far as what is known, and keeps what the address names', () => {
    expect(openedStatisticsSearch(nothing, facts({ machines: undefined }))).toBe(nothing)
    expect(openedStatisticsSearch(nothing, facts({ daysOf: () => undefined }))).toEqual({
      ...nothing,
      machines: [4, 7, 9],
    })
    const linked = { ...nothing, machines: [7], from: '2026-11-02', to: '2026-11-03' }
    expect(openedStatisticsSearch(linked, facts())).toBe(linked)
    // Machines named without days open on their last full day, as the page did.
    expect(openedStatisticsSearch({ ...nothing, machines: [7] }, facts()).from).toBe('2026-11-19')
  })

  it('inactivities: one machine, then its last full day', () => {
    const none = { machine: undefined, from: undefined, to: undefined }
    expect(openedInactivitySearch(none, facts({ remembered: () => [7] }))).toEqual({
      machine: 7,
      from: '2026-11-19',
      to: '2026-11-19',
    })
    expect(openedInactivitySearch(none, facts({ machines: [] }))).toBe(none)
  })

  it('compares searches by their values', () => {
    expect(sameSearch({ ...nothing, machines: [1, 2] }, { ...nothing, machines: [1, 2] })).toBe(true)
    expect(sameSearch({ ...nothing, machines: [1, 2] }, { ...nothing, machines: [2, 1] })).toBe(false)
    expect(sameSearch({ ...nothing, from: 'a' }, nothing)).toBe(false)
  })
})
