import type { PlantControlMachine } from '@/contract/plant'

/** A producing machine that synced at `syncedAt`, for unit tests of the plant views. */
export function monitoringRecord(
  overrides: Partial<PlantControlMachine> = {},
  syncedAt = Date.now(),
): PlantControlMachine {
  return {
    machineId: 1,
    machineName: 'Flexo CI 1',
    machineHashCode: 'abc123',
    machineLineId: 1,
    machineLineName: 'FLEXO',
    machineModelName: 'CI-8',
    machineModelImage: 'ci8.png',
    machineAcquisitionDate: '2020-01-01',
    machineSerialNumber: 'SN-1',
    machineMaxSpeed: 500,
    machineMinPrintingWidth: 800,
    machineMaxPrintingWidth: 1300,
    machineMinMaterialWidth: 800,
    machineMaxMaterialWidth: 1320,
    machineLastTransactionAt: new Date(syncedAt).toISOString(),
    state: 3,
    speed: 320,
    poReference: 'FX01-1',
    poIdOnMachine: 7,
    poInsertTimestamp: 1_700_000_000,
    poDateStart: '2026-11-24T06:00:00.000Z',
    poDateFinish: null,
    inactivityReasonCode: null,
    stopCategory: null,
    poProgress: 42.5,
    poDoneMeter: 4250,
    poTargetMeter: 10_000,
    jobReference: 'JOB-1',
    customerName: 'Acme',
    operatorName: 'Ana',
    inactivityDateStart: null,
    inactivityDescription: null,
    poweroffDateStart: null,
    ...overrides,
  }
}
