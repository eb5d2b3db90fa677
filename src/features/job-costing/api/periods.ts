/**
 * Consumable periods: energy, solvents, gases, water (spec 002 §7.2): the latest period per type,
 * the historic list (limit 1000, §9) and the two saves. Answers are parsed with the contract.
 * A save refreshes the periods and the cost statistics (prices change the orders' costs).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type CreatePeriodBody, consumablePeriodSchema, type UpdatePeriodBody } from '@/contract/job-costing'
import { api } from '@/lib/api/client'
import { jobCostingKeys } from './job-costing-keys'

/** §9: the historic price request asks for at most 1000 periods. */
export const PERIOD_HISTORY_LIMIT = 1000

const typesParam = (typeIds: readonly number[]) => [...typeIds].sort((a, b) => a - b).join(',')

/** GET /job-cost/period/latest?consumable-types=: the latest period of each type that has one. */
export const latestPeriodsQuery = (typeIds: readonly number[]) =>
  queryOptions({
    queryKey: jobCostingKeys.latestPeriods(typeIds),
    queryFn: async () =>
      consumablePeriodSchema
        .array()
        .parse(
          await api
            .get('job-cost/period/latest', { searchParams: { 'consumable-types': typesParam(typeIds) } })
            .json(),
        ),
    enabled: typeIds.length > 0,
  })

/** GET /job-cost/consumable-period-time-price?consumable-types=&limit=1000: every period, newest first. */
export const periodHistoryQuery = (typeIds: readonly number[]) =>
  queryOptions({
    queryKey: jobCostingKeys.periodHistory(typeIds),
    queryFn: async () =>
      consumablePeriodSchema.array().parse(
        await api
          .get('job-cost/consumable-period-time-price', {
            searchParams: { 'consumable-types': typesParam(typeIds), limit: PERIOD_HISTORY_LIMIT },
          })
          .json(),
      ),
    enabled: typeIds.length > 0,
  })

export const useLatestPeriods = (typeIds: readonly number[]) => useQuery(latestPeriodsQuery(typeIds))
export const usePeriodHistory = (typeIds: readonly number[]) => useQuery(periodHistoryQuery(typeIds))

export type PeriodSave = { mode: 'create'; body: CreatePeriodBody } | { mode: 'edit'; body: UpdatePeriodBody }

/** POST /job-cost/period, or PUT /job-cost/period/{id} with the price ids. */
export async function savePeriod(save: PeriodSave): Promise<void> {
  if (save.mode === 'create') await api.post('job-cost/period', { json: save.body })
  else await api.put(`job-cost/period/${save.body.id}`, { json: save.body })
}

export function useSavePeriod() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: savePeriod,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobCostingKeys.periods() }),
        queryClient.invalidateQueries({ queryKey: jobCostingKeys.statistics() }),
      ]),
  })
}
