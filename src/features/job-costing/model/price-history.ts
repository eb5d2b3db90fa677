/**
 * The history panel and the period shown by the ink and material tabs (spec 002 §2.2, §4, §6, §9).
 * The server already orders its lists; the panel sorts again so its order never depends on it:
 * Historic newest first, Scheduled oldest first.
 */
import type { PricePeriod } from '@/contract/job-costing'
import { isPeriodEditable } from '@/contract/job-costing-rules'
import type { CostingTabContext } from './tab-context'

export type HistoryTab = 'historic' | 'scheduled'

const byStart = (a: PricePeriod, b: PricePeriod) =>
  a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.id - b.id

/** Past periods, newest first (§2.2). */
export function historicOrder(periods: readonly PricePeriod[]): PricePeriod[] {
  return [...periods].sort(byStart).reverse()
}

/** Scheduled periods, oldest first (§2.2): the next change comes first. */
export function scheduledOrder(periods: readonly PricePeriod[]): PricePeriod[] {
  return [...periods].sort(byStart)
}

/** Ink and material history: a 400 px scroll area past 13 rows (§9); energy's table: past 9. */
export const PRICE_HISTORY_SCROLL_ROWS = 13
export const PERIOD_HISTORY_SCROLL_ROWS = 9
export const HISTORY_SCROLL_HEIGHT = 400

/** The list's maximum height: 400 px when it has more rows than the rule allows, else its own. */
export function historyMaxHeight(rows: number, limit: number): number | undefined {
  return rows > limit ? HISTORY_SCROLL_HEIGHT : undefined
}

/**
 * Whether the user may change a price period (§4, §6): not read-only, and the period still
 * editable on the plant's today. The plant having an ink or material type is the screen's
 * condition for showing the tab at all.
 */
export function canEditPricePeriod(
  period: Pick<PricePeriod, 'startDate' | 'finishDate'>,
  context: Pick<CostingTabContext, 'readOnly' | 'today'>,
): boolean {
  return !context.readOnly && isPeriodEditable(period, context.today)
}

/** Which period the form shows: the one in force, or one chosen in the history panel. */
export type ShownPeriod = { source: 'current' } | { source: HistoryTab; periodId: number }

export interface PriceLists {
  current: readonly PricePeriod[] | undefined
  historic: readonly PricePeriod[] | undefined
  scheduled: readonly PricePeriod[] | undefined
}

/** The period to show, or null (no period in force yet, or a chosen one that no longer exists). */
export function shownPeriod(shown: ShownPeriod, lists: PriceLists): PricePeriod | null {
  if (shown.source === 'current') return lists.current?.[0] ?? null
  return lists[shown.source]?.find((p) => p.id === shown.periodId) ?? null
}

/**
 * The earliest start a new period may take (§5: "the date input minimum is the current period
 * start"); null, no minimum, while no period is in force (the first prices may cover past orders).
 */
export function newPeriodMinDate(current: PricePeriod | null): string | null {
  return current?.startDate ?? null
}

/** Days a new period cannot start on: an existing period already starts there. */
export function takenStarts(lists: PriceLists): Set<string> {
  const all = [...(lists.current ?? []), ...(lists.historic ?? []), ...(lists.scheduled ?? [])]
  return new Set(all.map((p) => p.startDate))
}
