import { queryOptions } from '@tanstack/react-query'
import { type StopCost, type StopCosts, stopCostsSchema } from '@/contract/job-costing'
import { api } from '@/lib/api/client'

/**
 * What stops cost (issue 15 item 7), shared by plant control (the running cost of the current stop
 * on each card) and the inactivity Pareto (the cost of each reason). GET /job-cost/stop-costs is for
 * ROLE_JOB_COSTING only: callers enable the query with permissions().seesCosts.
 */
export const stopCostKeys = { all: ['job-costing', 'stop-costs'] as const }

export const stopCostsQuery = () =>
  queryOptions({
    queryKey: stopCostKeys.all,
    queryFn: async (): Promise<StopCosts> =>
      stopCostsSchema.parse(await api.get('job-cost/stop-costs').json()),
    staleTime: 30_000,
  })

/**
 * The cost of the stop so far: the machine's hourly cost over the time since the stop started, for
 * the state the card shows now (a stop the server saw end, or a different one, costs nothing here).
 */
export function stopCostSoFar(cost: StopCost | undefined, shownState: number, now: number): number | null {
  if (!cost?.stop || cost.stop.state !== shownState || cost.perHour <= 0) return null
  const seconds = (now - Date.parse(cost.stop.since)) / 1000
  return seconds > 0 ? (cost.perHour * seconds) / 3600 : 0
}

/** The cost of a duration (seconds) on a machine, or null when its hourly cost is unknown. */
export function durationCost(perHour: number | null | undefined, seconds: number): number | null {
  return perHour === null || perHour === undefined || perHour <= 0
    ? null
    : (perHour * Math.max(0, seconds)) / 3600
}
