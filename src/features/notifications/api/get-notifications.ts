import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import { expectShape } from '@/lib/api/guards'
import { isNotificationsAnswer } from '../model/notifications-answer'
import { notificationKeys } from './notification-keys'

/** POST /user_notifications/ with filters: the latest notifications and how many are new. */
export const getNotifications = async () =>
  expectShape(
    await api.post('user_notifications/', { json: { filters: { limit: 30 } } }).json(),
    isNotificationsAnswer,
    'the notifications',
  )

export const notificationsQuery = () =>
  queryOptions({ queryKey: notificationKeys.list(), queryFn: getNotifications, refetchInterval: 120_000 })

export const useNotifications = () => useQuery(notificationsQuery())
