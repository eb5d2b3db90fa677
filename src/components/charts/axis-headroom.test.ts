import { describe, expect, it } from 'vitest'
import { AXIS_HEADROOM, AXIS_HEADROOM_RIGHT, headroomAxis, headroomMax, niceStep } from './axis-headroom'

describe('the spec 001 §9 factors', () => {
  it('are 1.1 and 1.15', () => {
    expect(AXIS_HEADROOM).toBe(1.1)
    expect(AXIS_HEADROOM_RIGHT).toBe(1.15)
  })
})

describe('headroomMax', () => {
  it('ends the axis at the highest value times the factor', () => {
    expect(headroomMax([10, 95, 40])).toBe(104.5)
    expect(headroomMax([200, 100], AXIS_HEADROOM_RIGHT)).toBe(230)
    expect(headroomMax([0.3])).toBe(0.33)
  })
  it('ignores missing and non-finite values', () => {
    expect(headroomMax([null, undefined, Number.NaN, Number.POSITIVE_INFINITY, 10])).toBe(11)
  })
  it('gives 0 to 1 when nothing is above 0', () => {
    expect(headroomMax([])).toBe(1)
    expect(headroomMax([0, -5])).toBe(1)
    expect(headroomMax([0], AXIS_HEADROOM, 100)).toBe(1)
  })
  it('stays under a cap, but never under the highest value', () => {
    expect(headroomMax([95], AXIS_HEADROOM, 100)).toBe(100)
    expect(headroomMax([50], AXIS_HEADROOM, 100)).toBe(55)
    expect(headroomMax([120], AXIS_HEADROOM, 100)).toBe(120)
  })
})

describe('niceStep', () => {
  it('rounds up to 1, 2, 2.5, 5 or 10 times a power of ten', () => {
    expect(niceStep(26.1)).toBe(50)
    expect(niceStep(20)).toBe(20)
    expect(niceStep(2.2)).toBe(2.5)
    expect(niceStep(0.083)).toBe(0.1)
    expect(niceStep(0.0123)).toBe(0.02)
    expect(niceStep(7000)).toBe(10000)
  })
  it('is 1 for nothing', () => {
    expect(niceStep(0)).toBe(1)
    expect(niceStep(Number.NaN)).toBe(1)
  })
})

describe('headroomAxis', () => {
  it('gives the domain with headroom and round ticks within it', () => {
    expect(headroomAxis([95])).toEqual({ domain: [0, 104.5], ticks: [0, 50, 100] })
    expect(headroomAxis([1000])).toEqual({ domain: [0, 1100], ticks: [0, 500, 1000] })
    expect(headroomAxis([40], AXIS_HEADROOM_RIGHT)).toEqual({ domain: [0, 46], ticks: [0, 20, 40] })
  })
  it('keeps at most tickCount ticks, 0 included', () => {
    for (const max of [0.7, 3, 9, 13, 77, 101, 999, 12345]) {
      const axis = headroomAxis([max])
      expect(axis.ticks[0]).toBe(0)
      expect(axis.ticks.length).toBeLessThanOrEqual(5)
      expect(axis.ticks.length).toBeGreaterThanOrEqual(2)
      expect(axis.ticks.at(-1)).toBeLessThanOrEqual(axis.domain[1])
      expect(axis.domain[1]).toBeCloseTo(max * 1.1, 9)
    }
  })
  it('has whole-number ticks for counts', () => {
    expect(headroomAxis([2], AXIS_HEADROOM, { integer: true })).toEqual({
      domain: [0, 2.2],
      ticks: [0, 1, 2],
    })
    expect(headroomAxis([0], AXIS_HEADROOM, { integer: true })).toEqual({ domain: [0, 1], ticks: [0, 1] })
  })
  it('caps a percentage axis at 100', () => {
    expect(headroomAxis([98.5], AXIS_HEADROOM, { cap: 100 })).toEqual({
      domain: [0, 100],
      ticks: [0, 25, 50, 75, 100],
    })
  })
})
