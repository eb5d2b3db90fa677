/**
 * POST /shared/jobs/{id}/tags (spec 002 §7.1): every recipe row of the job (the server refuses the
 * whole recipe, naming the alias, when one value is not valid) and answers the stored recipe. That
 * answer (else the rows sent) becomes the cached recipe at once, so the form is clean right away.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type SaveSharedJobConfiguration,
  type SharedJobConfiguration,
  sharedJobConfigurationSchema,
} from '@/contract/shared-jobs'
import { api } from '@/lib/api/client'
import { errorInAnswer } from '../model/failure'
import { sharedJobsKeys } from './shared-jobs-keys'

export async function saveJobConfiguration(
  save: SaveSharedJobConfiguration,
): Promise<SharedJobConfiguration> {
  const response = await api.post(`shared/jobs/${save.jobId}/tags`, { json: save })
  const body: unknown = await response.json().catch(() => null)
  const refused = errorInAnswer(body)
  if (refused) throw refused
  const stored = sharedJobConfigurationSchema.safeParse(body)
  return stored.success && stored.data.jobId === save.jobId
    ? stored.data
    : { jobId: save.jobId, configurations: save.rows }
}

export function useSaveJobConfiguration() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveJobConfiguration,
    onSuccess: (saved, save) => {
      queryClient.setQueryData(sharedJobsKeys.configuration(save.jobId), saved)
    },
  })
}
