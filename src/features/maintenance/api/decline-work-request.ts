import { useMutation, useQueryClient } from '@tanstack/react-query'
import { workRequestSchema } from '@/contract/work-requests'
import { api } from '@/lib/api/client'
import { maintenanceKeys } from './maintenance-keys'

/** POST /maintenance/requests/{id}/decline: declined online, with the reason the requester reads. */
export function useDeclineWorkRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, reason }: { id: number; reason: string }) =>
      workRequestSchema.parse(
        await api.post(`maintenance/requests/${id}/decline`, { json: { reason } }).json(),
      ),
    // The list, and the dashboard that carries the menu's count.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: maintenanceKeys.requests() }),
        queryClient.invalidateQueries({ queryKey: [...maintenanceKeys.all, 'dashboard'] }),
      ]),
  })
}
