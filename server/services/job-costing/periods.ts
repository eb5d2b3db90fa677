/**
 * Writing consumable periods (energy, solvents, gases, water; spec 002 §3.2, §5, §7.2): creating a
 * period and editing one price here, editing a period (dates, slot times, prices by price id) in
 * periods-update.ts. Each write runs
 * in the route's transaction and, in this order: takes the plant's price lock, checks the energy
 * right (403) and that the plant uses the type (400), checks editability (409 PERIOD_NOT_EDITABLE,
 * isPeriodEditable on the plant's today), the slots and the dates (400 naming the field), writes,
 * then marks the finished orders whose prices changed (marking.ts) for the recalculation job.
 *
 * Periods of a type follow one another: creating a period after the open-ended latest one closes
 * it the day before the new start.
 */
import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { createPeriodSchema, updatePriceSchema } from '../../../src/contract/job-costing'
import { dayBefore, type ExistingPeriod, isPeriodEditable } from '../../../src/contract/job-costing-rules'
import type { Tx } from '../../db/client'
import { badRequest, HttpError, notFound } from '../../http/errors'
import { type DayRange, markAffectedOrders } from './marking'
import { pastRanges } from './periods-days'
import { type CostingPlant, costingPlant, writableConsumableType } from './periods-plant'
import { periodById } from './periods-read'
import { assertNoConflict, assertSlots } from './periods-validate'
import { lockPlantPrices } from './recalculation-locks'

type Row = Record<string, unknown>

/** The signed-in user writing (its id and plant). */
export interface Writer {
  id: number
  plantId: number | null
}

export interface PeriodWrite {
  period: NonNullable<Awaited<ReturnType<typeof periodById>>>
  plantId: number
  /** Orders marked for recalculation by this write. */
  marked: number
}

/** 409: the period is too old to change (isPeriodEditable), named on `field`. */
export const notEditable = (field: string) =>
  new HttpError(409, 'PERIOD_NOT_EDITABLE', 'This period can no longer be edited', [
    { field, code: 'PERIOD_NOT_EDITABLE', message: 'This period can no longer be edited' },
  ])

export async function openPlant(tx: Tx, who: Writer, now: Date): Promise<CostingPlant> {
  const plant = await costingPlant(tx, who.plantId, now)
  await lockPlantPrices(tx, plant.id)
  return plant
}

export async function periodsOfType(tx: Tx, plantId: number, typeId: number): Promise<ExistingPeriod[]> {
  const { rows } = await tx.execute<Row>(sql`
    select id, start_date::text as start_date, finish_date::text as finish_date from consumable_periods
    where plant_id = ${plantId} and consumable_type_id = ${typeId} order by start_date`)
  return rows.map((r) => ({
    id: Number(r.id),
    startDate: String(r.start_date),
    finishDate: r.finish_date === null ? null : String(r.finish_date),
  }))
}

export async function mark(
  tx: Tx,
  plant: CostingPlant,
  typeId: number,
  days: DayRange[],
  changedBy: number,
): Promise<number> {
  const past = pastRanges(days, plant.today)
  if (past.length === 0) return 0
  return markAffectedOrders(tx, {
    plantId: plant.id,
    timeZone: plant.timeZone,
    consumableTypeId: typeId,
    days: past,
    changedBy,
  })
}

export async function answer(
  tx: Tx,
  plant: CostingPlant,
  periodId: number,
  marked: number,
): Promise<PeriodWrite> {
  const period = await periodById(tx, plant, periodId)
  if (!period) throw notFound('Period not found')
  return { period, plantId: plant.id, marked }
}

