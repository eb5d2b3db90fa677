import { describe, expect, it } from 'vitest'
import { type ConsumablePeriodPrices, type PriceBook, priceConsumption } from './pricing'
import { dayNumberOf, plantClock } from './pricing-clock'

const MADRID = 'Europe/Madrid'
const H = 3_600_000
const at = (iso: string) => Date.parse(iso)

const dualTariff = (startDate: string, finishDate: string | null, valley: number, peak: number) => ({
  startDate,
  finishDate,
  slots: [
    { startHour: 0, endHour: 8, price: valley },
    { startHour: 8, endHour: 24, price: peak },
  ],
})
const flat = (startDate: string, finishDate: string | null, price: number): ConsumablePeriodPrices => ({
  startDate,
  finishDate,
  slots: [{ startHour: 0, endHour: 24, price }],
})

function book(patch: Partial<PriceBook> = {}): PriceBook {
  return {
    timeZone: MADRID,
    consumables: new Map([
      [1, [dualTariff('2026-01-01', null, 0.1, 0.2)]],
      [4, [flat('2026-01-01', '2026-03-10', 1), flat('2026-03-11', null, 2)]],
    ]),
    inkGroups: [
      { startDate: '2026-01-01', prices: new Map([[11, 10]]) },
      { startDate: '2026-06-01', prices: new Map([[11, 12]]) },
    ],
    materials: [{ startDate: '2026-01-01', prices: new Map([[3, 1.5]]) }],
    ...patch,
  }
}

const order = (
  start: string,
  finish: string | null,
  lines: [type: number, group: number, amount: number][],
) => ({
  dateStart: at(start),
  dateFinish: finish === null ? null : at(finish),
  materialId: 3,
  consumptions: lines.map(([consumableTypeId, groupId, consumption]) => ({
    consumableTypeId,
    groupId,
    consumption,
  })),
})

describe('the plant clock', () => {
  it('cuts local days at Madrid midnight, 23 and 25 hours long on the DST days', () => {
    const clock = plantClock(MADRID)
    const spring = clock.day(dayNumberOf('2026-03-29'))
    expect(new Date(spring.start).toISOString()).toBe('2026-03-28T23:00:00.000Z')
    expect(spring.end - spring.start).toBe(23 * H)
    // 02:00 does not exist that day: it is placed at the change (03:00 CEST), so 02-03 is empty.
    expect(spring.hours[2]).toBe(spring.hours[3])
    expect(new Date(spring.hours[8]).toISOString()).toBe('2026-03-29T06:00:00.000Z')
    const autumn = clock.day(dayNumberOf('2026-10-25'))
    expect(autumn.end - autumn.start).toBe(25 * H)
    // 02:00 happens twice: its first occurrence, so 02-03 lasts two hours.
    expect(autumn.hours[3] - autumn.hours[2]).toBe(2 * H)
    expect(new Date(autumn.hours[8]).toISOString()).toBe('2026-10-25T07:00:00.000Z')
  })

  it('finds the local day of an instant either side of midnight', () => {
    const clock = plantClock(MADRID)
    expect(clock.dayAt(at('2026-07-01T21:59:59Z')).text).toBe('2026-07-01')
    expect(clock.dayAt(at('2026-07-01T22:00:00Z')).text).toBe('2026-07-02')
    expect(plantClock('America/New_York').dayAt(at('2026-07-02T03:59:00Z')).text).toBe('2026-07-01')
  })
})

