import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type MaintenanceEventChange, maintenanceEventSchema } from '@/contract/maintenance'
import { api } from '@/lib/api/client'
import { maintenanceKeys } from './maintenance-keys'

export interface EventChange extends MaintenanceEventChange {
  id: number
}

/**
 * PUT /maintenanceEvent/{id}: one action with the version it was based on. The server checks the
 * same rule module the screen offers from; a refusal is an ApiError whose details carry the rule's
 * `reason` (403) or the work order as it is now (`current`, 409). Every list, the calendar, the
 * dashboard and the badge refresh after a change.
 */
export function useChangeEvent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, ...change }: EventChange) =>
      maintenanceEventSchema.parse(await api.put(`maintenanceEvent/${id}`, { json: change }).json()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
  })
}
