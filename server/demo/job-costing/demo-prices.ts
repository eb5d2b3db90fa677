/**
 * The demo plant's prices (issue 15 item 10): a year of them back from the seed's "now", with past
 * changes and one scheduled period (ink and energy from the first day of next month), in € at
 * realistic Spanish industrial figures. Pure and deterministic for (now, time zone, days): the seed
 * prices its generated orders with `demoPriceBook` of the very rows `writeDemoPrices` stores, so the
 * seeded costs are exactly what a later recalculation gives.
 *
 * Changes fall on the first day of a month, counted from the month of the plant's today (0 = this
 * month, -12 = a year ago). The first period of every type starts far enough back to cover the whole
 * history (a year, or more with DEMO_DAYS above 365). Only the types the plant's machines use are
 * priced (machine_consumable_types). Periods of a type never overlap: a closed period ends the day
 * before the next one starts.
 */
import { hourLabel } from '../../../src/contract/job-costing-rules'
import type { DbOrTx } from '../../db/client'
import * as t from '../../db/schema'
import {
  INK_CONSUMABLE_TYPE_ID,
  MATERIAL_CONSUMABLE_TYPE_ID,
  type PriceBook,
  type SlotPrice,
} from '../../services/job-costing/pricing'
import { dayNumberOf, dayText, plantClock } from '../../services/job-costing/pricing-clock'

export interface DemoConsumablePeriod {
  consumableTypeId: number
  startDate: string
  finishDate: string | null
  slots: SlotPrice[]
}

export interface DemoItemPeriod {
  startDate: string
  /** Ink group id or material id to € per kg. */
  prices: Map<number, number>
}

export interface DemoPrices {
  consumables: DemoConsumablePeriod[]
  inkGroups: DemoItemPeriod[]
  materials: DemoItemPeriod[]
}

export interface DemoPricesInput {
  now: Date
  timeZone: string
  /** Days of history to cover (DEMO_DAYS). */
  days: number
  /** Ink-group ids in ink-group number order (catalog.ts inkGroupCatalog: 1 cyan .. 8 silver). */
  inkGroupIds: readonly number[]
  materialIds: readonly number[]
  /** The consumable type ids the plant's machines use. */
  consumableTypeIds: readonly number[]
}

/** € per kg of the catalogue's ink groups, by number (process colours, white, Pantone, metallic). */
const inkBase = [9.2, 9.6, 8.8, 8.4, 7.9, 12.5, 12.9, 18.5]
/** € per kg of the materials, by id (LDPE, HDPE, PP, PAPER, ALUMINIUM, BOPP, OPP, PP CAST, PET, PVC, POLYAMIDA). */
const materialBase = [1.55, 1.48, 1.62, 1.05, 4.8, 1.95, 1.85, 2.05, 2.3, 1.7, 3.9]

/** Ink price list changes: [month, factor over the previous list]; the last is scheduled. */
const inkChanges: [number, number][] = [
  [-8, 1.035],
  [-5, 1.02],
  [-3, 0.985],
  [-1, 1.04],
  [1, 1.025],
]
const materialChanges: [number, number][] = [
  [-7, 1.04],
  [-2, 0.97],
]

const slots = (...s: [startHour: number, endHour: number, price: number][]): SlotPrice[] =>
  s.map(([startHour, endHour, price]) => ({ startHour, endHour, price }))
const allDay = (price: number) => slots([0, 24, price])

/**
 * Per consumable type: [month (null = the first period), slots]. Energy (type 1, € per kWh): a dual
 * tariff for the first half of the year, then a triple one (valley, peak, flat), cheaper two months
 * ago, and a scheduled one from next month. Solvents € per litre, gases € per m³, water € per litre.
 */
const consumableSchedule: Record<number, [month: number | null, SlotPrice[]][]> = {
  1: [
    [null, slots([0, 8, 0.105], [8, 24, 0.168])],
    [-6, slots([0, 8, 0.098], [8, 18, 0.192], [18, 24, 0.141])],
    [-2, slots([0, 8, 0.092], [8, 18, 0.181], [18, 24, 0.134])],
    [1, slots([0, 8, 0.095], [8, 18, 0.186], [18, 24, 0.138])],
  ],
  4: [
    [null, allDay(1.3)],
    [-7, allDay(1.42)],
  ],
  5: [
    [null, allDay(1.1)],
    [-4, allDay(1.18)],
    [-1, allDay(1.15)],
  ],
  6: [
    [null, allDay(0.35)],
    [-5, allDay(0.38)],
  ],
  7: [
    [null, allDay(0.03)],
    [-8, allDay(0.034)],
    [-2, allDay(0.033)],
  ],
  8: [
    [null, allDay(0.55)],
    [-9, allDay(0.62)],
    [-3, allDay(0.58)],
  ],
  9: [
    [null, allDay(0.002)],
    [-6, allDay(0.0022)],
  ],
}

/** A price with the 5 decimals a price may have (spec 002 §5, step 0.00001). */
const price5 = (n: number) => Math.round(n * 1e5) / 1e5
const cents = (n: number) => Math.round(n * 100) / 100

