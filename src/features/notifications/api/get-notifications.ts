import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { notificationsResponseSchema } from '@/contract/account'

type NotificationsResponse = z.infer<typeof notificationsResponseSchema>

import { api } from '@/lib/api/client'

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
}

/**
 * POST /user_notifications/ with filters: the latest notifications and how many are new.
 * The server validates this answer against the contract's schema; the bell trusts its type rather
 * than loading zod on every page's first load.
 */
export const notificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: () =>
      api.post('user_notifications/', { json: { filters: { limit: 30 } } }).json<NotificationsResponse>(),
    refetchInterval: 120_000,
  })

export const useNotifications = () => useQuery(notificationsQuery())

/** POST /user_notifications/click_bell: everything up to now stops counting as new. */
export function useClickBell() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post('user_notifications/click_bell').json(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  })
}
