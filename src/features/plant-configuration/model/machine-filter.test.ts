import { describe, expect, it } from 'vitest'
import { configMachine } from '../testing/config-machine'
import { filterMachines, linesOf, noFilter, reorderBlock } from './machine-filter'

const machines = [
  configMachine({ machineId: 1, machineName: 'Flexo CI 1', machineSerialNumber: 'FX-CI-0412' }),
  configMachine({
    machineId: 2,
    machineName: 'Laminator SL 1',
    machineLineId: 4,
    machineLineName: 'LAMINATING',
    machineModelName: 'Solventless Laminator SL-1400',
  }),
  configMachine({ machineId: 3, machineName: 'Flexo Stack 6C', machineModelName: 'Stack Flexo 6C' }),
  configMachine({
    machineId: 4,
    machineName: 'Impresora Ñandú',
    machineLineId: 2,
    machineLineName: 'ROTO',
    machineModelName: 'Rotogravure R9',
  }),
]
const ids = (list: { machineId: number }[]) => list.map((m) => m.machineId)

describe('linesOf', () => {
  it('gives each line once, in the order the machines bring them', () => {
    expect(linesOf(machines)).toEqual([
      { id: 1, name: 'FLEXO' },
      { id: 4, name: 'LAMINATING' },
      { id: 2, name: 'ROTO' },
    ])
    expect(linesOf([])).toEqual([])
  })
})

describe('filterMachines', () => {
  it('keeps every machine, in order, without a filter', () => {
    expect(ids(filterMachines(machines, noFilter))).toEqual([1, 2, 3, 4])
  })

  it('filters by line', () => {
    expect(ids(filterMachines(machines, { lineId: 1, search: '' }))).toEqual([1, 3])
    expect(ids(filterMachines(machines, { lineId: 9, search: '' }))).toEqual([])
  })

  it('searches name, serial number and model, every word, without case or accents', () => {
    expect(ids(filterMachines(machines, { lineId: null, search: 'flexo' }))).toEqual([1, 3])
    expect(ids(filterMachines(machines, { lineId: null, search: 'fx-ci' }))).toEqual([1])
    expect(ids(filterMachines(machines, { lineId: null, search: 'SL-1400' }))).toEqual([2])
    expect(ids(filterMachines(machines, { lineId: null, search: 'stack 6c' }))).toEqual([3])
    expect(ids(filterMachines(machines, { lineId: null, search: 'nandu' }))).toEqual([4])
    expect(ids(filterMachines(machines, { lineId: null, search: '   ' }))).toEqual([1, 2, 3, 4])
  })

  it('combines line and search', () => {
    expect(ids(filterMachines(machines, { lineId: 1, search: 'stack' }))).toEqual([3])
    expect(ids(filterMachines(machines, { lineId: 4, search: 'flexo' }))).toEqual([])
  })
})

describe('reorderBlock', () => {
  it('allows dragging only with no line and no search', () => {
    expect(reorderBlock(noFilter)).toBeNull()
    expect(reorderBlock({ lineId: null, search: '  ' })).toBeNull()
    expect(reorderBlock({ lineId: 1, search: '' })).toBe('line')
    expect(reorderBlock({ lineId: 1, search: 'x' })).toBe('line')
    expect(reorderBlock({ lineId: null, search: 'x' })).toBe('search')
  })
})
