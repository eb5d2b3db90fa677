import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api/client'
import { maintenanceKeys } from './maintenance-keys'

const deletedSchema = z.object({ id: z.number().int(), removedWorkOrders: z.number().int() })

/** DELETE /maintenance/{id}: the task goes with its untouched future work orders; the past stays. */
export function useDeleteTask() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => deletedSchema.parse(await api.delete(`maintenance/${id}`).json()),
    onSuccess: (_done, id) => {
      queryClient.removeQueries({ queryKey: maintenanceKeys.task(id) })
      return queryClient.invalidateQueries({ queryKey: maintenanceKeys.all })
    },
  })
}
