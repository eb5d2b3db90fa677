import { useMutation } from '@tanstack/react-query'
import { preparedOrderSchema } from '@/contract/genius-board'
import { api } from '@/lib/api/client'
import { useOrderWritten } from './order-cache'

/** POST /genius-board/orders/{id}/recall with the version the user saw: sent -> prepared. */
export function useRecallOrder() {
  const written = useOrderWritten()
  return useMutation({
    mutationFn: async ({ id, version }: { id: number; version: number }) =>
      preparedOrderSchema.parse(
        await api.post(`genius-board/orders/${id}/recall`, { json: { version } }).json(),
      ),
    onSuccess: written,
  })
}
