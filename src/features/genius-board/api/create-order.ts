import { useMutation } from '@tanstack/react-query'
import { type PreparedOrderInput, preparedOrderSchema } from '@/contract/genius-board'
import { api } from '@/lib/api/client'
import { useOrderWritten } from './order-cache'

/**
 * POST /genius-board/orders: a new order, state prepared. Online only (the form says so offline);
 * the client adds the Idempotency-Key, so a retried request creates one order.
 */
export function useCreateOrder() {
  const written = useOrderWritten()
  return useMutation({
    mutationFn: async (input: PreparedOrderInput) =>
      preparedOrderSchema.parse(await api.post('genius-board/orders', { json: input }).json()),
    onSuccess: written,
  })
}
