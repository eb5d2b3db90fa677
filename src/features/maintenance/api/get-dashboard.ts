import { queryOptions, useQuery } from '@tanstack/react-query'
import { maintenanceDashboardSchema } from '@/contract/maintenance'
import { api } from '@/lib/api/client'
import { maintenanceKeys } from './maintenance-keys'

/** GET /maintenanceEvent/dashboard: counts by state and risk, due today and this week, 8 weeks of done vs planned. */
export const getDashboard = async (params: Record<string, string>) =>
  maintenanceDashboardSchema.parse(
    await api.get('maintenanceEvent/dashboard', { searchParams: params }).json(),
  )

export const dashboardQuery = (params: Record<string, string> = {}) =>
  queryOptions({
    queryKey: maintenanceKeys.dashboard(params),
    queryFn: () => getDashboard(params),
    // The unfiltered one feeds the side menu's today badge and the plant day: keep it fresh.
    refetchInterval: 5 * 60_000,
  })

export const useDashboard = (params: Record<string, string> = {}) => useQuery(dashboardQuery(params))
