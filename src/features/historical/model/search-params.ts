import { z } from 'zod'
import { HISTORIC_DEFAULT_LIMIT, HISTORIC_PAGE_SIZES } from '@/contract/historic'
import type { HistoricFilterState } from './filter-state'

/**
 * The historical filters as URL search parameters (issue 9): a filtered list is a link that can be
 * shared and survives a reload, and plant control pre-selects a machine with ?machine=[id]. Each
 * field is validated on its own and a bad one is dropped (`.catch`), so a hand-edited or outdated
 * link still opens the list with the filters that make sense.
 */
const ids = z
  .array(z.coerce.number().int().positive().max(2_147_483_647))
  .max(200)
  .optional()
  .catch(undefined)
const text = z.string().trim().max(200).optional().catch(undefined)
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined)

export const historicalSearchSchema = z.object({
  machineLine: ids,
  machine: ids,
  customer: ids,
  order: text,
  job: text,
  progress: z.array(z.coerce.number().int().min(1).max(3)).max(3).optional().catch(undefined),
  operator: ids,
  material: z.array(z.coerce.number().int().min(1).max(11)).max(11).optional().catch(undefined),
  width: text,
  format: text,
  /** Plant-local days, yyyy-MM-dd. */
  from: isoDay,
  to: isoDay,
  page: z.coerce.number().int().min(1).max(1_000_000).optional().catch(undefined),
  size: z.coerce
    .number()
    .refine((n) => (HISTORIC_PAGE_SIZES as readonly number[]).includes(n))
    .optional()
    .catch(undefined),
})
export type HistoricalSearch = z.infer<typeof historicalSearchSchema>

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
