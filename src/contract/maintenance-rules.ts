/**
 * The maintenance work-order rules (spec 001 §4 transition table, §5 restrictions, §9 risk levels),
 * reconciled in docs/decisions/015-maintenance-rules.md. One pure module: the client offers only
 * what `actionVerdicts` allows, the server accepts only what `checkAction` accepts (403 with the
 * reason otherwise), and the offline outbox runs the same check on the device. No React, no DOM,
 * no clock: "today" is always passed in, as a plant-local yyyy-MM-dd day.
 *
 * Transition ids (the spec names only 4): 1 reschedule, 2 postpone, 3 reopen, 4 cancel. Marking a
 * work order done ("complete") is the work itself, not a change of plan, and has no id.
 */
import type { MaintenanceEvent, MaintenanceEventChange } from './maintenance'

/** Stored states: 1 created, 2 done, 3 cancelled, 5 postponed or rescheduled (4 is derived). */
export const EventState = { created: 1, done: 2, cancelled: 3, outdated: 4, postponed: 5 } as const
export type EventStateCode = (typeof EventState)[keyof typeof EventState]

export type RiskLevel = 0 | 1 | 2 | 3 | 4 | 5

/** Risk 1-2: people's safety; 3-4: machine productivity; 5: machine life; 0: not classified. */
export function riskGroup(risk: RiskLevel): 'unclassified' | 'safety' | 'productivity' | 'machine-life' {
  if (risk === 0) return 'unclassified'
  if (risk <= 2) return 'safety'
  if (risk <= 4) return 'productivity'
  return 'machine-life'
}

export const TransitionId = { reschedule: 1, postpone: 2, reopen: 3, cancel: 4 } as const
export type ActionKind = 'complete' | keyof typeof TransitionId

export type MaintenanceAction =
  | { kind: 'complete'; durationMinutes: number | null }
  | { kind: 'reschedule'; to: string }
  | { kind: 'postpone'; to: string }
  | { kind: 'reopen' }
  | { kind: 'cancel' }

export interface MaintenanceActor {
  userId: number
  /** Manager level wins over operator level (a user holding both acts as a manager). */
  level: 'manager' | 'operator' | 'none'
  /** ROLE_COMMERCIAL: reads everything, changes nothing (spec 001 §5). */
  readOnly: boolean
}

/** The actor for a user's roles (spec 001 §6 levels; ROLE_COMMERCIAL read-only): one reading for server and client. */
export function actorFromRoles(userId: number, roles: Iterable<string>): MaintenanceActor {
  const have = new Set(roles)
  const level = have.has('ROLE_MAINTENANCE_ASSISTANCE_MANAGER')
    ? 'manager'
    : have.has('ROLE_MAINTENANCE_ASSISTANCE_OPERATOR')
      ? 'operator'
      : 'none'
  return { userId, level, readOnly: have.has('ROLE_COMMERCIAL') }
}

export interface EventFacts {
  state: Exclude<EventStateCode, 4>
  risk: RiskLevel
  /** Planned day, yyyy-MM-dd. */
  date: string
  /** The day it was first planned for: postponement limits and the span count from here. */
  originalDate: string
  postponeCount: number
  operatorUserId: number | null
}

export interface RuleSettings {
  /** Maximum days between a work order's original day and its planned day (plant setting). */
  maxSpanDays: number
}

export const DEFAULT_MAX_SPAN_DAYS = 30
/** Safety work (risk 1-2) may be postponed once, by at most this many days (spec 001 §5). */
export const SAFETY_POSTPONE_MAX_DAYS = 7

/** Why an action is refused: a message key the client translates and the server returns. */
export type RuleReason =
  | 'READ_ONLY'
  | 'NO_MAINTENANCE_ROLE'
  | 'NOT_YOUR_WORK_ORDER'
  | 'NOT_ALLOWED_AT_RISK'
  | 'OPERATOR_CANNOT_CANCEL'
  | 'SAFETY_CANNOT_BE_CANCELLED'
  | 'OPERATOR_CANNOT_POSTPONE_SAFETY'
  | 'SAFETY_POSTPONED_ONCE'
  | 'SAFETY_POSTPONE_MAX_WEEK'
  | 'ALREADY_CLOSED'
  | 'NOT_CLOSED'
  | 'DURATION_REQUIRED'
  | 'DATE_IN_PAST'
  | 'SAME_DATE'
  | 'NOT_LATER'
  | 'SPAN_TOO_LONG'
  | 'INVALID_DATE'

export type Verdict = { allowed: true } | { allowed: false; reason: RuleReason }

