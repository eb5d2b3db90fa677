import { filtersOf, type MaintenanceFilters, type MaintenanceSearch } from './list-search'

/** The work-order lists of the side menu (spec 001 §2.3). */
export const listKinds = ['all', 'today', 'month', 'completed', 'outdated'] as const
export type ListKind = (typeof listKinds)[number]

/** What a list shows before the user's filters: its state codes (1 open, 2 done, 3 cancelled, 4 outdated) and days. */
export function listPreset(kind: ListKind, today: string): { states: string; from?: string; to?: string } {
  switch (kind) {
    case 'today':
      return { states: '1,2,3,4', from: today, to: today }
    case 'month':
      return { states: '1,2,3,4', from: `${today.slice(0, 8)}01`, to: lastDayOfMonth(today) }
    case 'completed':
      return { states: '2' }
    case 'outdated':
      return { states: '4' }
    default:
      return { states: '1,2,3,4' }
  }
}

export function lastDayOfMonth(day: string): string {
  const [y, m] = day.split('-').map(Number)
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate()
  return `${day.slice(0, 8)}${String(last).padStart(2, '0')}`
}

/** The later of two days (yyyy-MM-dd compares as text). */
const later = (a?: string, b?: string) => (a && b ? (a > b ? a : b) : (a ?? b))
const earlier = (a?: string, b?: string) => (a && b ? (a < b ? a : b) : (a ?? b))

/** The filters as GET /maintenanceEvent (and /dashboard, /report/audit) query parameters: comma-joined ids. */
export function filterParams(filters: MaintenanceFilters): Record<string, string> {
  const out: Record<string, string> = {}
  if (filters.machines?.length) out.machines = filters.machines.join(',')
  if (filters.assets?.length) out.assets = filters.assets.join(',')
  if (filters.operators?.length) out.operators = filters.operators.join(',')
  if (filters.frequencies?.length) out.maintenanceFrequencies = filters.frequencies.join(',')
  if (filters.risks?.length) out.risks = filters.risks.join(',')
  if (filters.from) out.initialDate = filters.from
  if (filters.to) out.finalDate = filters.to
  return out
}

export const PAGE_SIZE = 25

/**
 * What each list puts first: today and outdated the riskiest work (safety first), all and the month
 * what comes next (today, then the coming days, then the past: issue 29, never the furthest day),
 * completed the latest.
 */
export const defaultOrder: Record<ListKind, 'next' | '-date' | 'risk'> = {
  all: 'next',
  today: 'risk',
  month: 'next',
  completed: '-date',
  outdated: 'risk',
}

/** A list's states and filters: its preset narrowed by the user's (a day range can only shrink the preset's). */
export function scopedParams(
  kind: ListKind,
  today: string,
  filters: MaintenanceFilters,
): Record<string, string> {
  const preset = listPreset(kind, today)
  const from = later(preset.from, filters.from)
  const to = earlier(preset.to, filters.to)
  // The all list may be narrowed to some states (the dashboard's figures link to them).
  const states =
    kind === 'all' && filters.states?.length ? [...filters.states].sort().join(',') : preset.states
  return { ...filterParams({ ...filters, from, to }), maintenanceStates: states }
}

/** One page of a list: its scope, the page and the order. */
export function listParams(kind: ListKind, today: string, search: MaintenanceSearch): Record<string, string> {
  const params: Record<string, string> = {
    ...scopedParams(kind, today, filtersOf(search)),
    limit: String(PAGE_SIZE),
    offset: String(((search.page ?? 1) - 1) * PAGE_SIZE),
    orderBy: search.orderBy ?? defaultOrder[kind],
  }
  return params
}
