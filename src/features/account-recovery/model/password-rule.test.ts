import { describe, expect, it } from 'vitest'
import { isAcceptablePassword } from './password-rule'

describe('isAcceptablePassword', () => {
  it('needs 8 characters and two equal entries', () => {
    expect(isAcceptablePassword('abcdefgh', 'abcdefgh')).toBe(true)
    expect(isAcceptablePassword('abcdefg', 'abcdefg')).toBe(false)
    expect(isAcceptablePassword('abcdefgh', 'abcdefgH')).toBe(false)
    expect(isAcceptablePassword('', '')).toBe(false)
  })
})
