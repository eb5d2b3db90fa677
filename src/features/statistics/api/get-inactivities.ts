import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { type InactivityRequest, inactivityResponseSchema } from '@/contract/statistics'
import { api } from '@/lib/api/client'
import { inactivityQueryReady } from '../model/screen-requests'
import { statisticsKeys } from './statistics-keys'

/** POST /inactivities: one machine's reasons over the days. */
export const inactivitiesQuery = (query: Partial<InactivityRequest>) =>
  queryOptions({
    queryKey: statisticsKeys.inactivities(query),
    queryFn: async () =>
      inactivityResponseSchema.parse(await api.post('inactivities', { json: query }).json()).data,
  })

/** Runs once machine and both days are set; the previous answer stays while a new filter loads. */
export const useInactivities = (query: Partial<InactivityRequest>) =>
  useQuery({
    ...inactivitiesQuery(query),
    enabled: inactivityQueryReady(query),
    placeholderData: keepPreviousData,
  })
