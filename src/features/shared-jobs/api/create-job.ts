/**
 * POST /shared/jobs (spec 002 §7.1): a new shared job of a customer, sent with isShared 1. The
 * answer is the stored job (the screen selects it); an answer carrying an error field is a failure.
 * Creating refreshes that customer's jobs (§4).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type CreateSharedJob,
  createSharedJobSchema,
  type SharedJob,
  sharedJobSchema,
} from '@/contract/shared-jobs'
import { api } from '@/lib/api/client'
import { errorInAnswer } from '../model/failure'
import { sharedJobsKeys } from './shared-jobs-keys'

export async function createSharedJob(input: CreateSharedJob): Promise<SharedJob | null> {
  const response = await api.post('shared/jobs', { json: createSharedJobSchema.parse(input) })
  const body: unknown = await response.json().catch(() => null)
  const refused = errorInAnswer(body)
  if (refused) throw refused
  const created = sharedJobSchema.safeParse(body)
  return created.success ? created.data : null
}

export function useCreateSharedJob() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createSharedJob,
    onSettled: (_job, _error, input) =>
      queryClient.invalidateQueries({ queryKey: sharedJobsKeys.jobs(input.sharedCustomer) }),
  })
}