export interface NextFacts {
  state: Exclude<EventStateCode, 4>
  date: string
  postponeCount: number
  transitionId: number | null
}

export type ActionResult = ({ ok: true } & NextFacts) | { ok: false; reason: RuleReason }

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Days since 1970-01-01 of a yyyy-MM-dd day, or null when it is not a real day. */
export function dayNumber(day: string): number | null {
  const m = DAY_RE.exec(day)
  if (!m) return null
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const ms = Date.UTC(y, mo - 1, d)
  const back = new Date(ms)
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null
  return ms / 86_400_000
}

/** The yyyy-MM-dd day of a day number (the inverse of dayNumber). */
export const dayOfNumber = (n: number): string => new Date(n * 86_400_000).toISOString().slice(0, 10)

/** The 'today' badge: open work orders planned for the plant's today. */
export function countToday(events: Array<Pick<EventFacts, 'state' | 'date'>>, today: string): number {
  return events.filter((e) => isOpen(e.state) && e.date === today).length
}

/** Created or postponed, and its day is before today: shown and queried as outdated (code 4). */
export function displayState(event: Pick<EventFacts, 'state' | 'date'>, today: string): EventStateCode {
  const open = event.state === EventState.created || event.state === EventState.postponed
  const date = dayNumber(event.date)
  const now = dayNumber(today)
  return open && date !== null && now !== null && date < now ? EventState.outdated : event.state
}

const isOpen = (state: EventFacts['state']) => state === EventState.created || state === EventState.postponed

/** The transition table of spec 001 §4, for the plan-changing ids 1-3 (cancel is checked apart). */
function tableAllows(level: 'manager' | 'operator', id: 1 | 2 | 3, risk: RiskLevel): boolean {
  if (level === 'manager') {
    const fromHighIds = risk >= 3 && (id === 2 || id === 3)
    const fromAnyRisk = risk !== 0 && (id === 1 || id === 2)
    return fromHighIds || fromAnyRisk
  }
  if (risk === 3 || risk === 4) return id === 2
  if (risk === 5) return id === 1 || id === 2
  return false
}

function who(actor: MaintenanceActor, event: EventFacts): Verdict {
  if (actor.readOnly) return { allowed: false, reason: 'READ_ONLY' }
  if (actor.level === 'none') return { allowed: false, reason: 'NO_MAINTENANCE_ROLE' }
  // Operators act on their own work orders (or on ones nobody is assigned to).
  if (actor.level === 'operator' && event.operatorUserId !== null && event.operatorUserId !== actor.userId) {
    return { allowed: false, reason: 'NOT_YOUR_WORK_ORDER' }
  }
  return { allowed: true }
}

const refuse = (reason: RuleReason): Verdict => ({ allowed: false, reason })
const allow: Verdict = { allowed: true }

/** Whether the actor may take this kind of action at all on the event now, before any date is chosen. */
export function actionVerdict(actor: MaintenanceActor, event: EventFacts, kind: ActionKind): Verdict {
  const person = who(actor, event)
  if (!person.allowed) return person
  const level = actor.level as 'manager' | 'operator'
  const { risk } = event
  switch (kind) {
    case 'complete':
      return isOpen(event.state) ? allow : refuse('ALREADY_CLOSED')
    case 'cancel':
      if (!isOpen(event.state)) return refuse('ALREADY_CLOSED')
      // §5 over §4's "cancel always allowed": safety work is never cancelled, operators cancel
      // only unclassified work (docs/decisions/015).
      if (risk === 1 || risk === 2) return refuse('SAFETY_CANNOT_BE_CANCELLED')
      if (level === 'operator' && risk >= 3) return refuse('OPERATOR_CANNOT_CANCEL')
      return allow
    case 'reopen':
      if (isOpen(event.state)) return refuse('NOT_CLOSED')
      return tableAllows(level, TransitionId.reopen, risk) ? allow : refuse('NOT_ALLOWED_AT_RISK')
    case 'postpone':
    case 'reschedule': {
      if (!isOpen(event.state)) return refuse('ALREADY_CLOSED')
      const safety = risk === 1 || risk === 2
      if (safety && level === 'operator') return refuse('OPERATOR_CANNOT_POSTPONE_SAFETY')
      if (!tableAllows(level, TransitionId[kind], risk)) return refuse('NOT_ALLOWED_AT_RISK')
      // A postponement always moves later; a reschedule may still bring the work forward.
      if (safety && kind === 'postpone' && event.postponeCount >= 1) return refuse('SAFETY_POSTPONED_ONCE')
      return allow
    }
  }
}

