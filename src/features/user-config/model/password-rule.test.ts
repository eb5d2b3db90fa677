import { describe, expect, it } from 'vitest'
import { passwordChangeProblem } from './password-rule'

describe('passwordChangeProblem', () => {
  it('accepts a new password of 8 characters or more repeated exactly', () => {
    expect(passwordChangeProblem('old-one', '12345678', '12345678')).toBeNull()
    expect(passwordChangeProblem('old-one', 'a longer secret', 'a longer secret')).toBeNull()
  })

  it('needs the three fields', () => {
    expect(passwordChangeProblem('', '12345678', '12345678')).toBe('required')
    expect(passwordChangeProblem('old', '', '')).toBe('required')
    expect(passwordChangeProblem('old', '12345678', '')).toBe('required')
  })

  it('refuses fewer than 8 characters, even when repeated', () => {
    expect(passwordChangeProblem('old', '1234567', '1234567')).toBe('too-short')
  })

  it('refuses a repetition that differs', () => {
    expect(passwordChangeProblem('old', '12345678', '12345679')).toBe('mismatch')
    expect(passwordChangeProblem('old', 'Password1', 'password1')).toBe('mismatch')
  })
})
