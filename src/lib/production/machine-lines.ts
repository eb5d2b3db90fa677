import type { MachineLineRef } from '@/contract/plant'

/** Machine lines for a filter selector: derived from the machines, de-duplicated by id (spec 000 §3.2). */
export function deriveMachineLines(machines: readonly { machineModel: { machineLine: MachineLineRef } }[]) {
  const byId = new Map<number, MachineLineRef>()
  for (const m of machines) {
    const line = m.machineModel.machineLine
    if (!byId.has(line.id)) byId.set(line.id, { id: line.id, name: line.name })
  }
  return [...byId.values()].sort((a, b) => a.id - b.id)
}
