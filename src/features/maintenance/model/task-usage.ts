/**
 * Recurrence by use on the task form and the task page (issue 33): the "Recurs by use" fieldset's
 * values (meters shown in the user's length unit, whole numbers), read back to the wire's `usage`
 * in meters with the contract's bounds, a server error's field put back on its counter, and a
 * counter's progress as the page draws it. Pure and zod-free (types only from the contract).
 */
import type { TaskUsage, UsageCounter, UsageProgress } from '@/contract/maintenance-usage'
import { feetToMeters, metersToFeet } from '@/contract/units'

export const usageCounterNames = [
  'meters',
  'hours',
  'orders',
  'days',
] as const satisfies readonly UsageCounter[]

/** Kept equal to the contract's USAGE_MAX (task-usage.test.ts). */
export const USAGE_LIMITS: Record<UsageCounter, number> = {
  meters: 100_000_000,
  hours: 100_000,
  orders: 100_000,
  days: 3660,
}

export type LengthUnit = 'm' | 'ft'
/** The fieldset's values: a NumberInput's number, '' while empty; meters in the user's length unit. */
export type UsageForm = Record<UsageCounter, number | ''>
export type UsageError = 'out-of-range'

export const emptyUsageForm: UsageForm = { meters: '', hours: '', orders: '', days: '' }

export function usageFormOf(usage: TaskUsage | null | undefined, length: LengthUnit): UsageForm {
  if (!usage) return emptyUsageForm
  const meters =
    usage.meters === null ? '' : length === 'ft' ? Math.round(metersToFeet(usage.meters)) : usage.meters
  return {
    meters,
    hours: usage.hours ?? '',
    orders: usage.orders ?? '',
    days: usage.days ?? '',
  }
}

export const usageFormDirty = (form: UsageForm, initial: UsageForm) =>
  usageCounterNames.some((c) => form[c] !== initial[c])

export type UsageRead =
  | { ok: true; value: TaskUsage | null }
  | { ok: false; errors: Partial<Record<UsageCounter, UsageError>> }

/** The wire's usage (meters in meters), null when no counter is set; each bad counter named. */
export function readUsageForm(form: UsageForm, length: LengthUnit): UsageRead {
  const value: TaskUsage = { meters: null, hours: null, orders: null, days: null }
  const errors: Partial<Record<UsageCounter, UsageError>> = {}
  for (const counter of usageCounterNames) {
    const typed = form[counter]
    if (typed === '') continue
    const n = counter === 'meters' && length === 'ft' ? Math.round(feetToMeters(typed)) : typed
    if (!Number.isInteger(n) || n < 1 || n > USAGE_LIMITS[counter]) errors[counter] = 'out-of-range'
    else value[counter] = n
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, value: usageCounterNames.some((c) => value[c] !== null) ? value : null }
}

/** The multipart `usage` field: JSON, or blank for none (an edit that clears it drops the usage). */
export const usageFieldOf = (usage: TaskUsage | null) => (usage ? JSON.stringify(usage) : '')

/** Where a server error on `usage.meters` (or `usage`) belongs: a counter, or the fieldset as a whole. */
export function usageErrorPlace(field: string): UsageCounter | 'usage' | null {
  if (field === 'usage') return 'usage'
  const counter = field.startsWith('usage.') ? field.slice('usage.'.length) : null
  return usageCounterNames.find((c) => c === counter) ?? null
}

/** A counter's share of its threshold for a progress bar, 0..100. */
export const progressPercent = (p: Pick<UsageProgress, 'value' | 'threshold'>) =>
  p.threshold > 0 ? Math.min(100, Math.max(0, (p.value / p.threshold) * 100)) : 0

/** The earliest forecast ("whichever comes first"); null when none. */
export const earliestForecast = (progress: readonly UsageProgress[]): string | null =>
  progress.reduce<string | null>(
    (first, p) =>
      p.forecastDay !== null && (first === null || p.forecastDay < first) ? p.forecastDay : first,
    null,
  )

/** A usage task's forecast as the calendar shows it: "expected around", not a work order. */
export interface ForecastItem {
  taskId: number
  taskName: string
  machineName: string
  machineId: number | null
}

export interface ForecastTask {
  id: number
  name: string
  machines: Array<{ id: number; name: string }>
  usageProgress?: readonly UsageProgress[]
}

/**
 * The calendar's forecasts by day: each usage task's earliest forecast day among `days`, on the
 * machines of `machineIds` when the calendar is narrowed to some.
 */
export function forecastsByDay(
  tasks: readonly ForecastTask[],
  days: readonly string[],
  machineIds?: readonly number[],
): Map<string, ForecastItem[]> {
  const shown = new Set(days)
  const out = new Map<string, ForecastItem[]>()
  for (const task of tasks) {
    const day = earliestForecast(task.usageProgress ?? [])
    const machine = task.machines[0]
    if (day === null || !shown.has(day)) continue
    if (machineIds && machineIds.length > 0 && !machineIds.includes(machine?.id ?? -1)) continue
    const item = {
      taskId: task.id,
      taskName: task.name,
      machineName: machine?.name ?? '',
      machineId: machine?.id ?? null,
    }
    out.set(day, [...(out.get(day) ?? []), item])
  }
  return out
}
