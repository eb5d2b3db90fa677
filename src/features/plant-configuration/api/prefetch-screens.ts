/**
 * The plant configuration's first request, started by its route loader beside the page's code
 * (issue 30, src/app/prefetch-in-loader.ts). It asks exactly what the page asks first, with
 * the same key, so the page finds the request in flight or answered.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Session } from '@/contract/session'
import { configMachinesQuery } from '@/lib/production/api/get-config-machines'

/** The user's machines with every configuration field (every signed-in user may look). */
export function prefetchPlantConfiguration(queryClient: QueryClient, _session: Session) {
  void queryClient.prefetchQuery(configMachinesQuery())
}
