/**
 * Plant control's first requests, started by its route loader beside the page's code (issue 30,
 * src/app/prefetch-in-loader.ts). It asks exactly what the page asks first, with the same
 * keys, so the page finds the requests in flight or answered; the page's polling takes over from there.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Session } from '@/contract/session'
import { stopCostsQuery } from '@/lib/job-costing/stop-costs'
import { plantStatusQuery } from '@/lib/production/api/get-plant-status'
import { hasRole } from '@/lib/roles/check'
import { permissions } from '@/lib/roles/permissions'

/** The machines' status and, for ROLE_JOB_COSTING, what their current stops cost. */
export function prefetchPlantControl(queryClient: QueryClient, session: Session) {
  const roles = session.user.roles
  if (!hasRole(roles, 'ROLE_PRODUCTION_ANALYTICS')) return
  void queryClient.prefetchQuery(plantStatusQuery())
  if (permissions(roles).seesCosts) void queryClient.prefetchQuery(stopCostsQuery())
}
