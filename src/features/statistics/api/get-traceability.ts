import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { STATISTICS_MAX_MACHINES, traceabilityResponseSchema } from '@/contract/statistics'
import { api } from '@/lib/api/client'
import { groupingOptions } from '../model/grouping'
import type { TraceabilityQuery } from '../model/screen-requests'
import { statisticsKeys } from './statistics-keys'

export type { TraceabilityQuery }

/**
 * Whether the server would answer: machines within the type's limit, both days, and a grouping
 * the selector offers for them (the same 30-period rule as the server's 400).
 */
export function traceabilityReady(q: TraceabilityQuery): boolean {
  if (q.machineIds.length === 0 || q.machineIds.length > STATISTICS_MAX_MACHINES[q.type]) return false
  if (q.startDate === undefined || q.finishDate === undefined) return false
  return groupingOptions(q.startDate, q.finishDate).some((o) => o.grouping === q.dataGrouping && o.enabled)
}

/** POST /traceability: per machine and period. */
export const traceabilityQuery = (q: TraceabilityQuery) =>
  queryOptions({
    queryKey: statisticsKeys.traceability({ ...q }),
    queryFn: async () =>
      traceabilityResponseSchema.parse(await api.post('traceability', { json: q }).json()).data,
  })

/** Asked when the server would answer; the previous answer stays while a new filter loads. */
export const useTraceability = (q: TraceabilityQuery) =>
  useQuery({ ...traceabilityQuery(q), enabled: traceabilityReady(q), placeholderData: keepPreviousData })
