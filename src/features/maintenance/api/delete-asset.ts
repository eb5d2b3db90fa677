import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api/client'
import { maintenanceKeys } from './maintenance-keys'

/**
 * DELETE /maintenanceAsset/{id}. While an active task uses the asset the server answers 409
 * ASSET_IN_USE with those tasks in the error's `details.tasks`.
 */
export function useDeleteAsset() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) =>
      z.object({ id: z.number().int() }).parse(await api.delete(`maintenanceAsset/${id}`).json()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
  })
}
