import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import type { MaintenanceImage } from '@/contract/maintenance'
import { api } from '@/lib/api/client'
import { db } from '@/offline/db'
import { apiPath } from './get-file'
import { maintenanceKeys } from './maintenance-keys'

/** The bytes of a photo still waiting in the outbox (its upload command's one file), as a File. */
export async function pendingPhotoFile(uploadCommandId: string): Promise<File | null> {
  const blob = await db.outboxBlobs.where('commandId').equals(uploadCommandId).first()
  return blob ? new File([blob.data], blob.name, { type: blob.type }) : null
}

/** A step's photo as a File, for a work request: from the device while waiting, else from the server. */
export async function stepPhotoFile(
  answer: { imageId: number; photoCommandId?: string },
  images: MaintenanceImage[],
): Promise<File | null> {
  if (answer.photoCommandId) return pendingPhotoFile(answer.photoCommandId)
  const image = images.find((i) => i.id === answer.imageId)
  if (!image) return null
  const blob = await api.get(apiPath(image.url)).blob()
  return new File([blob], image.fileName, { type: blob.type || 'image/jpeg' })
}

/** An object URL of a photo not sent yet, read from the outbox (offline, after a reload too). */
export function usePendingPhotoUrl(uploadCommandId: string | undefined) {
  const file = useQuery({
    queryKey: [...maintenanceKeys.all, 'pending-photo', uploadCommandId],
    queryFn: () => (uploadCommandId ? pendingPhotoFile(uploadCommandId) : null),
    enabled: Boolean(uploadCommandId),
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
    meta: { persist: false },
  })
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data])
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url])
  return url
}
