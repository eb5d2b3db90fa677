import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { expectShape } from '@/lib/api/guards'
import { getSession } from '@/offline/session-store'
import { isMaintenanceEventDetail } from '../model/maintenance-answers'
import { maintenanceKeys } from './maintenance-keys'
import { offlineFallback } from './work-order-store'

/**
 * GET /maintenanceEvent/{id}: the work order with its task's details, photos and history; with no
 * network, the one this device keeps.
 */
export const getEventDetail = (id: number) =>
  offlineFallback(
    async () =>
      expectShape(await api.get(`maintenanceEvent/${id}`).json(), isMaintenanceEventDetail, 'the work order'),
    (kept) => kept.events.find((e) => e.id === id) ?? null,
    getSession()?.user.userId ?? 0,
  )

export const eventDetailQuery = (id: number) =>
  queryOptions({
    queryKey: maintenanceKeys.event(id),
    queryFn: () => getEventDetail(id),
    networkMode: 'offlineFirst',
  })

export const useEventDetail = (id: number) => useQuery(eventDetailQuery(id))
