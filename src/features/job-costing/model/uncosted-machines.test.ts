import { describe, expect, it } from 'vitest'
import { uncostedMachines } from './uncosted-machines'

const machine = (id: number, hasJobCosting: boolean, plantId = 1) => ({
  id,
  name: `M${id}`,
  machineLineName: 'FLEXO' as const,
  services: { hasJobCosting, hasOperationAnalytics: false },
  plant: { id: plantId },
})

describe('machines without job costing', () => {
  it('lists the machines of the plant the costing answer left out, each with its reason', () => {
    const session = [machine(1, true), machine(2, false), machine(3, true), machine(4, false, 2)]
    const costed = [{ id: 1, consumableTypes: [1, 2] }]
    expect(uncostedMachines(session, 1, costed)).toEqual([
      { id: 2, name: 'M2', machineLineName: 'FLEXO', reason: 'NOT_CONTRACTED' },
      { id: 3, name: 'M3', machineLineName: 'FLEXO', reason: 'NO_CONSUMABLE_TYPES' },
    ])
  })

  it('counts a costed machine with no consumable types as without job costing', () => {
    expect(uncostedMachines([machine(1, true)], 1, [{ id: 1, consumableTypes: [] }])).toEqual([
      { id: 1, name: 'M1', machineLineName: 'FLEXO', reason: 'NO_CONSUMABLE_TYPES' },
    ])
  })
})
