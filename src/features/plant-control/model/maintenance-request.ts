import { offersMaintenanceOnStop } from '@/contract/stop-reasons'
import { MACHINE_STATES } from '@/lib/format/machine-state'
import type { MachineView } from '@/lib/production/machine-view'

export interface MaintenanceRequest {
  machineId: number
  /** The stop's own description (an inactivity's reason), or null: the screen names the state. */
  description: string | null
  /** The stop's reason code (ADR 034): the screen names the stop by it, in the user's language. */
  reasonCode: string | null
  kind: 'inactivity' | 'mechanical-change'
  /** When the stop began (ISO). */
  stopStart: string | null
  /**
   * Whether the card and the list row offer it: on a fault or a stop of unknown kind, not on a
   * planned changeover, planned time or waiting (issue 29 item 6). The machine's menu (its
   * information dialog) offers it on every stop.
   */
  onCard: boolean
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
    reasonCode: inactivity ? (view.record.inactivityReasonCode ?? null) : null,
    kind: inactivity ? 'inactivity' : 'mechanical-change',
    stopStart: view.stateSince,
    // A mechanical change is a planned changeover itself (spec 000 §4.1 state 1).
    onCard: inactivity && offersMaintenanceOnStop(view.record.stopCategory),
  }
}
