import type { I18n } from '@lingui/core'
import { isApiError } from '@/lib/api/errors'
import { apiErrorMessage, isKnownErrorCode } from '@/lib/messages/api-errors'
import { feedbackMessage } from '@/lib/messages/feedback'

/**
 * What a refused rename or reorder shows (spec 002 §7.3, §8.3): an error code the client knows,
 * in the user's language (not an administrator, a commercial user, a machine not assigned);
 * otherwise the spec's fallback. No answer at all is the fallback too: a timeout may have saved.
 */
export function writeFailureMessage(error: unknown, write: 'rename' | 'reorder', i18n: I18n): string {
  const fallback = feedbackMessage(write === 'rename' ? 'MACHINE_NOT_UPDATED' : 'TOAST_UPDATE_FAIL', i18n)
  if (!isApiError(error) || error.isNetwork) return fallback
  if (error.code !== 'INTERNAL_ERROR' && isKnownErrorCode(error.code))
    return apiErrorMessage(error.code, i18n)
  return fallback
}
