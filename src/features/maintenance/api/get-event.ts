import { queryOptions, useQuery } from '@tanstack/react-query'
import { maintenanceEventDetailSchema } from '@/contract/maintenance'
import { api } from '@/lib/api/client'
import { maintenanceKeys } from './maintenance-keys'

/** GET /maintenanceEvent/{id}: the work order with its task's details, photos and history. */
export const getEventDetail = async (id: number) =>
  maintenanceEventDetailSchema.parse(await api.get(`maintenanceEvent/${id}`).json())

export const eventDetailQuery = (id: number) =>
  queryOptions({ queryKey: maintenanceKeys.event(id), queryFn: () => getEventDetail(id) })

export const useEventDetail = (id: number) => useQuery(eventDetailQuery(id))
