/** The task form's preview of the days its work orders will fall on (the server plans the same). */
import { occurrences, type WorkingDays } from '@/contract/maintenance-recurrence'
import { dayNumber } from '@/contract/maintenance-rules'
import { CUSTOM_DAYS_MAX } from '@/contract/maintenance-tasks'
import { type TaskFormValues, wholeIn } from './task-form'

/**
 * The next days the task will fall on, from today (the server plans the same days: the plant's
 * working days, one-off on its day alone), at most `count` of them.
 */
export function nextDays(
  v: Pick<TaskFormValues, 'frequency' | 'customFrequencyDays' | 'startDate' | 'endDate'>,
  today: string,
  workingDays: WorkingDays,
  count = 5,
): string[] {
  if (!v.startDate || dayNumber(v.startDate) === null) return []
  if (v.frequency === 'none') return v.startDate >= today ? [v.startDate] : []
  if (v.frequency === 'custom' && !wholeIn(v.customFrequencyDays, 1, CUSTOM_DAYS_MAX)) return []
  const from = v.startDate > today ? v.startDate : today
  // A window wide enough for `count` yearly occurrences, cut at the end day.
  const horizon = `${Number(from.slice(0, 4)) + count + 1}${from.slice(4)}`
  const validEnd = v.endDate && dayNumber(v.endDate) !== null ? v.endDate : null
  const to = validEnd && validEnd < horizon ? validEnd : horizon.replace(/-02-29$/, '-02-28')
  if (to < from) return []
  return occurrences(
    {
      frequency: v.frequency,
      anchor: v.startDate,
      customDays: typeof v.customFrequencyDays === 'number' ? v.customFrequencyDays : null,
    },
    from,
    to,
    workingDays,
  ).slice(0, count)
}
