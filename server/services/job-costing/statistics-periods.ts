/**
 * The periods of the job-costing statistics: COST_STATISTICS_PERIODS weeks (ISO, from Monday) or
 * calendar months, ending with the one that holds `date`, as their first days (plant-local), and
 * the day after the last one (the exclusive end of the range the query reads).
 */
import { COST_STATISTICS_PERIODS } from '../../../src/contract/job-costing'
import { dayNumber, dayOfNumber } from '../../../src/contract/maintenance-rules'
import { periodStart } from '../../../src/contract/statistics'

export type CostGrouping = 'week' | 'month'

const monthDay = (months: number) =>
  `${String(Math.floor(months / 12)).padStart(4, '0')}-${String((months % 12) + 1).padStart(2, '0')}-01`

/** The first days of the periods, oldest first, and the exclusive end (the next period's first day). */
export function costPeriods(
  date: string,
  grouping: CostGrouping,
  count = COST_STATISTICS_PERIODS,
): { starts: string[]; end: string } {
  const last = periodStart(date, grouping)
  if (grouping === 'week') {
    const n = dayNumber(last) ?? 0
    const starts = Array.from({ length: count }, (_, i) => dayOfNumber(n - 7 * (count - 1 - i)))
    return { starts, end: dayOfNumber(n + 7) }
  }
  const months = Number(last.slice(0, 4)) * 12 + Number(last.slice(5, 7)) - 1
  const starts = Array.from({ length: count }, (_, i) => monthDay(months - (count - 1 - i)))
  return { starts, end: monthDay(months + 1) }
}
