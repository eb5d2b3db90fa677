import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { expectShape } from '@/lib/api/guards'
import { isMaintenanceSettings } from '../model/maintenance-answers'
import { maintenanceKeys } from './maintenance-keys'

/** GET /maintenance/settings (managers): working days, hours per day, maximum work-order span. */
export const getSettings = async () =>
  expectShape(await api.get('maintenance/settings').json(), isMaintenanceSettings, 'the maintenance settings')

export const settingsQuery = () =>
  queryOptions({ queryKey: maintenanceKeys.settings(), queryFn: getSettings })

export const useMaintenanceSettings = (enabled = true) => useQuery({ ...settingsQuery(), enabled })