describe('priceConsumption', () => {
  it('prices a flat type over one day: amount x price', () => {
    const r = priceConsumption(book(), order('2026-02-02T08:00:00Z', '2026-02-02T10:00:00Z', [[4, 0, 3.3]]))
    expect(r).toEqual({ lines: [{ cost: 3.3, unpriced: false }], cost: 3.3, unpriced: false })
  })

  it('splits energy at a tariff boundary by seconds (07:00-09:00 local: half valley, half peak)', () => {
    // Winter: Madrid is UTC+1, so 06:00Z-08:00Z is 07:00-09:00 local.
    const r = priceConsumption(book(), order('2026-02-02T06:00:00Z', '2026-02-02T08:00:00Z', [[1, 0, 100]]))
    expect(r.cost).toBe(50 * 0.1 + 50 * 0.2)
  })

  it('splits a consumption crossing a period change at local midnight', () => {
    // 22:00 on the 10th to 02:00 on the 11th local: 20 l at 1 €, 20 l at 2 €.
    const r = priceConsumption(book(), order('2026-03-10T21:00:00Z', '2026-03-11T01:00:00Z', [[4, 0, 40]]))
    expect(r.cost).toBe(60)
  })

  it('gives each hour of a 23-hour DST day its share (spring forward)', () => {
    // The whole local day of 2026-03-29: 7 real hours in the valley slot (02:00 is skipped), 16 in the peak.
    const r = priceConsumption(book(), order('2026-03-28T23:00:00Z', '2026-03-29T22:00:00Z', [[1, 0, 230]]))
    expect(r.cost).toBe(70 * 0.1 + 160 * 0.2)
  })

  it('gives each hour of a 25-hour DST day its share (fall back)', () => {
    const r = priceConsumption(book(), order('2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z', [[1, 0, 250]]))
    expect(r.cost).toBe(90 * 0.1 + 160 * 0.2)
  })

  it('prices ink by its group and material by the order material, each from its period in force', () => {
    const r = priceConsumption(
      book(),
      order('2026-05-31T20:00:00Z', '2026-05-31T23:00:00Z', [
        [2, 11, 3],
        [3, 0, 100],
      ]),
    )
    // 20:00-22:00Z is the 31st (10 €/kg), 22:00-23:00Z is June 1st local (12 €/kg).
    expect(r.lines[0].cost).toBe(2 * 10 + 1 * 12)
    expect(r.lines[1].cost).toBe(150)
    expect(r.cost).toBe(182)
  })

  it('rounds to cents per line, never per piece', () => {
    // Two pieces of 0.004 € each: rounded per piece they would make 0.
    const r = priceConsumption(
      book({
        consumables: new Map([[4, [flat('2026-01-01', '2026-03-10', 0.1), flat('2026-03-11', null, 0.1)]]]),
      }),
      order('2026-03-10T22:00:00Z', '2026-03-11T00:00:00Z', [[4, 0, 0.08]]),
    )
    expect(r.cost).toBe(0.01)
    const sum = priceConsumption(
      book(),
      order('2026-02-02T08:00:00Z', '2026-02-02T09:00:00Z', [
        [4, 0, 0.004],
        [7, 0, 1],
      ]),
    )
    expect(sum.lines[0].cost).toBe(0)
  })

  it('prices what has no price in force at 0 and says so; a line with no price at all costs null', () => {
    const r = priceConsumption(
      book(),
      order('2026-02-02T08:00:00Z', '2026-02-02T10:00:00Z', [
        [4, 0, 2],
        [2, 99, 5],
        [9, 0, 1000],
      ]),
    )
    expect(r.lines).toEqual([
      { cost: 2, unpriced: false },
      { cost: null, unpriced: true },
      { cost: null, unpriced: true },
    ])
    expect(r).toMatchObject({ cost: 2, unpriced: true })
    const none = priceConsumption(book(), order('2026-02-02T08:00:00Z', '2026-02-02T10:00:00Z', [[9, 0, 1]]))
    expect(none).toMatchObject({ cost: null, unpriced: true })
  })

  it('prices the part of a run before the first period at 0', () => {
    // Half of the run is on 2025-12-31, before every period.
    const r = priceConsumption(book(), order('2025-12-31T22:00:00Z', '2026-01-01T00:00:00Z', [[4, 0, 10]]))
    expect(r).toMatchObject({ cost: 5, unpriced: true })
  })

  it('leaves hours no slot covers unpriced', () => {
    const partial = book({
      consumables: new Map([
        [1, [{ startDate: '2026-01-01', finishDate: null, slots: [{ startHour: 0, endHour: 8, price: 1 }] }]],
      ]),
    })
    const r = priceConsumption(partial, order('2026-02-02T06:00:00Z', '2026-02-02T08:00:00Z', [[1, 0, 10]]))
    expect(r).toMatchObject({ cost: 5, unpriced: true })
  })

  it('does not apply a scheduled period before its start', () => {
    const scheduled = book({
      inkGroups: [...book().inkGroups, { startDate: '2026-12-01', prices: new Map([[11, 50]]) }],
    })
    const r = priceConsumption(scheduled, order('2026-11-30T10:00:00Z', '2026-11-30T12:00:00Z', [[2, 11, 1]]))
    expect(r.cost).toBe(12)
  })

  it('prices a run without duration at the instant it started', () => {
    const r = priceConsumption(book(), order('2026-02-02T08:00:00Z', '2026-02-02T08:00:00Z', [[1, 0, 10]]))
    expect(r.cost).toBe(2)
  })

  it('keeps null costs for an unfinished order', () => {
    const r = priceConsumption(book(), order('2026-02-02T08:00:00Z', null, [[4, 0, 10]]))
    expect(r).toEqual({ lines: [{ cost: null, unpriced: false }], cost: null, unpriced: false })
  })

  it('costs null without consumptions', () => {
    expect(
      priceConsumption(book(), order('2026-02-02T08:00:00Z', '2026-02-02T09:00:00Z', [])).cost,
    ).toBeNull()
  })
})
