import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { userConfigKeys } from './user-config-keys'

/** DELETE /api-keys/{clientId}: the key stops authenticating at once. */
export function useDeleteApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (clientId: string) => {
      await api.delete(`api-keys/${encodeURIComponent(clientId)}`)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userConfigKeys.apiKeys() }),
  })
}
