/**
 * A usage task's progress (issue 33): each set counter's value since the counters started again,
 * its threshold, and the day the machine's recent rate reaches it, moved to the plant's next working
 * day (as the work order the crossing plans is, usage-sweep.ts: a forecast on a Sunday of a
 * Monday-to-Friday plant names a day no work order can fall on). Pure: the counts, the recent
 * window's counts, today and the working days come in; "whichever comes first" is `crossed`.
 */
import { nextWorkingDayOf, type WorkingDays } from '../../../../src/contract/maintenance-recurrence'
import { dayNumber } from '../../../../src/contract/maintenance-rules'
import { type TaskUsage, type UsageProgress, usageCounters } from '../../../../src/contract/maintenance-usage'
import { addDays } from '../tasks/task-plan'
import type { MachineUsage } from './usage-counters'

/** The window the recent rate is read over. */
export const RATE_WINDOW_DAYS = 14

export interface UsageReading {
  usage: TaskUsage
  /** Since the counters started again. */
  counts: MachineUsage
  /** Over the last RATE_WINDOW_DAYS days. */
  recent: MachineUsage
  /** The plant day the counters started again, and today. */
  sinceDay: string
  today: string
  /** The plant's working days (ISO weekdays, maintenance settings). */
  workingDays: WorkingDays
}

const elapsedDays = (from: string, to: string) => Math.max(0, (dayNumber(to) ?? 0) - (dayNumber(from) ?? 0))

const shown = (counter: keyof MachineUsage, value: number) =>
  counter === 'hours' ? Math.floor(value * 10) / 10 : Math.floor(value)

export function usageProgressOf(r: UsageReading): UsageProgress[] {
  const working = (day: string | null) => (day === null ? null : nextWorkingDayOf(day, r.workingDays))
  return usageCounters.flatMap((counter): UsageProgress[] => {
    const threshold = r.usage[counter]
    if (threshold === null) return []
    if (counter === 'days') {
      const value = elapsedDays(r.sinceDay, r.today)
      const due = addDays(r.sinceDay, threshold)
      return [{ counter, value, threshold, forecastDay: working([due, r.today].sort()[1]) }]
    }
    const value = r.counts[counter]
    const perDay = r.recent[counter] / RATE_WINDOW_DAYS
    const left = threshold - value
    const forecastDay = left <= 0 ? r.today : perDay > 0 ? addDays(r.today, Math.ceil(left / perDay)) : null
    return [{ counter, value: shown(counter, value), threshold, forecastDay: working(forecastDay) }]
  })
}

/** Whichever comes first: a counter at or past its threshold. */
export const crossed = (progress: readonly UsageProgress[]) => progress.some((p) => p.value >= p.threshold)
