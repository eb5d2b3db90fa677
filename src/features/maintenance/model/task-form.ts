/**
 * The task form's rules, pure: its values, how a task or a stop fills them, the checks with the
 * catalogue's messages (spec 001 §8: select a provider, select a reason, fill in the fields, wrong
 * date selection, value out of range) and the fields sent to the server. Where a server's field
 * error belongs: task-form-errors.ts; the days the task will fall on: task-form-preview.ts.
 */
import type { MaintenanceTask, taskConditions, taskTypes } from '@/contract/maintenance'
import type { Frequency } from '@/contract/maintenance-recurrence'
import { dayNumber } from '@/contract/maintenance-rules'
import {
  CUSTOM_DAYS_MAX,
  type SourceStop,
  TASK_DESCRIPTION_MAX,
  TASK_DURATION_MAX,
  TASK_FILE_MAX_BYTES,
  TASK_NAME_MAX,
  TASK_PROVIDER_MAX,
  TASK_REASON_MAX,
} from '@/contract/maintenance-tasks'

export interface TaskFormValues {
  name: string
  description: string
  type: (typeof taskTypes)[number] | null
  condition: (typeof taskConditions)[number] | null
  frequency: Frequency
  customFrequencyDays: number | string
  reason: string
  provider: string
  durationMinutes: number | string
  risk: number
  /** yyyy-MM-dd (Mantine dates' string values). */
  startDate: string | null
  endDate: string | null
  machines: string[]
  assets: string[]
  operators: string[]
  /** A new PDF to upload. */
  file: File | null
  /** Drop the PDF the task has. */
  removeFile: boolean
}

/** What a field's check says: a message of the catalogue (lib/messages/feedback.ts) or the PDF's own. */
export type TaskFormProblem =
  | 'FILL_IN_FIELDS'
  | 'SELECT_PROVIDER'
  | 'SELECT_REASON'
  | 'WRONG_DATE_SELECTION'
  | 'VALUE_OUT_OF_RANGE'
  | 'DATE_IN_PAST'
  | 'PDF_ONLY'
  | 'PDF_TOO_LARGE'

export type TaskFormField = keyof TaskFormValues

export function emptyTaskForm(today: string): TaskFormValues {
  return {
    name: '',
    description: '',
    type: null,
    condition: null,
    frequency: 'weekly',
    customFrequencyDays: '',
    reason: '',
    provider: '',
    durationMinutes: '',
    risk: 0,
    startDate: today,
    endDate: null,
    machines: [],
    assets: [],
    operators: [],
    file: null,
    removeFile: false,
  }
}

export function taskFormFromTask(task: MaintenanceTask): TaskFormValues {
  return {
    name: task.name,
    description: task.description ?? '',
    type: task.type,
    condition: task.condition,
    frequency: task.frequency,
    customFrequencyDays: task.customFrequencyDays ?? '',
    reason: task.reason ?? '',
    provider: task.provider ?? '',
    durationMinutes: task.durationMinutes ?? '',
    risk: task.risk,
    startDate: task.startDate,
    endDate: task.endDate,
    machines: task.machines.map((m) => String(m.id)),
    assets: task.assets.map((a) => String(a.id)),
    operators: task.operators.map((o) => String(o.id)),
    file: null,
    removeFile: false,
  }
}

/** The corrective order of a stop: its machine, and its description as the task's; or of a scanned asset. */
export function orderFormFromStop(today: string, stop: Partial<StopSearch>): TaskFormValues {
  return {
    ...emptyTaskForm(today),
    frequency: 'none',
    name: stop.description ? stop.description.slice(0, TASK_NAME_MAX) : '',
    description: stop.description ?? '',
    machines: stop.machineId ? [String(stop.machineId)] : [],
    assets: stop.assetId ? [String(stop.assetId)] : [],
  }
}

/** new-order's search: what plant control's "request maintenance" pre-fills (each part optional). */
export interface StopSearch {
  machineId?: number
  /** The asset a scan opened (scan an asset's "request corrective maintenance"). */
  assetId?: number
  description?: string
  /** When the stop began (ISO instant). */
  stopStart?: string
  /** The work request the order answers (issue 31): saving it accepts the request. */
  workRequestId?: number
}

/** The stop a corrective order answers, when new-order was opened from one with its machine chosen. */
export function sourceStopOf(search: StopSearch, values: TaskFormValues): SourceStop | null {
  if (!search.machineId || !search.stopStart) return null
  if (!values.machines.includes(String(search.machineId))) return null
  return {
    machineId: search.machineId,
    start: search.stopStart,
    description: (search.description ?? '').slice(0, 500),
  }
}

