import { QUERY_CACHE_MAX_AGE } from '@/offline/query-persister'

/**
 * How long a list or recipe stays in the cache unused: as long as the persisted cache keeps it, so
 * a recipe opened once can be read offline later in the week (TanStack's default drops it after
 * 5 minutes unused, and the persister then forgets it).
 */
export const SHARED_JOBS_GC_TIME = QUERY_CACHE_MAX_AGE

/**
 * Query keys of the shared-jobs screen. Every key starts with `shared-jobs`; a customer's jobs sit
 * under `jobs`, a job's recipe under `configuration`.
 */
export const sharedJobsKeys = {
  all: ['shared-jobs'] as const,
  /** GET /shared/customers: the company's shared customers. */
  customers: () => [...sharedJobsKeys.all, 'customers'] as const,
  /** GET /shared/customers/{id}/jobs. */
  jobs: (customerId: number) => [...sharedJobsKeys.all, 'jobs', customerId] as const,
  /** GET /shared/jobs/{id}/tags: the job's recipe. */
  configuration: (jobId: number) => [...sharedJobsKeys.all, 'configuration', jobId] as const,
}
