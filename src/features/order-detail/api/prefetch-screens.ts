/**
 * The order detail's first requests, started by its route loader beside the page's code (issue 30,
 * src/app/prefetch-in-loader.ts). It asks exactly what the page asks first, with the same
 * keys, so the page finds the requests in flight or answered.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Session } from '@/contract/session'
import type { OrderParams } from '@/lib/production/route-params'
import { hasRole } from '@/lib/roles/check'
import { orderConfigurationQuery } from './get-order-configuration'
import { orderObjectivesQuery } from './get-order-objectives'
import { orderProductionQuery } from './get-order-production'

/**
 * The order with its KPIs, its configuration and its objectives: the three calls the first screen
 * waits for (the sections after them depend on the order's answer and the screen's width).
 */
export function prefetchOrderDetail(queryClient: QueryClient, session: Session, order: OrderParams) {
  if (!hasRole(session.user.roles, 'ROLE_PRODUCTION_ANALYTICS')) return
  void queryClient.prefetchQuery(orderProductionQuery(order))
  void queryClient.prefetchQuery(orderConfigurationQuery(order))
  void queryClient.prefetchQuery(orderObjectivesQuery(order))
}
