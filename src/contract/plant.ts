import { z } from 'zod'
import { stopCategories } from './stop-reasons'

/**
 * Plant data shared by the plant-control screen and the selectors of other screens
 * (spec 000 §3.2, §7 "Plant control" and "Historical"; spec 002 §3.3).
 * Dates travel as ISO 8601 strings (timestamps in UTC, acquisition dates as yyyy-MM-dd).
 */

export const machineLineRefSchema = z.object({ id: z.number().int(), name: z.string() })
export type MachineLineRef = z.infer<typeof machineLineRefSchema>

export const machineServicesSchema = z.object({
  hasJobCosting: z.boolean(),
  hasOperationAnalytics: z.boolean(),
})

/** GET /api/machines_plant: the user's machines for selectors, ordered by sortOrder. */
export const plantMachineSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  hashCode: z.string(),
  serialNumber: z.string(),
  machineModel: z.object({
    id: z.number().int(),
    name: z.string(),
    image: z.string(),
    machineLine: machineLineRefSchema,
  }),
  services: machineServicesSchema,
})
export type PlantMachine = z.infer<typeof plantMachineSchema>
export const plantMachineListSchema = z.array(plantMachineSchema)

/** GET /api/machines_config_plant: the plant-configuration fields of spec 002 §3.3. */
export const plantConfigMachineSchema = z.object({
  machineId: z.number().int(),
  machineName: z.string(),
  machineSerialNumber: z.string(),
  machineModelName: z.string(),
  machineModelImage: z.string(),
  machineLineId: z.number().int(),
  machineLineName: z.string(),
  machineAcquisitionDate: z.string().nullable(),
  machineMaxSpeed: z.number(),
  machineMinPrintingWidth: z.number().nullable(),
  machineMaxPrintingWidth: z.number().nullable(),
  machineMinMaterialWidth: z.number().nullable(),
  machineMaxMaterialWidth: z.number().nullable(),
  machineMinFormat: z.number().nullable(),
  machineMaxFormat: z.number().nullable(),
  sortOrder: z.number().int(),
  machineModel: z.object({
    id: z.number().int(),
    name: z.string(),
    machineLine: machineLineRefSchema,
  }),
})
export type PlantConfigMachine = z.infer<typeof plantConfigMachineSchema>
export const plantConfigMachineListSchema = z.array(plantConfigMachineSchema)

/** GET /api/customers_plant and /api/operators_plant: [{id, name}] ordered by name. */
export const namedEntitySchema = z.object({ id: z.number().int(), name: z.string() })
export type NamedEntity = z.infer<typeof namedEntitySchema>
export const namedEntityListSchema = z.array(namedEntitySchema)

/** Machine and order state codes (spec 000 §4.1). */
export const machineStateSchema = z.number().int().min(1).max(5)

/** GET /api/plant-control/machines: one monitoring record per assigned machine (spec 000 §3.2). */
export const plantControlMachineSchema = z.object({
  machineId: z.number().int(),
  machineName: z.string(),
  machineHashCode: z.string(),
  machineLineId: z.number().int(),
  machineLineName: z.string(),
  machineModelName: z.string(),
  machineModelImage: z.string(),
  machineAcquisitionDate: z.string().nullable(),
  machineSerialNumber: z.string(),
  /** m/min */
  machineMaxSpeed: z.number(),
  machineMinPrintingWidth: z.number().nullable(),
  machineMaxPrintingWidth: z.number().nullable(),
  machineMinMaterialWidth: z.number().nullable(),
  machineMaxMaterialWidth: z.number().nullable(),
  machineLastTransactionAt: z.string().nullable(),
  state: machineStateSchema,
  speed: z.number(),
  poReference: z.string().nullable(),
  poIdOnMachine: z.number().int().nullable(),
  poInsertTimestamp: z.number().int().nullable(),
  poDateStart: z.string().nullable(),
  poDateFinish: z.string().nullable(),
  /** Clean meters over target meters, percent with one decimal; null without a target. */
  poProgress: z.number().nullable(),
  poDoneMeter: z.number().nullable(),
  poTargetMeter: z.number().nullable(),
  jobReference: z.string().nullable(),
  customerName: z.string().nullable(),
  /** The operator currently on the order. */
  operatorName: z.string().nullable(),
  inactivityDateStart: z.string().nullable(),
  inactivityDescription: z.string().nullable(),
  /** The open stop's code (src/contract/stop-reasons.ts): named by it, else by the description. */
  inactivityReasonCode: z.string().max(60).nullable(),
  /** The open stop's category from its code (ADR 034), null without a stop or a known code. */
  stopCategory: z.enum(stopCategories).nullable(),
  poweroffDateStart: z.string().nullable(),
})
export type PlantControlMachine = z.infer<typeof plantControlMachineSchema>
export const plantControlMachineListSchema = z.array(plantControlMachineSchema)
