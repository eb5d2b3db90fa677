import { MACHINE_STATES } from '@/lib/format/machine-state'
import type { MachineView } from './machine-view'

/** What a stopped machine's card, row or display says about its stop (issue 31 item 2). */
export interface CurrentStop {
  /** The catalogue code (ADR 034): named in the reader's language when known. */
  reasonCode: string | null
  /** The gateway's own text, shown as typed when the code is missing or unknown. */
  description: string | null
  /** Whole minutes since the stop began (a clock drops seconds); null when its start is unknown. */
  minutes: number | null
}

/**
 * The stop of a machine in inactivity, else null: a producing, changing or powered-off machine
 * has no stop to explain. `now` is passed in (the screens' ticking clock, the display's server
 * clock), never read here. A start in the future (clocks apart) counts as just begun.
 */
export function currentStop(view: MachineView, now: number): CurrentStop | null {
  if (view.effective.state !== MACHINE_STATES.INACTIVITY) return null
  const since = view.stateSince ? Date.parse(view.stateSince) : Number.NaN
  return {
    reasonCode: view.record.inactivityReasonCode,
    description: view.record.inactivityDescription,
    minutes: Number.isFinite(since) ? Math.floor(Math.max(0, now - since) / 60_000) : null,
  }
}
