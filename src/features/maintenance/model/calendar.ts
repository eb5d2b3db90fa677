import type { MaintenanceEvent } from '@/contract/maintenance'
import {
  actionVerdict,
  dayNumber,
  dayOfNumber,
  eventFacts,
  type MaintenanceAction,
  type MaintenanceActor,
} from '@/contract/maintenance-rules'
import type { CalendarSearch, CalendarView } from './calendar-search'
import { filterParams } from './list-kinds'
import { filtersOf } from './list-search'

const weekday = (n: number) => (new Date(n * 86_400_000).getUTCDay() + 6) % 7 // Monday 0

/**
 * GET /maintenanceEvent's parameters for the calendar: every work order of the grid's days, riskiest
 * first (the page and its route loader ask the same).
 */
export function calendarEventParams(search: CalendarSearch, anchor: string): Record<string, string> {
  const days = gridDays(search.view ?? 'month', search.at ?? anchor)
  return {
    ...filterParams({ ...filtersOf(search), from: days[0], to: days.at(-1) }),
    maintenanceStates: '1,2,3,4',
    limit: '500',
    orderBy: 'risk',
  }
}

/** The days a view shows around `anchor`: whole weeks, Monday first (a month is 4-6 weeks). */
export function gridDays(view: CalendarView, anchor: string): string[] {
  const at = dayNumber(anchor) ?? 0
  if (view === 'week') {
    const monday = at - weekday(at)
    return Array.from({ length: 7 }, (_, i) => dayOfNumber(monday + i))
  }
  const first = dayNumber(`${anchor.slice(0, 8)}01`) ?? at
  const [y, m] = anchor.split('-').map(Number)
  const last = first + new Date(Date.UTC(y, m, 0)).getUTCDate() - 1
  const start = first - weekday(first)
  const end = last + (6 - weekday(last))
  return Array.from({ length: end - start + 1 }, (_, i) => dayOfNumber(start + i))
}

/** The anchor one view later (+1) or earlier (-1): a month keeps the 1st, a week moves 7 days. */
export function shiftAnchor(view: CalendarView, anchor: string, step: 1 | -1): string {
  if (view === 'week') return dayOfNumber((dayNumber(anchor) ?? 0) + 7 * step)
  const [y, m] = anchor.split('-').map(Number)
  const next = new Date(Date.UTC(y, m - 1 + step, 1))
  return next.toISOString().slice(0, 10)
}

/** Work orders by day, in the order received. */
export function byDay(events: MaintenanceEvent[]): Map<string, MaintenanceEvent[]> {
  const out = new Map<string, MaintenanceEvent[]>()
  for (const e of events) out.set(e.date, [...(out.get(e.date) ?? []), e])
  return out
}

/** Whether the user may drag this work order at all: some move (postpone or reschedule) is allowed. */
export function canMove(actor: MaintenanceActor, event: MaintenanceEvent): boolean {
  const facts = eventFacts(event)
  return actionVerdict(actor, facts, 'postpone').allowed || actionVerdict(actor, facts, 'reschedule').allowed
}

/**
 * The action a drop onto `day` means: later is a postponement where the user may postpone (else a
 * reschedule, which the rules treat as a postponement for the limits), earlier is a reschedule.
 * The caller still checks it with checkAction: a past day or a day past the limit is refused there.
 */
export function dropAction(
  actor: MaintenanceActor,
  event: MaintenanceEvent,
  day: string,
): Extract<MaintenanceAction, { to: string }> {
  const later = day > event.date
  const postpones = actionVerdict(actor, eventFacts(event), 'postpone').allowed
  return { kind: later && postpones ? 'postpone' : 'reschedule', to: day }
}
