import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { maintenanceEventPageSchema } from '@/contract/maintenance'
import { api } from '@/lib/api/client'
import { maintenanceKeys } from './maintenance-keys'

/** GET /maintenanceEvent: one page of work orders (query parameters from model/list-kinds.ts). */
export const getEvents = async (params: Record<string, string>) =>
  maintenanceEventPageSchema.parse(await api.get('maintenanceEvent', { searchParams: params }).json())

export const eventsQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: maintenanceKeys.eventList(params),
    queryFn: () => getEvents(params),
    // The next page or filter keeps the current rows on screen until it arrives.
    placeholderData: keepPreviousData,
  })

export const useEvents = (params: Record<string, string>, enabled = true) =>
  useQuery({ ...eventsQuery(params), enabled })
