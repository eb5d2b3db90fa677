import { describe, expect, it } from 'vitest'
import { zoneDay, zoneWallParts } from './wall-clock'

describe("zoneDay: the plant's day", () => {
  it('turns at the plant midnight on the day summer time starts and ends', () => {
    // Madrid, 29 March 2026: 02:00 CET jumps to 03:00 CEST; midnight is 23:00 UTC the day before.
    expect(zoneDay(Date.parse('2026-03-28T22:59:59Z'), 'Europe/Madrid')).toBe('2026-03-28')
    expect(zoneDay(Date.parse('2026-03-28T23:00:00Z'), 'Europe/Madrid')).toBe('2026-03-29')
    // The changed day has 23 hours: its last second is 21:59:59 UTC, not 22:59:59.
    expect(zoneDay(Date.parse('2026-03-29T21:59:59Z'), 'Europe/Madrid')).toBe('2026-03-29')
    expect(zoneDay(Date.parse('2026-03-29T22:00:00Z'), 'Europe/Madrid')).toBe('2026-03-30')
    // 25 October 2026: back to CET, a 25-hour day from 22:00 UTC to 23:00 UTC the next day.
    expect(zoneDay(Date.parse('2026-10-25T22:59:59Z'), 'Europe/Madrid')).toBe('2026-10-25')
    expect(zoneDay(Date.parse('2026-10-25T23:00:00Z'), 'Europe/Madrid')).toBe('2026-10-26')
  })

  it('counts the day of a zone far from UTC, on either side', () => {
    const instant = new Date('2026-12-31T10:30:00Z')
    // UTC+14: already New Year's Day; UTC-11: still the morning before.
    expect(zoneDay(instant, 'Pacific/Kiritimati')).toBe('2027-01-01')
    expect(zoneDay(instant, 'Pacific/Pago_Pago')).toBe('2026-12-30')
    expect(zoneDay(instant, 'UTC')).toBe('2026-12-31')
  })

  it('takes epoch milliseconds and Dates alike, and the device zone when none is named', () => {
    const instant = Date.parse('2026-07-01T12:00:00Z')
    expect(zoneDay(new Date(instant), 'Asia/Tokyo')).toBe(zoneDay(instant, 'Asia/Tokyo'))
    const device = zoneWallParts(instant, undefined)
    const expected = `${device.year}-${String(device.month).padStart(2, '0')}-${String(device.day).padStart(2, '0')}`
    expect(zoneDay(instant, undefined)).toBe(expected)
  })

  it('builds one formatter per zone, not one per call', () => {
    const Original = Intl.DateTimeFormat
    let built = 0
    class Counting extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args)
        built++
      }
    }
    Intl.DateTimeFormat = Counting as typeof Original
    try {
      for (let hour = 0; hour < 48; hour++) zoneDay(Date.UTC(2026, 5, 1, hour), 'Asia/Kathmandu')
    } finally {
      Intl.DateTimeFormat = Original
    }
    expect(built).toBe(1)
  })
})
