/**
 * DELETE /shared/customers/{id} (spec 002 §7.1): refused (SHARED_CUSTOMER_HAS_JOBS) while the
 * customer has jobs. The answer's data.message is the server's English text; the screen says it in
 * the user's language. Deleting refreshes the customer list (§4).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type SharedDeleteResult, sharedDeleteResultSchema } from '@/contract/shared-jobs'
import { api } from '@/lib/api/client'
import { errorInAnswer } from '../model/failure'
import { sharedJobsKeys } from './shared-jobs-keys'

export async function deleteSharedCustomer(customerId: number): Promise<SharedDeleteResult | null> {
  const response = await api.delete(`shared/customers/${customerId}`)
  const body: unknown = await response.json().catch(() => null)
  const refused = errorInAnswer(body)
  if (refused) throw refused
  const result = sharedDeleteResultSchema.safeParse(body)
  return result.success ? result.data : null
}

export function useDeleteSharedCustomer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteSharedCustomer,
    onSuccess: (_result, customerId) =>
      queryClient.removeQueries({ queryKey: sharedJobsKeys.jobs(customerId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharedJobsKeys.customers() }),
  })
}
