import { useMutation, useQueryClient } from '@tanstack/react-query'
import { maintenanceTaskSavedSchema } from '@/contract/maintenance-tasks'
import { api } from '@/lib/api/client'
import { maintenanceKeys } from './maintenance-keys'

export interface TaskSave {
  /** Absent: a new task. */
  id?: number
  /** The form's fields as text (model/task-form.ts `toTaskFields`). */
  fields: Record<string, string>
  /** A new step-by-step PDF. */
  file: File | null
}

/**
 * POST /maintenance (new) or POST /maintenance/{id} (edit): the task as multipart with its PDF.
 * Online only, like any upload; the client adds the Idempotency-Key, so a retried request is
 * applied once. The task's work orders change with it, so every maintenance query refreshes.
 */
export function useSaveTask() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, fields, file }: TaskSave) => {
      const form = new FormData()
      for (const [name, value] of Object.entries(fields)) form.set(name, value)
      if (file) form.set('file', file, file.name)
      const path = id === undefined ? 'maintenance' : `maintenance/${id}`
      return maintenanceTaskSavedSchema.parse(await api.post(path, { body: form, timeout: 120_000 }).json())
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
  })
}
