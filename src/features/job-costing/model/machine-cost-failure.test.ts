import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { machineCostFailure } from './machine-cost-failure'

// English source texts (no catalog loaded): the messages' own text is shown.
const i18n = setupI18n({ locale: 'en_EN', messages: { en_EN: {} } })

describe('machineCostFailure (spec 002 §8.2: data.message or TOAST_UPDATE_FAIL)', () => {
  it('names the field the server refused and says so in the user language', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'waste: Too big', [
      { field: 'waste', code: 'too_big', message: 'Too big' },
    ])
    expect(machineCostFailure(error, i18n)).toEqual({
      field: 'waste',
      message: 'Form errors, please review the fields.',
    })
  })

  it('translates a refusal the client knows (a commercial user)', () => {
    expect(machineCostFailure(new ApiError(403, 'COMMERCIAL_CANNOT_UPDATE', 'no'), i18n)).toEqual({
      field: null,
      message: 'Commercial users cannot change data.',
    })
  })

  it('shows the server message for a code it does not know', () => {
    const error = new ApiError(409, 'MACHINE_COST_LOCKED', 'The record changed meanwhile', [
      { field: 'body', code: 'x', message: 'y' },
    ])
    expect(machineCostFailure(error, i18n)).toEqual({ field: null, message: 'The record changed meanwhile' })
  })

  it('falls back to TOAST_UPDATE_FAIL without a message, without an answer, and for anything else', () => {
    expect(machineCostFailure(new ApiError(500, 'INTERNAL_ERROR', 'INTERNAL_ERROR'), i18n).message).toBe(
      'Update failed.',
    )
    expect(machineCostFailure(new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch'), i18n).message).toBe(
      'Update failed.',
    )
    expect(machineCostFailure(new Error('bug'), i18n)).toEqual({ field: null, message: 'Update failed.' })
  })
})
