/**
 * The ranges a date-range picker offers in one tap (issue 32): today, yesterday, the last 7 days,
 * this month and last month, counted from the plant's today and kept inside the days the caller
 * allows (a preset that ends after the last day with data ends there; one wholly outside is left
 * out). Days are yyyy-MM-dd. The plant has no shift calendar yet, so there is no "last shift".
 */
export type DatePresetId = 'today' | 'yesterday' | 'last7' | 'thisMonth' | 'lastMonth'

export interface DatePreset {
  id: DatePresetId
  from: string
  to: string
}

const DAY = 86_400_000
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10)

export function datePresets(
  today: string,
  bounds: { minDate?: string; maxDate?: string } = {},
): DatePreset[] {
  const firstOfMonth = `${today.slice(0, 8)}01`
  const lastOfPrevious = shift(firstOfMonth, -1)
  const ranges: DatePreset[] = [
    { id: 'today', from: today, to: today },
    { id: 'yesterday', from: shift(today, -1), to: shift(today, -1) },
    { id: 'last7', from: shift(today, -6), to: today },
    { id: 'thisMonth', from: firstOfMonth, to: today },
    { id: 'lastMonth', from: `${lastOfPrevious.slice(0, 8)}01`, to: lastOfPrevious },
  ]
  const { minDate, maxDate } = bounds
  return ranges
    .map((r) => ({
      ...r,
      from: minDate && r.from < minDate ? minDate : r.from,
      to: maxDate && r.to > maxDate ? maxDate : r.to,
    }))
    .filter((r) => r.from <= r.to)
}
