import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * Bell notifications are stored as a message key with its values (server/db/schema/engagement.ts),
 * so each user reads them in their own language. The one place their texts live.
 */
export const notificationMessages = {
  NOTIFICATION_ORDER_FINISHED: msg({ message: 'Order {reference} finished on {machine}' }),
  NOTIFICATION_ORDER_STARTED: msg({ message: 'Order {reference} started on {machine}' }),
  NOTIFICATION_MAINTENANCE_TODAY: msg({ message: 'Maintenance events for today: {count}' }),
  NOTIFICATION_MAINTENANCE_DUE: msg({ message: 'Maintenance {task} is due on {machine}' }),
  NOTIFICATION_MAINTENANCE_OUTDATED: msg({ message: 'Maintenance {task} on {machine} is overdue' }),
  NOTIFICATION_SUPPORT_MESSAGE_SENT: msg({ message: 'Your support message "{subject}" was sent' }),
  NOTIFICATION_API_KEY_EXPIRING: msg({ message: 'The API key {alias} expires soon' }),
  NOTIFICATION_WORK_REQUEST_NEW: msg({ message: '{requester} reported a problem on {machine}' }),
  NOTIFICATION_WORK_REQUEST_ACCEPTED: msg({ message: 'Your request on {machine} became a work order' }),
  NOTIFICATION_WORK_REQUEST_DECLINED: msg({ message: 'Your request on {machine} was declined: {reason}' }),
  NOTIFICATION_PRICE_RECALCULATED: msg({ message: 'Job costs have been recalculated with the new prices' }),
} as const satisfies Record<string, MessageDescriptor>

export type NotificationKey = keyof typeof notificationMessages

/** Values arrive as an object or as its JSON text; anything unreadable counts as no values. */
function valuesOf(params: unknown): Record<string, unknown> {
  if (params && typeof params === 'object' && !Array.isArray(params)) return params as Record<string, unknown>
  if (typeof params === 'string' && params.trim()) {
    try {
      const parsed: unknown = JSON.parse(params)
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        return parsed as Record<string, unknown>
    } catch {
      // not JSON: no values
    }
  }
  return {}
}

export function isNotificationKey(key: string): key is NotificationKey {
  return Object.hasOwn(notificationMessages, key)
}

/**
 * A key this build does not know (a newer server) is shown readably rather than hidden, so the
 * bell is never empty: NOTIFICATION_SOMETHING_NEW {code: 'X1'} -> 'Something new: X1'.
 */
function readableUnknown(key: string, values: Record<string, unknown>): string {
  const words = key
    .replace(/^NOTIFICATION_/, '')
    .replaceAll('_', ' ')
    .toLowerCase()
  const sentence = words.charAt(0).toUpperCase() + words.slice(1)
  const shown = Object.values(values).filter((v) => typeof v === 'string' || typeof v === 'number')
  return shown.length ? `${sentence}: ${shown.join(', ')}` : sentence
}

/** The translated notification. */
export function notificationMessage(key: string, params: unknown, i18n: I18n): string {
  if (!isNotificationKey(key)) return readableUnknown(key, valuesOf(params))
  const { id, message } = notificationMessages[key]
  // Passed by id (not as an object literal, which Lingui's extractor would try to read as a message).
  return i18n._(id, valuesOf(params), { message })
}
