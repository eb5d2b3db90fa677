import { queryOptions, useQuery } from '@tanstack/react-query'
import { type StatisticsMachine, statisticsMachineSchema } from '@/contract/statistics'
import { api } from '@/lib/api/client'
import { statisticsKeys } from './statistics-keys'

/** GET /statistics/machines: the user's machines with their line and top speed. */
export const statisticsMachinesQuery = () =>
  queryOptions({
    queryKey: statisticsKeys.machines(),
    queryFn: async (): Promise<StatisticsMachine[]> =>
      statisticsMachineSchema.array().parse(await api.get('statistics/machines').json()),
    staleTime: 10 * 60_000,
  })

export const useStatisticsMachines = () => useQuery(statisticsMachinesQuery())
