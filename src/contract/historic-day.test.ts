import { describe, expect, it } from 'vitest'
import { parseHistoricDay } from './historic-day'

describe('parseHistoricDay', () => {
  it('reads dd.MM.yyyy as a yyyy-MM-dd day', () => {
    expect(parseHistoricDay('29.03.2026')).toBe('2026-03-29')
    expect(parseHistoricDay(' 01.01.2026 ')).toBe('2026-01-01')
    expect(parseHistoricDay('29.02.2028')).toBe('2028-02-29')
  })

  it('rejects impossible days and every other format', () => {
    for (const bad of [
      '32.13.2026',
      '29.02.2026',
      '31.04.2026',
      '00.01.2026',
      '01.01.1899',
      '1.1.2026',
      '2026-03-29',
      '2026-03-28T23:00:00.000Z',
      'today',
      '',
    ]) {
      expect(parseHistoricDay(bad), bad).toBeNull()
    }
  })
})
