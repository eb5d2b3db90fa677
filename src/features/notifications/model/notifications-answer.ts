import type { Notification } from '@/contract/account'
import { isInteger, isRecord, isStringOrNull } from '@/lib/api/guards'

export interface NotificationsAnswer {
  notifications: Notification[]
  numNewNotification: number
}

const isNotification = (value: unknown): value is Notification =>
  isRecord(value) &&
  isInteger(value.id) &&
  typeof value.message === 'string' &&
  (value.params === null || isRecord(value.params)) &&
  isStringOrNull(value.href) &&
  typeof value.dateTime === 'string'

/** The bell's answer (POST /user_notifications/); lib/api/guards.ts says why not zod. */
export const isNotificationsAnswer = (value: unknown): value is NotificationsAnswer =>
  isRecord(value) &&
  isInteger(value.numNewNotification) &&
  Array.isArray(value.notifications) &&
  value.notifications.every(isNotification)
