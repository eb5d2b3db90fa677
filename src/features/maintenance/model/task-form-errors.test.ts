import { describe, expect, it } from 'vitest'
import { formFieldOf, problemOfServerError } from './task-form-errors'

describe('server field errors', () => {
  it("puts a server's field error on its field, in the catalogue's words", () => {
    expect(formFieldOf('endDate')).toBe('endDate')
    expect(formFieldOf('sourceStop.machineId')).toBe('machines')
    expect(formFieldOf('body')).toBeNull()
    expect(problemOfServerError('endDate', 'custom')).toEqual({
      field: 'endDate',
      problem: 'WRONG_DATE_SELECTION',
    })
    expect(problemOfServerError('provider', 'too_small')).toEqual({
      field: 'provider',
      problem: 'SELECT_PROVIDER',
    })
    expect(problemOfServerError('file', 'too_big')).toEqual({ field: 'file', problem: 'PDF_TOO_LARGE' })
    expect(problemOfServerError('file', 'invalid_type')).toEqual({ field: 'file', problem: 'PDF_ONLY' })
    expect(problemOfServerError('durationMinutes', 'too_big')).toEqual({
      field: 'durationMinutes',
      problem: 'VALUE_OUT_OF_RANGE',
    })
    expect(problemOfServerError('assets', 'not_found')).toEqual({
      field: 'assets',
      problem: 'FILL_IN_FIELDS',
    })
    expect(problemOfServerError('body', 'invalid')).toBeNull()
  })
})
