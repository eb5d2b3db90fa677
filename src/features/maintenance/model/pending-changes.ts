/**
 * A work order as the user left it on this device: the server's copy with the changes still in
 * the outbox applied in order, each decided by the same rule module the server runs
 * (checkAction), so a technician offline sees "done" or the new day at once and is offered only
 * what the rules allow from there. Pure: the outbox rows come in, the shown work order comes out.
 */
import type { MaintenanceEvent, MaintenanceEventChange } from '@/contract/maintenance'
import type { StepAnswer } from '@/contract/maintenance-procedures'
import {
  actionVerdict,
  checkAction,
  countToday,
  DEFAULT_MAX_SPAN_DAYS,
  displayState,
  EventState,
  type EventStateCode,
  editVerdict,
  eventFacts,
  type MaintenanceActor,
  type RuleReason,
  ruleAction,
} from '@/contract/maintenance-rules'

/** A change of one work order waiting in the outbox, in delivery order. */
export interface PendingChange {
  commandId: string
  change: MaintenanceEventChange
  /** 'waiting' until delivered; 'conflict' (409) and 'rejected' (another 4xx) wait for the user. */
  status: 'waiting' | 'conflict' | 'rejected'
  /** The server's answer when it refused: the work order as it is now (409) or the rule's reason (403). */
  current?: MaintenanceEvent
  reason?: RuleReason
  message?: string
  /** The refusal's error code (a procedure's PROCEDURE_INCOMPLETE, SIGNOFF_REFUSED). */
  code?: string
  /** A photo step's answer: the upload command of its photo, sent before it (file-refs.ts). */
  photoCommandId?: string
}

/** What this device still has to send for one work order. */
export interface PendingWork {
  changes: PendingChange[]
  /** Photos waiting to be uploaded. */
  photos: number
  /** Every outbox command of the work order, in delivery order (changes and photo uploads). */
  commandIds: string[]
}

export const pendingCount = (work: PendingWork | undefined) => (work ? work.changes.length + work.photos : 0)

export const needsAttention = (work: PendingWork | undefined) =>
  work?.changes.some((c) => c.status !== 'waiting') ?? false

/**
 * The work order with the waiting changes applied (a refused one is not: the user decides).
 * A change the rules no longer allow from the state before it stops the overlay there: the
 * server will refuse it too, and the screen must not pretend otherwise.
 */
export function withPendingChanges<E extends MaintenanceEvent>(
  event: E,
  work: PendingWork | undefined,
  actor: MaintenanceActor,
  today: string,
  maxSpanDays = DEFAULT_MAX_SPAN_DAYS,
): E {
  let shown = event
  for (const { change, status } of work?.changes ?? []) {
    if (status !== 'waiting') break
    const { action } = change
    if (action.kind === 'job') {
      if (!editVerdict(actor, eventFacts(shown)).allowed) break
      shown = { ...shown, customer: action.customer ?? null, job: { ...emptyJob, ...action.job } }
      continue
    }
    // A step answer changes no state or day (issue 33); stopped only where completing would be refused.
    if (action.kind === 'answer') {
      if (!actionVerdict(actor, eventFacts(shown), 'complete').allowed) break
      continue
    }
    const result = checkAction(actor, eventFacts(shown), ruleAction(action), today, { maxSpanDays })
    if (!result.ok) break
    shown = {
      ...shown,
      state: result.state,
      date: result.date,
      postponeCount: result.postponeCount,
      displayState: displayState({ state: result.state, date: result.date }, today),
      durationMinutes: action.kind === 'complete' ? action.durationMinutes : shown.durationMinutes,
      notes: action.notes?.trim() || shown.notes,
      // A detail says when it was done: on the device, until the server says otherwise.
      ...(action.kind === 'complete' && 'doneAt' in shown ? { doneAt: change.deviceAt ?? null } : {}),
    }
  }
  return shown
}

const emptyJob: MaintenanceEvent['job'] = {
  name: null,
  reference: null,
  grammage: null,
  thickness: null,
  width: null,
  material: null,
}

/**
 * Whether the rules still allow a change from the work order as it is (the conflict view's "keep
 * mine"): a transition is decided whole, a customer-and-job edit by who may act on it.
 */
export function changeAllowed(
  actor: MaintenanceActor,
  event: MaintenanceEvent,
  action: MaintenanceEventChange['action'],
  today: string,
  maxSpanDays: number,
): { ok: true } | { ok: false; reason: RuleReason } {
  if (action.kind === 'job') {
    const verdict = editVerdict(actor, eventFacts(event))
    return verdict.allowed ? { ok: true } : { ok: false, reason: verdict.reason }
  }
  if (action.kind === 'answer') {
    const verdict = actionVerdict(actor, eventFacts(event), 'complete')
    return verdict.allowed ? { ok: true } : { ok: false, reason: verdict.reason }
  }
  const result = checkAction(actor, eventFacts(event), ruleAction(action), today, { maxSpanDays })
  return result.ok ? { ok: true } : { ok: false, reason: result.reason }
}

