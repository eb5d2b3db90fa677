import { describe, expect, it } from 'vitest'
import { formatWait } from './wait-time'

describe('formatWait', () => {
  it('says seconds under a minute, minutes under an hour, then hours, rounding up', () => {
    expect(formatWait(1, 'en_EN')).toBe('1 second')
    expect(formatWait(45, 'en_EN')).toBe('45 seconds')
    expect(formatWait(61, 'en_EN')).toBe('2 minutes')
    expect(formatWait(900, 'en_EN')).toBe('15 minutes')
    expect(formatWait(3601, 'en_EN')).toBe('2 hours')
  })

  it('never says less than one second', () => {
    expect(formatWait(0, 'en_EN')).toBe('1 second')
  })

  it("uses the locale's words and plural forms", () => {
    expect(formatWait(120, 'es_ES')).toBe('2 minutos')
    expect(formatWait(5, 'ru_RU')).toBe('5 секунд')
    // French puts a narrow no-break space between the number and the unit.
    expect(formatWait(1, 'fr_FR')).toMatch(/^1\sseconde$/)
  })
})
