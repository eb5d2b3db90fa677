import { ACCOUNT_EMAIL_FORMAT } from '@/contract/account'

export type NotificationAddressProblem = 'REQUIRED' | 'EMAIL_FORMAT'

/**
 * The notification address as the form checks it (spec 002 §5): required while notices go by
 * e-mail, and in e-mail format whenever it is given.
 */
export function notificationAddressProblem(
  address: string,
  byEmail: boolean,
): NotificationAddressProblem | null {
  const value = address.trim()
  if (value === '') return byEmail ? 'REQUIRED' : null
  return ACCOUNT_EMAIL_FORMAT.test(value) ? null : 'EMAIL_FORMAT'
}

/** What is sent: the typed address, or null when it is the account's own e-mail (or left empty). */
export function addressToSend(address: string, accountEmail: string): string | null {
  const value = address.trim()
  return value === '' || value.toLowerCase() === accountEmail.toLowerCase() ? null : value
}