/**
 * The version a new change is based on: the server's, or, behind a change still waiting, the one
 * that change will produce (the outbox passes it on: takesVersionFromPrevious).
 */
export function changeBase(event: MaintenanceEvent, work: PendingWork | undefined) {
  return { version: event.version, takesVersionFromPrevious: (work?.changes.length ?? 0) > 0 }
}

/**
 * The step's answer a new answer is based on (`basedOn`, docs/decisions/047): what the device
 * shows for the step, the server's answer as last read (null: unanswered). Behind an answer to the
 * same step still in the outbox it takes that one's base, so a device answering a step twice does
 * not conflict with itself (the server lets the caller's own answer be replaced). Undefined when
 * the device does not know the step's answers (no detail read): no check, as an older client.
 */
export function answerBase(
  event: MaintenanceEvent & { answers?: StepAnswer[] },
  work: PendingWork | undefined,
  stepId: string,
): string | null | undefined {
  const queued = work?.changes.findLast(
    (c) => c.change.action.kind === 'answer' && c.change.action.stepId === stepId,
  )
  if (queued?.change.action.kind === 'answer' && queued.change.action.basedOn !== undefined) {
    return queued.change.action.basedOn
  }
  if (!event.answers) return undefined
  return event.answers.find((a) => a.stepId === stepId)?.answeredAt ?? null
}

/**
 * A refused change as "keep mine" sends it again: on the server's version and, an answer based on
 * a step's answer, on the step's answer there now (the 409's `current` when it carries answers),
 * so it lands. An answer sent without a base stays without.
 */
export function keptChange(
  change: MaintenanceEventChange,
  current: MaintenanceEvent & { answers?: StepAnswer[] },
): MaintenanceEventChange {
  const { action } = change
  const kept = { ...change, version: current.version }
  if (action.kind !== 'answer' || action.basedOn === undefined || !current.answers) return kept
  const now = current.answers.find((a) => a.stepId === action.stepId)?.answeredAt ?? null
  return { ...kept, action: { ...action, basedOn: now } }
}

/** What a change sets, field by field (the conflict view's "your change" column); null: not set by it. */
export interface IntendedFields {
  /** Null: a customer-and-job edit, which moves no state. */
  state: EventStateCode | null
  /** The day it moves the work order to. */
  date: string | null
  durationMinutes: number | null
  notes: string | null
  /** The customer and job it sets (an edit of them), else null. */
  customerJob: Pick<MaintenanceEvent, 'customer' | 'job'> | null
}

const stateAfter = {
  complete: EventState.done,
  cancel: EventState.cancelled,
  reopen: EventState.created,
  postpone: EventState.postponed,
  reschedule: EventState.postponed,
} as const

export function intendedFields(change: MaintenanceEventChange): IntendedFields {
  const { action } = change
  if (action.kind === 'answer') {
    // A step answer moves no state or day (issue 33).
    return {
      state: null,
      date: null,
      durationMinutes: null,
      notes: action.notes?.trim() || null,
      customerJob: null,
    }
  }
  if (action.kind === 'job') {
    return {
      state: null,
      date: null,
      durationMinutes: null,
      notes: action.notes?.trim() || null,
      customerJob: { customer: action.customer ?? null, job: { ...emptyJob, ...action.job } },
    }
  }
  return {
    state: stateAfter[action.kind],
    date: 'to' in action ? action.to : null,
    durationMinutes: action.kind === 'complete' ? action.durationMinutes : null,
    notes: action.notes?.trim() || null,
    customerJob: null,
  }
}

/**
 * How the changes not sent yet move the 'today' badge: the server counts the work orders as it
 * has them, so each kept work order with waiting changes counts as shown here instead (done
 * today: one less; moved to today: one more). A work order the device does not keep adds nothing.
 */
export function pendingTodayDelta(
  kept: Array<MaintenanceEvent & { maxSpanDays?: number }>,
  pending: Map<number, PendingWork>,
  actor: MaintenanceActor,
  today: string,
): number {
  let delta = 0
  for (const event of kept) {
    const work = pending.get(event.id)
    if (!work?.changes.length) continue
    const shown = withPendingChanges(event, work, actor, today, event.maxSpanDays)
    delta += countToday([shown], today) - countToday([event], today)
  }
  return delta
}
