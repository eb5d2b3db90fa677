import { describe, expect, it } from 'vitest'
import { capPercent, inactivityShares, share } from './percent'

describe('capPercent', () => {
  it('keeps a percentage within [0, 100]', () => {
    expect(capPercent(42.5)).toBe(42.5)
    expect(capPercent(0)).toBe(0)
    expect(capPercent(100)).toBe(100)
    expect(capPercent(130)).toBe(100)
    expect(capPercent(-3)).toBe(0)
  })

  it('draws 0 for NaN or an infinity', () => {
    expect(capPercent(Number.NaN)).toBe(0)
    expect(capPercent(Number.POSITIVE_INFINITY)).toBe(0)
    expect(capPercent(Number.NEGATIVE_INFINITY)).toBe(0)
  })
})

describe('share', () => {
  it('is the part over the whole in percent', () => {
    expect(share(1, 4)).toBe(25)
    expect(share(3, 2)).toBe(150)
    expect(share(1, 3)).toBeCloseTo(33.3333, 4)
  })

  it('is exact for whole numbers', () => {
    // 7 / 100 * 100 is 7.000000000000001.
    expect(share(7, 100)).toBe(7)
    expect(share(29, 100)).toBe(29)
  })

  it('is 0 when the whole is 0', () => {
    expect(share(0, 0)).toBe(0)
    expect(share(5, 0)).toBe(0)
  })
})

describe('inactivityShares', () => {
  it('rounds process down and machine up on non-integer shares', () => {
    // Duration 1 of 3 process (33.3 %), 2 of 3 machine (66.7 %); count 2 of 7 (28.6 %), 5 of 7 (71.4 %).
    expect(
      inactivityShares({ process: { duration: 100, count: 2 }, machine: { duration: 200, count: 5 } }),
    ).toEqual({
      process: { durationPercent: 33, countPercent: 28 },
      machine: { durationPercent: 67, countPercent: 72 },
    })
  })

  it('rounds the other way round when machine has the smaller share', () => {
    // Process 2 of 3 (66.7 % down to 66), machine 1 of 3 (33.3 % up to 34).
    expect(
      inactivityShares({ process: { duration: 2, count: 2 }, machine: { duration: 1, count: 1 } }),
    ).toEqual({
      process: { durationPercent: 66, countPercent: 66 },
      machine: { durationPercent: 34, countPercent: 34 },
    })
  })

  it('keeps exact shares exact (no rounding up of a float error)', () => {
    expect(
      inactivityShares({ process: { duration: 93, count: 1 }, machine: { duration: 7, count: 3 } }),
    ).toEqual({
      process: { durationPercent: 93, countPercent: 25 },
      machine: { durationPercent: 7, countPercent: 75 },
    })
  })

  it('adds up to 100 for any split', () => {
    for (let p = 0; p <= 37; p++) {
      const r = inactivityShares({
        process: { duration: p, count: p },
        machine: { duration: 37 - p, count: 37 - p },
      })
      expect(r.process.durationPercent + r.machine.durationPercent, `${p}`).toBe(100)
      expect(r.process.countPercent + r.machine.countPercent, `${p}`).toBe(100)
    }
  })

  it('gives 100 to the only category with inactivities', () => {
    expect(
      inactivityShares({ process: { duration: 0, count: 0 }, machine: { duration: 50, count: 2 } }),
    ).toEqual({
      process: { durationPercent: 0, countPercent: 0 },
      machine: { durationPercent: 100, countPercent: 100 },
    })
  })

  it('is all 0 without inactivities', () => {
    expect(
      inactivityShares({ process: { duration: 0, count: 0 }, machine: { duration: 0, count: 0 } }),
    ).toEqual({
      process: { durationPercent: 0, countPercent: 0 },
      machine: { durationPercent: 0, countPercent: 0 },
    })
  })
})
