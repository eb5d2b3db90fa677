import { describe, expect, it } from 'vitest'
import { durationCost, stopCostSoFar } from './stop-costs'

const since = '2026-11-20T08:00:00.000Z'
const at = (iso: string) => Date.parse(iso)

describe('stopCostSoFar', () => {
  it('runs the hourly cost over the time since the stop started', () => {
    const cost = { machineId: 1, perHour: 80, stop: { state: 4 as const, since } }
    expect(stopCostSoFar(cost, 4, at('2026-11-20T09:30:00Z'))).toBeCloseTo(120, 6)
    expect(stopCostSoFar(cost, 4, at('2026-11-20T08:00:00Z'))).toBe(0)
  })

  it('says nothing when the card shows another state, there is no stop, or no hourly cost', () => {
    const cost = { machineId: 1, perHour: 80, stop: { state: 1 as const, since } }
    expect(stopCostSoFar(cost, 4, at('2026-11-20T09:00:00Z'))).toBeNull()
    expect(stopCostSoFar({ ...cost, stop: null }, 1, at('2026-11-20T09:00:00Z'))).toBeNull()
    expect(stopCostSoFar({ ...cost, perHour: 0 }, 1, at('2026-11-20T09:00:00Z'))).toBeNull()
    expect(stopCostSoFar(undefined, 1, at('2026-11-20T09:00:00Z'))).toBeNull()
  })
})

describe('durationCost', () => {
  it('prices seconds at the hourly cost', () => {
    expect(durationCost(60, 1800)).toBe(30)
    expect(durationCost(null, 1800)).toBeNull()
    expect(durationCost(0, 1800)).toBeNull()
  })
})
