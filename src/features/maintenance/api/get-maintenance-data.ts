import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { expectShape } from '@/lib/api/guards'
import { isMaintenanceData } from '../model/maintenance-answers'
import { maintenanceKeys } from './maintenance-keys'

/** GET /maintenanceEvent/data: the machines, assets, operators, types, conditions and frequencies to choose from. */
export const getMaintenanceData = async () =>
  expectShape(await api.get('maintenanceEvent/data').json(), isMaintenanceData, 'the maintenance data')

export const maintenanceDataQuery = () =>
  queryOptions({ queryKey: maintenanceKeys.data(), queryFn: getMaintenanceData, staleTime: 5 * 60_000 })

/** `enabled: false` for who has no maintenance role (the work-request form asks only when it may). */
export const useMaintenanceData = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...maintenanceDataQuery(), ...options })
