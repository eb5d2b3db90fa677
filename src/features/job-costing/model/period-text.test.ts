import { describe, expect, it } from 'vitest'
import { periodText } from './period-text'

const words = (locale: string) => ({ week: (w: number, y: number) => `W${w} ${y}`, locale })

describe('periodText', () => {
  it('names a week by its ISO number and week-year', () => {
    expect(periodText('2026-03-02', 'week', words('en_EN'))).toBe('W10 2026')
    // 2027-01-01 is a Friday: still week 53 of 2026.
    expect(periodText('2027-01-01', 'week', words('en_EN'))).toBe('W53 2026')
  })

  it('names a month by its short name and year in the interface language', () => {
    expect(periodText('2026-03-01', 'month', words('en_EN'))).toBe('Mar 2026')
    expect(periodText('2026-03-01', 'month', words('es_ES')).toLowerCase()).toContain('mar')
    expect(periodText('2026-03-01', 'month', words('es_ES'))).toContain('2026')
  })

  it('shows a day that is not a real day as it came', () => {
    expect(periodText('2026-02-30', 'month', words('en_EN'))).toBe('2026-02-30')
  })
})
