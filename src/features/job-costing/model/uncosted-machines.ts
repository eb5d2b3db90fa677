import type { CostMachine } from '@/contract/job-costing'
import type { ConfigMachine } from '@/contract/session'

/**
 * Why a machine of the user has no job costing (issue 29 item 7). The costing answer
 * (machine-consumable-types) lists only machines with consumable types, and the plant gives
 * consumable types only to machines whose services include job costing, so the others used to
 * vanish from the screen. They are listed as such, with the reason, from the session's machines:
 * - NOT_CONTRACTED: job costing is not among the machine's services (services.hasJobCosting);
 * - NO_CONSUMABLE_TYPES: it is, but no consumable type is set up for the machine yet.
 */
export type NoCostingReason = 'NOT_CONTRACTED' | 'NO_CONSUMABLE_TYPES'

export interface UncostedMachine {
  id: number
  name: string
  machineLineName: string
  reason: NoCostingReason
}

type SessionMachine = Pick<ConfigMachine, 'id' | 'name' | 'machineLineName' | 'services'> & {
  plant: Pick<ConfigMachine['plant'], 'id'>
}

/** The user's machines of the plant that are not among the costed ones, in the session's order. */
export function uncostedMachines(
  sessionMachines: readonly SessionMachine[],
  plantId: number,
  costed: readonly Pick<CostMachine, 'id' | 'consumableTypes'>[],
): UncostedMachine[] {
  const withCosting = new Set(costed.filter((m) => m.consumableTypes.length > 0).map((m) => m.id))
  return sessionMachines
    .filter((m) => m.plant.id === plantId && !withCosting.has(m.id))
    .map((m) => ({
      id: m.id,
      name: m.name,
      machineLineName: m.machineLineName,
      reason: m.services.hasJobCosting ? 'NO_CONSUMABLE_TYPES' : 'NOT_CONTRACTED',
    }))
}
