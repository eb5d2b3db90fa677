import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { type PreparedOrder, type PreparedOrderList, preparedOrderSchema } from '@/contract/genius-board'
import type { PreparedOrderState } from '@/contract/genius-board-rules'
import { api } from '@/lib/api/client'
import { pollingOptions } from '@/offline/polling'
import { geniusBoardKeys } from './genius-board-keys'

/** GET /genius-board/orders/{id}: one prepared order. */
export const getOrder = async (id: number) =>
  preparedOrderSchema.parse(await api.get(`genius-board/orders/${id}`).json())

/** While the order waits at the machine or runs there, the machine moves it on: poll to show it. */
const FOLLOWED: readonly PreparedOrderState[] = ['sent', 'started']
export const ORDER_POLL_MS = 10_000

export const orderQuery = (id: number) =>
  queryOptions({ queryKey: geniusBoardKeys.order(id), queryFn: () => getOrder(id) })

/**
 * The order as a list on this device last showed it: what the detail shows while its own answer
 * is on the way, and offline when the detail itself was never loaded.
 */
export function orderFromLists(queryClient: QueryClient, id: number): PreparedOrder | undefined {
  for (const [, data] of queryClient.getQueriesData<PreparedOrderList | PreparedOrder>({
    queryKey: geniusBoardKeys.orders(),
  })) {
    const found = data && 'orders' in data ? data.orders.find((o) => o.id === id) : undefined
    if (found) return found
  }
  return undefined
}

export function useOrder(id: number) {
  const queryClient = useQueryClient()
  const polling = pollingOptions(ORDER_POLL_MS)
  return useQuery({
    ...orderQuery(id),
    placeholderData: () => orderFromLists(queryClient, id),
    enabled: id > 0,
    refetchIntervalInBackground: polling.refetchIntervalInBackground,
    refetchInterval: (query) =>
      query.state.data && FOLLOWED.includes(query.state.data.state) ? polling.refetchInterval() : false,
  })
}
