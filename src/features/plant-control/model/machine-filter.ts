import type { MachineLineRef, PlantControlMachine } from '@/contract/plant'

/**
 * The plant-control filter: one machine attribute as a name/value pair (spec 000 §2.3). The
 * screen offers the machine line; the pair form keeps the URL and the filter logic open to other
 * attributes without a new shape.
 */
export interface MachineFilter {
  name: 'machineLineId'
  value: number
}

/** Machine lines for the selector, derived from the records and de-duplicated by id (§3.2). */
export function machineLinesOf(machines: readonly PlantControlMachine[]): MachineLineRef[] {
  const byId = new Map<number, MachineLineRef>()
  for (const m of machines) {
    if (!byId.has(m.machineLineId))
      byId.set(m.machineLineId, { id: m.machineLineId, name: m.machineLineName })
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name))
}

export function applyMachineFilter(
  machines: readonly PlantControlMachine[],
  filter: MachineFilter | null,
): readonly PlantControlMachine[] {
  if (!filter) return machines
  return machines.filter((m) => m[filter.name] === filter.value)
}
