import { useMutation } from '@tanstack/react-query'
import { preparedOrderSchema } from '@/contract/genius-board'
import { api } from '@/lib/api/client'
import { useOrderWritten } from './order-cache'

/** POST /genius-board/orders/{id}/cancel with the version the user saw: prepared or sent -> cancelled. */
export function useCancelOrder() {
  const written = useOrderWritten()
  return useMutation({
    mutationFn: async ({ id, version }: { id: number; version: number }) =>
      preparedOrderSchema.parse(
        await api.post(`genius-board/orders/${id}/cancel`, { json: { version } }).json(),
      ),
    onSuccess: written,
  })
}
