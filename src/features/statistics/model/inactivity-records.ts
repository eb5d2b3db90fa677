/**
 * The inactivity reasons of one machine over a range (spec 001 §2.2, §3 "Inactivity record", §9;
 * issue 14): the table with its subtotals, the trends chart's order and the Pareto.
 *
 * Records with the same description are merged by summing duration and repeats (§3), keeping the
 * first record's id. The key is the description AND the category: the table gives a subtotal per
 * category (process 1, machine 2), so a reason both operators and the machine report ("Waiting")
 * stays two rows, one under each subtotal, and the subtotals still add up to the total. The server
 * already merges the same way; merging again here is idempotent and keeps the screens right if a
 * response ever repeats a reason. Descriptions compare exactly (no trimming or case folding): the
 * description is the reason's name as the plant configured it.
 *
 * Order ties break by description (code-unit order, the same on every device and on the server),
 * then by category, so a chart never reshuffles between two renders.
 */
import type { InactivityRecord } from '@/contract/statistics'

export type { InactivityRecord }

export type InactivityCategory = InactivityRecord['category']

/** Same description and category merged: durations and repeats summed, the first id and order kept. */
export function mergeByDescription(records: readonly InactivityRecord[]): InactivityRecord[] {
  const merged = new Map<string, InactivityRecord>()
  for (const r of records) {
    const key = `${r.category}\u0000${r.description}`
    const seen = merged.get(key)
    if (seen) {
      seen.duration += r.duration
      seen.repeats += r.repeats
    } else {
      merged.set(key, { ...r })
    }
  }
  return [...merged.values()]
}

const byDescription = (a: InactivityRecord, b: InactivityRecord): number =>
  a.description < b.description ? -1 : a.description > b.description ? 1 : a.category - b.category

const byDuration = (a: InactivityRecord, b: InactivityRecord): number =>
  b.duration - a.duration || byDescription(a, b)

const byRepeats = (a: InactivityRecord, b: InactivityRecord): number =>
  b.repeats - a.repeats || byDescription(a, b)

export interface InactivitySum {
  /** Seconds. */
  duration: number
  repeats: number
}

export interface InactivityTableSection {
  rows: InactivityRecord[]
  subtotal: InactivitySum
}

export interface InactivityTable {
  /** Category 1. */
  process: InactivityTableSection
  /** Category 2. */
  machine: InactivityTableSection
  total: InactivitySum
}

const sum = (rows: readonly InactivityRecord[]): InactivitySum => ({
  duration: rows.reduce((s, r) => s + r.duration, 0),
  repeats: rows.reduce((s, r) => s + r.repeats, 0),
})

/** The table: merged rows per category, longest first, each category's subtotal, and the total. */
export function inactivityTable(records: readonly InactivityRecord[]): InactivityTable {
  const rows = mergeByDescription(records).sort(byDuration)
  const section = (category: InactivityCategory): InactivityTableSection => {
    const mine = rows.filter((r) => r.category === category)
    return { rows: mine, subtotal: sum(mine) }
  }
  return { process: section(1), machine: section(2), total: sum(rows) }
}

/** The trends chart's screens (spec 001 §3 selectedScreen): 1 by duration, 2 by occurrence (the default). */
export type TrendsScreen = 1 | 2

export const DEFAULT_TRENDS_SCREEN: TrendsScreen = 2

/** The merged reasons in the trends chart's order: screen 1 longest first, 2 most repeated first. */
export function sortForTrends(
  records: readonly InactivityRecord[],
  screen: TrendsScreen,
): InactivityRecord[] {
  return mergeByDescription(records).sort(screen === 1 ? byDuration : byRepeats)
}

export interface ParetoRow {
  id: number
  description: string
  category: InactivityCategory
  /** Seconds by duration, repeats by count (the chart converts seconds to minutes). */
  value: number
  /** This reason's percentage of the total. */
  share: number
  /** The running percentage through this row: the last row is 100. */
  cumulative: number
}

/**
 * The Pareto of the reasons by duration or by count: merged, largest first, each with its share of
 * the total and the running share. The last row's cumulative is exactly 100 (no float drift shown
 * as 99.99999 %); all percentages are 0 when the total is 0.
 */
export function pareto(records: readonly InactivityRecord[], by: 'duration' | 'count'): ParetoRow[] {
  const rows = mergeByDescription(records).sort(by === 'duration' ? byDuration : byRepeats)
  const measure = (r: InactivityRecord) => (by === 'duration' ? r.duration : r.repeats)
  const total = rows.reduce((s, r) => s + measure(r), 0)
  let running = 0
  return rows.map((r, i) => {
    const value = measure(r)
    running += value
    const last = i === rows.length - 1
    return {
      id: r.id,
      description: r.description,
      category: r.category,
      value,
      share: total === 0 ? 0 : (value * 100) / total,
      cumulative: total === 0 ? 0 : last ? 100 : (running * 100) / total,
    }
  })
}
