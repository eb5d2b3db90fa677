import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type CreateDisplay, createdDisplaySchema } from '@/contract/display'
import { api } from '@/lib/api/client'
import { displayKeys } from './display-keys'

/** POST /displays: a new display link; the answer holds the token, shown once. */
export const createDisplay = async (body: CreateDisplay) =>
  createdDisplaySchema.parse(await api.post('displays', { json: body }).json())

export function useCreateDisplay() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createDisplay,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: displayKeys.list() }),
  })
}
