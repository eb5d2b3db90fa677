import { useMutation, useQueryClient } from '@tanstack/react-query'
import { displaySchema } from '@/contract/display'
import { api } from '@/lib/api/client'
import { displayKeys } from './display-keys'

/** DELETE /displays/{id}: the screen shows "revoked" at its next poll. */
export const revokeDisplay = async (id: number) =>
  displaySchema.parse(await api.delete(`displays/${id}`).json())

export function useRevokeDisplay() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revokeDisplay,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: displayKeys.list() }),
  })
}
