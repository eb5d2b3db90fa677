import { positiveId, text } from '@/lib/navigation/search-values'
import type { StopSearch } from './task-form'

/** An ISO instant with its offset (what plant control sends as the stop's start). */
function instant(value: unknown): string | undefined {
  const s = text(value, 40)
  return s &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(s) &&
    !Number.isNaN(Date.parse(s))
    ? s
    : undefined
}

/**
 * new-order's search (plant control's "request maintenance"): the stopped machine, the stop's
 * description and its start. Each part is checked on its own; a bad one is dropped, not the page.
 */
export function parseStopSearch(raw: Record<string, unknown>): StopSearch {
  const out: StopSearch = {}
  const machineId = positiveId(raw.machineId)
  const description = text(raw.description, 500)
  const stopStart = instant(raw.stopStart)
  if (machineId !== undefined) out.machineId = machineId
  if (description !== undefined) out.description = description
  if (stopStart !== undefined) out.stopStart = stopStart
  return out
}

/** The task list's filters (spec 001 §7 GET /maintenance/list). */
export interface TaskListFilters {
  machines?: number[]
  assets?: number[]
  types?: string[]
  conditions?: string[]
}

/** The list's query: comma-joined ids and names; an empty filter is no filter. */
export function taskListParams(filters: TaskListFilters): Record<string, string> {
  const params: Record<string, string> = {}
  if (filters.machines?.length) params.machines = filters.machines.join(',')
  if (filters.assets?.length) params.assets = filters.assets.join(',')
  if (filters.types?.length) params.maintenanceTypes = filters.types.join(',')
  if (filters.conditions?.length) params.maintenanceConditions = filters.conditions.join(',')
  return params
}
