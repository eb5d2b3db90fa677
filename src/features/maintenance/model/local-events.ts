/**
 * The work-order reads of spec 001 §7 answered on the device, from the work orders it keeps
 * (GET /maintenanceEvent/mine): the list's query parameters (state codes 1-4 against the plant's
 * today, ids, risks, frequencies, days, order, paging) and the dashboard's counts, with the same
 * meaning as the server's (server/services/maintenance/events/events.ts, dashboard.ts). Pure.
 */
import type { MaintenanceDashboard, MaintenanceEvent } from '@/contract/maintenance'
import { dayNumber, dayOfNumber, displayState } from '@/contract/maintenance-rules'

const ids = (value: string | undefined) => (value ? new Set(value.split(',').map(Number)) : null)
const names = (value: string | undefined) => (value ? new Set(value.split(',')) : null)

/** State code 1-4 of the list query (1 open today or later, 2 done, 3 cancelled, 4 outdated). */
function stateCode(event: MaintenanceEvent, today: string): number {
  const shown = displayState(event, today)
  return shown === 5 ? 1 : shown
}

type Order = (a: MaintenanceEvent, b: MaintenanceEvent) => number
const byDate: Order = (a, b) => a.date.localeCompare(b.date) || a.id - b.id

/** Today and the coming days first, earliest first; then the past, latest first (as the server's 'next'). */
const nextFirst =
  (today: string): Order =>
  (a, b) => {
    const aPast = a.date < today
    const bPast = b.date < today
    if (aPast !== bPast) return aPast ? 1 : -1
    return aPast ? b.date.localeCompare(a.date) || a.id - b.id : byDate(a, b)
  }

/** Unclassified work (risk 0) after every level, in both risk orders, as the server sorts. */
const unclassifiedLast = (a: MaintenanceEvent, b: MaintenanceEvent) =>
  Number(a.risk === 0) - Number(b.risk === 0)

const orders: Record<string, Order> = {
  date: (a, b) => a.date.localeCompare(b.date) || a.id - b.id,
  '-date': (a, b) => b.date.localeCompare(a.date) || b.id - a.id,
  risk: (a, b) => unclassifiedLast(a, b) || a.risk - b.risk || a.date.localeCompare(b.date) || a.id - b.id,
  '-risk': (a, b) => unclassifiedLast(a, b) || b.risk - a.risk || a.date.localeCompare(b.date) || a.id - b.id,
}

/** One page of work orders as GET /maintenanceEvent answers it, from the kept ones. */
export function localEventPage(
  events: MaintenanceEvent[],
  params: Record<string, string>,
  today: string,
): { total: number; results: MaintenanceEvent[] } {
  const states = ids(params.maintenanceStates)
  const machines = ids(params.machines)
  const assets = ids(params.assets)
  const operators = ids(params.operators)
  const tasks = ids(params.tasks)
  const risks = ids(params.risks)
  const frequencies = names(params.maintenanceFrequencies)
  const matching = events
    .map((e) => ({ ...e, displayState: displayState(e, today) }))
    .filter(
      (e) =>
        (!states || states.has(stateCode(e, today))) &&
        (!machines || (e.machineId !== null && machines.has(e.machineId))) &&
        (!assets || (e.assetId !== null && assets.has(e.assetId))) &&
        (!operators || (e.operatorUserId !== null && operators.has(e.operatorUserId))) &&
        (!tasks || tasks.has(e.taskId)) &&
        (!risks || risks.has(e.risk)) &&
        (!frequencies || frequencies.has(e.frequency)) &&
        (!params.initialDate || e.date >= params.initialDate) &&
        (!params.finalDate || e.date <= params.finalDate),
    )
    .sort(params.orderBy === 'next' ? nextFirst(today) : (orders[params.orderBy ?? 'date'] ?? orders.date))
  const offset = Number(params.offset ?? 0)
  const limit = Number(params.limit ?? 50)
  return { total: matching.length, results: matching.slice(offset, offset + limit) }
}

/**
 * The dashboard's figures from the kept work orders. The kept window reaches a week back for
 * closed work, so the weeks chart has only the current week: the others say nothing rather
 * than something wrong.
 */
export function localDashboard(events: MaintenanceEvent[], today: string): MaintenanceDashboard {
  const day = dayNumber(today) ?? 0
  const weekEnd = dayOfNumber(day + 6)
  const byState = { open: 0, done: 0, cancelled: 0, outdated: 0 }
  const byRisk = [0, 1, 2, 3, 4, 5].map((risk) => ({ risk, open: 0, outdated: 0 }))
  let dueToday = 0
  let dueThisWeek = 0
  for (const e of events) {
    const code = stateCode(e, today)
    if (code === 1) {
      byState.open++
      byRisk[e.risk].open++
      if (e.date === today) dueToday++
      if (e.date <= weekEnd) dueThisWeek++
    } else if (code === 2) byState.done++
    else if (code === 3) byState.cancelled++
    else {
      byState.outdated++
      byRisk[e.risk].outdated++
    }
  }
  return { today, byState, byRisk, dueToday, dueThisWeek, weeks: [] }
}
