/**
 * The shared-jobs screen's first request, started by its route loader beside the page's code (issue
 * 30, src/app/prefetch-in-loader.ts). It asks exactly what the page asks first, with the
 * same key, so the page finds the request in flight or answered; the page's polling takes over.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { Session } from '@/contract/session'
import { hasRole } from '@/lib/roles/check'
import { sharedCustomersQuery } from './get-customers'

/** The shared customers (a customer's jobs and a job's recipe wait for the user's choice). */
export function prefetchSharedJobs(queryClient: QueryClient, session: Session) {
  if (!hasRole(session.user.roles, 'ROLE_USER')) return
  void queryClient.prefetchQuery(sharedCustomersQuery())
}