/** A whole number within [min, max] (a NumberInput's value; '' while empty). */
export const wholeIn = (value: number | string, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max

export interface TaskFormContext {
  today: string
  hoursPerDay: number
  /** An edit's saved first day: a one-off already past may keep it (only a new day must be today or later). */
  savedStartDate?: string | null
}

/** Every problem of the form, by field; empty when it may be sent. */
export function validateTaskForm(
  v: TaskFormValues,
  { today, hoursPerDay, savedStartDate = null }: TaskFormContext,
): Partial<Record<TaskFormField, TaskFormProblem>> {
  const out: Partial<Record<TaskFormField, TaskFormProblem>> = {}
  const name = v.name.trim()
  if (!name) out.name = 'FILL_IN_FIELDS'
  else if (name.length > TASK_NAME_MAX) out.name = 'VALUE_OUT_OF_RANGE'
  if (v.description.trim().length > TASK_DESCRIPTION_MAX) out.description = 'VALUE_OUT_OF_RANGE'
  if (!v.type) out.type = 'FILL_IN_FIELDS'
  if (!v.condition) out.condition = 'FILL_IN_FIELDS'
  if (v.frequency === 'custom') {
    if (v.customFrequencyDays === '') out.customFrequencyDays = 'FILL_IN_FIELDS'
    else if (!wholeIn(v.customFrequencyDays, 1, CUSTOM_DAYS_MAX))
      out.customFrequencyDays = 'VALUE_OUT_OF_RANGE'
  }
  if (!v.reason.trim()) out.reason = 'SELECT_REASON'
  else if (v.reason.trim().length > TASK_REASON_MAX) out.reason = 'VALUE_OUT_OF_RANGE'
  if (!v.provider.trim()) out.provider = 'SELECT_PROVIDER'
  else if (v.provider.trim().length > TASK_PROVIDER_MAX) out.provider = 'VALUE_OUT_OF_RANGE'
  if (v.durationMinutes === '') out.durationMinutes = 'FILL_IN_FIELDS'
  // A work order fits in the plant's working day.
  else if (!wholeIn(v.durationMinutes, 1, Math.min(TASK_DURATION_MAX, hoursPerDay * 60))) {
    out.durationMinutes = 'VALUE_OUT_OF_RANGE'
  }
  if (!wholeIn(v.risk, 0, 5)) out.risk = 'VALUE_OUT_OF_RANGE'
  if (!v.startDate || dayNumber(v.startDate) === null) out.startDate = 'FILL_IN_FIELDS'
  // A one-off work order is planned for today or later.
  else if (v.frequency === 'none' && v.startDate < today && v.startDate !== savedStartDate) {
    out.startDate = 'DATE_IN_PAST'
  }
  if (v.endDate && v.startDate && v.frequency !== 'none' && v.endDate < v.startDate) {
    out.endDate = 'WRONG_DATE_SELECTION'
  }
  if (v.machines.length === 0) out.machines = 'FILL_IN_FIELDS'
  if (v.file) {
    if (v.file.type !== 'application/pdf') out.file = 'PDF_ONLY'
    else if (v.file.size > TASK_FILE_MAX_BYTES) out.file = 'PDF_TOO_LARGE'
  }
  return out
}

/** The multipart text fields of POST /maintenance (the PDF is sent beside them). */
export function toTaskFields(
  v: TaskFormValues,
  sourceStop: SourceStop | null = null,
): Record<string, string> {
  const fields: Record<string, string> = {
    name: v.name.trim(),
    description: v.description.trim(),
    type: v.type ?? '',
    condition: v.condition ?? '',
    frequency: v.frequency,
    reason: v.reason.trim(),
    provider: v.provider.trim(),
    durationMinutes: String(v.durationMinutes),
    risk: String(v.risk),
    startDate: v.startDate ?? '',
    // A one-off work order has its day alone.
    endDate: v.frequency === 'none' ? '' : (v.endDate ?? ''),
    machines: v.machines.join(','),
    assets: v.assets.join(','),
    operators: v.operators.join(','),
  }
  if (v.frequency === 'custom') fields.customFrequencyDays = String(v.customFrequencyDays)
  if (v.removeFile && !v.file) fields.removeFile = 'true'
  if (sourceStop) fields.sourceStop = JSON.stringify(sourceStop)
  return fields
}