/**
 * Whether the actor may edit what a work order is done for (its customer and job): whoever may act
 * on it at all, in any state (a closed work order's record may still be completed).
 */
export const editVerdict = (actor: MaintenanceActor, event: EventFacts): Verdict => who(actor, event)

/** Every action's verdict, for the screen: it offers exactly the allowed ones and says why not. */
export function actionVerdicts(actor: MaintenanceActor, event: EventFacts): Record<ActionKind, Verdict> {
  return {
    complete: actionVerdict(actor, event, 'complete'),
    reschedule: actionVerdict(actor, event, 'reschedule'),
    postpone: actionVerdict(actor, event, 'postpone'),
    reopen: actionVerdict(actor, event, 'reopen'),
    cancel: actionVerdict(actor, event, 'cancel'),
  }
}

/**
 * The last day the event may be moved to with this kind of move, or null for no limit other than
 * the span: safety work moves at most a week past its original day.
 */
export function latestDay(event: EventFacts, settings: RuleSettings): number | null {
  const original = dayNumber(event.originalDate)
  if (original === null) return null
  const span = original + settings.maxSpanDays
  if (event.risk === 1 || event.risk === 2) return Math.min(span, original + SAFETY_POSTPONE_MAX_DAYS)
  return span
}

/**
 * Decides one action completely (dates included) and answers the event's next facts. The server
 * applies exactly this; a refusal carries the rule's reason.
 */
export function checkAction(
  actor: MaintenanceActor,
  event: EventFacts,
  action: MaintenanceAction,
  today: string,
  settings: RuleSettings = { maxSpanDays: DEFAULT_MAX_SPAN_DAYS },
): ActionResult {
  const verdict = actionVerdict(actor, event, action.kind)
  if (!verdict.allowed) return { ok: false, reason: verdict.reason }
  const base = { date: event.date, postponeCount: event.postponeCount }
  switch (action.kind) {
    case 'complete':
      if (action.durationMinutes === null || !(action.durationMinutes > 0))
        return { ok: false, reason: 'DURATION_REQUIRED' }
      return { ok: true, ...base, state: EventState.done, transitionId: null }
    case 'cancel':
      return { ok: true, ...base, state: EventState.cancelled, transitionId: TransitionId.cancel }
    case 'reopen':
      return { ok: true, ...base, state: EventState.created, transitionId: TransitionId.reopen }
    case 'postpone':
    case 'reschedule': {
      const to = dayNumber(action.to)
      const now = dayNumber(today)
      const current = dayNumber(event.date)
      if (to === null || now === null || current === null) return { ok: false, reason: 'INVALID_DATE' }
      if (to < now) return { ok: false, reason: 'DATE_IN_PAST' }
      if (to === current) return { ok: false, reason: 'SAME_DATE' }
      // A postponement moves later; a reschedule may move either way, but moving later is still
      // a postponement for the limits and the count (§5 applies to every later move).
      const later = to > current
      if (action.kind === 'postpone' && !later) return { ok: false, reason: 'NOT_LATER' }
      const limit = latestDay(event, settings)
      const safety = event.risk === 1 || event.risk === 2
      if (later && safety && event.postponeCount >= 1) return { ok: false, reason: 'SAFETY_POSTPONED_ONCE' }
      if (later && limit !== null && to > limit) {
        return { ok: false, reason: safety ? 'SAFETY_POSTPONE_MAX_WEEK' : 'SPAN_TOO_LONG' }
      }
      return {
        ok: true,
        state: EventState.postponed,
        date: action.to,
        postponeCount: event.postponeCount + (later ? 1 : 0),
        transitionId: TransitionId[action.kind],
      }
    }
  }
}

/** The rule module's view of a work order as the wire carries it (server, screens and offline alike). */
export const eventFacts = (event: MaintenanceEvent): EventFacts => ({
  state: event.state,
  risk: event.risk as RiskLevel,
  date: event.date,
  originalDate: event.originalDate,
  postponeCount: event.postponeCount,
  operatorUserId: event.operatorUserId,
})

/**
 * The rule module's action for a change on the wire (its notes are no rule's business). A job edit
 * and a step answer are no transition (issue 33: an answer is allowed while the work order is open).
 */
export type TransitionChange = Exclude<MaintenanceEventChange['action'], { kind: 'job' | 'answer' }>
export const ruleAction = (action: TransitionChange): MaintenanceAction =>
  action.kind === 'complete' ? { kind: 'complete', durationMinutes: action.durationMinutes } : action
