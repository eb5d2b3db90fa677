import { useLingui } from '@lingui/react/macro'
import { plantDay } from '@/lib/format/date'
import { recentDaysAgo } from '../model/recency'

/**
 * How long ago a recent day was, in words ("today", "yesterday", "5 days ago"), or null for a day
 * that is not recent (spec 001 §9, model/recency.ts): the work order screen says it beside a date
 * from the last month. An instant counts by its plant day.
 */
export function useRecentText(today: string | undefined): (dayOrInstant: string) => string | null {
  const { t } = useLingui()
  return (value) => {
    if (!today) return null
    const day = value.length > 10 ? plantDay(value) : value
    const n = recentDaysAgo(day, today)
    if (n === null) return null
    if (n === 0) return t`today`
    if (n === 1) return t`yesterday`
    return t`${n} days ago`
  }
}
