import { isoDay } from '@/lib/navigation/search-values'
import { type MaintenanceSearch, parseMaintenanceSearch } from './list-search'

/**
 * The calendar's URL: the list filters less paging and sorting, plus the view and the day shown.
 * Its own file because the route's validateSearch loads with the route tree on every page: it must
 * not pull the rules or the wire schemas (zod) into the first load (tests/e2e/first-load.spec.ts).
 */
export type CalendarView = 'month' | 'week'

export interface CalendarSearch extends MaintenanceSearch {
  view?: CalendarView
  /** A day of the month or week shown; today when absent. */
  at?: string
}

export function parseCalendarSearch(raw: Record<string, unknown>): CalendarSearch {
  const { page: _page, orderBy: _order, ...filters } = parseMaintenanceSearch(raw)
  const view = raw.view === 'week' || raw.view === 'month' ? raw.view : undefined
  const at = isoDay(raw.at)
  // Every key, undefined when absent or bad (see parseMaintenanceSearch).
  return { ...filters, view, at }
}
