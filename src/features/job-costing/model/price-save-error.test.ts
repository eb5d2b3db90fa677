import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { saveFailureMessage } from './price-save-error'

// English source texts (no catalog loaded): the messages' own text is shown.
const i18n = setupI18n({ locale: 'en_EN', messages: { en_EN: {} } })
const ink = { fallback: 'TOAST_FETCH_FAIL', withMessage: true } as const
const inkEdit = { fallback: 'TOAST_UPDATE_FAIL', withMessage: true } as const
const period = { fallback: 'TOAST_FETCH_FAIL', withMessage: false } as const

describe('the message of a failed save (spec 002 §8.2)', () => {
  it('shows data.errors[0]: a sentence for a known code, else its own message', () => {
    const overlap = new ApiError(400, 'VALIDATION_ERROR', 'bad', [
      { field: 'startDate', code: 'OVERLAP', message: 'overlaps period 3' },
    ])
    expect(saveFailureMessage(overlap, i18n, period)).toBe(
      'This period overlaps another period of the same type.',
    )
    const other = new ApiError(400, 'VALIDATION_ERROR', 'bad', [
      { field: 'materials.99', code: 'invalid', message: 'Unknown ink group 99' },
    ])
    expect(saveFailureMessage(other, i18n, ink)).toBe('Unknown ink group 99')
  })

  it('then data.message for ink and material: a known code in the user language, else as sent', () => {
    expect(saveFailureMessage(new ApiError(403, 'COMMERCIAL_CANNOT_UPDATE', 'x'), i18n, ink)).toBe(
      'Commercial users cannot change data.',
    )
    expect(saveFailureMessage(new ApiError(409, 'PERIOD_LOCKED', 'The period is locked'), i18n, ink)).toBe(
      'The period is locked',
    )
  })

  it('else the fallback: TOAST_FETCH_FAIL, TOAST_UPDATE_FAIL on an ink or material edit', () => {
    const bare = new ApiError(500, 'INTERNAL_ERROR', 'INTERNAL_ERROR')
    expect(saveFailureMessage(bare, i18n, ink)).toBe('Communication error.')
    expect(saveFailureMessage(bare, i18n, inkEdit)).toBe('Update failed.')
    expect(saveFailureMessage(new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch'), i18n, ink)).toBe(
      'Communication error.',
    )
    expect(saveFailureMessage(new Error('boom'), i18n, inkEdit)).toBe('Update failed.')
  })

  it('periods skip data.message, but a refusal (403) still says why', () => {
    expect(saveFailureMessage(new ApiError(409, 'PERIOD_LOCKED', 'The period is locked'), i18n, period)).toBe(
      'Communication error.',
    )
    expect(saveFailureMessage(new ApiError(403, 'FORBIDDEN', 'no'), i18n, period)).toBe(
      'Operation not allowed.',
    )
  })
})
