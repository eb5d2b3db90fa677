import type { PlantMachine } from '@/contract/plant'

/**
 * Which optional parts the historical screen shows, from the machines the filters point at:
 * the selected machines, else the machines of the selected lines, else every machine of the user.
 */
export function machinesInScope(
  machines: readonly PlantMachine[],
  selectedMachines: readonly number[] | undefined,
  selectedLines: readonly number[] | undefined,
): PlantMachine[] {
  if (selectedMachines?.length) return machines.filter((m) => selectedMachines.includes(m.id))
  if (selectedLines?.length)
    return machines.filter((m) => selectedLines.includes(m.machineModel.machineLine.id))
  return [...machines]
}

// Line names, and ids 1 and 3 which the spec also counts as flexo and offset (spec 000 §5).
const FLEXO_OR_OFFSET_NAMES = new Set(['FLEXO', 'OFFSET'])
const FLEXO_OR_OFFSET_IDS = new Set([1, 3])

export function isFlexoOrOffset(machine: Pick<PlantMachine, 'machineModel'>): boolean {
  const line = machine.machineModel.machineLine
  return FLEXO_OR_OFFSET_NAMES.has(line.name.toUpperCase()) || FLEXO_OR_OFFSET_IDS.has(line.id)
}

/** The Format filter and the format/inkwell columns: only for flexo or offset lines (spec 000 §2.4, §5). */
export const showsFormat = (scope: readonly PlantMachine[]) => scope.some(isFlexoOrOffset)

/**
 * Cost columns (spec 000 §2.4): only when the selected machine has the job-costing service, and
 * for users with ROLE_JOB_COSTING. With several machines selected, all of them must have it.
 */
export function showsCosts(
  scope: readonly PlantMachine[],
  selectedMachines: readonly number[] | undefined,
  seesCosts: boolean,
) {
  if (!seesCosts || !selectedMachines?.length || scope.length === 0) return false
  return scope.every((m) => m.services.hasJobCosting)
}
