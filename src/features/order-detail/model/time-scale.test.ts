import { describe, expect, it } from 'vitest'
import { dragSelection, nearestIndex, timeScale } from './time-scale'

describe('timeScale', () => {
  it('maps the period onto the pixels and back', () => {
    const x = timeScale(1000, 2000, 40, 540)
    expect(x(1000)).toBe(40)
    expect(x(2000)).toBe(540)
    expect(x(1500)).toBe(290)
    expect(x.invert(290)).toBe(1500)
  })
})

describe('nearestIndex', () => {
  const samples = [
    [0, 1],
    [60, 2],
    [120, 3],
  ] as const
  it('finds the sample nearest in time, at both ends too', () => {
    expect(nearestIndex(samples, -50)).toBe(0)
    expect(nearestIndex(samples, 29)).toBe(0)
    expect(nearestIndex(samples, 31)).toBe(1)
    expect(nearestIndex(samples, 119)).toBe(2)
    expect(nearestIndex(samples, 999)).toBe(2)
    expect(nearestIndex([], 5)).toBe(-1)
  })
})

describe('dragSelection', () => {
  it('orders the ends and ignores a click', () => {
    expect(dragSelection(500, 100, 10)).toEqual({ from: 100, to: 500 })
    expect(dragSelection(100, 105, 10)).toBeNull()
  })
})
