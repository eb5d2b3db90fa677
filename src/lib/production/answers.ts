/**
 * Guards for the production answers the screens read on their first load (plant status,
 * selectors): the contract's zod schemas would add 25 KB gzip to each production route (bench:web,
 * ADR 012). The server validates every answer against the full schema before sending it; these
 * check the fields the screens use.
 */
import type { NamedEntity, PlantControlMachine, PlantMachine } from '@/contract/plant'
import { type FieldType, hasFields, listOf } from '@/lib/api/guards'

const monitoringFields: Record<string, FieldType> = {
  machineId: 'number',
  machineName: 'string',
  machineHashCode: 'string',
  machineLineId: 'number',
  machineLineName: 'string',
  machineModelName: 'string',
  machineModelImage: 'string',
  machineSerialNumber: 'string',
  machineMaxSpeed: 'number',
  machineLastTransactionAt: 'string?',
  state: 'number',
  speed: 'number',
  poReference: 'string?',
  poIdOnMachine: 'number?',
  poInsertTimestamp: 'number?',
  poDateStart: 'string?',
  poProgress: 'number?',
  poDoneMeter: 'number?',
  poTargetMeter: 'number?',
  jobReference: 'string?',
  customerName: 'string?',
  operatorName: 'string?',
  inactivityDateStart: 'string?',
  poweroffDateStart: 'string?',
}
export const isPlantControlMachineList = listOf<PlantControlMachine>(monitoringFields)

const isMachineModel = (value: unknown) =>
  hasFields(value, { id: 'number', name: 'string', machineLine: 'object' }) &&
  hasFields((value as { machineLine: unknown }).machineLine, { id: 'number', name: 'string' })

export const isPlantMachineList = (value: unknown): value is PlantMachine[] =>
  listOf<PlantMachine>({
    id: 'number',
    name: 'string',
    hashCode: 'string',
    machineModel: 'object',
    services: 'object',
  })(value) &&
  value.every((m) => isMachineModel(m.machineModel) && hasFields(m.services, { hasJobCosting: 'boolean' }))

export const isNamedEntityList = listOf<NamedEntity>({ id: 'number', name: 'string' })
