import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { maintenanceImageSchema } from '@/contract/maintenance'
import { api } from '@/lib/api/client'
import { maintenanceKeys } from './maintenance-keys'

/** POST /maintenanceEvent/{id}/maintenanceEventImage: one photo as multipart `image`; answers the work order's photos. */
export async function uploadEventImage(eventId: number, file: Blob, fileName: string) {
  const form = new FormData()
  form.set('image', file, fileName)
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
    mutationFn: ({ eventId, file }: { eventId: number; file: File }) =>
      uploadEventImage(eventId, file, file.name),
    onSettled: () => queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
  })
}
