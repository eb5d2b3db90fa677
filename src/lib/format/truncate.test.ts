import { describe, expect, it } from 'vitest'
import { truncate, truncateJobReference, truncateName } from './truncate'

describe('truncate', () => {
  it('keeps names up to 21 characters unchanged', () => {
    expect(truncateName('Flexo CI 1')).toBe('Flexo CI 1')
    expect(truncateName('x'.repeat(21))).toBe('x'.repeat(21))
  })

  it('cuts longer names to 21 characters plus an ellipsis', () => {
    expect(truncateName('Solventless Laminator SL-1400')).toBe('Solventless Laminator…')
    expect(truncateName('y'.repeat(22))).toBe(`${'y'.repeat(21)}…`)
  })

  it('cuts job references at 20 characters', () => {
    expect(truncateJobReference('J'.repeat(20))).toBe('J'.repeat(20))
    expect(truncateJobReference('JOB-2026-000123-REPRINT')).toBe('JOB-2026-000123-REPR…')
  })

  it('does not leave a space before the ellipsis nor split a character', () => {
    expect(truncate('abcd efgh', 5)).toBe('abcd…')
    expect(truncate('ab😀cd', 3)).toBe('ab😀…')
  })

  it('returns an empty text for a missing one', () => {
    expect(truncateName(null)).toBe('')
    expect(truncateName(undefined)).toBe('')
  })
})
