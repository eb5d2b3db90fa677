import { type ListKind, listKinds, scopedParams } from './list-kinds'
import { filtersOf, parseMaintenanceSearch } from './list-search'

/** Pages whose content is not work orders: no export-report button there (spec 001 §2.3), nor on the scanner and prepare shift. */
const noReport = /^\/maintenance\/(tasks|assets|settings|scan|prepare)(\/|$)/

/**
 * The audit report's query for the page the user is on: its list's states and days (a list) or
 * every state (dashboard, calendar, a work order), narrowed by the filters in the URL. Null where
 * the page has no report.
 */
export function reportParams(pathname: string, search: Record<string, unknown>, today: string) {
  if (noReport.test(pathname)) return null
  const segment = pathname.split('/')[2] ?? ''
  const kind = (listKinds as readonly string[]).includes(segment) ? (segment as ListKind) : 'all'
  return scopedParams(kind, today, filtersOf(parseMaintenanceSearch(search)))
}
