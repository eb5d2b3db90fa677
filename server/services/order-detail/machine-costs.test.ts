import { describe, expect, it } from 'vitest'
import { type MachineCostRecord, machineCostLines } from './machine-costs'

const zero: MachineCostRecord = {
  amortizationPrice: 0,
  operator1Price: 0,
  operator1Percent: 0,
  operator2Price: 0,
  operator2Percent: 0,
  operator3Price: 0,
  operator3Percent: 0,
  clichePrice: 0,
  clicheTimeMinutes: 0,
  adhesivePrice: 0,
  waste: 0,
  scraperPrice: 0,
  scraperMeters: 0,
  stampPrice: 0,
  stampMeters: 0,
  ragPrice: 0,
  ragMeters: 0,
  splicingTapePrice: 0,
  aniloxCleanerPrice: 0,
  treatyPencilPrice: 0,
}
const usage = { seconds: 2 * 3600, totalMeters: 10_000, rolls: 4, inkedDecks: 6 }
const costOf = (record: Partial<MachineCostRecord>, key: string) =>
  machineCostLines({ ...zero, ...record }, usage).find((l) => l.key === key)?.cost

describe('machine costs of an order', () => {
  it('charges hourly prices over the hours, operators at their percent', () => {
    expect(costOf({ amortizationPrice: 30 }, 'amortization')).toBe(60)
    expect(
      costOf(
        {
          operator1Price: 25,
          operator1Percent: 100,
          operator2Price: 20,
          operator2Percent: 50,
          operator3Price: 9,
          operator3Percent: 150,
        },
        'operators',
      ),
    ).toBe(50 + 20 + 18)
    expect(costOf({ clichePrice: 40, clicheTimeMinutes: 30 }, 'cliche')).toBe(20)
  })

  it('spreads scraper, stamp and rag over their life in meters, and nothing without one', () => {
    expect(costOf({ scraperPrice: 50, scraperMeters: 100_000 }, 'scraper')).toBe(5)
    expect(costOf({ stampPrice: 120, stampMeters: 0 }, 'stamp')).toBe(0)
    expect(costOf({ ragPrice: 1.5, ragMeters: 5000 }, 'rag')).toBe(3)
  })

  it('counts tape per roll, cleaner and adhesive per inked deck, the pencil once', () => {
    expect(costOf({ splicingTapePrice: 0.5 }, 'splicingTape')).toBe(2)
    expect(costOf({ aniloxCleanerPrice: 1.25 }, 'aniloxCleaner')).toBe(7.5)
    expect(costOf({ adhesivePrice: 10, waste: 20 }, 'adhesive')).toBe(12)
    expect(costOf({ treatyPencilPrice: 0.8 }, 'treatmentPencil')).toBe(0.8)
  })

  it('gives every line, all zero for an empty record', () => {
    const lines = machineCostLines(zero, usage)
    expect(lines).toHaveLength(10)
    expect(lines.every((l) => l.cost === 0)).toBe(true)
  })
})
