import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiKeySchema } from '@/contract/account'
import { api } from '@/lib/api/client'
import { userConfigKeys } from './user-config-keys'

/** PUT /api-keys/{clientId}: a new alias. */
export function useRenameApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ clientId, alias }: { clientId: string; alias: string }) =>
      apiKeySchema.parse(
        await api.put(`api-keys/${encodeURIComponent(clientId)}`, { json: { alias } }).json(),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userConfigKeys.apiKeys() }),
  })
}
