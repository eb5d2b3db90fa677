import { describe, expect, it } from 'vitest'
import { hoursMinutes, ink } from './format'

describe('hoursMinutes', () => {
  it('writes hours and two-digit minutes', () => {
    expect(hoursMinutes(3725)).toBe('1:02')
    expect(hoursMinutes(0)).toBe('0:00')
    expect(hoursMinutes(60)).toBe('0:01')
    expect(hoursMinutes(3599)).toBe('0:59')
    expect(hoursMinutes(3600)).toBe('1:00')
  })

  it('does not wrap hours at a day', () => {
    expect(hoursMinutes(90061)).toBe('25:01')
    expect(hoursMinutes(604_800)).toBe('168:00')
  })

  it('truncates to the minute', () => {
    expect(hoursMinutes(119)).toBe('0:01')
    expect(hoursMinutes(59.9)).toBe('0:00')
  })

  it('reads 0:00 for a negative or missing duration', () => {
    expect(hoursMinutes(-1)).toBe('0:00')
    expect(hoursMinutes(-3725)).toBe('0:00')
    expect(hoursMinutes(Number.NaN)).toBe('0:00')
  })
})

describe('ink', () => {
  it('shows 4 decimals', () => {
    expect(ink(1.23456)).toBe('1.2346')
    expect(ink(2)).toBe('2.0000')
    expect(ink(0.00004)).toBe('0.0000')
    expect(ink(12.5)).toBe('12.5000')
  })

  it('never shows a negative zero or NaN', () => {
    expect(ink(-0.00001)).toBe('0.0000')
    expect(ink(Number.NaN)).toBe('0.0000')
  })
})
