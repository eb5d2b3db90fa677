import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { downsample, median, type Sample } from './downsample'

const series = (speeds: number[]): Sample[] => speeds.map((v, i) => [i * 60_000, v])

describe('downsample', () => {
  it('keeps a short series as it is', () => {
    expect(downsample(series([1, 2, 3]), 10)).toEqual(series([1, 2, 3]))
  })

  it('keeps at most maxPoints, in time order, with the maximum and the stops', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 500 }), { minLength: 1, maxLength: 3000 }),
        fc.integer({ min: 2, max: 400 }),
        (speeds, maxPoints) => {
          const out = downsample(series(speeds), maxPoints)
          expect(out.length).toBeLessThanOrEqual(Math.max(maxPoints, 1))
          for (let i = 1; i < out.length; i++) expect(out[i][0]).toBeGreaterThan(out[i - 1][0])
          expect(Math.max(...out.map((s) => s[1]))).toBe(Math.max(...speeds))
          expect(Math.min(...out.map((s) => s[1]))).toBe(Math.min(...speeds))
        },
      ),
    )
  })

  it('shows a one-minute stop in three days of per-minute samples', () => {
    const speeds = Array.from({ length: 3 * 1440 }, (_, i) => (i === 2000 ? 0 : 300 + (i % 7)))
    const out = downsample(series(speeds), 2000)
    expect(out.length).toBeLessThanOrEqual(2000)
    expect(out.some(([t, v]) => v === 0 && t === 2000 * 60_000)).toBe(true)
  })
})

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBe(0)
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 2, 3])).toBe(2.5)
  })
})
