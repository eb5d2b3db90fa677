import { type Frequency, frequencies } from '@/contract/maintenance-frequencies'
import { idList, intIn, intList, isoDay } from '@/lib/navigation/search-values'

export const eventOrders = ['next', 'date', '-date', 'risk', '-risk'] as const
export type EventOrder = (typeof eventOrders)[number]

/**
 * The work-order filters as URL search parameters: a filtered list (and the audit report the
 * header exports from it) is a link. Each field is checked on its own and a bad one is dropped.
 */
export interface MaintenanceSearch {
  machines?: number[]
  assets?: number[]
  operators?: number[]
  frequencies?: Frequency[]
  /** Risk levels 0-5. */
  risks?: number[]
  /** State codes 1-4 (1 open, 2 done, 3 cancelled, 4 outdated): the all list only. */
  states?: number[]
  /** Plant-local days, yyyy-MM-dd. */
  from?: string
  to?: string
  page?: number
  orderBy?: EventOrder
}

function frequencyList(value: unknown): Frequency[] | undefined {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []
  const valid = items.filter((f): f is Frequency => (frequencies as readonly unknown[]).includes(f))
  return valid.length > 0 ? [...new Set(valid)] : undefined
}

/** `?assets=12` (a scanned asset label) arrives as one number, `?assets=[12,13]` as a list. */
const ids = (value: unknown) =>
  idList(typeof value === 'number' || typeof value === 'string' ? [value].flat() : value)

export function parseMaintenanceSearch(raw: Record<string, unknown>): MaintenanceSearch {
  const orderBy = (eventOrders as readonly unknown[]).includes(raw.orderBy)
    ? (raw.orderBy as EventOrder)
    : undefined
  // Every key, undefined when absent or bad: TanStack Router lays a route's validated search over
  // the raw one, so a key left out would keep its raw, unchecked value (and reach the server).
  return {
    machines: ids(raw.machines),
    assets: ids(raw.assets),
    operators: ids(raw.operators),
    frequencies: frequencyList(raw.frequencies),
    risks: intList(raw.risks, 0, 5, 6),
    states: intList(raw.states, 1, 4, 4),
    from: isoDay(raw.from),
    to: isoDay(raw.to),
    page: intIn(raw.page, 1, 100_000),
    orderBy,
  }
}

/** The search without paging and order: what the dashboard, the calendar and the report filter on. */
export type MaintenanceFilters = Omit<MaintenanceSearch, 'page' | 'orderBy'>

export const filtersOf = ({ page: _p, orderBy: _o, ...filters }: MaintenanceSearch): MaintenanceFilters =>
  filters

export const hasFilters = (search: MaintenanceSearch) =>
  Object.values(filtersOf(search)).some((value) => value !== undefined)
