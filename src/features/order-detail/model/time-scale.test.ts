import { describe, expect, it } from 'vitest'
import { dragSelection, keyedSelection, nearestIndex, timeScale } from './time-scale'

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

describe('keyedSelection', () => {
  const range = { from: 0, to: 2000 }
  it('selects the first tenth on the first arrow', () => {
    expect(keyedSelection(null, 'ArrowRight', false, range)).toEqual({ from: 0, to: 200 })
  })
  it('moves the period by a twentieth, inside the order', () => {
    expect(keyedSelection({ from: 0, to: 200 }, 'ArrowRight', false, range)).toEqual({ from: 100, to: 300 })
    expect(keyedSelection({ from: 50, to: 250 }, 'ArrowLeft', false, range)).toEqual({ from: 0, to: 200 })
    expect(keyedSelection({ from: 1900, to: 2000 }, 'ArrowRight', false, range)).toEqual({
      from: 1900,
      to: 2000,
    })
  })
  it('widens and narrows with Shift, and jumps with Home and End', () => {
    expect(keyedSelection({ from: 0, to: 200 }, 'ArrowRight', true, range)).toEqual({ from: 0, to: 300 })
    expect(keyedSelection({ from: 0, to: 300 }, 'ArrowLeft', true, range)).toEqual({ from: 0, to: 200 })
    expect(keyedSelection({ from: 500, to: 700 }, 'End', false, range)).toEqual({ from: 1800, to: 2000 })
    expect(keyedSelection({ from: 500, to: 700 }, 'Home', false, range)).toEqual({ from: 0, to: 200 })
    expect(keyedSelection({ from: 500, to: 700 }, 'a', false, range)).toBeNull()
  })
})
