/**
 * Preventive work triggered by use (issue 33 item 4): a preventive task may recur every N meters
 * (good plus waste), N running hours (time in production), N finished orders or N calendar days,
 * whichever comes first. The counters run on the task's one machine from `usage_since` (the done
 * time of the work order the last crossing made) and the server plans a work order when one of
 * them reaches its threshold. Shared by the server (validation, the sweep) and the task form.
 */
import { z } from 'zod'

export const usageCounters = ['meters', 'hours', 'orders', 'days'] as const
export type UsageCounter = (typeof usageCounters)[number]

/** Sensible maxima: a press prints a few hundred million meters in its life. */
export const USAGE_MAX: Record<UsageCounter, number> = {
  meters: 100_000_000,
  hours: 100_000,
  orders: 100_000,
  days: 3660,
}

const threshold = (counter: UsageCounter) => z.number().int().positive().max(USAGE_MAX[counter]).nullable()

/**
 * The thresholds as an answer carries them (a work order's task's, issue 44): the fields without
 * the form's "at least one" rule, which a client's zod-free answer guard cannot state.
 */
export const taskUsageValuesSchema = z.object({
  meters: threshold('meters'),
  hours: threshold('hours'),
  orders: threshold('orders'),
  days: threshold('days'),
})

/** A task's thresholds; null when the task recurs by the calendar only. At least one is set. */
export const taskUsageSchema = taskUsageValuesSchema.refine(
  (u) => usageCounters.some((c) => u[c] !== null),
  'at least one counter',
)
export type TaskUsage = z.infer<typeof taskUsageSchema>

/**
 * The task form's `usage` multipart field: JSON text of `taskUsageSchema` (absent, blank or
 * `null` for none). Text that is not JSON fails as `usage`; a bad counter as `usage.meters`.
 */
export const usageField = z.preprocess((v) => {
  if (typeof v !== 'string') return v
  if (v.trim() === '') return null
  try {
    return JSON.parse(v) as unknown
  } catch {
    return v
  }
}, taskUsageSchema.nullish())

/** How far one counter is from its threshold, and the day the machine's recent rate reaches it. */
export const usageProgressSchema = z.object({
  counter: z.enum(usageCounters),
  value: z.number(),
  threshold: z.number().int(),
  /** yyyy-MM-dd in the plant's zone; null when the machine has no recent rate. */
  forecastDay: z.string().nullable(),
})
export type UsageProgress = z.infer<typeof usageProgressSchema>

/** The wire fields a task (GET /maintenance/{id}, the task list) carries. */
export const taskUsageFieldsSchema = z.object({
  usage: taskUsageSchema.nullable(),
  usageProgress: z.array(usageProgressSchema),
})
export type TaskUsageFields = z.infer<typeof taskUsageFieldsSchema>
