/**
 * The user's machines for selectors and plant configuration. Always scoped to the machines
 * assigned to the user (DESIGN.md: machine-scoped data is filtered on the server).
 */
import { asc, eq, inArray } from 'drizzle-orm'
import type { PlantConfigMachine, PlantMachine } from '../../../src/contract/plant'
import type { DbOrTx } from '../../db/client'
import { machineLines, machineModels, machines } from '../../db/schema'

async function selectMachines(db: DbOrTx, machineIds: readonly number[]) {
  if (machineIds.length === 0) return []
  return db
    .select({ machine: machines, model: machineModels, line: machineLines })
    .from(machines)
    .innerJoin(machineModels, eq(machineModels.id, machines.modelId))
    .innerJoin(machineLines, eq(machineLines.id, machineModels.lineId))
    .where(inArray(machines.id, [...machineIds]))
    .orderBy(asc(machines.sortOrder), asc(machines.name), asc(machines.id))
}

export async function listPlantMachines(db: DbOrTx, machineIds: readonly number[]): Promise<PlantMachine[]> {
  const rows = await selectMachines(db, machineIds)
  return rows.map(({ machine, model, line }) => ({
    id: machine.id,
    name: machine.name,
    hashCode: machine.hashCode,
    serialNumber: machine.serialNumber,
    machineModel: {
      id: model.id,
      name: model.name,
      image: model.image,
      machineLine: { id: line.id, name: line.name },
    },
    services: { hasJobCosting: machine.hasJobCosting, hasOperationAnalytics: machine.hasOperationAnalytics },
  }))
}

export async function listConfigMachines(
  db: DbOrTx,
  machineIds: readonly number[],
): Promise<PlantConfigMachine[]> {
  const rows = await selectMachines(db, machineIds)
  return rows.map(({ machine, model, line }) => ({
    machineId: machine.id,
    machineName: machine.name,
    machineSerialNumber: machine.serialNumber,
    machineModelName: model.name,
    machineModelImage: model.image,
    machineLineId: line.id,
    machineLineName: line.name,
    machineAcquisitionDate: machine.acquisitionDate,
    machineMaxSpeed: machine.maxSpeed,
    machineMinPrintingWidth: machine.minPrintingWidth,
    machineMaxPrintingWidth: machine.maxPrintingWidth,
    machineMinMaterialWidth: machine.minMaterialWidth,
    machineMaxMaterialWidth: machine.maxMaterialWidth,
    machineMinFormat: machine.minFormat,
    machineMaxFormat: machine.maxFormat,
    sortOrder: machine.sortOrder,
    machineModel: { id: model.id, name: model.name, machineLine: { id: line.id, name: line.name } },
  }))
}
