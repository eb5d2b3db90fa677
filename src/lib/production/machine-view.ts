import type { PlantControlMachine } from '@/contract/plant'
import { type EffectiveState, effectiveState } from '@/lib/format/machine-state'

/**
 * One machine as plant control shows it (spec 000 §2.3, §4.1): the effective state and speed,
 * what "current order" links to, and whether progress and meters are shown (production only).
 */
export interface MachineView {
  record: PlantControlMachine
  effective: EffectiveState
  /** /machine-control/{hash}/{idOnMachine}/{insertTimestamp}, or null when no order is loaded. */
  orderPath: { machineHashCode: string; idOnMachine: number; insertTimestamp: number } | null
  /** Clean meters over target, 0-100+ percent, only in production with a target. */
  progress: number | null
  /** When the machine entered what it shows now: power off, inactivity, else the order start. */
  stateSince: string | null
}

export function toMachineView(record: PlantControlMachine, now: number): MachineView {
  const effective = effectiveState(record, now)
  const hasOrder = record.poIdOnMachine !== null && record.poInsertTimestamp !== null
  const stateSince =
    effective.state === 5
      ? (record.poweroffDateStart ?? record.machineLastTransactionAt)
      : effective.state === 4
        ? record.inactivityDateStart
        : record.poDateStart
  return {
    record,
    effective,
    orderPath: hasOrder
      ? {
          machineHashCode: record.machineHashCode,
          idOnMachine: record.poIdOnMachine as number,
          insertTimestamp: record.poInsertTimestamp as number,
        }
      : null,
    progress: effective.showProgress ? record.poProgress : null,
    stateSince,
  }
}
