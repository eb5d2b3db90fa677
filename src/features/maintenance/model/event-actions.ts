import type { MaintenanceEventDetail } from '@/contract/maintenance'
import {
  type ActionKind,
  actionVerdicts,
  dayNumber,
  dayOfNumber,
  eventFacts,
  latestDay,
  type MaintenanceActor,
  type RuleReason,
} from '@/contract/maintenance-rules'

/** The order the actions are offered in: the everyday one first. */
export const actionOrder: ActionKind[] = ['complete', 'postpone', 'reschedule', 'reopen', 'cancel']

export interface OfferedActions {
  offered: ActionKind[]
  /** The actions not offered on an open work order, each with the rule's reason (shown on request). */
  refused: Array<{ kind: ActionKind; reason: RuleReason }>
}

/** What the screen offers: exactly what the shared rule module allows this user on this work order. */
export function offeredActions(actor: MaintenanceActor, event: MaintenanceEventDetail): OfferedActions {
  const verdicts = actionVerdicts(actor, eventFacts(event))
  const offered: ActionKind[] = []
  const refused: OfferedActions['refused'] = []
  for (const kind of actionOrder) {
    const verdict = verdicts[kind]
    if (verdict.allowed) offered.push(kind)
    // "Already closed" and "not closed" only say the state; they are not worth explaining.
    else if (verdict.reason !== 'ALREADY_CLOSED' && verdict.reason !== 'NOT_CLOSED')
      refused.push({ kind, reason: verdict.reason })
  }
  return { offered, refused }
}

/** The days a move may land on: from today to the rule's latest day (safety week or plant span). */
export function moveWindow(
  event: MaintenanceEventDetail,
  today: string,
): { min: string; max: string | null } {
  const last = latestDay(eventFacts(event), { maxSpanDays: event.maxSpanDays })
  const min = dayNumber(today) ?? 0
  return { min: today, max: last === null ? null : dayOfNumber(Math.max(last, min)) }
}
