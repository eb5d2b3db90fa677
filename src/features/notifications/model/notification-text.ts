import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * Notifications arrive as a message key with parameters (NOTIFICATION_ORDER_FINISHED,
 * { reference, machine }); the text is made here in the user's language. An unknown key is shown
 * readable rather than hidden, so a newer server never produces an empty bell.
 */
export function notificationText(i18n: I18n, key: string, params: Record<string, unknown> | null): string {
  const p = params ?? {}
  const text = (name: string) => {
    const v = p[name]
    return v === null || v === undefined ? '' : String(v)
  }
  const reference = text('reference')
  const machine = text('machine')
  const task = text('task')
  const subject = text('subject')
  const alias = text('alias')
  const count = text('count')
  switch (key) {
    case 'NOTIFICATION_ORDER_FINISHED':
      return i18n._(msg`Order ${reference} finished on ${machine}`)
    case 'NOTIFICATION_ORDER_STARTED':
      return i18n._(msg`Order ${reference} started on ${machine}`)
    case 'NOTIFICATION_MAINTENANCE_TODAY':
      return i18n._(msg`Maintenance events for today: ${count}`)
    case 'NOTIFICATION_MAINTENANCE_DUE':
      return i18n._(msg`Maintenance ${task} is due on ${machine}`)
    case 'NOTIFICATION_MAINTENANCE_OUTDATED':
      return i18n._(msg`Maintenance ${task} on ${machine} is overdue`)
    case 'NOTIFICATION_SUPPORT_MESSAGE_SENT':
      return i18n._(msg`Your support message "${subject}" was sent`)
    case 'NOTIFICATION_API_KEY_EXPIRING':
      return i18n._(msg`The API key ${alias} expires soon`)
    case 'NOTIFICATION_PRICE_RECALCULATED':
      return i18n._(msg`Job costs have been recalculated with the new prices`)
    default: {
      const readable = key
        .replace(/^NOTIFICATION_/, '')
        .replaceAll('_', ' ')
        .toLowerCase()
      const values = Object.values(p).filter((v) => typeof v === 'string' || typeof v === 'number')
      const sentence = readable.charAt(0).toUpperCase() + readable.slice(1)
      return values.length ? `${sentence}: ${values.join(', ')}` : sentence
    }
  }
}
