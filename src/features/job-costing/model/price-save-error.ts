/**
 * What a failed price or period save shows (spec 002 §8.2): the first item of data.errors, else
 * (ink and material) data.message, else the fallback (TOAST_FETCH_FAIL; TOAST_UPDATE_FAIL when an
 * ink or material edit fails).
 *
 * The server's texts are English, for logs and API clients; the codes the period rules answer with
 * (src/contract/job-costing-rules.ts) and the API's own error codes have sentences in the user's
 * language here, and only an unknown code shows the server's text as it is.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isApiError } from '@/lib/api/errors'
import { apiErrorMessage, isKnownErrorCode } from '@/lib/messages/api-errors'
import { type FeedbackKey, feedbackMessage } from '@/lib/messages/feedback'

/** Sentences for the field codes of the period and price rules. */
export const priceFieldMessages: Record<string, MessageDescriptor> = {
  OVERLAP: msg`This period overlaps another period of the same type.`,
  BEFORE_PREVIOUS_START: msg`The start date cannot be before the start of the previous period.`,
  FINISH_BEFORE_START: msg`The end date cannot be before the start date.`,
  INVALID_DATE: msg`The date is not valid.`,
  PERIOD_NOT_EDITABLE: msg`This period can no longer be changed.`,
  DAY_NOT_COVERED: msg`The time slots must cover the whole day, from 00:00 to 00:00.`,
  ONE_SLOT_ALL_DAY: msg`This type has one price for the whole day, from 00:00 to 00:00.`,
  MUST_BE_HIGHER_THAN_0: msg`Must be higher than 0`,
  DUPLICATE_START: msg`A period already starts on this day.`,
  BEFORE_CURRENT_START: msg`The start date cannot be before the start of the current prices.`,
}

export interface SaveFailureOptions {
  fallback: FeedbackKey
  /** Ink and material: data.message before the fallback (§8.2). */
  withMessage: boolean
}

export function saveFailureMessage(error: unknown, i18n: I18n, options: SaveFailureOptions): string {
  if (!isApiError(error)) return feedbackMessage(options.fallback, i18n)
  const first = error.errors[0]
  if (first) {
    const known = priceFieldMessages[first.code]
    if (known) return i18n._(known)
    if (first.message) return first.message
  }
  // No answer at all: the spec's fallback, not "cannot connect" (a timeout may still have saved).
  if (error.isNetwork) return feedbackMessage(options.fallback, i18n)
  if (error.code !== 'INTERNAL_ERROR' && isKnownErrorCode(error.code)) {
    // A 403 (commercial user, energy without the right) or a 409: the message in the user's language.
    if (options.withMessage || error.status === 403) return apiErrorMessage(error.code, i18n)
  }
  if (options.withMessage && error.message && error.message !== error.code) return error.message
  return feedbackMessage(options.fallback, i18n)
}
