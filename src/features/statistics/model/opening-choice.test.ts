// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import {
  openingDay,
  openingMachines,
  opensFresh,
  rememberedMachines,
  rememberMachines,
} from './opening-choice'

const list = [{ id: 4 }, { id: 7 }, { id: 9 }, { id: 12 }, { id: 15 }, { id: 21 }]

describe('what statistics and inactivities open on', () => {
  afterEach(() => localStorage.clear())

  it('takes the remembered machines the user still has, else the first of the plant', () => {
    expect(openingMachines(list, null, 5)).toEqual([4, 7, 9, 12, 15])
    expect(openingMachines(list, null, 1)).toEqual([4])
    expect(openingMachines(list, [21, 9], 5)).toEqual([21, 9])
    // A machine no longer assigned is dropped; none left falls back to the plant's first.
    expect(openingMachines(list, [99, 9], 5)).toEqual([9])
    expect(openingMachines(list, [99], 1)).toEqual([4])
    // Inactivities takes one: the first remembered.
    expect(openingMachines(list, [21, 9], 1)).toEqual([21])
    expect(openingMachines([], [21], 5)).toEqual([])
  })

  it('keeps the choice per screen and user on the device, and ignores a damaged entry', () => {
    rememberMachines('statistics', 3, [9, 21])
    rememberMachines('inactivities', 3, [7])
    expect(rememberedMachines('statistics', 3)).toEqual([9, 21])
    expect(rememberedMachines('inactivities', 3)).toEqual([7])
    expect(rememberedMachines('statistics', 4)).toBeNull()
    // A cleared selection keeps the last real one.
    rememberMachines('statistics', 3, [])
    expect(rememberedMachines('statistics', 3)).toEqual([9, 21])
    localStorage.setItem('plant-portal.statistics.machines:5', '{"x":1}')
    expect(rememberedMachines('statistics', 5)).toBeNull()
    localStorage.setItem('plant-portal.statistics.machines:5', 'not json')
    expect(rememberedMachines('statistics', 5)).toBeNull()
  })

  it('opens on the last full day, else the last day with data, else nothing', () => {
    expect(openingDay({ first: '2026-01-02', last: '2026-12-01', lastFullDay: '2026-11-20' })).toEqual({
      start: '2026-11-20',
      finish: '2026-11-20',
    })
    expect(openingDay({ first: '2026-12-01', last: '2026-12-01', lastFullDay: null })).toEqual({
      start: '2026-12-01',
      finish: '2026-12-01',
    })
    expect(openingDay({ first: null, last: null, lastFullDay: null })).toBeNull()
    expect(openingDay(undefined)).toBeNull()
  })

  it('opens fresh only when the address names no machine and no day', () => {
    expect(opensFresh({}, undefined)).toBe(true)
    expect(opensFresh({}, [])).toBe(false)
    expect(opensFresh({ from: '2026-11-01' }, undefined)).toBe(false)
    expect(opensFresh({ to: '2026-11-01' }, undefined)).toBe(false)
  })
})
