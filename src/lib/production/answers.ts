/**
 * Guards for the production answers the screens read on their first load (plant status,
 * selectors): the contract's zod schemas would add 25 KB gzip to each production route (bench:web,
 * ADR 012). Each describes its schema of contract/plant.ts field by field (lib/api/answer-shape.ts
 * says how the two are kept equal); the server validates every answer against the schema too.
 */
import type { NamedEntity, PlantControlMachine, PlantMachine } from '@/contract/plant'
import { stopCategories } from '@/contract/stop-reasons'
import { type CheckFor, shapeGuard } from '@/lib/api/answer-shape'

const nullableString = { nullable: 'string' } as const
const nullableNumber = { nullable: 'number' } as const
const nullableInteger = { nullable: 'integer' } as const
const namedEntity = { fields: { id: 'integer', name: 'string' } } as const satisfies CheckFor<NamedEntity>

/** GET /plant-control/machines (plantControlMachineListSchema). */
export const isPlantControlMachineList = shapeGuard<PlantControlMachine[]>({
  list: {
    fields: {
      machineId: 'integer',
      machineName: 'string',
      machineHashCode: 'string',
      machineLineId: 'integer',
      machineLineName: 'string',
      machineModelName: 'string',
      machineModelImage: 'string',
      machineAcquisitionDate: nullableString,
      machineSerialNumber: 'string',
      machineMaxSpeed: 'number',
      machineMinPrintingWidth: nullableNumber,
      machineMaxPrintingWidth: nullableNumber,
      machineMinMaterialWidth: nullableNumber,
      machineMaxMaterialWidth: nullableNumber,
      machineLastTransactionAt: nullableString,
      state: { between: [1, 5] },
      speed: 'number',
      poReference: nullableString,
      poIdOnMachine: nullableInteger,
      poInsertTimestamp: nullableInteger,
      poDateStart: nullableString,
      poDateFinish: nullableString,
      poProgress: nullableNumber,
      poDoneMeter: nullableNumber,
      poTargetMeter: nullableNumber,
      jobReference: nullableString,
      customerName: nullableString,
      operatorName: nullableString,
      inactivityDateStart: nullableString,
      inactivityDescription: nullableString,
      inactivityReasonCode: nullableString,
      stopCategory: { nullable: { oneOf: stopCategories } },
      poweroffDateStart: nullableString,
    },
  },
})

/** GET /machines_plant (plantMachineListSchema). */
export const isPlantMachineList = shapeGuard<PlantMachine[]>({
  list: {
    fields: {
      id: 'integer',
      name: 'string',
      hashCode: 'string',
      serialNumber: 'string',
      machineModel: { fields: { id: 'integer', name: 'string', image: 'string', machineLine: namedEntity } },
      services: { fields: { hasJobCosting: 'boolean', hasOperationAnalytics: 'boolean' } },
    },
  },
})

/** GET /customers_plant and /operators_plant (namedEntityListSchema). */
export const isNamedEntityList = shapeGuard<NamedEntity[]>({ list: namedEntity })
