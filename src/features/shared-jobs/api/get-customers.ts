/**
 * GET /shared/customers (spec 002 §7.1): the company's shared customers, {id, name}. The list is
 * polled every 10 s (§9) while the page is visible, focused (§4: polling pauses while the window is
 * unfocused) and online; offline it comes from the persisted query cache.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type SharedCustomerSummary, sharedCustomerListSchema } from '@/contract/shared-jobs'
import { api } from '@/lib/api/client'
import { pollingOptions } from '@/offline/polling'
import { useWindowFocused } from '../hooks/use-window-focused'
import { SHARED_JOBS_GC_TIME, sharedJobsKeys } from './shared-jobs-keys'

export const CUSTOMER_POLL_MS = 10_000

export const sharedCustomersQuery = () =>
  queryOptions({
    queryKey: sharedJobsKeys.customers(),
    gcTime: SHARED_JOBS_GC_TIME,
    queryFn: async (): Promise<SharedCustomerSummary[]> =>
      sharedCustomerListSchema.parse(await api.get('shared/customers').json()),
  })

export function useSharedCustomers() {
  const focused = useWindowFocused()
  return useQuery({ ...sharedCustomersQuery(), ...(focused ? pollingOptions(CUSTOMER_POLL_MS) : {}) })
}
