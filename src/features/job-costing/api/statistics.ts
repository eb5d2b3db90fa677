/**
 * GET /job-cost/statistics?date&groupBy&machineHashCode (spec 002 §7.2): a machine's consumption
 * and cost per period and consumable type, re-issued on any filter change (§4). While the plant's
 * cost recalculation runs, the query polls so the progress moves and the red bars turn normal when
 * it ends (issue 15 item 6).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type CostStatistics, costStatisticsSchema } from '@/contract/job-costing'
import type { CostViewMode } from '@/contract/job-costing-rules'
import { api } from '@/lib/api/client'
import { pollingOptions } from '@/offline/polling'
import { jobCostingKeys } from './job-costing-keys'

/** How often the statistics are asked again while the recalculation runs. */
export const RECALCULATION_POLL_MS = 3000

export interface CostStatisticsFilter {
  /** yyyy-MM-dd: the period holding it is the last bar. */
  date: string
  groupBy: CostViewMode
  machineHashCode: string
}

export const costStatisticsQuery = (filter: CostStatisticsFilter) =>
  queryOptions({
    queryKey: jobCostingKeys.costStatistics(filter),
    queryFn: async (): Promise<CostStatistics> =>
      costStatisticsSchema.parse(
        await api
          .get('job-cost/statistics', {
            searchParams: {
              date: filter.date,
              groupBy: filter.groupBy,
              machineHashCode: filter.machineHashCode,
            },
          })
          .json(),
      ),
  })

/** The statistics of one machine; null filter (no machine yet) asks nothing. */
export function useCostStatistics(filter: CostStatisticsFilter | null) {
  const poll = pollingOptions(RECALCULATION_POLL_MS)
  return useQuery({
    ...costStatisticsQuery(filter ?? { date: '', groupBy: 'month', machineHashCode: '' }),
    enabled: filter !== null,
    refetchIntervalInBackground: poll.refetchIntervalInBackground,
    // Only while a recalculation runs, and never offline or from a hidden page (pollingOptions).
    refetchInterval: (query) => (query.state.data?.recalculation.running ? poll.refetchInterval() : false),
  })
}
