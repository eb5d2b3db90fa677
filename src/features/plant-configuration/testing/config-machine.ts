import type { PlantConfigMachine } from '@/contract/plant'

/** A machine of GET /machines_config_plant for tests; `patch` overrides any field. */
export function configMachine(patch: Partial<PlantConfigMachine> = {}): PlantConfigMachine {
  const id = patch.machineId ?? 1
  const line = { id: patch.machineLineId ?? 1, name: patch.machineLineName ?? 'FLEXO' }
  return {
    machineId: id,
    machineName: `Machine ${id}`,
    machineSerialNumber: `SN-${id}`,
    machineModelName: 'CI Flexo 8C Evolution',
    machineModelImage: 'flexo-ci.svg',
    machineLineId: line.id,
    machineLineName: line.name,
    machineAcquisitionDate: '2019-03-14',
    machineMaxSpeed: 400,
    machineMinPrintingWidth: 400,
    machineMaxPrintingWidth: 1270,
    machineMinMaterialWidth: 450,
    machineMaxMaterialWidth: 1320,
    machineMinFormat: 330,
    machineMaxFormat: 800,
    sortOrder: id,
    machineModel: { id: 1, name: 'CI Flexo 8C Evolution', machineLine: line },
    ...patch,
  }
}
