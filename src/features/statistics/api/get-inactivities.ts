import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type InactivityRequest, inactivityResponseSchema } from '@/contract/statistics'
import { api } from '@/lib/api/client'
import { statisticsKeys } from './statistics-keys'

/** POST /inactivities: one machine's reasons over the days; runs once machine and both days are set. */
export function useInactivities(query: Partial<InactivityRequest>) {
  const ready =
    query.machineId !== undefined && query.startDate !== undefined && query.finishDate !== undefined
  return useQuery({
    queryKey: statisticsKeys.inactivities(query),
    queryFn: async () =>
      inactivityResponseSchema.parse(await api.post('inactivities', { json: query }).json()).data,
    enabled: ready,
    placeholderData: keepPreviousData,
  })
}
