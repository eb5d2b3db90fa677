/**
 * A server's answer to the task form, on the form: the field a 400 (or 413) names and the
 * catalogue's words for the rule it broke. The server checks the same contract
 * (src/contract/maintenance-tasks.ts), so its errors land where the form's own would.
 */
import type { TaskFormField, TaskFormProblem } from './task-form'

/** The form field a server's 400 names (`sourceStop.machineId` is about the machines chosen). */
export function formFieldOf(serverField: string): TaskFormField | null {
  const head = serverField.split('.')[0]
  if (head === 'sourceStop') return 'machines'
  const fields: readonly string[] = [
    'name',
    'description',
    'type',
    'condition',
    'frequency',
    'customFrequencyDays',
    'reason',
    'provider',
    'durationMinutes',
    'risk',
    'startDate',
    'endDate',
    'machines',
    'assets',
    'operators',
    'file',
  ]
  return fields.includes(head) ? (head as TaskFormField) : null
}

/**
 * What a server's 400 (or 413) on a field means in the catalogue's words: the server checks the
 * same rules (src/contract/maintenance-tasks.ts) and names the field, its code says which rule.
 */
export function problemOfServerError(
  serverField: string,
  code: string,
): { field: TaskFormField; problem: TaskFormProblem } | null {
  const field = formFieldOf(serverField)
  if (!field) return null
  const byField: Partial<Record<TaskFormField, TaskFormProblem>> = {
    reason: code === 'too_big' ? 'VALUE_OUT_OF_RANGE' : 'SELECT_REASON',
    provider: code === 'too_big' ? 'VALUE_OUT_OF_RANGE' : 'SELECT_PROVIDER',
    startDate: 'WRONG_DATE_SELECTION',
    endDate: 'WRONG_DATE_SELECTION',
    file: code === 'too_big' ? 'PDF_TOO_LARGE' : 'PDF_ONLY',
    durationMinutes: 'VALUE_OUT_OF_RANGE',
    risk: 'VALUE_OUT_OF_RANGE',
    customFrequencyDays: code === 'custom' ? 'FILL_IN_FIELDS' : 'VALUE_OUT_OF_RANGE',
  }
  return { field, problem: byField[field] ?? (code === 'too_big' ? 'VALUE_OUT_OF_RANGE' : 'FILL_IN_FIELDS') }
}
