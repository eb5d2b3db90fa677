/**
 * What a machine card or row shows (spec 000 §4.1). The machine reports a state (1-5); the screen
 * shows power off when a power-off date is set, else inactivity when an inactivity date is set,
 * else the reported state. A machine whose last sync is older than 5 minutes is stale (resync
 * icon); older than 30 minutes it is shown as powered off with speed 0, because a gateway that
 * stopped reporting most often means the machine was switched off.
 */

export const MACHINE_STATES = {
  MECHANICAL_CHANGE: 1,
  ADJUSTMENT: 2,
  PRODUCTION: 3,
  INACTIVITY: 4,
  POWER_OFF: 5,
} as const
export type MachineStateCode = (typeof MACHINE_STATES)[keyof typeof MACHINE_STATES]

export const STATE_COLOURS: Record<MachineStateCode, 'red' | 'yellow' | 'green' | 'grey' | 'black'> = {
  1: 'red',
  2: 'yellow',
  3: 'green',
  4: 'grey',
  5: 'black',
}

export const STALE_AFTER_MS = 5 * 60_000
export const POWER_OFF_AFTER_MS = 30 * 60_000

/** The monitoring fields the rule reads (spec 000 §3.2). Dates are ISO text, Date or epoch ms. */
export interface MachineStateInput {
  state: number | null | undefined
  speed?: number | null
  poweroffDateStart?: string | number | Date | null
  inactivityDateStart?: string | number | Date | null
  /** Last sync from the machine's gateway. */
  machineLastTransactionAt?: string | number | Date | null
}

export interface EffectiveState {
  state: MachineStateCode
  colour: (typeof STATE_COLOURS)[MachineStateCode]
  speed: number
  /** Last sync older than 5 minutes (or never): show the resync icon. */
  stale: boolean
  /** Milliseconds since the last sync; null when the machine never synced. */
  sinceLastSyncMs: number | null
  /** Progress and meters are shown only in production. */
  showProgress: boolean
}

function toMs(value: string | number | Date | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value)
  return Number.isFinite(ms) ? ms : null
}

/** The dates only need to exist (spec: "if poweroffDateStart exists"), whatever their format. */
function isSet(value: unknown): boolean {
  return value !== null && value !== undefined && value !== ''
}

function isStateCode(value: unknown): value is MachineStateCode {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5
}

export function effectiveState(record: MachineStateInput, now: Date | number): EffectiveState {
  const nowMs = typeof now === 'number' ? now : now.getTime()
  const lastSync = toMs(record.machineLastTransactionAt)
  // A sync stamped slightly in the future (clock skew between gateway and server) counts as fresh.
  const sinceLastSyncMs = lastSync === null ? null : Math.max(0, nowMs - lastSync)
  // A machine that never synced has nothing current to show: treat it as long silent.
  const stale = sinceLastSyncMs === null || sinceLastSyncMs > STALE_AFTER_MS
  const silent = sinceLastSyncMs === null || sinceLastSyncMs > POWER_OFF_AFTER_MS

  let state: MachineStateCode
  if (isSet(record.poweroffDateStart) || silent) state = MACHINE_STATES.POWER_OFF
  else if (isSet(record.inactivityDateStart)) state = MACHINE_STATES.INACTIVITY
  else if (isStateCode(record.state)) state = record.state
  else state = MACHINE_STATES.POWER_OFF

  const reportedSpeed = typeof record.speed === 'number' && Number.isFinite(record.speed) ? record.speed : 0
  const speed = state === MACHINE_STATES.POWER_OFF ? 0 : reportedSpeed
  return {
    state,
    colour: STATE_COLOURS[state],
    speed,
    stale,
    sinceLastSyncMs,
    showProgress: state === MACHINE_STATES.PRODUCTION,
  }
}
