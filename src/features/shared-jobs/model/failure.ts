import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { type ApiError, isApiError, toApiError } from '@/lib/api/errors'
import { apiErrorMessage, isKnownErrorCode } from '@/lib/messages/api-errors'

/** The fallback text of each call of the screen (spec 002 §8.1). */
export const sharedJobsFallbacks = {
  customersFetch: msg`Error: Failed Shared Customers fetch`,
  jobsFetch: msg`Error: Failed Shared Jobs fetch`,
  configurationFetch: msg`Error: Failed Shared JobConfigurations fetch`,
  customerCreate: msg`Error: Failed Shared Customer Creation! Check if customer name already exists.`,
  jobCreate: msg`Error: Failed Shared Job Creation! Check if job reference already exists.`,
  configurationSave: msg`Error: Fail Shared Job Configurations update`,
  customerDelete: msg`Error: Failed to delete the shared Customer. Make sure this customer doesn't have any shared jobs associated.`,
  jobDelete: msg`Error: Failed to delete the shared job`,
} as const satisfies Record<string, MessageDescriptor>

export type SharedJobsCall = keyof typeof sharedJobsFallbacks

// Codes that say nothing the fallback does not say better.
const vague = new Set(['INTERNAL_ERROR', 'CLIENT_ERROR'])

/**
 * What a failed call shows. Spec 002 §8.1 shows the server's message, else the fallback; our
 * server's message is English (for logs and API clients), so a code the client knows is shown in
 * the user's language instead (CUSTOMER_ALREADY_EXISTS, SHARED_CUSTOMER_HAS_JOBS, a commercial
 * user's refusal, no connection), and anything else gets the call's fallback.
 */
export function failureText(error: unknown, call: SharedJobsCall, i18n: I18n): string {
  if (isApiError(error) && !vague.has(error.code) && isKnownErrorCode(error.code)) {
    return apiErrorMessage(error.code, i18n)
  }
  return i18n._(sharedJobsFallbacks[call])
}

/** Spec 002 §7.1: an answer that carries an error field is a failure, whatever its status. */
export function errorInAnswer(body: unknown): ApiError | null {
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
    return toApiError(200, body)
  }
  return null
}
