import type { I18n } from '@lingui/core'
import { type MachineCostField, machineCostFields } from '@/contract/job-costing'
import { isApiError } from '@/lib/api/errors'
import { apiErrorMessage, isKnownErrorCode } from '@/lib/messages/api-errors'
import { feedbackMessage } from '@/lib/messages/feedback'

/**
 * What a refused machine-cost save shows (spec 002 §8.2: "data.message or TOAST_UPDATE_FAIL"):
 * the field the server named, to mark it in the form; the message: an API error code the client
 * knows in the user's language (a commercial user's 403, a machine not assigned), else the
 * server's message, else the spec's fallback. No answer at all is the fallback: a timeout may
 * still have saved, "cannot connect" would say otherwise.
 */
export interface MachineCostFailure {
  field: MachineCostField | null
  message: string
}

const fields = new Set<string>(machineCostFields.map((f) => f.key))

export function machineCostFailure(error: unknown, i18n: I18n): MachineCostFailure {
  const fallback = { field: null, message: feedbackMessage('TOAST_UPDATE_FAIL', i18n) }
  if (!isApiError(error) || error.isNetwork) return fallback
  const named = error.errors.find((e) => fields.has(e.field ?? ''))?.field ?? null
  const field = named as MachineCostField | null
  if (error.code !== 'INTERNAL_ERROR' && isKnownErrorCode(error.code)) {
    return { field, message: apiErrorMessage(error.code, i18n) }
  }
  if (error.message && error.message !== error.code) return { field, message: error.message }
  return { ...fallback, field }
}
