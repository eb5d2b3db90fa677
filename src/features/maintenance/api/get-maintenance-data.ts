import { queryOptions, useQuery } from '@tanstack/react-query'
import { maintenanceDataSchema } from '@/contract/maintenance'
import { api } from '@/lib/api/client'
import { maintenanceKeys } from './maintenance-keys'

/** GET /maintenanceEvent/data: the machines, assets, operators, types, conditions and frequencies to choose from. */
export const getMaintenanceData = async () =>
  maintenanceDataSchema.parse(await api.get('maintenanceEvent/data').json())

export const maintenanceDataQuery = () =>
  queryOptions({ queryKey: maintenanceKeys.data(), queryFn: getMaintenanceData, staleTime: 5 * 60_000 })

/** `enabled: false` for who has no maintenance role (the work-request form asks only when it may). */
export const useMaintenanceData = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...maintenanceDataQuery(), ...options })
