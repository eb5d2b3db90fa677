import { describe, expect, it } from 'vitest'
import { isNotificationsAnswer } from './notifications-answer'

const notification = {
  id: 7,
  message: 'ORDER_FINISHED',
  params: { order: 'PO-1' },
  href: null,
  dateTime: '2026-11-20T10:00:00Z',
}

describe('isNotificationsAnswer', () => {
  it('accepts the list and the count of new ones', () => {
    expect(isNotificationsAnswer({ notifications: [notification], numNewNotification: 1 })).toBe(true)
  })
  it.each([
    ['no count', { notifications: [] }],
    [
      'a notification without a message',
      { notifications: [{ ...notification, message: 3 }], numNewNotification: 0 },
    ],
    ['params that are a list', { notifications: [{ ...notification, params: [] }], numNewNotification: 0 }],
  ])('refuses %s', (_what, value) => {
    expect(isNotificationsAnswer(value)).toBe(false)
  })
})
