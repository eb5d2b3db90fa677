/** GET /shared/customers/{id}/jobs (spec 002 §7.1): a shared customer's jobs, {id, reference}. */
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query'
import { type SharedJobSummary, sharedJobListSchema } from '@/contract/shared-jobs'
import { api } from '@/lib/api/client'
import { SHARED_JOBS_GC_TIME, sharedJobsKeys } from './shared-jobs-keys'

export const sharedJobsQuery = (customerId: number) =>
  queryOptions({
    queryKey: sharedJobsKeys.jobs(customerId),
    gcTime: SHARED_JOBS_GC_TIME,
    queryFn: async (): Promise<SharedJobSummary[]> =>
      sharedJobListSchema.parse(await api.get(`shared/customers/${customerId}/jobs`).json()),
  })

export const useSharedJobs = (customerId: number | null) =>
  useQuery({ ...sharedJobsQuery(customerId ?? 0), enabled: customerId !== null })

/**
 * Every listed customer's jobs, for the searchable list of all shared jobs: one request per
 * customer (the API lists jobs per customer, spec 002 §7.1), cached under the same keys as the
 * dropdown's, so a job created or deleted refreshes both.
 */
export const useJobsOfCustomers = (customerIds: readonly number[]) =>
  useQueries({
    queries: customerIds.map((id) => sharedJobsQuery(id)),
    combine: (results) => ({
      jobsOf: (id: number) => results[customerIds.indexOf(id)]?.data,
      pending: results.some((r) => r.isPending),
      failed: results.some((r) => r.isError && !r.data),
    }),
  })
