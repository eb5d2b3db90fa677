import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatHistoricQueryDate, formatRequestDate, formatTime } from './date'

describe('dates in a time zone', () => {
  const instant = '2026-03-29T00:30:00Z' // the night Europe/Madrid moves to summer time

  it('formats dd/MM/yyyy HH:mm in the given zone', () => {
    expect(formatDateTime(instant, 'Europe/Madrid')).toBe('29/03/2026 01:30')
    expect(formatDateTime('2026-03-29T01:30:00Z', 'Europe/Madrid')).toBe('29/03/2026 03:30')
    expect(formatDateTime(instant, 'America/New_York')).toBe('28/03/2026 20:30')
    expect(formatDateTime(instant, 'UTC')).toBe('29/03/2026 00:30')
  })

  it('formats the date alone and the time alone', () => {
    expect(formatDate('2026-12-31T23:30:00Z', 'Europe/Madrid')).toBe('01/01/2027')
    expect(formatDate('2026-12-31T23:30:00Z', 'UTC')).toBe('31/12/2026')
    expect(formatTime('2026-07-01T06:05:00Z', 'Europe/Madrid')).toBe('08:05')
  })

  it('accepts Date objects and epoch milliseconds', () => {
    const ms = Date.UTC(2026, 10, 21, 9, 7)
    expect(formatDateTime(ms, 'Europe/Madrid')).toBe('21/11/2026 10:07')
    expect(formatDateTime(new Date(ms), 'Asia/Kolkata')).toBe('21/11/2026 14:37')
  })

  it('shows a dash for missing, unfinished or invalid dates', () => {
    expect(formatDateTime(null, 'UTC')).toBe('-')
    expect(formatDateTime(undefined, 'UTC')).toBe('-')
    expect(formatDateTime('', 'UTC')).toBe('-')
    expect(formatDateTime('-', 'UTC')).toBe('-')
    expect(formatDateTime('not a date', 'UTC')).toBe('-')
  })

  it('formats request dates', () => {
    expect(formatRequestDate('2026-12-31T23:30:00Z', 'Europe/Madrid')).toBe('2027-01-01')
    expect(formatHistoricQueryDate('2026-02-03T10:00:00Z', 'Europe/Madrid')).toBe('03.02.2026')
    expect(formatRequestDate(null)).toBeNull()
    expect(formatHistoricQueryDate('', 'UTC')).toBeNull()
  })
})
