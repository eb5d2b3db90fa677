/**
 * The one pricing engine of job costing (issue 15 item 6): what an order's recorded consumptions
 * cost at the prices in force. The demo seed (server/demo/history/extras.ts), the recalculation job
 * (through reprice.ts) and therefore every order read price the same way. Pure: the price book is
 * loaded apart (price-book.ts from the database, server/demo/job-costing/demo-prices.ts in memory
 * for the seed).
 *
 * "Priced by the period in force at the time of consumption" (spec 002, issue 15) is read as: an
 * order's consumption of each type is spread evenly over its run [dateStart, dateFinish]. The run is
 * cut at plant-local midnights (the plant's IANA zone, a day of 23 or 25 hours across DST, see
 * pricing-clock.ts) and, inside each day, at the whole-hour slot boundaries of the period in force
 * that day (energy's tariff slots; a type that is not time-sliced has the one slot 00:00-00:00, so
 * slots are applied the same way to every consumable type). Each piece takes its share of the amount
 * by duration and the price of its period and slot.
 *
 * Where the price comes from:
 * - ink (type 2): the ink-group period in force, the price of the row's group_id (the ink group);
 * - material (type 3): the material period in force, the price of the order's material_id;
 * - any other type: its consumable period in force and that period's slot.
 * A consumable period is in force on day d when startDate <= d and (finishDate null or
 * d <= finishDate); an ink or material period (start date only) runs until the day before the next
 * one starts. A future ("scheduled") period is in force from its start only.
 *
 * No price in force (no period, a period without that group's or material's price, an hour no slot
 * covers): that part is priced 0 and its line says `unpriced: true`. A line none of whose parts has
 * a price costs null; an order none of whose lines has a price (or with no consumption rows) costs
 * null, as does an unfinished order (its run has no end: spec 002 shows '-').
 *
 * Rounding: never per piece. Each line (one order_consumptions row) is rounded to cents and the
 * order's cost is the sum of its rounded lines, so the cost panel's lines add up to po_cost exactly.
 * An order without duration (start = finish) is priced at the instant it started.
 */
import { type PlantDay, plantClock } from './pricing-clock'

export const INK_CONSUMABLE_TYPE_ID = 2
export const MATERIAL_CONSUMABLE_TYPE_ID = 3

/** A whole-hour slot of a consumable period: local hours start..end (0..24, end exclusive). */
export interface SlotPrice {
  startHour: number
  endHour: number
  price: number
}

export interface ConsumablePeriodPrices {
  /** yyyy-MM-dd, plant-local. */
  startDate: string
  finishDate: string | null
  slots: readonly SlotPrice[]
}

/** An ink-group or material period: a price per ink group id or material id. */
export interface ItemPeriodPrices {
  startDate: string
  prices: ReadonlyMap<number, number>
}

export interface PriceBook {
  /** The plant's IANA time zone: days and slots are its wall clock. */
  timeZone: string
  /** Consumable periods per consumable type id (not ink, not material). */
  consumables: ReadonlyMap<number, readonly ConsumablePeriodPrices[]>
  inkGroups: readonly ItemPeriodPrices[]
  materials: readonly ItemPeriodPrices[]
}

export interface ConsumptionToPrice {
  consumableTypeId: number
  /** The ink group id for ink; 0 otherwise. */
  groupId: number
  consumption: number
}

export interface OrderToPrice {
  /** Epoch ms. */
  dateStart: number
  dateFinish: number | null
  materialId: number | null
  consumptions: readonly ConsumptionToPrice[]
}

export interface PricedLine {
  /** Rounded to cents; null when no part of the line had a price (or the order is unfinished). */
  cost: number | null
  /** Some part had no price in force (priced 0). */
  unpriced: boolean
}

export interface PricedOrder {
  /** One per input consumption, in the same order. */
  lines: PricedLine[]
  /** The sum of the lines' costs; null when unfinished or when no line had a price. */
  cost: number | null
  unpriced: boolean
}

export const roundCents = (n: number) => Math.round(n * 100) / 100

/** Cost per m², null without a cost or without a surface. */
export const costPerSquareMeter = (cost: number | null, squareMeters: number) =>
  cost === null || !(squareMeters > 0) ? null : cost / squareMeters

/** The latest period started on or before `day` (periods sorted by start). */
function itemPeriodOn(periods: readonly ItemPeriodPrices[], day: string): ItemPeriodPrices | null {
  for (let i = periods.length - 1; i >= 0; i--) if (periods[i].startDate <= day) return periods[i]
  return null
}

