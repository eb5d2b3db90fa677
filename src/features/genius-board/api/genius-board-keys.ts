/**
 * Query keys of the genius board. Every key starts with `genius-board`, so a change to one order
 * can refresh the lists it appears in and its own detail at once.
 */
export interface BoardListQuery {
  machineId?: number
  state?: string
  q?: string
}

export const geniusBoardKeys = {
  all: ['genius-board'] as const,
  /** What the form offers: machines with their setup, inks, materials, tools, recipes, customers. */
  catalog: () => [...geniusBoardKeys.all, 'catalog'] as const,
  orders: () => [...geniusBoardKeys.all, 'orders'] as const,
  orderList: (query: BoardListQuery) => [...geniusBoardKeys.orders(), 'list', query] as const,
  order: (id: number) => [...geniusBoardKeys.orders(), 'detail', id] as const,
}
