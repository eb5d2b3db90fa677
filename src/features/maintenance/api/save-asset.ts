import { useMutation, useQueryClient } from '@tanstack/react-query'
import { maintenanceAssetSchema } from '@/contract/maintenance'
import type { MaintenanceAssetInput } from '@/contract/maintenance-tasks'
import { api } from '@/lib/api/client'
import { maintenanceKeys } from './maintenance-keys'

/** POST /maintenanceAsset (new) or PUT /maintenanceAsset/{id} (edit). */
export function useSaveAsset() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, ...input }: MaintenanceAssetInput & { id?: number }) =>
      maintenanceAssetSchema.parse(
        await (id === undefined
          ? api.post('maintenanceAsset', { json: input })
          : api.put(`maintenanceAsset/${id}`, { json: input })
        ).json(),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
  })
}