/** The consumable period in force on `day`; with overlapping (invalid) periods, the latest start. */
function consumablePeriodOn(periods: readonly ConsumablePeriodPrices[], day: string) {
  for (let i = periods.length - 1; i >= 0; i--) {
    const p = periods[i]
    if (p.startDate <= day && (p.finishDate === null || day <= p.finishDate)) return p
  }
  return null
}

/** A line's prices over its run: price x ms summed over the priced parts, and whether a part had none. */
interface Tally {
  /** Sum of price x ms over priced parts. */
  priceTime: number
  pricedTime: number
  unpriced: boolean
}

/** How a line finds its price on a day: one flat price, slots, or nothing. */
type DayPrice = { flat: number } | { slots: readonly SlotPrice[] } | null

function dayPrice(book: PriceBook, order: OrderToPrice, line: ConsumptionToPrice, day: string): DayPrice {
  if (line.consumableTypeId === INK_CONSUMABLE_TYPE_ID) {
    const price = itemPeriodOn(book.inkGroups, day)?.prices.get(line.groupId)
    return price === undefined ? null : { flat: price }
  }
  if (line.consumableTypeId === MATERIAL_CONSUMABLE_TYPE_ID) {
    if (order.materialId === null) return null
    const price = itemPeriodOn(book.materials, day)?.prices.get(order.materialId)
    return price === undefined ? null : { flat: price }
  }
  const periods = book.consumables.get(line.consumableTypeId)
  const period = periods ? consumablePeriodOn(periods, day) : null
  return period ? { slots: period.slots } : null
}

/** Adds the part [from, to) of `day` (from < to, or from = to for an instant) to the tally. */
function tallyPart(t: Tally, price: DayPrice, day: PlantDay, from: number, to: number) {
  const instant = from === to
  const length = instant ? 1 : to - from
  if (price === null) {
    t.unpriced = true
    return
  }
  if ('flat' in price) {
    t.priceTime += price.flat * length
    t.pricedTime += length
    return
  }
  let covered = 0
  for (const slot of price.slots) {
    const slotStart = day.hours[slot.startHour]
    const slotEnd = day.hours[slot.endHour]
    if (slotStart === undefined || slotEnd === undefined) continue
    if (instant) {
      if (slotStart <= from && from < slotEnd) {
        t.priceTime += slot.price
        t.pricedTime += 1
        return
      }
      continue
    }
    const overlap = Math.min(to, slotEnd) - Math.max(from, slotStart)
    if (overlap > 0) {
      t.priceTime += slot.price * overlap
      t.pricedTime += overlap
      covered += overlap
    }
  }
  if (instant || covered < length) t.unpriced = true
}

/** The run cut at local midnights: [day, from, to) parts covering [start, finish]. */
function runDays(
  timeZone: string,
  start: number,
  finish: number,
): { day: PlantDay; from: number; to: number }[] {
  const clock = plantClock(timeZone)
  let day = clock.dayAt(start)
  if (finish <= start) return [{ day, from: start, to: start }]
  const parts: { day: PlantDay; from: number; to: number }[] = []
  for (let from = start; from < finish; day = clock.day(day.number + 1)) {
    const to = Math.min(finish, day.end)
    parts.push({ day, from, to })
    from = to
  }
  return parts
}

export function priceConsumption(book: PriceBook, order: OrderToPrice): PricedOrder {
  if (order.dateFinish === null) {
    return {
      lines: order.consumptions.map(() => ({ cost: null, unpriced: false })),
      cost: null,
      unpriced: false,
    }
  }
  const parts = runDays(book.timeZone, order.dateStart, order.dateFinish)
  const duration = parts.reduce((s, p) => s + (p.from === p.to ? 1 : p.to - p.from), 0)
  let total = 0
  let anyPriced = false
  let unpriced = false
  const lines = order.consumptions.map((line): PricedLine => {
    const tally: Tally = { priceTime: 0, pricedTime: 0, unpriced: false }
    for (const part of parts)
      tallyPart(tally, dayPrice(book, order, line, part.day.text), part.day, part.from, part.to)
    unpriced ||= tally.unpriced
    if (tally.pricedTime === 0) return { cost: null, unpriced: true }
    // amount x (ms / duration) x price, summed over the priced parts: amount x sum(price x ms) / duration.
    const cost = roundCents((line.consumption * tally.priceTime) / duration)
    total += cost
    anyPriced = true
    return { cost, unpriced: tally.unpriced }
  })
  return { lines, cost: anyPriced ? roundCents(total) : null, unpriced }
}
