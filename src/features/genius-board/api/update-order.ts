import { useMutation } from '@tanstack/react-query'
import { type PreparedOrderUpdate, preparedOrderSchema } from '@/contract/genius-board'
import { api } from '@/lib/api/client'
import { useOrderWritten } from './order-cache'

/** PUT /genius-board/orders/{id}: edits a prepared order; a stale version is a 409 VERSION_CONFLICT. */
export function useUpdateOrder() {
  const written = useOrderWritten()
  return useMutation({
    mutationFn: async ({ id, update }: { id: number; update: PreparedOrderUpdate }) =>
      preparedOrderSchema.parse(await api.put(`genius-board/orders/${id}`, { json: update }).json()),
    onSuccess: written,
  })
}
