/**
 * The statistics and inactivity screens' first requests, started by their route loaders beside the
 * screens' code (issue 30, src/app/prefetch-in-loader.ts). Each asks exactly what its page
 * asks first, with the same keys and under the same conditions, so the page finds the requests in
 * flight or answered.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Session } from '@/contract/session'
import { stopCostsQuery } from '@/lib/job-costing/stop-costs'
import { hasRole } from '@/lib/roles/check'
import { permissions } from '@/lib/roles/permissions'
import type { InactivitySearch } from '../model/inactivity-search'
import {
  inactivityMachineIds,
  inactivityQueryOf,
  inactivityQueryReady,
  traceabilityQueryOf,
} from '../model/screen-requests'
import type { StatisticsSearch } from '../model/statistics-search'
import { availableDaysQuery } from './get-available-dates'
import { inactivitiesQuery } from './get-inactivities'
import { statisticsMachinesQuery } from './get-statistics-machines'
import { traceabilityQuery, traceabilityReady } from './get-traceability'

/** The statistics and inactivities screens serve ROLE_PRODUCTION_ANALYTICS. */
const readsProduction = (session: Session) => hasRole(session.user.roles, 'ROLE_PRODUCTION_ANALYTICS')

/** The machines, the days they have data and, once the URL names machines and days, the statistics. */
export function prefetchStatistics(queryClient: QueryClient, session: Session, search: StatisticsSearch) {
  if (!readsProduction(session)) return
  void queryClient.prefetchQuery(statisticsMachinesQuery())
  const request = traceabilityQueryOf(search)
  if (request.machineIds.length > 0) void queryClient.prefetchQuery(availableDaysQuery(request.machineIds))
  if (traceabilityReady(request)) void queryClient.prefetchQuery(traceabilityQuery(request))
}

/**
 * The machines, the chosen machine's days with data and, once the URL names the days, its
 * inactivities; for ROLE_JOB_COSTING what an hour of its stops costs.
 */
export function prefetchInactivities(queryClient: QueryClient, session: Session, search: InactivitySearch) {
  if (!readsProduction(session)) return
  void queryClient.prefetchQuery(statisticsMachinesQuery())
  const machineIds = inactivityMachineIds(search.machine)
  if (machineIds.length > 0) void queryClient.prefetchQuery(availableDaysQuery(machineIds))
  const request = inactivityQueryOf(search)
  if (inactivityQueryReady(request)) void queryClient.prefetchQuery(inactivitiesQuery(request))
  if (permissions(session.user.roles).seesCosts) void queryClient.prefetchQuery(stopCostsQuery())
}
