import { positiveId, text } from '@/lib/navigation/search-values'

/**
 * The board list's URL: machine, state and the search text, so a filtered list is a link and a
 * reload keeps it. Its own file because the route's validateSearch loads with the route tree on
 * every page: no zod, no rules (docs/architecture.md, "A new screen" 2). Every key is named,
 * undefined when absent or bad, so a hand-edited link drops the bad filter, not the page.
 */
export const boardStateFilters = ['prepared', 'sent', 'started', 'finished', 'cancelled'] as const
export type BoardStateFilter = (typeof boardStateFilters)[number]

export interface BoardSearch {
  /** A machine's id. */
  machine?: number
  state?: BoardStateFilter
  /** Words searched in the reference, job name and customer. */
  q?: string
}

export function parseBoardSearch(raw: Record<string, unknown>): BoardSearch {
  const state = boardStateFilters.find((s) => s === raw.state)
  return { machine: positiveId(raw.machine), state, q: text(raw.q, 100) }
}

/** The search as the URL keeps it: set keys only. */
export function boardSearch(next: BoardSearch): BoardSearch {
  return Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined && v !== ''))
}

/** GET /genius-board/orders' filters for the list's search: the page and its route loader ask the same. */
export const boardListQuery = (filters: BoardSearch) => ({
  machineId: filters.machine,
  state: filters.state,
  q: filters.q,
})
