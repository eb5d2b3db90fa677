import { describe, expect, it } from 'vitest'
import { clampRangeHeader } from './range-header'

describe('a range past the end of a cached file', () => {
  it('is clamped to the last byte, as HTTP reads it', () => {
    // pdf.js's first request for a 5 KB step-by-step PDF.
    expect(clampRangeHeader('bytes=0-65535', 5418)).toBe('bytes=0-5417')
    expect(clampRangeHeader('bytes=100-5418', 5418)).toBe('bytes=100-5417')
  })

  it('leaves ranges inside the file, suffix and open ranges, and a start past the end alone', () => {
    expect(clampRangeHeader('bytes=0-99', 5418)).toBe('bytes=0-99')
    expect(clampRangeHeader('bytes=0-5417', 5418)).toBe('bytes=0-5417')
    expect(clampRangeHeader('bytes=-500', 5418)).toBe('bytes=-500')
    expect(clampRangeHeader('bytes=100-', 5418)).toBe('bytes=100-')
    expect(clampRangeHeader('bytes=6000-7000', 5418)).toBe('bytes=6000-7000')
  })
})
