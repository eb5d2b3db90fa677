import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { maintenanceImageSchema } from '@/contract/maintenance'
import { api } from '@/lib/api/client'
import { preparePhoto } from '@/offline/photos'
import { maintenanceKeys } from './maintenance-keys'

/**
 * POST /maintenanceEvent/{id}/maintenanceEventImage: one photo as multipart `image`; answers the
 * work order's photos. The photo is downscaled first (long edge 1600 px, JPEG): a tablet's camera
 * shot would otherwise take minutes on a weak uplink.
 */
export async function uploadEventImage(eventId: number, file: File) {
  const photo = await preparePhoto(file)
  const form = new FormData()
  form.set('image', new Blob([photo.data], { type: photo.type }), photo.fileName)
  return z
    .array(maintenanceImageSchema)
    .parse(
      await api
        .post(`maintenanceEvent/${eventId}/maintenanceEventImage`, { body: form, timeout: 120_000 })
        .json(),
    )
}

export function useUploadEventImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ eventId, file }: { eventId: number; file: File }) => uploadEventImage(eventId, file),
    onSettled: () => queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
  })
}
