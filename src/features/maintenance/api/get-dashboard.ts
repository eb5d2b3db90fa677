import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { expectShape } from '@/lib/api/guards'
import { getSession } from '@/offline/session-store'
import { localDashboard } from '../model/local-events'
import { isMaintenanceDashboard } from '../model/maintenance-answers'
import { maintenanceKeys } from './maintenance-keys'
import { offlineFallback } from './work-order-store'

/**
 * GET /maintenanceEvent/dashboard: counts by state and risk, due today and this week, 8 weeks of
 * done vs planned; with no network, the unfiltered counts of the work orders this device keeps
 * (and their plant day, which the actions need).
 */
export const getDashboard = (params: Record<string, string>) =>
  offlineFallback(
    async () =>
      expectShape(
        await api.get('maintenanceEvent/dashboard', { searchParams: params }).json(),
        isMaintenanceDashboard,
        'the maintenance dashboard',
      ),
    (kept) => (Object.keys(params).length === 0 ? localDashboard(kept.events, kept.sync.today) : null),
    getSession()?.user.userId ?? 0,
  )

export const dashboardQuery = (params: Record<string, string> = {}) =>
  queryOptions({
    queryKey: maintenanceKeys.dashboard(params),
    queryFn: () => getDashboard(params),
    networkMode: 'offlineFirst',
    // The unfiltered one feeds the side menu's today badge and the plant day: keep it fresh.
    refetchInterval: 5 * 60_000,
  })

export const useDashboard = (params: Record<string, string> = {}) => useQuery(dashboardQuery(params))
