import { effectiveState, MACHINE_STATES, type MachineStateInput } from '@/lib/format/machine-state'

/**
 * The plant at a glance (home tile): machines producing, stopped, and not reporting. A machine
 * whose last sync is stale (over 5 min) is "not reporting" whatever it last said, because what it
 * last said may no longer be true; the rest split by effective state (spec 000 §4.1).
 */
export interface PlantCounts {
  producing: number
  stopped: number
  notReporting: number
}

export function plantCounts(machines: readonly MachineStateInput[], now: number): PlantCounts {
  const counts: PlantCounts = { producing: 0, stopped: 0, notReporting: 0 }
  for (const machine of machines) {
    const effective = effectiveState(machine, now)
    if (effective.stale) counts.notReporting += 1
    else if (effective.state === MACHINE_STATES.PRODUCTION) counts.producing += 1
    else counts.stopped += 1
  }
  return counts
}
