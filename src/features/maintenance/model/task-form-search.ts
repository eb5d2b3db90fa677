import { taskConditions, taskTypes } from '@/contract/maintenance-task-kinds'
import { idList, positiveId, text } from '@/lib/navigation/search-values'
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
 * description and its start; from a scanned asset, its machine and the asset. Each part is
 * checked on its own; a bad one is dropped, not the page.
 */
export function parseStopSearch(raw: Record<string, unknown>): StopSearch {
  // Every key, undefined when absent or bad (see parseTaskListSearch).
  return {
    machineId: positiveId(raw.machineId),
    assetId: positiveId(raw.assetId),
    description: text(raw.description, 500),
    stopStart: instant(raw.stopStart),
    workRequestId: positiveId(raw.workRequestId),
  }
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

/** A non-empty list of the allowed names, once each; anything else drops the filter. */
function nameList<T extends string>(value: unknown, allowed: readonly T[]): T[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined
  const names = [...new Set(value)]
  return names.every((v) => allowed.includes(v as T)) ? (names as T[]) : undefined
}

/** The task list's filters in its URL (a filtered list is a link); a bad part is dropped. */
export function parseTaskListSearch(raw: Record<string, unknown>): TaskListFilters {
  // Every key, undefined when absent or bad: TanStack Router lays a route's validated search over
  // the raw one, so a key left out would keep its raw value (and reach the server).
  return {
    machines: idList(raw.machines),
    assets: idList(raw.assets),
    types: nameList(raw.types, taskTypes),
    conditions: nameList(raw.conditions, taskConditions),
  }
}

/** The filters as the URL keeps them: a cleared filter leaves the URL. */
export function taskListSearch(filters: TaskListFilters): TaskListFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => Array.isArray(v) && v.length > 0))
}
