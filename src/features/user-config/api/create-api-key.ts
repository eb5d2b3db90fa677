import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiKeyCredentialsSchema, type createApiKeyRequestSchema } from '@/contract/account'
import { api } from '@/lib/api/client'
import { fileNameFrom, saveBlob } from '@/lib/api/download-file'
import { userConfigKeys } from './user-config-keys'

export type CreateApiKeyRequest = z.input<typeof createApiKeyRequestSchema>

/**
 * POST /api-keys. The answer is the credentials file (the secret is in it and nowhere else): it is
 * saved at once under the server's name, the alias + .json, and not kept in any cache.
 */
export function useCreateApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: CreateApiKeyRequest) => {
      const response = await api.post('api-keys', { json: body })
      const text = await response.text()
      const credentials = apiKeyCredentialsSchema.parse(JSON.parse(text))
      const name = fileNameFrom(response.headers.get('Content-Disposition'), `${credentials.alias}.json`)
      saveBlob(new Blob([text], { type: 'application/json' }), name)
      return { clientId: credentials.clientId, alias: credentials.alias, fileName: name }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userConfigKeys.apiKeys() }),
  })
}
