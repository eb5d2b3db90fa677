import { queryOptions, useQuery } from '@tanstack/react-query'
import { maintenanceSettingsSchema } from '@/contract/maintenance'
import { api } from '@/lib/api/client'
import { maintenanceKeys } from './maintenance-keys'

/** GET /maintenance/settings (managers): working days, hours per day, maximum work-order span. */
export const getSettings = async () =>
  maintenanceSettingsSchema.parse(await api.get('maintenance/settings').json())

export const settingsQuery = () =>
  queryOptions({ queryKey: maintenanceKeys.settings(), queryFn: getSettings })

export const useMaintenanceSettings = (enabled = true) => useQuery({ ...settingsQuery(), enabled })
