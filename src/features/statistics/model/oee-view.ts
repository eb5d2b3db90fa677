/**
 * The OEE view (issue 14, beyond the spec): each machine and period of POST /traceability as
 * availability x performance x quality (ISO 22400, oee.ts), set against the machine's objectives
 * (GET /statistics/objectives: the averages of its last finished orders, as the order detail).
 *
 * From a record (ADR 019's fields): planned busy time = the state time less power-off (the machine
 * was on and assigned to an order); actual production time = that less the inactivities; produced
 * meters = all meters of the three states, good meters = the turning meters; the ideal rate is the
 * machine's top speed.
 *
 * The objectives are order figures (availability over active + inactive time, production = clean
 * over all meters, clean speed over active minutes), so the objective performance is the clean
 * speed over production over the top speed (clean speed / production = all meters per active
 * minute), and the objective OEE = availability x clean speed / top speed.
 */
import type { MachineObjectives, TraceabilityRecord } from '@/contract/statistics'
import { type Oee, oeeFromMeters } from './oee'

export interface OeeRow {
  machineId: number
  machineName: string
  /** The period's first day; null for a machine's whole range. */
  label: string | null
  figures: Oee
  objective: Oee | null
}

type Sums = Pick<
  TraceabilityRecord,
  | 'durationCm'
  | 'durationAa'
  | 'durationEg'
  | 'durationInactivityCm'
  | 'durationInactivityAa'
  | 'durationInactivityEg'
  | 'durationPoweroffCm'
  | 'durationPoweroffAa'
  | 'durationPoweroffEg'
  | 'meterCm'
  | 'meterAa'
  | 'meterEg'
  | 'maxSpeed'
>

function figuresOf(r: Sums): Oee {
  const state = r.durationCm + r.durationAa + r.durationEg
  const inactive = r.durationInactivityCm + r.durationInactivityAa + r.durationInactivityEg
  const off = r.durationPoweroffCm + r.durationPoweroffAa + r.durationPoweroffEg
  const planned = Math.max(state - off, 0)
  return oeeFromMeters({
    plannedSeconds: planned,
    runSeconds: Math.max(planned - inactive, 0),
    maxSpeedMPerMin: r.maxSpeed,
    totalMeters: r.meterCm + r.meterAa + r.meterEg,
    goodMeters: r.meterEg,
  })
}

/** A machine's objectives as OEE factors (null where the machine has no finished order). */
export function objectiveOee(objective: MachineObjectives | undefined, maxSpeed: number): Oee | null {
  if (!objective || objective.orders === 0) return null
  const availability = objective.availability === null ? null : objective.availability / 100
  const quality = objective.production === null ? null : objective.production / 100
  const performance =
    objective.speed === null || !quality || maxSpeed <= 0 ? null : objective.speed / quality / maxSpeed
  const oee =
    availability === null || performance === null || quality === null
      ? null
      : availability * performance * quality
  return { availability, performance, quality, oee }
}

const keys: Array<keyof Sums> = [
  'durationCm',
  'durationAa',
  'durationEg',
  'durationInactivityCm',
  'durationInactivityAa',
  'durationInactivityEg',
  'durationPoweroffCm',
  'durationPoweroffAa',
  'durationPoweroffEg',
  'meterCm',
  'meterAa',
  'meterEg',
]

/** One row per machine and period, then one per machine over the whole range (label null). */
export function oeeRows(
  records: readonly TraceabilityRecord[],
  objectives: readonly MachineObjectives[],
): OeeRow[] {
  const objectiveOf = (r: Pick<TraceabilityRecord, 'machineId' | 'maxSpeed'>) =>
    objectiveOee(
      objectives.find((o) => o.machineId === r.machineId),
      r.maxSpeed,
    )
  const periods = records.map((r) => ({
    machineId: r.machineId,
    machineName: r.machineName,
    label: r.label,
    figures: figuresOf(r),
    objective: objectiveOf(r),
  }))
  const byMachine = new Map<number, { name: string; sums: Sums }>()
  for (const r of records) {
    const known = byMachine.get(r.machineId)
    const sums = known?.sums ?? ({ maxSpeed: r.maxSpeed } as Sums)
    for (const key of keys) sums[key] = (sums[key] ?? 0) + r[key]
    byMachine.set(r.machineId, { name: r.machineName, sums })
  }
  const totals = [...byMachine].map(([machineId, { name, sums }]) => ({
    machineId,
    machineName: name,
    label: null,
    figures: figuresOf(sums),
    objective: objectiveOf({ machineId, maxSpeed: sums.maxSpeed }),
  }))
  return [...periods, ...totals]
}
