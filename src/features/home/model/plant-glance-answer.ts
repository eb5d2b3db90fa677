import { isRecord, isStringOrNull } from '@/lib/api/guards'
import type { MachineStateInput } from '@/lib/format/machine-state'

/**
 * The fields of GET /plant-control/machines that the home tile's counts read, checked without
 * zod (src/lib/api/guards.ts: the home's first load stays small); plant control parses the full schema.
 */
export type GlanceMachine = MachineStateInput & {
  state: number
  machineLastTransactionAt: string | null
  poweroffDateStart: string | null
  inactivityDateStart: string | null
}

const isGlanceMachine = (value: unknown): value is GlanceMachine =>
  isRecord(value) &&
  typeof value.state === 'number' &&
  isStringOrNull(value.machineLastTransactionAt) &&
  isStringOrNull(value.poweroffDateStart) &&
  isStringOrNull(value.inactivityDateStart)

export const isGlanceMachineList = (value: unknown): value is GlanceMachine[] =>
  Array.isArray(value) && value.every(isGlanceMachine)
