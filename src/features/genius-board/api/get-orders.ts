import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { preparedOrderListSchema } from '@/contract/genius-board'
import { api } from '@/lib/api/client'
import { type BoardListQuery, geniusBoardKeys } from './genius-board-keys'

const searchParams = (query: BoardListQuery) => {
  const params: Record<string, string> = {}
  if (query.machineId !== undefined) params.machineId = String(query.machineId)
  if (query.state !== undefined) params.state = query.state
  if (query.q) params.q = query.q
  return params
}

/** GET /genius-board/orders: the prepared orders of the user's machines, newest first, filtered. */
export const getOrders = async (query: BoardListQuery) =>
  preparedOrderListSchema.parse(
    await api.get('genius-board/orders', { searchParams: searchParams(query) }).json(),
  )

export const ordersQuery = (query: BoardListQuery) =>
  queryOptions({
    queryKey: geniusBoardKeys.orderList(query),
    queryFn: () => getOrders(query),
    // A new filter keeps the current rows on screen until its answer arrives.
    placeholderData: keepPreviousData,
  })

export const useOrders = (query: BoardListQuery) => useQuery(ordersQuery(query))
