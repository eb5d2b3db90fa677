/**
 * GET /shared/jobs/{id}/tags (spec 002 §7.1): a job's recipe, every field with defaults for those
 * never saved; jobId null when the job is not the caller's company's (the screen shows no recipe).
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type SharedJobConfiguration, sharedJobConfigurationSchema } from '@/contract/shared-jobs'
import { api } from '@/lib/api/client'
import { SHARED_JOBS_GC_TIME, sharedJobsKeys } from './shared-jobs-keys'

export const jobConfigurationQuery = (jobId: number) =>
  queryOptions({
    queryKey: sharedJobsKeys.configuration(jobId),
    gcTime: SHARED_JOBS_GC_TIME,
    queryFn: async (): Promise<SharedJobConfiguration> =>
      sharedJobConfigurationSchema.parse(await api.get(`shared/jobs/${jobId}/tags`).json()),
  })

export const useJobConfiguration = (jobId: number | null) =>
  useQuery({ ...jobConfigurationQuery(jobId ?? 0), enabled: jobId !== null })
