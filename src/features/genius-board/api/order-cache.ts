import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { type PreparedOrder, preparedOrderSchema } from '@/contract/genius-board'
import { geniusBoardKeys } from './genius-board-keys'

/**
 * After any write the server answers with the order as it is now: the detail shows it at once and
 * every list refreshes (its state, its place in the filters).
 */
export function orderWritten(queryClient: QueryClient, order: PreparedOrder) {
  queryClient.setQueryData(geniusBoardKeys.order(order.id), order)
  return queryClient.invalidateQueries({ queryKey: geniusBoardKeys.orders(), exact: false })
}

export function useOrderWritten() {
  const queryClient = useQueryClient()
  return (order: PreparedOrder) => orderWritten(queryClient, order)
}

/**
 * A 409 (VERSION_CONFLICT, PREPARED_ORDER_STATE) carries the order as it is now: the screen shows
 * that one at once. Returns it, or null when the error had none.
 */
export function takeCurrentOrder(
  queryClient: QueryClient,
  details: Record<string, unknown>,
): PreparedOrder | null {
  const current = preparedOrderSchema.safeParse(details.current)
  if (!current.success) return null
  void orderWritten(queryClient, current.data)
  return current.data
}
