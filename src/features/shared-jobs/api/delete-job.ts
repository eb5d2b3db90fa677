/**
 * DELETE /shared/jobs/{id} (spec 002 §7.1). The answer's data.message is the server's English text;
 * the screen says it in the user's language. Deleting refreshes the customer's jobs (§4).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type SharedDeleteResult, sharedDeleteResultSchema } from '@/contract/shared-jobs'
import { api } from '@/lib/api/client'
import { errorInAnswer } from '../model/failure'
import { sharedJobsKeys } from './shared-jobs-keys'

export interface DeleteSharedJob {
  jobId: number
  customerId: number
}

export async function deleteSharedJob({ jobId }: DeleteSharedJob): Promise<SharedDeleteResult | null> {
  const response = await api.delete(`shared/jobs/${jobId}`)
  const body: unknown = await response.json().catch(() => null)
  const refused = errorInAnswer(body)
  if (refused) throw refused
  const result = sharedDeleteResultSchema.safeParse(body)
  return result.success ? result.data : null
}

export function useDeleteSharedJob() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteSharedJob,
    onSuccess: (_result, { jobId }) =>
      queryClient.removeQueries({ queryKey: sharedJobsKeys.configuration(jobId) }),
    onSettled: (_result, _error, { customerId }) =>
      queryClient.invalidateQueries({ queryKey: sharedJobsKeys.jobs(customerId) }),
  })
}
