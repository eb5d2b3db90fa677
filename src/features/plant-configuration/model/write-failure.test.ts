import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { writeFailureMessage } from './write-failure'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

describe('writeFailureMessage', () => {
  it('shows a known code in the user language', () => {
    const error = new ApiError(403, 'MACHINE_NOT_ASSIGNED', 'Machine not assigned')
    expect(writeFailureMessage(error, 'rename', i18n)).toMatch(/not assigned to you/)
    const commercial = new ApiError(403, 'COMMERCIAL_CANNOT_UPDATE', 'x')
    expect(writeFailureMessage(commercial, 'reorder', i18n)).toMatch(/Commercial users/)
  })

  it('falls back to the spec message for a rename, and to the update failure for a reorder', () => {
    const unknown = new ApiError(500, 'INTERNAL_ERROR', 'boom')
    expect(writeFailureMessage(unknown, 'rename', i18n)).toBe(
      'There was an error while modifying the name of your machine.',
    )
    expect(writeFailureMessage(unknown, 'reorder', i18n)).toBe('Update failed.')
    expect(writeFailureMessage(new Error('network'), 'rename', i18n)).toMatch(/modifying the name/)
  })
})
