import { describe, expect, it } from 'vitest'
import { type OrderHistogram, orderHistogramSchema } from '@/contract/order-detail'
import { isOrderHistogram } from './histogram-answer'

/** A histogram answer with every series of ADR 044 (the generated cases are in lib/api/answer-guards.test.ts). */
const answer: OrderHistogram = {
  dataInit: 1_000,
  dataFi: 61_000,
  speeds: [[1_000, 120]],
  sampleCount: 1,
  maxSpeed: 300,
  median: 120,
  metersTotal: 120,
  states: { CM: [], AA: [], EG: [{ start: 1_000, end: 61_000 }] },
  rolls: [],
  inactivities: [],
  powerOffs: [],
  operators: [],
  tasks: [],
  setPoints: [{ start: 1_000, end: 61_000, speed: 250 }],
  productivity: [{ start: 1_000, end: 61_000, percent: 40 }],
  tagValues: [{ tag: 'Rew_Tension', unit: 'N', points: [[1_000, 180]] }],
}

const both = (value: unknown) => [isOrderHistogram(value), orderHistogramSchema.safeParse(value).success]

describe('isOrderHistogram: set points, productivity and tag values', () => {
  it('accepts tag values, or null for a user who is not a technician', () => {
    expect(both(answer)).toEqual([true, true])
    expect(both({ ...answer, tagValues: null })).toEqual([true, true])
    expect(both({ ...answer, tagValues: [{ tag: 'Viscosity', unit: null, points: [] }] })).toEqual([
      true,
      true,
    ])
  })

  it('refuses an answer without a series, or with one of the wrong shape, as the schema does', () => {
    const { setPoints: _s, ...noSetPoints } = answer
    const { productivity: _p, ...noProductivity } = answer
    const { tagValues: _t, ...noTags } = answer
    for (const broken of [
      noSetPoints,
      noProductivity,
      noTags,
      { ...answer, setPoints: [{ start: 1_000, end: 61_000 }] },
      { ...answer, productivity: [{ start: 1_000, end: 61_000, percent: '40' }] },
      { ...answer, tagValues: [{ tag: 'Rew_Tension', unit: 'lbf', points: [] }] },
      { ...answer, tagValues: [{ tag: 'Rew_Tension', unit: 'N', points: [[1_000]] }] },
    ]) {
      expect(both(broken), JSON.stringify(broken)).toEqual([false, false])
    }
  })
})
