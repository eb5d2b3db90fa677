import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { expectShape } from '@/lib/api/guards'
import { getSession } from '@/offline/session-store'
import { localEventPage } from '../model/local-events'
import { isMaintenanceEventPage } from '../model/maintenance-answers'
import { maintenanceKeys } from './maintenance-keys'
import { offlineFallback } from './work-order-store'

/**
 * GET /maintenanceEvent: one page of work orders (query parameters from model/list-kinds.ts); with
 * no network, the same page from the work orders this device keeps.
 */
export const getEvents = (params: Record<string, string>) =>
  offlineFallback(
    async () =>
      expectShape(
        await api.get('maintenanceEvent', { searchParams: params }).json(),
        isMaintenanceEventPage,
        'the work orders',
      ),
    (kept) => localEventPage(kept.events, params, kept.sync.today),
    getSession()?.user.userId ?? 0,
  )

export const eventsQuery = (params: Record<string, string>) =>
  queryOptions({
    queryKey: maintenanceKeys.eventList(params),
    queryFn: () => getEvents(params),
    // Offline the read still runs: it answers from the kept work orders.
    networkMode: 'offlineFirst',
    // The next page or filter keeps the current rows on screen until it arrives.
    placeholderData: keepPreviousData,
  })

export const useEvents = (params: Record<string, string>, enabled = true) =>
  useQuery({ ...eventsQuery(params), enabled })
