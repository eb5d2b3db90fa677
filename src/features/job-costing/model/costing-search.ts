import { isoDay, positiveId } from '@/lib/navigation/search-values'

/**
 * The job-costing screen's URL: the tab, and the statistics and machine tabs' machine, day and
 * week/month mode, so a reload (or a shared link) opens the same view. Its own file because the
 * route's validateSearch loads with the route tree on every page: no zod, no rules
 * (docs/architecture.md, "A new screen" 2). Every key is named, undefined when absent or bad.
 */
export interface CostingSearch {
  /** 'machine', 'statistics' or a consumable-type category (ink, material, energy...). */
  tab: string | undefined
  /** The machine's id (statistics and machine tabs). */
  machine: number | undefined
  /** The statistics day (yyyy-MM-dd); today when absent. */
  date: string | undefined
  /** Week or month grouping of the statistics; month when absent (spec 002 §9). */
  mode: 'week' | 'month' | undefined
}

/** A category name as the server spells them: lower case words. */
const TAB_RE = /^[a-z][a-z0-9_-]{0,39}$/

export function parseCostingSearch(raw: Record<string, unknown>): CostingSearch {
  const tab = typeof raw.tab === 'string' && TAB_RE.test(raw.tab) ? raw.tab : undefined
  const mode = raw.mode === 'week' || raw.mode === 'month' ? raw.mode : undefined
  return { tab, machine: positiveId(raw.machine), date: isoDay(raw.date), mode }
}
