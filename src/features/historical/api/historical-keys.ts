import type { HistoricRequest } from '@/contract/historic'

/** Query keys of the historical list: one entry per request body (filters and page). */
export const historicalKeys = {
  all: ['historical'] as const,
  search: (body: HistoricRequest) => [...historicalKeys.all, 'search', body] as const,
}
