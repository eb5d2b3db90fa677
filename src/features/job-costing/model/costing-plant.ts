import type { Currency } from '@/contract/job-costing'
import type { Session } from '@/contract/session'
import { zoneDay } from '@/contract/wall-clock'

/**
 * The plant the job-costing screen prices: the plant of the user's first machine with the
 * job-costing service (else of the first machine). The session gives its id and the user's
 * currency; the screen prefers the plant's own currency from the machines answer once it is there.
 */
export interface CostingPlant {
  plantId: number
  currency: Currency
  /** The plant's time zone, when the session carries it. */
  timeZone?: string
}

export function costingPlant(session: Pick<Session, 'userConfig'>): CostingPlant | null {
  const machines = session.userConfig.machines
  const machine = machines.find((m) => m.services.hasJobCosting) ?? machines[0]
  if (!machine) return null
  return {
    plantId: machine.plant.id,
    currency: session.userConfig.currency,
    timeZone: machine.plant.timeZone,
  }
}

/**
 * Today as the editability rules and the date picker need it, plant-local (yyyy-MM-dd): in the
 * plant's time zone from the session; the device's zone stands in only for a session kept from
 * before the session carried it (the server checks with the plant's own zone either way).
 */
export function costingToday(now: Date, timeZone?: string): string {
  let zone = timeZone
  if (!zone) {
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    } catch {
      zone = 'UTC'
    }
  }
  return zoneDay(now, zone || 'UTC')
}
