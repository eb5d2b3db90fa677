import type { PlantConfigMachine } from '@/contract/plant'

/**
 * A move in the machine list as the server takes it (POST /reorder_machines: the machine and its
 * new 1-based position), and the list as it will be, shown at once while the request runs.
 */
export interface MachineMove {
  id: number
  position: number
}

/** Dropping `activeId` on `overId`: the machine takes the place of the one it was dropped on. */
export function moveOnto(ids: readonly number[], activeId: number, overId: number): MachineMove | null {
  const from = ids.indexOf(activeId)
  const to = ids.indexOf(overId)
  if (from < 0 || to < 0 || from === to) return null
  return { id: activeId, position: to + 1 }
}

/** One step up (-1) or down (+1); null at either end. */
export function moveBy(ids: readonly number[], id: number, step: -1 | 1): MachineMove | null {
  const from = ids.indexOf(id)
  const to = from + step
  if (from < 0 || to < 0 || to >= ids.length) return null
  return { id, position: to + 1 }
}

/** The list after the move, with sortOrder renumbered 1..N as the server will. */
export function applyMove(machines: readonly PlantConfigMachine[], move: MachineMove): PlantConfigMachine[] {
  const moved = machines.find((m) => m.machineId === move.id)
  if (!moved) return [...machines]
  const rest = machines.filter((m) => m.machineId !== move.id)
  rest.splice(Math.min(Math.max(move.position - 1, 0), rest.length), 0, moved)
  return rest.map((m, i) => ({ ...m, sortOrder: i + 1 }))
}
