/**
 * The historical list's first requests, started by its route loader beside the page's code (issue 30,
 * src/app/prefetch-in-loader.ts). It asks exactly what the page asks first, with the same
 * keys, so the page finds the requests in flight or answered.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Session } from '@/contract/session'
import { customersQuery } from '@/lib/production/api/get-customers'
import { operatorsQuery } from '@/lib/production/api/get-operators'
import { plantMachinesQuery } from '@/lib/production/api/get-plant-machines'
import { hasRole } from '@/lib/roles/check'
import { historicRequestOf } from '../model/filter-state'
import { withRememberedSize } from '../model/page-size-memory'
import type { HistoricalSearch } from '../model/search-params'
import { historicSearchQuery } from './search-historic'

/**
 * The search's page of orders and the machines (they decide the columns and the line and machine
 * filters); the customers and operators only when the search filters on them, whose names the
 * filter bar then shows (otherwise they are only the choices of a closed select).
 */
export function prefetchHistorical(queryClient: QueryClient, session: Session, search: HistoricalSearch) {
  if (!hasRole(session.user.roles, 'ROLE_PRODUCTION_ANALYTICS')) return
  void queryClient.prefetchQuery(historicSearchQuery(historicRequestOf(withRememberedSize(search))))
  void queryClient.prefetchQuery(plantMachinesQuery())
  if (search.customer?.length) void queryClient.prefetchQuery(customersQuery())
  if (search.operator?.length) void queryClient.prefetchQuery(operatorsQuery())
}
