import type { MachineLineRef, PlantConfigMachine } from '@/contract/plant'

/**
 * The machine list's filters (spec 002 §2.4, §3.3, §4): a product line, derived from the machines
 * themselves, and a search over name, serial number and model. Dragging changes the plant's order
 * by positions in the whole list, so it is offered only while neither filter hides a machine.
 */
export interface MachineFilter {
  lineId: number | null
  search: string
}

export const noFilter: MachineFilter = { lineId: null, search: '' }

/** The lines of the machines, each once, in the order they first appear. */
export function linesOf(machines: readonly PlantConfigMachine[]): MachineLineRef[] {
  const lines = new Map<number, MachineLineRef>()
  for (const m of machines) {
    if (!lines.has(m.machineLineId))
      lines.set(m.machineLineId, { id: m.machineLineId, name: m.machineLineName })
  }
  return [...lines.values()]
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

export function filterMachines(
  machines: readonly PlantConfigMachine[],
  filter: MachineFilter,
): PlantConfigMachine[] {
  const words = fold(filter.search).split(/\s+/).filter(Boolean)
  return machines.filter((m) => {
    if (filter.lineId !== null && m.machineLineId !== filter.lineId) return false
    const text = fold(`${m.machineName} ${m.machineSerialNumber} ${m.machineModelName}`)
    return words.every((w) => text.includes(w))
  })
}

/** Why the list cannot be reordered now, or null when it can. */
export type ReorderBlock = 'line' | 'search' | null

export function reorderBlock(filter: MachineFilter): ReorderBlock {
  if (filter.lineId !== null) return 'line'
  if (filter.search.trim() !== '') return 'search'
  return null
}
