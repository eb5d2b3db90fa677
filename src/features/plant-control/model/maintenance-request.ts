import { MACHINE_STATES } from '@/lib/format/machine-state'
import type { MachineView } from '@/lib/production/machine-view'

export interface MaintenanceRequest {
  machineId: number
  /** The stop's own description (an inactivity's reason), or null: the screen names the state. */
  description: string | null
  kind: 'inactivity' | 'mechanical-change'
  /** When the stop began (ISO). */
  stopStart: string | null
}

/**
 * A machine standing in inactivity or in a mechanical change can ask for maintenance in one tap
 * (issue 12, beyond the spec): what new-order is pre-filled with. Null for any other state.
 */
export function maintenanceRequest(view: MachineView): MaintenanceRequest | null {
  const { state } = view.effective
  if (state !== MACHINE_STATES.INACTIVITY && state !== MACHINE_STATES.MECHANICAL_CHANGE) return null
  const inactivity = state === MACHINE_STATES.INACTIVITY
  return {
    machineId: view.record.machineId,
    description: inactivity ? view.record.inactivityDescription : null,
    kind: inactivity ? 'inactivity' : 'mechanical-change',
    stopStart: view.stateSince,
  }
}
