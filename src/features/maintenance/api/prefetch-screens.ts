/**
 * The maintenance screens' first requests, started by their route loaders beside the screens' code
 * (issue 30, src/app/prefetch-in-loader.ts). Each asks exactly what its page asks first,
 * with the same keys, so the page finds the request in flight or answered.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Session } from '@/contract/session'
import { filesWorkRequests, maintenanceAccess } from '@/lib/roles/maintenance'
import { calendarEventParams } from '../model/calendar'
import type { CalendarSearch } from '../model/calendar-search'
import { filterParams, type ListKind, listParams } from '../model/list-kinds'
import { filtersOf, type MaintenanceSearch } from '../model/list-search'
import { dashboardQuery } from './get-dashboard'
import { eventDetailQuery } from './get-event'
import { eventsQuery } from './get-events'
import { maintenanceDataQuery } from './get-maintenance-data'

/** ROLE_USER plus the maintenance manager or operator role (spec 001 §6): others meet the no-access view. */
const usesMaintenance = (session: Session) => maintenanceAccess(session.user.roles).any

/** What every maintenance page reads: the choices of the filters and the plant's day (the unfiltered dashboard). */
export function prefetchArea(queryClient: QueryClient, session: Session) {
  if (!usesMaintenance(session)) return
  void queryClient.prefetchQuery(maintenanceDataQuery())
  void queryClient.prefetchQuery(dashboardQuery())
}

export function prefetchDashboard(queryClient: QueryClient, session: Session, search: MaintenanceSearch) {
  if (!usesMaintenance(session)) return
  void queryClient.prefetchQuery(dashboardQuery(filterParams(filtersOf(search))))
}

/** The plant's day, from the unfiltered dashboard (in flight already from the area's prefetch). */
const plantToday = async (queryClient: QueryClient) => (await queryClient.fetchQuery(dashboardQuery())).today

export async function prefetchList(
  queryClient: QueryClient,
  session: Session,
  kind: ListKind,
  search: MaintenanceSearch,
) {
  if (!usesMaintenance(session)) return
  const today = await plantToday(queryClient)
  await queryClient.prefetchQuery(eventsQuery(listParams(kind, today, search)))
}

export async function prefetchCalendar(queryClient: QueryClient, session: Session, search: CalendarSearch) {
  if (!usesMaintenance(session)) return
  const today = await plantToday(queryClient)
  await queryClient.prefetchQuery(eventsQuery(calendarEventParams(search, today)))
}

export function prefetchWorkOrder(queryClient: QueryClient, session: Session, id: number) {
  if (id > 0 && usesMaintenance(session)) void queryClient.prefetchQuery(eventDetailQuery(id))
}

/**
 * The work requests (issue 31): the list, and the form's machines (kept for a report made
 * offline). Their module comes on demand: the area's other pages do not carry it.
 */
export async function prefetchRequests(queryClient: QueryClient, session: Session) {
  if (!filesWorkRequests(session.user.roles)) return
  const [{ workRequestsQuery }, { requestMachinesQuery }] = await Promise.all([
    import('./get-work-requests'),
    import('./get-request-machines'),
  ])
  void queryClient.prefetchQuery(workRequestsQuery())
  void queryClient.prefetchQuery(requestMachinesQuery())
}
