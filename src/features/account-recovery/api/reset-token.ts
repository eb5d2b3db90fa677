import { queryOptions, useMutation } from '@tanstack/react-query'
import { checkTokenResponseSchema } from '@/contract/account'
import { toBase64 } from '@/lib/api/base64'
import { api } from '@/lib/api/client'

/** The /welcome calls identify the user by the mailed token, base64-encoded (spec 002 §7.4). */
export const resetTokenKeys = {
  check: (token: string) => ['reset-token', token] as const,
}

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

export function useAcceptTermsWithToken(token: string) {
  return useMutation({
    mutationFn: () =>
      api.post('welcome/accept-terms-and-conditions', { json: { token: toBase64(token) } }).json(),
  })
}

export function useChangePasswordWithToken(token: string) {
  return useMutation({
    mutationFn: (password: string) =>
      api
        .post('welcome/change-password', { json: { token: toBase64(token), password: toBase64(password) } })
        .json(),
  })
}