export function demoPrices(input: DemoPricesInput): DemoPrices {
  const today = plantClock(input.timeZone).dayAt(input.now.getTime()).text
  const [year, month] = today.split('-').map(Number)
  /** The first day of the month `k` months from this one. */
  const monthStart = (k: number) => new Date(Date.UTC(year, month - 1 + k, 1)).toISOString().slice(0, 10)
  let origin = -12
  while (dayNumberOf(monthStart(origin)) > dayNumberOf(today) - input.days - 1) origin--
  const dayBeforeMonth = (k: number) => dayText(dayNumberOf(monthStart(k)) - 1)

  const used = new Set(input.consumableTypeIds)
  const consumables: DemoConsumablePeriod[] = []
  for (const [type, schedule] of Object.entries(consumableSchedule)) {
    const consumableTypeId = Number(type)
    if (!used.has(consumableTypeId)) continue
    schedule.forEach(([m, periodSlots], i) => {
      const next = schedule[i + 1]
      consumables.push({
        consumableTypeId,
        startDate: monthStart(m ?? origin),
        finishDate: next ? dayBeforeMonth(next[0]!) : null,
        slots: periodSlots.map((s) => ({ ...s, price: price5(s.price) })),
      })
    })
  }

  const itemPeriods = (
    ids: readonly number[],
    base: (id: number, i: number) => number,
    changes: [number, number][],
  ) => {
    const periods: DemoItemPeriod[] = []
    let prices = new Map(ids.map((id, i) => [id, cents(base(id, i))]))
    periods.push({ startDate: monthStart(origin), prices })
    for (const [m, factor] of changes) {
      prices = new Map([...prices].map(([id, p]) => [id, cents(p * factor)]))
      periods.push({ startDate: monthStart(m), prices })
    }
    return periods
  }
  return {
    consumables,
    inkGroups: used.has(INK_CONSUMABLE_TYPE_ID)
      ? itemPeriods(input.inkGroupIds, (_, i) => inkBase[i] ?? 10, inkChanges)
      : [],
    materials: used.has(MATERIAL_CONSUMABLE_TYPE_ID)
      ? itemPeriods(input.materialIds, (id) => materialBase[id - 1] ?? 2, materialChanges)
      : [],
  }
}

/** The pricing engine's book of the demo prices (the same numbers writeDemoPrices stores). */
export function demoPriceBook(prices: DemoPrices, timeZone: string): PriceBook {
  const consumables = new Map<number, DemoConsumablePeriod[]>()
  for (const p of prices.consumables)
    consumables.set(p.consumableTypeId, [...(consumables.get(p.consumableTypeId) ?? []), p])
  for (const list of consumables.values()) list.sort((a, b) => a.startDate.localeCompare(b.startDate))
  return { timeZone, consumables, inkGroups: prices.inkGroups, materials: prices.materials }
}

/** When a demo period was last modified: a week before it starts (announced ahead), never after now. */
const modifiedAt = (startDate: string, now: Date) =>
  new Date(Math.min(now.getTime(), Date.parse(`${startDate}T09:00:00Z`) - 7 * 86_400_000))

/** Stores the demo prices for a plant (inside the seed's transaction). */
export async function writeDemoPrices(
  tx: DbOrTx,
  plantId: number,
  prices: DemoPrices,
  options: { now: Date; updatedBy?: number | null },
): Promise<void> {
  const updatedBy = options.updatedBy ?? null
  // Period by period (a few dozen rows): each child row is tied to the id its own insert returned.
  for (const p of prices.consumables) {
    const [period] = await tx
      .insert(t.consumablePeriods)
      .values({
        plantId,
        consumableTypeId: p.consumableTypeId,
        startDate: p.startDate,
        finishDate: p.finishDate,
        updatedAt: modifiedAt(p.startDate, options.now),
        updatedBy,
      })
      .returning({ id: t.consumablePeriods.id })
    for (const slot of p.slots) {
      const [time] = await tx
        .insert(t.consumablePeriodTimes)
        .values({
          periodId: period.id,
          startTime: hourLabel(slot.startHour),
          finishTime: hourLabel(slot.endHour),
        })
        .returning({ id: t.consumablePeriodTimes.id })
      await tx
        .insert(t.consumablePrices)
        .values({ periodTimeId: time.id, consumableTypeId: p.consumableTypeId, value: slot.price })
    }
  }
  for (const p of prices.inkGroups) {
    const [period] = await tx
      .insert(t.inkGroupPricePeriods)
      .values({ plantId, startDate: p.startDate, updatedAt: modifiedAt(p.startDate, options.now), updatedBy })
      .returning({ id: t.inkGroupPricePeriods.id })
    if (p.prices.size === 0) continue
    await tx
      .insert(t.inkGroupPrices)
      .values([...p.prices].map(([inkGroupId, price]) => ({ periodId: period.id, inkGroupId, price })))
  }
  for (const p of prices.materials) {
    const [period] = await tx
      .insert(t.materialPricePeriods)
      .values({ plantId, startDate: p.startDate, updatedAt: modifiedAt(p.startDate, options.now), updatedBy })
      .returning({ id: t.materialPricePeriods.id })
    if (p.prices.size === 0) continue
    await tx
      .insert(t.materialPrices)
      .values([...p.prices].map(([materialId, price]) => ({ periodId: period.id, materialId, price })))
  }
}
