import { describe, expect, it } from 'vitest'
import type { ConsumableType } from '@/contract/job-costing'
import { costingTabs, currentTab, usableTypes } from './costing-tabs'

const type = (id: number, category: string, isEnabled = true): ConsumableType => ({
  id,
  name: `Type ${id}`,
  category,
  unit: 'Kg',
  isEnabled,
  timeSliced: id === 1,
})

describe('costingTabs', () => {
  it('puts Machine first, then Statistics, then the categories in the spec order', () => {
    const tabs = costingTabs([type(4, 'solvents'), type(1, 'energy'), type(3, 'material'), type(2, 'ink')])
    expect(tabs.map((t) => t.value)).toEqual([
      'machine',
      'statistics',
      'ink',
      'material',
      'energy',
      'solvents',
    ])
    expect(tabs.map((t) => t.kind)).toEqual([
      'machine',
      'statistics',
      'item-prices',
      'item-prices',
      'periods',
      'periods',
    ])
  })

  it('gives a periods tab every type of its category, by id, and unknown categories after, by name', () => {
    const tabs = costingTabs([type(9, 'water'), type(7, 'energy'), type(1, 'energy'), type(12, 'gases')])
    expect(tabs.map((t) => t.value)).toEqual(['machine', 'statistics', 'energy', 'gases', 'water'])
    const energy = tabs[2]
    expect(energy.kind === 'periods' && energy.types.map((t) => t.id)).toEqual([1, 7])
  })

  it('has only Machine and Statistics for a plant without types', () => {
    expect(costingTabs([]).map((t) => t.value)).toEqual(['machine', 'statistics'])
  })

  it('reads categories case-insensitively and skips an empty one', () => {
    const tabs = costingTabs([type(2, 'Ink'), type(5, ' ')])
    expect(tabs.map((t) => t.value)).toEqual(['machine', 'statistics', 'ink'])
  })
})

describe('usableTypes', () => {
  it('keeps the plant types enabled for the plant and not disabled in the catalogue', () => {
    const plant = [type(1, 'energy'), type(2, 'ink', false), type(3, 'material'), type(4, 'solvents')]
    const all = [type(1, 'energy'), type(2, 'ink'), type(3, 'material', false)]
    expect(usableTypes(plant, all).map((t) => t.id)).toEqual([1, 4])
  })

  it('trusts the plant list while the catalogue is not loaded', () => {
    expect(usableTypes([type(1, 'energy'), type(2, 'ink', false)], undefined).map((t) => t.id)).toEqual([1])
  })
})

describe('currentTab', () => {
  const tabs = costingTabs([type(2, 'ink')])
  it('is the URL tab when the plant has it, else the first', () => {
    expect(currentTab(tabs, 'ink').value).toBe('ink')
    expect(currentTab(tabs, 'energy').value).toBe('machine')
    expect(currentTab(tabs, undefined).value).toBe('machine')
  })
})
