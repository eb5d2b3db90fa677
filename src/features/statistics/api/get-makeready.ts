import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { makereadyReportSchema } from '@/contract/statistics'
import { api } from '@/lib/api/client'
import { statisticsKeys } from './statistics-keys'

export interface MakereadyFilters {
  machineIds: number[]
  startDate: string | undefined
  finishDate: string | undefined
}

/** POST /statistics/makeready: set-ups apart from the run, by crew and by changeover. */
export function useMakeready(filters: MakereadyFilters) {
  return useQuery({
    queryKey: [...statisticsKeys.all, 'makeready', filters],
    queryFn: async () =>
      makereadyReportSchema.parse(await api.post('statistics/makeready', { json: filters }).json()),
    enabled:
      filters.machineIds.length > 0 && filters.startDate !== undefined && filters.finishDate !== undefined,
    placeholderData: keepPreviousData,
  })
}
