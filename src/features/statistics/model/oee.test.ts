import { describe, expect, it } from 'vitest'
import { oee, oeeFromMeters } from './oee'

// The published example: 8 h planned, 3 h run, 30 s ideal cycle, 240 units of which 4 bad.
const vector = {
  plannedSeconds: 8 * 3600,
  runSeconds: 3 * 3600,
  idealCycleSeconds: 30,
  totalUnits: 240,
  goodUnits: 236,
}

describe('oee', () => {
  it('matches the published vector', () => {
    const r = oee(vector)
    expect(r.availability).toBe(0.375)
    expect(r.performance).toBeCloseTo(0.6667, 4)
    expect(r.quality).toBeCloseTo(0.9833, 4)
    expect(r.oee).toBeCloseTo(0.2458, 4)
  })

  it('equals the good units at the ideal rate over the planned time', () => {
    // 236 × 30 s / 28 800 s.
    expect(oee(vector).oee).toBeCloseTo((236 * 30) / 28_800, 12)
  })

  it('is 1 for a machine running all the planned time at its rate with no waste', () => {
    expect(
      oee({ plannedSeconds: 3600, runSeconds: 3600, idealCycleSeconds: 10, totalUnits: 360, goodUnits: 360 }),
    ).toEqual({
      availability: 1,
      performance: 1,
      quality: 1,
      oee: 1,
    })
  })

  it('reports a performance above 1 as it is', () => {
    const r = oee({
      plannedSeconds: 3600,
      runSeconds: 3600,
      idealCycleSeconds: 10,
      totalUnits: 450,
      goodUnits: 450,
    })
    expect(r.performance).toBe(1.25)
    expect(r.oee).toBe(1.25)
  })

  it('gives null for a zero denominator, and OEE null with it', () => {
    expect(oee({ ...vector, plannedSeconds: 0 })).toMatchObject({ availability: null, oee: null })
    expect(oee({ ...vector, plannedSeconds: 0 }).performance).toBeCloseTo(0.6667, 4)
    expect(oee({ ...vector, runSeconds: 0 })).toEqual({
      availability: 0,
      performance: null,
      quality: 236 / 240,
      oee: null,
    })
    expect(oee({ ...vector, totalUnits: 0, goodUnits: 0 })).toEqual({
      availability: 0.375,
      performance: 0,
      quality: null,
      oee: null,
    })
  })

  it('gives no performance without a positive ideal cycle', () => {
    expect(oee({ ...vector, idealCycleSeconds: 0 })).toMatchObject({ performance: null, oee: null })
    expect(oee({ ...vector, idealCycleSeconds: -30 })).toMatchObject({ performance: null, oee: null })
    expect(oee({ ...vector, idealCycleSeconds: Number.POSITIVE_INFINITY })).toMatchObject({
      performance: null,
    })
  })
})

describe('oeeFromMeters', () => {
  it('uses 60 / maxSpeed seconds per meter: 2 m/min is the 30 s vector', () => {
    expect(
      oeeFromMeters({
        plannedSeconds: 8 * 3600,
        runSeconds: 3 * 3600,
        maxSpeedMPerMin: 2,
        totalMeters: 240,
        goodMeters: 236,
      }),
    ).toEqual(oee(vector))
  })

  it('computes a press shift', () => {
    // 8 h planned, 6 h run at 150 m/min average on a 200 m/min press, 54 000 m of which 2 700 waste.
    const r = oeeFromMeters({
      plannedSeconds: 28_800,
      runSeconds: 21_600,
      maxSpeedMPerMin: 200,
      totalMeters: 54_000,
      goodMeters: 51_300,
    })
    expect(r.availability).toBe(0.75)
    expect(r.performance).toBeCloseTo(0.75, 12)
    expect(r.quality).toBe(0.95)
    expect(r.oee).toBeCloseTo(0.534375, 12)
  })

  it('gives no performance without a rated speed', () => {
    expect(
      oeeFromMeters({
        plannedSeconds: 100,
        runSeconds: 50,
        maxSpeedMPerMin: 0,
        totalMeters: 10,
        goodMeters: 9,
      }),
    ).toEqual({ availability: 0.5, performance: null, quality: 0.9, oee: null })
  })
})
