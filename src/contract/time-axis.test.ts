import { describe, expect, it } from 'vitest'
import { axisTickStyle } from './time-axis'

const HOUR = 3_600_000

describe('axisTickStyle', () => {
  it('reads the clock within a day', () => {
    expect(axisTickStyle(2 * HOUR)).toBe('time')
    expect(axisTickStyle(24 * HOUR)).toBe('time')
  })
  it('adds the day when the span passes midnight more than once', () => {
    expect(axisTickStyle(25 * HOUR)).toBe('dayTime')
    expect(axisTickStyle(5 * 24 * HOUR)).toBe('dayTime')
  })
  it('names only the day when ticks are a day or more apart', () => {
    expect(axisTickStyle(284 * HOUR)).toBe('day')
    expect(axisTickStyle(6 * 24 * HOUR)).toBe('day')
    expect(axisTickStyle(3 * 24 * HOUR, 3)).toBe('day')
  })
})
