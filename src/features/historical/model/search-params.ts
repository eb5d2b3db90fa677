import { HISTORIC_DEFAULT_LIMIT, HISTORIC_PAGE_SIZES } from '@/contract/historic-pages'
import { idList, intIn, intList, isoDay, oneOrMany, text } from '@/lib/navigation/search-values'
import type { HistoricFilterState } from './filter-state'
import { sizeSearchValue } from './size-search'

/**
 * The historical filters as URL search parameters (issue 9): a filtered list is a link that can be
 * shared and survives a reload, and plant control pre-selects a machine with ?machine=[id]. Each
 * field is checked on its own and a bad one is dropped, so a hand-edited or outdated link still
 * opens the list with the filters that make sense. (Plain checks, not zod: the route parses its
 * search in the first load; see src/lib/navigation/search-values.ts.)
 */
export interface HistoricalSearch {
  machineLine?: number[]
  machine?: number[]
  customer?: number[]
  order?: string
  job?: string
  progress?: number[]
  operator?: number[]
  material?: number[]
  /** Millimetres, whatever unit the user reads (size-filter.ts). */
  width?: string
  format?: string
  /** Plant-local days, yyyy-MM-dd. */
  from?: string
  to?: string
  page?: number
  size?: number
}

export function parseHistoricalSearch(raw: Record<string, unknown>): HistoricalSearch {
  const size = intIn(raw.size, 1, 100)
  // Every key, undefined when absent or bad: TanStack Router lays a route's validated search over
  // the raw one, so a key left out kept its raw value (`?customer="Herbalia"` reached the
  // customer select as a string and broke the page; `?page=abc` reached the request).
  return {
    machineLine: idList(oneOrMany(raw.machineLine)),
    machine: idList(oneOrMany(raw.machine)),
    customer: idList(oneOrMany(raw.customer)),
    order: text(raw.order),
    job: text(raw.job),
    progress: intList(oneOrMany(raw.progress), 1, 3, 3),
    operator: idList(oneOrMany(raw.operator)),
    material: intList(oneOrMany(raw.material), 1, 11, 11),
    width: sizeSearchValue(raw.width),
    format: sizeSearchValue(raw.format),
    from: isoDay(raw.from),
    to: isoDay(raw.to),
    page: intIn(raw.page, 1, 1_000_000),
    size: size !== undefined && (HISTORIC_PAGE_SIZES as readonly number[]).includes(size) ? size : undefined,
  }
}

/** The filter part of the search: what a change of any filter resets the page for (spec 000 §4.2). */
export type HistoricalFilters = Omit<HistoricalSearch, 'page' | 'size'>

export const pageOf = (search: HistoricalSearch) => search.page ?? 1
export const pageSizeOf = (search: HistoricalSearch) => search.size ?? HISTORIC_DEFAULT_LIMIT

/** The URL's search as the filter state the request body is built from (filter-state.ts). */
export function toFilterState(search: HistoricalSearch): HistoricFilterState {
  return {
    machineLine: search.machineLine,
    machine: search.machine,
    customer: search.customer,
    order: search.order,
    job: search.job,
    progress: search.progress,
    operator: search.operator,
    material: search.material,
    width: search.width,
    format: search.format,
    date_start: search.from,
    date_finish: search.to,
    limit: pageSizeOf(search),
    activePage: pageOf(search),
  }
}

/** A filter change: the new value (empty means cleared) and the list back on page 1. */
export function withFilter<K extends keyof HistoricalFilters>(
  search: HistoricalSearch,
  key: K,
  value: HistoricalFilters[K] | null,
): HistoricalSearch {
  const empty =
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  return { ...search, [key]: empty ? undefined : value, page: undefined }
}
