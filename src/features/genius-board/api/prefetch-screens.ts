/**
 * The genius board's first requests, started by its route loader beside the list's code (issue 30,
 * src/app/prefetch-in-loader.ts). It asks exactly what the list asks first, with the same
 * keys, so the page finds the requests in flight or answered.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Session } from '@/contract/session'
import { hasRole } from '@/lib/roles/check'
import { type BoardSearch, boardListQuery } from '../model/board-search'
import { catalogQuery } from './get-catalog'
import { ordersQuery } from './get-orders'

/** The search's prepared orders and the catalogue (the machines of the filter). */
export function prefetchBoard(queryClient: QueryClient, session: Session, filters: BoardSearch) {
  if (!hasRole(session.user.roles, 'ROLE_USER')) return
  void queryClient.prefetchQuery(ordersQuery(boardListQuery(filters)))
  void queryClient.prefetchQuery(catalogQuery())
}
