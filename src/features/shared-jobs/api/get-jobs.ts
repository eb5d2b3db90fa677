/** GET /shared/customers/{id}/jobs (spec 002 §7.1): a shared customer's jobs, {id, reference}. */
import { queryOptions, useQuery } from '@tanstack/react-query'
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
