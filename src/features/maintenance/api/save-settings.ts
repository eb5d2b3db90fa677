import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type MaintenanceSettings, maintenanceSettingsSchema } from '@/contract/maintenance'
import { api } from '@/lib/api/client'
import { maintenanceKeys } from './maintenance-keys'

/** PUT /maintenance/settings (managers): answers the settings as saved. */
export const saveSettings = async (settings: MaintenanceSettings) =>
  maintenanceSettingsSchema.parse(await api.put('maintenance/settings', { json: settings }).json())

/** Every maintenance query refreshes after a save: spans and plans follow the settings. */
export function useSaveSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(maintenanceKeys.settings(), saved)
      return queryClient.invalidateQueries({ queryKey: maintenanceKeys.all })
    },
  })
}
