/**
 * What the statistics and inactivity screens ask the server for their search (the URL's filters):
 * worked out here, so the pages and their route loaders (issue 30) ask with the same keys.
 */
import type { DataGrouping, InactivityRequest, StatisticsType } from '@/contract/statistics'
import { bestGrouping } from './grouping'
import type { InactivitySearch } from './inactivity-search'
import type { StatisticsSearch } from './statistics-search'

/** POST /traceability's filters. */
export interface TraceabilityQuery {
  type: StatisticsType
  machineIds: readonly number[]
  startDate: string | undefined
  finishDate: string | undefined
  dataGrouping: DataGrouping
}

/** One empty list for every search, so the queries' keys and the effects that read it stay put. */
const NO_MACHINES: number[] = []

/** The statistics screen's request: statistics (type 1) and day grouping unless the URL says otherwise. */
export function traceabilityQueryOf(search: StatisticsSearch): TraceabilityQuery & { machineIds: number[] } {
  return {
    type: search.type ?? 1,
    machineIds: search.machines ?? NO_MACHINES,
    startDate: search.from,
    finishDate: search.to,
    dataGrouping: bestGrouping(search.from ?? null, search.to ?? null, search.grouping ?? 'day'),
  }
}

/** The inactivity screen's one machine as the list the available days are asked for. */
export const inactivityMachineIds = (machine: InactivitySearch['machine']): number[] =>
  machine === undefined ? [] : [machine]

/** POST /inactivities' filters: asked once the machine and both days are set. */
export const inactivityQueryOf = (search: InactivitySearch): Partial<InactivityRequest> => ({
  machineId: search.machine,
  startDate: search.from,
  finishDate: search.to,
})

export const inactivityQueryReady = (query: Partial<InactivityRequest>): boolean =>
  query.machineId !== undefined && query.startDate !== undefined && query.finishDate !== undefined
