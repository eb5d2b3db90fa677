import type { DataGrouping, StatisticsType } from '@/contract/statistics'
import { idList, isoDay } from '@/lib/navigation/search-values'

/**
 * The statistics screen's filters in the URL (type, machines, plant-local days, grouping), so a
 * view is a link. Every key is named, undefined when bad: the router lays the parsed search over
 * the raw one, so a key left out would keep its bad raw value (docs/architecture.md item 9).
 *
 * This file loads with the route tree on every page: it imports no zod and no rules, so the
 * groupings are listed here again (the contract's `dataGroupings`, checked by the test).
 */
export interface StatisticsSearch {
  type: StatisticsType | undefined
  machines: number[] | undefined
  from: string | undefined
  to: string | undefined
  grouping: DataGrouping | undefined
}

export const SEARCH_GROUPINGS: readonly DataGrouping[] = ['day', 'week', 'month', 'quarter', 'year']

/** At most 5 machines (statistics' limit): a longer shared link keeps the first five. */
const MAX_LINK_MACHINES = 5

export function parseStatisticsSearch(raw: Record<string, unknown>): StatisticsSearch {
  const from = isoDay(raw.from)
  const to = isoDay(raw.to)
  const ordered = from !== undefined && to !== undefined && from <= to
  const ids = idList(raw.machines)
  const machines = ids ? [...new Set(ids)].slice(0, MAX_LINK_MACHINES) : undefined
  const type = raw.type === 1 || raw.type === '1' ? 1 : raw.type === 2 || raw.type === '2' ? 2 : undefined
  const grouping = SEARCH_GROUPINGS.find((g) => g === raw.grouping)
  return {
    type,
    machines,
    from: ordered ? from : undefined,
    to: ordered ? to : undefined,
    grouping,
  }
}
