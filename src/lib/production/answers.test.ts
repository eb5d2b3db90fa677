import { describe, expect, it } from 'vitest'
import { isNamedEntityList, isPlantControlMachineList, isPlantMachineList } from './answers'
import { monitoringRecord } from './testing/monitoring-record'

describe('production answer guards', () => {
  it('accept what the server sends and refuse wrong shapes', () => {
    expect(isPlantControlMachineList([monitoringRecord()])).toBe(true)
    expect(isPlantControlMachineList([{ ...monitoringRecord(), state: '3' }])).toBe(false)
    expect(isPlantControlMachineList({})).toBe(false)
    const machine = {
      id: 1,
      name: 'Flexo CI 1',
      hashCode: 'h',
      serialNumber: 's',
      machineModel: { id: 1, name: 'CI', image: 'x.svg', machineLine: { id: 1, name: 'FLEXO' } },
      services: { hasJobCosting: true, hasOperationAnalytics: false },
    }
    expect(isPlantMachineList([machine])).toBe(true)
    expect(
      isPlantMachineList([{ ...machine, machineModel: { ...machine.machineModel, machineLine: null } }]),
    ).toBe(false)
    expect(isNamedEntityList([{ id: 1, name: 'Acme' }])).toBe(true)
    expect(isNamedEntityList([{ id: '1', name: 'Acme' }])).toBe(false)
  })
})
