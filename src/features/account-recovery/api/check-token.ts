import { queryOptions } from '@tanstack/react-query'
import { checkTokenResponseSchema } from '@/contract/account'
import { toBase64 } from '@/lib/api/base64'
import { api } from '@/lib/api/client'
import { resetTokenKeys } from './reset-token-keys'

/** POST /welcome/check-token: whether the mailed token is usable and its user accepted the terms. */
export const checkTokenQuery = (token: string) =>
  queryOptions({
    queryKey: resetTokenKeys.check(token),
    queryFn: async () =>
      checkTokenResponseSchema.parse(
        await api.post('welcome/check-token', { json: { token: toBase64(token) } }).json(),
      ),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
