import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ErrorCode } from '../../contract/errors'

/**
 * The text shown for each error code the API answers with (src/contract/errors.ts). The server's
 * own `message` is English and meant for logs and API clients; the screens show these instead.
 */
export const apiErrorMessages = {
  VALIDATION_ERROR: msg`Form errors, please review the fields.`,
  UNAUTHORIZED: msg`Your session has expired. Please sign in again.`,
  PASSWORD_CHANGED: msg`You were signed out because your password was changed on another device. Sign in with the new one.`,
  INVALID_CREDENTIALS: msg`Incorrect user or password.`,
  FORBIDDEN: msg`Operation not allowed.`,
  COMMERCIAL_CANNOT_UPDATE: msg`Commercial users cannot change data.`,
  MACHINE_NOT_ASSIGNED: msg`This machine is not assigned to you. Ask your contact for access.`,
  USER_WITHOUT_MACHINES: msg`You have no machine assigned.`,
  ORDER_NOT_FOUND: msg`The order does not exist.`,
  ORDER_TOO_LONG: msg`The order is too long: it exceeds the maximum number of days.`,
  NOT_FOUND: msg`Not found.`,
  CONFLICT: msg`This change conflicts with the current data.`,
  VERSION_CONFLICT: msg`Someone changed this item on another device. Review the current data and try again.`,
  MAINTENANCE_RULE: msg`The maintenance rules do not allow this change.`,
  IDEMPOTENCY_KEY_IN_USE: msg`This change is still being processed. Try again in a moment.`,
  IDEMPOTENCY_KEY_REUSED: msg`This change was already sent with different data.`,
  PAYLOAD_TOO_LARGE: msg`The file is too large.`,
  RATE_LIMITED: msg`Too many attempts. Wait a moment and try again.`,
  TERMS_NOT_ACCEPTED: msg`You must accept the terms of service to continue.`,
  INVALID_TOKEN: msg`The link is not valid or has expired.`,
  PASSWORD_ERROR: msg`The passwords must match and be at least 8 characters long.`,
  MAIL_NOT_FOUND: msg`Mail not found, check the address.`,
  MAIL_NOT_SENT: msg`The e-mail could not be sent. Try again later.`,
  MAX_API_KEYS: msg`The company already has the maximum of 5 API keys.`,
  CUSTOMER_ALREADY_EXISTS: msg`The customer already exists.`,
  JOB_ALREADY_EXISTS: msg`The job already exists.`,
  SHARED_CUSTOMER_HAS_JOBS: msg`Error: Failed to delete the shared Customer. Make sure this customer doesn't have any shared jobs associated.`,
  ORDER_REFERENCE_EXISTS: msg`The order reference already exists.`,
  PREPARED_ORDER_STATE: msg`This order can no longer be changed: it is already at the machine, started or cancelled.`,
  // Issue 33, English only until the maintenance client's catalogs are extracted and translated.
  PROCEDURE_INCOMPLETE: msg`Some required steps of the procedure are not answered yet: answer them before marking the work order done.`,
  SIGNOFF_REFUSED: msg`Password not accepted. The step is not signed.`,
  ANSWER_CONFLICT: msg`This answer was changed on another device: choose which one to keep.`,
  INTERNAL_ERROR: msg`Uncontrolled error.`,
} as const satisfies Record<ErrorCode, MessageDescriptor>

/** Codes the server or the HTTP layer may send that are not part of the contract's list. */
export const extraErrorMessages: Record<string, MessageDescriptor> = {
  UNSUPPORTED_MEDIA_TYPE: msg`This file type is not supported.`,
  DISPLAY_NOT_FOUND: msg`This display link does not exist.`,
  EXPORT_TOO_LARGE: msg`Too many rows to export. Narrow the filters, for example the date range.`,
  // Set by the client (src/lib/api/errors.ts) when no answer came back or the client itself failed.
  NETWORK_ERROR: msg`Cannot connect to the server.`,
  CLIENT_ERROR: msg`Uncontrolled error.`,
  // Set by the outbox when a queued change names a photo whose upload was discarded (file-refs.ts).
  MISSING_FILE: msg`The photo this answer names is no longer on this device. Take it again.`,
}

export function isKnownErrorCode(code: string): boolean {
  return Object.hasOwn(apiErrorMessages, code) || Object.hasOwn(extraErrorMessages, code)
}

/** The descriptor for an error code; unknown codes get the "uncontrolled error" text. */
export function apiErrorDescriptor(code: string | null | undefined): MessageDescriptor {
  if (code && Object.hasOwn(apiErrorMessages, code)) return apiErrorMessages[code as ErrorCode]
  if (code && Object.hasOwn(extraErrorMessages, code)) return extraErrorMessages[code]
  return apiErrorMessages.INTERNAL_ERROR
}

/** The translated text of an API error code. */
export function apiErrorMessage(code: string | null | undefined, i18n: I18n): string {
  return i18n._(apiErrorDescriptor(code))
}

/** The translated text of any failure: an API error by its code, anything else as uncontrolled. */
export function errorMessage(error: unknown, i18n: I18n): string {
  const code =
    error && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
      ? error.code
      : null
  return apiErrorMessage(code, i18n)
}
