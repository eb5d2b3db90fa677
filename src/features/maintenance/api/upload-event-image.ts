import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useSession } from '@/offline/session-store'
import { maintenanceKeys } from './maintenance-keys'
import { queueEventPhotos, settle } from './queue-event-work'

/**
 * Photos added to a work order (POST /maintenanceEvent/images, multipart `images`), through the
 * outbox: downscaled (long edge 1600 px, JPEG: a tablet's camera shot would otherwise take minutes
 * on a weak uplink), kept on the device and sent now or when the connection is back.
 */
export function useAddEventPhotos() {
  const queryClient = useQueryClient()
  const { user } = useSession()
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ eventId, files, summary }: { eventId: number; files: File[]; summary: string }) =>
      settle(await queueEventPhotos(user.userId, eventId, files, summary)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
  })
}
