import { queryOptions, useQuery } from '@tanstack/react-query'
import { notificationsResponseSchema } from '@/contract/account'
import { api } from '@/lib/api/client'
import { notificationKeys } from './notification-keys'

/** POST /user_notifications/ with filters: the latest notifications and how many are new. */
export const getNotifications = async () =>
  notificationsResponseSchema.parse(
    await api.post('user_notifications/', { json: { filters: { limit: 30 } } }).json(),
  )

export const notificationsQuery = () =>
  queryOptions({ queryKey: notificationKeys.list(), queryFn: getNotifications, refetchInterval: 120_000 })

export const useNotifications = () => useQuery(notificationsQuery())
