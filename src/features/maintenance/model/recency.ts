/**
 * "A date is recent if within one month" (spec 001 §9), read for the maintenance screens: a day is
 * recent from the same day of the previous month (the month's last day when it has no such day:
 * 31 March looks back to 28 or 29 February) through today, both included. A later day is not
 * recent (it is coming), an earlier one is old. The screens say a recent day as "today",
 * "yesterday" or "n days ago" beside the date, and an old one by its date alone (ADR 046 notes the
 * reading). Pure: today is passed in, in the plant's days (yyyy-MM-dd).
 */
import { dayNumber } from '@/contract/maintenance-rules'

/** The same day one month earlier, clamped to that month's last day. */
export function monthBefore(today: string): string {
  const [y, m, d] = today.split('-').map(Number)
  const year = m === 1 ? y - 1 : y
  const month = m === 1 ? 12 : m - 1
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`
}

export function isRecent(day: string, today: string): boolean {
  if (dayNumber(day) === null || dayNumber(today) === null) return false
  return day <= today && day >= monthBefore(today)
}

/** How many days ago a recent day was (0 today), or null when it is not recent. */
export function recentDaysAgo(day: string, today: string): number | null {
  if (!isRecent(day, today)) return null
  return (dayNumber(today) as number) - (dayNumber(day) as number)
}
