import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiKeySchema } from '@/contract/account'
import { api } from '@/lib/api/client'
import { userConfigKeys } from './user-config-keys'

/** GET /api-keys: the company's active keys (never their secrets). */
export const apiKeysQuery = () =>
  queryOptions({
    queryKey: userConfigKeys.apiKeys(),
    queryFn: async () => z.array(apiKeySchema).parse(await api.get('api-keys').json()),
  })

export const useApiKeys = (enabled = true) => useQuery({ ...apiKeysQuery(), enabled })
