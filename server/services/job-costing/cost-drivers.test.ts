import { describe, expect, it } from 'vitest'
import { type CostFacts, costDrivers } from './cost-drivers'

const peer: CostFacts = {
  goodArea: 900,
  totalArea: 1000,
  productionSeconds: 3600,
  downtimeSeconds: 0,
  consumables: [
    { typeId: 2, consumption: 2, cost: 20 }, // ink: 10 €/kg, 0.002 kg/m²
    { typeId: 3, consumption: 100, cost: 200 }, // material: 2 €/kg, 0.1 kg/m²
  ],
}

const sum = (causes: { amount: number }[]) => causes.reduce((s, c) => s + c.amount, 0)

describe('costDrivers', () => {
  it('finds no difference against identical peers', () => {
    const d = costDrivers(peer, [peer, peer], 50)!
    expect(d.order).toBeCloseTo(d.peers, 12)
    for (const c of d.causes) expect(c.amount).toBeCloseTo(0, 12)
  })

  it('puts a dearer ink under prices, and only there', () => {
    const order = { ...peer, consumables: [{ typeId: 2, consumption: 2, cost: 30 }, peer.consumables[1]] }
    const d = costDrivers(order, [peer], 50)!
    // 10 € more ink over 900 good m².
    expect(d.order - d.peers).toBeCloseTo(10 / 900, 12)
    expect(d.causes.find((c) => c.cause === 'prices')!.amount).toBeCloseTo(10 / 900, 12)
    expect(sum(d.causes.filter((c) => c.cause !== 'prices'))).toBeCloseTo(0, 12)
  })

  it('splits a slow run with stops and more waste into speed, downtime and waste, adding up exactly', () => {
    const order: CostFacts = {
      goodArea: 800, // 200 m² of waste instead of 100
      totalArea: 1000,
      productionSeconds: 5400, // half as fast again
      downtimeSeconds: 1800,
      consumables: peer.consumables,
    }
    const d = costDrivers(order, [peer], 50)!
    const of = (cause: string) => d.causes.find((c) => c.cause === cause)!.amount
    expect(of('prices')).toBeCloseTo(0, 12)
    expect(of('waste')).toBeGreaterThan(0)
    expect(of('speed')).toBeGreaterThan(0)
    expect(of('downtime')).toBeGreaterThan(0)
    // Downtime, valued at the order's waste ratio: 0.5 h x 50 €/h over 800 good m².
    expect(of('downtime')).toBeCloseTo(25 / 800, 12)
    expect(sum(d.causes)).toBeCloseTo(d.order - d.peers, 12)
    // The order by hand: (20 + 200 + 50 x 2 h) / 800.
    expect(d.order).toBeCloseTo(320 / 800, 12)
  })

  it('weighs peers by their size, and gives nothing without good area', () => {
    const small = { ...peer, goodArea: 90, totalArea: 100, productionSeconds: 720, consumables: [] }
    const d = costDrivers(peer, [peer, small], 0)!
    expect(d.peers).toBeCloseTo(220 / 990, 12)
    expect(costDrivers({ ...peer, goodArea: 0 }, [peer], 50)).toBeNull()
    expect(costDrivers(peer, [], 50)).toBeNull()
  })
})
