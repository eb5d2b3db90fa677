import { describe, expect, it } from 'vitest'
import { allDigital, inactivityMachine, MAX_MACHINES, selectMachines, switchType } from './selection'

describe('MAX_MACHINES', () => {
  it('is 5 in statistics and 1 in productivity', () => {
    expect(MAX_MACHINES).toEqual({ 1: 5, 2: 1 })
  })
})

describe('selectMachines', () => {
  it('takes up to 5 machines in statistics', () => {
    expect(selectMachines([], [4], 1)).toEqual({ ids: [4] })
    expect(selectMachines([1, 2, 3, 4], [1, 2, 3, 4, 5], 1)).toEqual({ ids: [1, 2, 3, 4, 5] })
  })

  it('refuses the 6th machine and keeps the current 5', () => {
    const current = [1, 2, 3, 4, 5]
    const result = selectMachines(current, [1, 2, 3, 4, 5, 6], 1)
    expect(result).toEqual({ ids: [1, 2, 3, 4, 5], refused: 'MULTIPLE_MACHINE_SELECTION_5' })
    expect(result.ids).not.toBe(current)
  })

  it('takes one machine in productivity and refuses a second', () => {
    expect(selectMachines([], [7], 2)).toEqual({ ids: [7] })
    expect(selectMachines([7], [7, 8], 2)).toEqual({ ids: [7], refused: 'MULTIPLE_MACHINE_SELECTION_1' })
  })

  it('lets a machine be removed or the selection emptied', () => {
    expect(selectMachines([1, 2, 3], [1, 3], 1)).toEqual({ ids: [1, 3] })
    expect(selectMachines([7], [], 2)).toEqual({ ids: [] })
  })

  it('does not count a machine picked twice', () => {
    expect(selectMachines([1, 2, 3, 4], [1, 2, 3, 4, 5, 5], 1)).toEqual({ ids: [1, 2, 3, 4, 5] })
    expect(selectMachines([], [7, 7], 2)).toEqual({ ids: [7] })
  })
})

describe('switchType', () => {
  it('keeps the first of 2 or more machines when switching to productivity, and names the rest', () => {
    expect(switchType([1, 2], 2)).toEqual({ ids: [1], dropped: [2] })
    expect(switchType([5, 4, 3, 2, 1], 2)).toEqual({ ids: [5], dropped: [4, 3, 2, 1] })
  })

  it('keeps a single machine, and everything when switching to statistics', () => {
    expect(switchType([4], 2)).toEqual({ ids: [4], dropped: [] })
    expect(switchType([], 2)).toEqual({ ids: [], dropped: [] })
    expect(switchType([4], 1)).toEqual({ ids: [4], dropped: [] })
    expect(switchType([1, 2], 1)).toEqual({ ids: [1, 2], dropped: [] })
  })
})

describe('inactivityMachine', () => {
  it('is the last picked machine', () => {
    expect(inactivityMachine([3, 9, 5])).toBe(5)
    expect(inactivityMachine([3])).toBe(3)
  })

  it('is null without a machine', () => {
    expect(inactivityMachine([])).toBeNull()
  })
})

describe('allDigital', () => {
  it('is true only when every selected machine is DIGITAL', () => {
    expect(allDigital([{ line: 'DIGITAL' }])).toBe(true)
    expect(allDigital([{ line: 'DIGITAL' }, { line: 'DIGITAL' }])).toBe(true)
    expect(allDigital([{ line: 'DIGITAL' }, { line: 'FLEXO' }])).toBe(false)
    expect(allDigital([{ line: 'digital' }])).toBe(false)
  })

  it('is false for an empty selection', () => {
    expect(allDigital([])).toBe(false)
  })
})
