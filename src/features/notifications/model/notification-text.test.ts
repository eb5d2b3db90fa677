import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { notificationText } from './notification-text'

const i18n = setupI18n({ locale: 'en_EN', messages: { en_EN: {} } })

describe('notificationText', () => {
  it('fills a known key with its parameters', () => {
    expect(
      notificationText(i18n, 'NOTIFICATION_ORDER_FINISHED', { reference: 'PO-12', machine: 'Flexo CI 1' }),
    ).toBe('Order PO-12 finished on Flexo CI 1')
  })

  it('shows an unknown key readably', () => {
    expect(notificationText(i18n, 'NOTIFICATION_SOMETHING_NEW', { code: 'X1' })).toBe('Something new: X1')
    expect(notificationText(i18n, 'NOTIFICATION_PLAIN', null)).toBe('Plain')
  })
})
