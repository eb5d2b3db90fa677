import { describe, expect, it } from 'vitest'
import { dayText, plantTime, wallClock, wallTime } from './plant-time'
import type { ReaderProfile } from './reader'
import { readerFormat } from './reader-format'

const madrid: ReaderProfile = {
  language: 'es_ES',
  imperial: false,
  decimalSeparator: ',',
  thousandsSeparator: '.',
  currencySymbol: '€',
  timezone: 'Europe/Madrid',
}
const chicago: ReaderProfile = {
  language: 'en_EN',
  imperial: true,
  decimalSeparator: '.',
  thousandsSeparator: ',',
  currencySymbol: '$',
  timezone: 'America/Chicago',
}

describe('wallClock', () => {
  it("turns an instant into the plant's wall-clock time, summer and winter", () => {
    expect(wallClock('2026-07-01T10:00:00Z', 'Europe/Madrid')?.toISOString()).toBe('2026-07-01T12:00:00.000Z')
    expect(wallClock('2026-12-01T10:00:00Z', 'Europe/Madrid')?.toISOString()).toBe('2026-12-01T11:00:00.000Z')
    expect(wallClock(null, 'UTC')).toBeNull()
    expect(wallClock('garbage', 'UTC')).toBeNull()
  })

  it('gives the offset of a zone as wall time minus the instant', () => {
    const t = Date.parse('2026-01-15T12:00:00Z')
    expect(wallTime(t, 'America/Chicago') - t).toBe(-6 * 3_600_000)
    expect(wallTime(t, 'Asia/Kolkata') - t).toBe(5.5 * 3_600_000)
  })
})

describe('plantTime', () => {
  it('prints the same instant in each plant zone as dd/mm/yyyy hh:mm, 24 h', () => {
    const at = '2026-03-29T00:30:00Z'
    expect(plantTime('Europe/Madrid').instant(at)).toBe('29/03/2026 01:30')
    expect(plantTime('America/Chicago').instant(at)).toBe('28/03/2026 19:30')
    // Madrid moves to summer time at 01:00 UTC that day.
    expect(plantTime('Europe/Madrid').time('2026-03-29T01:30:00Z')).toBe('03:30')
    expect(plantTime('UTC').time(Date.parse('2026-03-29T23:05:00Z'))).toBe('23:05')
  })

  it("prints a time axis' ticks in the style of its span, in plant time", () => {
    const at = '2026-11-20T23:30:00Z'
    expect(plantTime('Europe/Madrid').tick(at, 'time')).toBe('00:30')
    expect(plantTime('Europe/Madrid').tick(at, 'dayTime')).toBe('21/11 00:30')
    expect(plantTime('Europe/Madrid').tick(at, 'day')).toBe('21/11')
  })

  it('prints a plant-local day without a zone', () => {
    expect(dayText('2026-11-20')).toBe('20/11/2026')
    expect(dayText(null)).toBe('-')
  })
})

describe('readerFormat', () => {
  it("writes numbers with the reader's separators and units, in their plant's time", () => {
    const es = readerFormat(madrid)
    const en = readerFormat(chicago)
    expect(es.num(1234567.891, 2)).toBe('1.234.567,89')
    expect(en.num(1234567.891, 2)).toBe('1,234,567.89')
    expect(es.length(1000)).toBe('1.000 m')
    expect(en.length(1000)).toBe('3,281 ft')
    expect(es.speed(250)).toBe('250 m/min')
    expect(en.speed(250)).toBe('820 ft/min')
    expect(es.money(12.5)).toBe('12,50 €')
    expect(en.percent(85.25)).toBe('85.3 %')
    expect(es.num(1.5, 1, true)).toBe('1,5')
    expect(es.num(2, 1, true)).toBe('2')
    expect(es.instant('2026-07-01T10:00:00Z')).toBe('01/07/2026 12:00')
    expect(en.instant('2026-07-01T10:00:00Z')).toBe('01/07/2026 05:00')
  })

  it("prints '-' for what is missing and never '-0'", () => {
    const f = readerFormat(madrid)
    expect(f.num(null)).toBe('-')
    expect(f.num(Number.NaN)).toBe('-')
    expect(f.length(null)).toBe('-')
    expect(f.instant(null)).toBe('-')
    expect(f.num(-0.0001, 1)).toBe('0,0')
    expect(f.duration(3_900)).toBe('1:05')
    expect(f.duration(-5)).toBe('0:00')
  })
})
