import { useMutation } from '@tanstack/react-query'
import { preparedOrderSchema } from '@/contract/genius-board'
import { api } from '@/lib/api/client'
import { useOrderWritten } from './order-cache'

/**
 * POST /genius-board/orders/{id}/send with the version the user saw: prepared -> sent, the order
 * waits at the machine for its gateway to pick it up.
 */
export function useSendOrder() {
  const written = useOrderWritten()
  return useMutation({
    mutationFn: async ({ id, version }: { id: number; version: number }) =>
      preparedOrderSchema.parse(
        await api.post(`genius-board/orders/${id}/send`, { json: { version } }).json(),
      ),
    onSuccess: written,
  })
}
