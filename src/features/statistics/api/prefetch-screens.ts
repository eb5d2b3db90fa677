/**
 * The statistics and inactivity screens' first requests, started by their route loaders beside the
 * screens' code (issue 30, src/app/prefetch-in-loader.ts). Each asks exactly what its page
 * asks first, with the same keys and under the same conditions, so the page finds the requests in
 * flight or answered.
 */
import { onlineManager, type QueryClient } from '@tanstack/react-query'
import type { Session } from '@/contract/session'
import type { StatisticsMachine } from '@/contract/statistics'
import { stopCostsQuery } from '@/lib/job-costing/stop-costs'
import { hasRole } from '@/lib/roles/check'
import { permissions } from '@/lib/roles/permissions'
import type { InactivitySearch } from '../model/inactivity-search'
import { inactivityOpening, type Opening, openingFacts, statisticsOpening } from '../model/opened-search'
import { inactivityQueryOf, inactivityQueryReady, traceabilityQueryOf } from '../model/screen-requests'
import type { StatisticsSearch } from '../model/statistics-search'
import { availableDaysQuery } from './get-available-dates'
import { inactivitiesQuery } from './get-inactivities'
import { statisticsMachinesQuery } from './get-statistics-machines'
import { traceabilityQuery, traceabilityReady } from './get-traceability'

/** The statistics and inactivities screens serve ROLE_PRODUCTION_ANALYTICS. */
const readsProduction = (session: Session) => hasRole(session.user.roles, 'ROLE_PRODUCTION_ANALYTICS')

/**
 * The machines, the days they have data and the statistics. Opened with nothing in the address, the
 * page settles on machines and then days once each answer is in (model/opened-search.ts), a request
 * and a render apart: here the same choice is worked out from the answers as they come, so that the
 * three requests leave one after the other at once and the page opens on the records. Offline the
 * chain stops at the first answer the device does not hold (a paused query would hold the start).
 */
export async function prefetchStatistics(
  queryClient: QueryClient,
  session: Session,
  search: StatisticsSearch,
) {
  if (!readsProduction(session)) return
  const opened = await openedFromAnswers(queryClient, session, statisticsOpening, search)
  const request = opened && traceabilityQueryOf(opened)
  if (request && traceabilityReady(request)) void queryClient.prefetchQuery(traceabilityQuery(request))
}

/**
 * The machines, the chosen machine's days with data and its inactivities, worked out from the
 * answers as they come when the address names nothing (as for statistics above); for
 * ROLE_JOB_COSTING what an hour of its stops costs.
 */
export async function prefetchInactivities(
  queryClient: QueryClient,
  session: Session,
  search: InactivitySearch,
) {
  if (!readsProduction(session)) return
  if (permissions(session.user.roles).seesCosts) void queryClient.prefetchQuery(stopCostsQuery())
  const opened = await openedFromAnswers(queryClient, session, inactivityOpening, search)
  const request = opened && inactivityQueryOf(opened)
  if (request && inactivityQueryReady(request)) void queryClient.prefetchQuery(inactivitiesQuery(request))
}

/**
 * A screen's opening choice worked out as the answers come (model/opened-search.ts, the steps the
 * page's useOpenedSearch takes from the same answers): the machines when the address names none,
 * then their days when it names no days. Null when no machine is chosen. Offline nothing is
 * awaited: a paused query would hold the start.
 */
async function openedFromAnswers<S extends { from: string | undefined; to: string | undefined }>(
  queryClient: QueryClient,
  session: Session,
  opening: Opening<S>,
  search: S,
): Promise<S | null> {
  const online = onlineManager.isOnline()
  const { screen, open, machineIdsOf } = opening
  const { userId } = session.user
  let machines: StatisticsMachine[] | undefined
  if (opening.fresh(search) && online) machines = await queryClient.fetchQuery(statisticsMachinesQuery())
  else void queryClient.prefetchQuery(statisticsMachinesQuery())
  const opened = open(search, openingFacts(screen, userId, machines))
  const machineIds = machineIdsOf(opened)
  if (machineIds.length === 0) return null
  if (opened.from !== undefined || opened.to !== undefined || !online) {
    void queryClient.prefetchQuery(availableDaysQuery(machineIds))
    return opened
  }
  const days = await queryClient.fetchQuery(availableDaysQuery(machineIds))
  return open(opened, openingFacts(screen, userId, machines, days))
}
