/**
 * The historical search as the queries read it: the validated request (historicRequestSchema's
 * output, already normalised: ids, names, texts, numbers and plant-local days) with the machine
 * scope resolved. The scope is the user's assigned machines, narrowed by the machine filter;
 * naming an unassigned machine is a 403 MACHINE_NOT_ASSIGNED. Pure: no database access.
 */
import type { HistoricQuery } from '../../../src/contract/historic'
import { machineNotAssigned } from '../../http/errors'
import { assignedMachineIds } from '../production/machine-scope'

export type { IdsOrNames } from '../../../src/contract/historic-filter-values'

export type HistoricFilters = Omit<HistoricQuery, 'machines'> & {
  /** Machines to search, sorted: assigned ones, narrowed by the machine filter. Never empty-means-all. */
  machineIds: number[]
}

export function scopeHistoricFilters(
  query: HistoricQuery,
  user: { machineIds: ReadonlySet<number> },
): HistoricFilters {
  const { machines, ...rest } = query
  if (machines?.some((id) => !user.machineIds.has(id))) throw machineNotAssigned()
  const machineIds = machines ? [...machines].sort((a, b) => a - b) : assignedMachineIds(user)
  return { ...rest, machineIds }
}
