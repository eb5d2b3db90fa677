/**
 * The statistics and inactivity screens' first requests, started by their route loaders beside the
 * screens' code (issue 30, src/app/prefetch-in-loader.ts). Each asks exactly what its page
 * asks first, with the same keys and under the same conditions, so the page finds the requests in
 * flight or answered.
 */
import { onlineManager, type QueryClient } from '@tanstack/react-query'
import type { Session } from '@/contract/session'
import { stopCostsQuery } from '@/lib/job-costing/stop-costs'
import { hasRole } from '@/lib/roles/check'
import { permissions } from '@/lib/roles/permissions'
import type { InactivitySearch } from '../model/inactivity-search'
import {
  openingDay,
  openingMachines,
  opensFresh,
  rememberedMachines,
  statisticsOpeningRange,
} from '../model/opening-choice'
import {
  inactivityMachineIds,
  inactivityQueryOf,
  inactivityQueryReady,
  traceabilityQueryOf,
} from '../model/screen-requests'
import { MAX_MACHINES } from '../model/selection'
import type { StatisticsSearch } from '../model/statistics-search'
import { availableDaysQuery } from './get-available-dates'
import { inactivitiesQuery } from './get-inactivities'
import { statisticsMachinesQuery } from './get-statistics-machines'
import { traceabilityQuery, traceabilityReady } from './get-traceability'

/** The statistics and inactivities screens serve ROLE_PRODUCTION_ANALYTICS. */
const readsProduction = (session: Session) => hasRole(session.user.roles, 'ROLE_PRODUCTION_ANALYTICS')

/**
 * The machines, the days they have data and the statistics. Opened with nothing in the address, the
 * page chooses the machines and then the days once each answer is in (opening-choice.ts), a request
 * and a render apart: here the same choice is worked out from the answers as they come, so that the
 * three requests leave one after the other at once and the page finds each answered. Offline the
 * chain stops at the first answer the device does not hold (a paused query would hold the start).
 */
export async function prefetchStatistics(
  queryClient: QueryClient,
  session: Session,
  search: StatisticsSearch,
) {
  if (!readsProduction(session)) return
  let opened = search
  if (opensFresh(search, search.machines) && onlineManager.isOnline()) {
    const machines = await queryClient.fetchQuery(statisticsMachinesQuery())
    const { type } = traceabilityQueryOf(search)
    const remembered = rememberedMachines('statistics', session.user.userId)
    opened = { ...search, machines: openingMachines(machines, remembered, MAX_MACHINES[type]) }
  } else void queryClient.prefetchQuery(statisticsMachinesQuery())
  const { machineIds, dataGrouping } = traceabilityQueryOf(opened)
  if (machineIds.length === 0) return
  if (opened.from === undefined && opened.to === undefined && onlineManager.isOnline()) {
    const days = await queryClient.fetchQuery(availableDaysQuery(machineIds))
    const range = statisticsOpeningRange(dataGrouping, machineIds, days)
    if (range) opened = { ...opened, from: range.start, to: range.finish }
  } else void queryClient.prefetchQuery(availableDaysQuery(machineIds))
  const request = traceabilityQueryOf(opened)
  if (traceabilityReady(request)) void queryClient.prefetchQuery(traceabilityQuery(request))
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
  let opened = search
  if (opensFresh(search, search.machine) && onlineManager.isOnline()) {
    const machines = await queryClient.fetchQuery(statisticsMachinesQuery())
    const remembered = rememberedMachines('inactivities', session.user.userId)
    opened = { ...search, machine: openingMachines(machines, remembered, 1)[0] }
  } else void queryClient.prefetchQuery(statisticsMachinesQuery())
  const machineIds = inactivityMachineIds(opened.machine)
  if (machineIds.length === 0) return
  if (opened.from === undefined && opened.to === undefined && onlineManager.isOnline()) {
    const range = openingDay(await queryClient.fetchQuery(availableDaysQuery(machineIds)))
    if (range) opened = { ...opened, from: range.start, to: range.finish }
  } else void queryClient.prefetchQuery(availableDaysQuery(machineIds))
  const request = inactivityQueryOf(opened)
  if (inactivityQueryReady(request)) void queryClient.prefetchQuery(inactivitiesQuery(request))
}
