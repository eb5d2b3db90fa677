import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { errorInAnswer, failureText } from './failure'

// English source texts (no catalog loaded): the messages' own text is shown.
const i18n = setupI18n({ locale: 'en_EN', messages: { en_EN: {} } })

describe('failureText (spec 002 §8.1)', () => {
  it('shows a known code in the user language, not the server English message', () => {
    const duplicate = new ApiError(409, 'CUSTOMER_ALREADY_EXISTS', 'A shared customer named X exists')
    expect(failureText(duplicate, 'customerCreate', i18n)).toBe('The customer already exists.')
    const withJobs = new ApiError(409, 'SHARED_CUSTOMER_HAS_JOBS', 'has jobs')
    expect(failureText(withJobs, 'customerDelete', i18n)).toBe(
      "Error: Failed to delete the shared Customer. Make sure this customer doesn't have any shared jobs associated.",
    )
    expect(failureText(new ApiError(403, 'COMMERCIAL_CANNOT_UPDATE', 'no'), 'jobDelete', i18n)).toBe(
      'Commercial users cannot change data.',
    )
    expect(failureText(new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch'), 'jobsFetch', i18n)).toBe(
      'Cannot connect to the server.',
    )
  })

  it('falls back to the call text otherwise', () => {
    expect(failureText(new ApiError(500, 'INTERNAL_ERROR', 'boom'), 'configurationSave', i18n)).toBe(
      'Error: Fail Shared Job Configurations update',
    )
    expect(failureText(new ApiError(418, 'HTTP_418', 'teapot'), 'jobCreate', i18n)).toBe(
      'Error: Failed Shared Job Creation! Check if job reference already exists.',
    )
    expect(failureText(new Error('parse'), 'customersFetch', i18n)).toBe(
      'Error: Failed Shared Customers fetch',
    )
    expect(failureText(undefined, 'configurationFetch', i18n)).toBe(
      'Error: Failed Shared JobConfigurations fetch',
    )
    expect(failureText(null, 'jobDelete', i18n)).toBe('Error: Failed to delete the shared job')
  })
})

describe('errorInAnswer (spec 002 §7.1)', () => {
  it('treats an answer with an error field as a failure', () => {
    const error = errorInAnswer({ error: 'JOB_ALREADY_EXISTS', message: 'exists' })
    expect(error?.code).toBe('JOB_ALREADY_EXISTS')
    expect(errorInAnswer({ data: { message: 'deleted' } })).toBeNull()
    expect(errorInAnswer(null)).toBeNull()
    expect(errorInAnswer([])).toBeNull()
  })
})
