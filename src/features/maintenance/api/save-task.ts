import { useMutation, useQueryClient } from '@tanstack/react-query'
import { maintenanceTaskSavedSchema } from '@/contract/maintenance-tasks'
import { api } from '@/lib/api/client'
import { preparePhoto } from '@/offline/photos'
import { maintenanceKeys } from './maintenance-keys'

export interface TaskSave {
  /** Absent: a new task. */
  id?: number
  /** The form's fields as text (model/task-form.ts `toTaskFields`). */
  fields: Record<string, string>
  /** A new step-by-step PDF. */
  file: File | null
  /** A new corrective work order's photos: the server puts them on the work order it plans. */
  photos?: File[]
}

/** The multipart body: the fields, the PDF under `file`, the photos (downscaled once) under `images`. */
export async function taskSaveForm({ fields, file, photos = [] }: TaskSave): Promise<FormData> {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  if (file) form.set('file', file, file.name)
  for (const photo of await Promise.all(photos.map(preparePhoto))) {
    form.append('images', new Blob([photo.data], { type: photo.type }), photo.fileName)
  }
  return form
}

/**
 * POST /maintenance (new) or POST /maintenance/{id} (edit): the task as multipart with its PDF and,
 * for a new corrective work order, its photos, saved with it in one write (no second request to
 * find the work order). Online only, like any upload; the client adds the Idempotency-Key, so a
 * retried request is applied once, photos included. The task's work orders change with it, so
 * every maintenance query refreshes.
 */
export function useSaveTask() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (save: TaskSave) => {
      const path = save.id === undefined ? 'maintenance' : `maintenance/${save.id}`
      const body = await taskSaveForm(save)
      return maintenanceTaskSavedSchema.parse(await api.post(path, { body, timeout: 120_000 }).json())
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
  })
}
