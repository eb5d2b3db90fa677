import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type MaintenanceSettings, maintenanceSettingsSchema } from '@/contract/maintenance'
import { api } from '@/lib/api/client'
import { maintenanceKeys } from './maintenance-keys'

/** GET /maintenance/settings (managers): working days, hours per day, maximum work-order span. */
export const getSettings = async () =>
  maintenanceSettingsSchema.parse(await api.get('maintenance/settings').json())

export const settingsQuery = () =>
  queryOptions({ queryKey: maintenanceKeys.settings(), queryFn: getSettings })

export const useMaintenanceSettings = (enabled = true) => useQuery({ ...settingsQuery(), enabled })

/** PUT /maintenance/settings; every maintenance query refreshes (spans and plans follow the settings). */
export function useSaveSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (settings: MaintenanceSettings) =>
      maintenanceSettingsSchema.parse(await api.put('maintenance/settings', { json: settings }).json()),
    onSuccess: (saved) => {
      queryClient.setQueryData(maintenanceKeys.settings(), saved)
      return queryClient.invalidateQueries({ queryKey: maintenanceKeys.all })
    },
  })
}