/** POST /job-cost/period. */
export async function createPeriod(
  tx: Tx,
  who: Writer,
  body: z.output<typeof createPeriodSchema>,
  now: Date,
): Promise<PeriodWrite> {
  const plant = await openPlant(tx, who, now)
  const typeField = (i: number) => `periodTimes.${i}.consumablePeriodTimePrice.consumableType.id`
  const typeId = body.periodTimes[0].consumablePeriodTimePrice.consumableType.id
  const other = body.periodTimes.findIndex((s) => s.consumablePeriodTimePrice.consumableType.id !== typeId)
  if (other >= 0)
    throw badRequest(typeField(other), 'All slots of a period price one consumable type', 'MIXED_TYPES')
  const type = await writableConsumableType(tx, plant.id, who.id, typeId, typeField(0))

  const slots = body.periodTimes.map((s) => ({ ...s, price: s.consumablePeriodTimePrice.price.value }))
  assertSlots(slots, type.timeSliced, (i, field) =>
    field === 'price'
      ? `periodTimes.${i}.consumablePeriodTimePrice.price.value`
      : `periodTimes.${i}.${field === 'start' ? 'startTime' : 'finishTime'}`,
  )
  assertNoConflict(await periodsOfType(tx, plant.id, typeId), { startDate: body.startDate })

  // The open-ended latest period ends where this one begins (the checks above allow no other overlap).
  await tx.execute(sql`
    update consumable_periods set finish_date = ${dayBefore(body.startDate)}::date, updated_at = now(),
      updated_by = ${who.id}
    where plant_id = ${plant.id} and consumable_type_id = ${typeId} and finish_date is null
      and start_date < ${body.startDate}::date`)
  const { rows } = await tx.execute<Row>(sql`
    insert into consumable_periods (plant_id, consumable_type_id, start_date, updated_by)
    values (${plant.id}, ${typeId}, ${body.startDate}::date, ${who.id}) returning id`)
  const periodId = Number(rows[0].id)
  for (const slot of slots) {
    const { rows: time } = await tx.execute<Row>(sql`
      insert into consumable_period_times (period_id, start_time, finish_time)
      values (${periodId}, ${slot.startTime}, ${slot.finishTime}) returning id`)
    await tx.execute(sql`
      insert into consumable_prices (period_time_id, consumable_type_id, value)
      values (${Number(time[0].id)}, ${typeId}, ${slot.price})`)
  }
  const marked = await mark(tx, plant, typeId, [{ from: body.startDate, to: null }], who.id)
  return answer(tx, plant, periodId, marked)
}

/** PUT /job-cost/price/{id}: one slot's price. */
export async function updatePrice(
  tx: Tx,
  who: Writer,
  priceId: number,
  body: z.output<typeof updatePriceSchema>,
  now: Date,
): Promise<PeriodWrite> {
  if (body.id !== priceId) throw badRequest('id', 'The body names another price than the path', 'ID_MISMATCH')
  const plant = await openPlant(tx, who, now)
  const { rows } = await tx.execute<Row>(sql`
    select pr.value, p.id as period_id, p.consumable_type_id, p.start_date::text as start_date,
           p.finish_date::text as finish_date
    from consumable_prices pr
    join consumable_period_times t on t.id = pr.period_time_id
    join consumable_periods p on p.id = t.period_id
    where pr.id = ${priceId} and p.plant_id = ${plant.id}`)
  const row = rows[0]
  if (!row) throw notFound('Price not found')
  const typeId = Number(row.consumable_type_id)
  await writableConsumableType(tx, plant.id, who.id, typeId, 'id')
  const period = {
    startDate: String(row.start_date),
    finishDate: row.finish_date === null ? null : String(row.finish_date),
  }
  if (!isPeriodEditable(period, plant.today)) throw notEditable('id')
  if (!(body.value > 0)) throw badRequest('value', 'Must be higher than 0', 'MUST_BE_HIGHER_THAN_0')
  const periodId = Number(row.period_id)
  if (Number(row.value) === body.value) return answer(tx, plant, periodId, 0)

  await tx.execute(sql`update consumable_prices set value = ${body.value} where id = ${priceId}`)
  await tx.execute(sql`
    update consumable_periods set updated_at = now(), updated_by = ${who.id} where id = ${periodId}`)
  const marked = await mark(tx, plant, typeId, [{ from: period.startDate, to: period.finishDate }], who.id)
  return answer(tx, plant, periodId, marked)
}
