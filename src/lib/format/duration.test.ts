import { describe, expect, it } from 'vitest'
import { formatDuration, formatMinutes } from './duration'

describe('formatDuration', () => {
  it('shows seconds as hours:minutes', () => {
    expect(formatDuration(3725)).toBe('1:02')
    expect(formatDuration(0)).toBe('0:00')
    expect(formatDuration(59)).toBe('0:00')
    expect(formatDuration(60)).toBe('0:01')
    expect(formatDuration(3599)).toBe('0:59')
    expect(formatDuration(3600)).toBe('1:00')
    expect(formatDuration(360_000)).toBe('100:00')
    expect(formatDuration(90.9)).toBe('0:01')
  })

  it('shows N/A for negative durations and -1', () => {
    expect(formatDuration(-1)).toBe('N/A')
    expect(formatDuration(-3600)).toBe('N/A')
  })

  it('shows a dash when missing', () => {
    expect(formatDuration(null)).toBe('-')
    expect(formatDuration(undefined)).toBe('-')
    expect(formatDuration(Number.NaN)).toBe('-')
  })
})

describe('formatMinutes', () => {
  it('says minutes of work with the SI symbols, or those of the reader', () => {
    expect(formatMinutes(40)).toBe('40 min')
    expect(formatMinutes(65)).toBe('1 h 5 min')
    expect(formatMinutes(null)).toBe('-')
    expect(formatMinutes(65, { hour: 'ч', minute: 'мин' })).toBe('1 ч 5 мин')
  })
})
