import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DocumentSection, TechDocument } from '@/contract/documents'
import { api } from '@/lib/api/client'
import { documentsKeys } from './documents-keys'

export interface ManualUpload {
  section: DocumentSection
  language: string
  title: string
  file: File
}

/**
 * POST /documents/machines/:sn (administrators): a manual as multipart. Online only: an upload of
 * up to 100 MB is an office task, not something to queue on a tablet. The client adds the
 * Idempotency-Key, so a retried request is applied once.
 */
export function useUploadManual(machineSN: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: ManualUpload) => {
      const form = new FormData()
      form.set('section', input.section)
      form.set('language', input.language)
      if (input.title.trim()) form.set('title', input.title.trim())
      form.set('file', input.file, input.file.name)
      return (await api
        .post(`documents/machines/${encodeURIComponent(machineSN)}`, { body: form, timeout: 300_000 })
        .json()) as TechDocument
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKeys.all }),
  })
}
