/**
 * POST /shared/customers (spec 002 §7.1): a new shared customer, sent with isShared 1. The answer is
 * the stored customer (the screen selects it); an answer carrying an error field is a failure.
 * Creating refreshes the customer list (§4).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  type CreateSharedCustomer,
  createSharedCustomerSchema,
  type SharedCustomer,
  sharedCustomerSchema,
} from '@/contract/shared-jobs'
import { api } from '@/lib/api/client'
import { errorInAnswer } from '../model/failure'
import { sharedJobsKeys } from './shared-jobs-keys'

export async function createSharedCustomer(input: CreateSharedCustomer): Promise<SharedCustomer | null> {
  const response = await api.post('shared/customers', { json: createSharedCustomerSchema.parse(input) })
  const body: unknown = await response.json().catch(() => null)
  const refused = errorInAnswer(body)
  if (refused) throw refused
  const created = sharedCustomerSchema.safeParse(body)
  return created.success ? created.data : null
}

export function useCreateSharedCustomer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createSharedCustomer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharedJobsKeys.customers() }),
  })
}
