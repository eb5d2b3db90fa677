/**
 * PUT /job-cost/period/{id} (spec 002 §3.2 "Update period payload"): a period's dates, and its
 * slots' times and prices by price id (every slot of the period, each once). The checks and their
 * order are those of every period write (periods.ts); then the dates among the type's other periods.
 *
 * Moving the start also moves the finish of the period just before it when the two were contiguous
 * (as creating a period closes the one before), so moving a start opens neither a gap nor an
 * overlap; any other date change must not collide with the other periods (periodConflicts). Only
 * the days that changed are marked: all of the period's old and new days when a price or a slot
 * changed, else the days it gained or lost.
 */
import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { updatePeriodSchema } from '../../../src/contract/job-costing'
import { dayBefore, isPeriodEditable } from '../../../src/contract/job-costing-rules'
import type { Tx } from '../../db/client'
import { badRequest, notFound } from '../../http/errors'
import { answer, mark, notEditable, openPlant, type PeriodWrite, periodsOfType, type Writer } from './periods'
import { changedDays } from './periods-days'
import { writableConsumableType } from './periods-plant'
import { assertNoConflict, assertSlots } from './periods-validate'

type Row = Record<string, unknown>

interface StoredSlot {
  timeId: number
  priceId: number
  startTime: string
  finishTime: string
  value: number
}

async function storedPeriod(tx: Tx, plantId: number, periodId: number) {
  const { rows } = await tx.execute<Row>(sql`
    select id, consumable_type_id, start_date::text as start_date, finish_date::text as finish_date
    from consumable_periods where id = ${periodId} and plant_id = ${plantId}`)
  const row = rows[0]
  if (!row) return null
  const { rows: slotRows } = await tx.execute<Row>(sql`
    select t.id as time_id, pr.id as price_id, t.start_time, t.finish_time, pr.value
    from consumable_period_times t join consumable_prices pr on pr.period_time_id = t.id
    where t.period_id = ${periodId} order by t.start_time, pr.id`)
  return {
    id: Number(row.id),
    typeId: Number(row.consumable_type_id),
    startDate: String(row.start_date),
    finishDate: row.finish_date === null ? null : String(row.finish_date),
    slots: slotRows.map(
      (s): StoredSlot => ({
        timeId: Number(s.time_id),
        priceId: Number(s.price_id),
        startTime: String(s.start_time),
        finishTime: String(s.finish_time),
        value: Number(s.value),
      }),
    ),
  }
}

/** PUT /job-cost/period/{id}. */
export async function updatePeriod(
  tx: Tx,
  who: Writer,
  periodId: number,
  body: z.output<typeof updatePeriodSchema>,
  now: Date,
): Promise<PeriodWrite> {
  if (body.id !== periodId)
    throw badRequest('id', 'The body names another period than the path', 'ID_MISMATCH')
  const plant = await openPlant(tx, who, now)
  const stored = await storedPeriod(tx, plant.id, periodId)
  if (!stored) throw notFound('Period not found')
  const type = await writableConsumableType(tx, plant.id, who.id, stored.typeId, 'id')
  if (!isPeriodEditable(stored, plant.today)) throw notEditable('id')
  const next = {
    startDate: body.startDate,
    finishDate: body.finishDate === undefined ? stored.finishDate : body.finishDate,
  }

  // The slots: the period's own price ids, each once, with their (possibly new) times and values.
  const byPrice = new Map(stored.slots.map((s) => [s.priceId, s]))
  const seen = new Set<number>()
  body.periodTimes.forEach((slot, i) => {
    if (!byPrice.has(slot.price.id) || seen.has(slot.price.id)) {
      throw badRequest(`periodTimes.${i}.price.id`, 'Not a price of this period', 'UNKNOWN_PRICE')
    }
    seen.add(slot.price.id)
  })
  if (seen.size !== byPrice.size) {
    throw badRequest(
      'periodTimes',
      'Every slot of the period must be sent, with its price id',
      'SLOTS_MISMATCH',
    )
  }
  const slots = body.periodTimes.map((s) => ({ ...s, price: s.price.value }))
  assertSlots(slots, type.timeSliced, (i, field) =>
    field === 'price'
      ? `periodTimes.${i}.price.value`
      : `periodTimes.${i}.${field === 'start' ? 'startTime' : 'finishTime'}`,
  )

  // The period just before, moved along with the start when the two were contiguous.
  const others = (await periodsOfType(tx, plant.id, stored.typeId)).filter((p) => p.id !== stored.id)
  const previous = others.filter((p) => p.startDate < stored.startDate).at(-1)
  const follows =
    previous && previous.finishDate === dayBefore(stored.startDate) && next.startDate > previous.startDate
  const previousFinish = follows ? dayBefore(next.startDate) : null
  const existing = others.map((p) =>
    follows && p.id === previous.id ? { ...p, finishDate: previousFinish } : p,
  )
  assertNoConflict([...existing, { ...stored }], { id: stored.id, ...next })
  if (!isPeriodEditable(next, plant.today)) {
    throw badRequest('finishDate', 'The period would end before the editable history', 'PERIOD_NOT_EDITABLE')
  }

  const pricesChanged = body.periodTimes.some((s) => {
    const old = byPrice.get(s.price.id) as StoredSlot
    return old.value !== s.price.value || old.startTime !== s.startTime || old.finishTime !== s.finishTime
  })
  const datesChanged = next.startDate !== stored.startDate || next.finishDate !== stored.finishDate
  if (!pricesChanged && !datesChanged) return answer(tx, plant, stored.id, 0)

  if (follows && previousFinish !== previous.finishDate) {
    await tx.execute(sql`
      update consumable_periods set finish_date = ${previousFinish}::date, updated_at = now(), updated_by = ${who.id}
      where id = ${previous.id}`)
  }
  await tx.execute(sql`
    update consumable_periods set start_date = ${next.startDate}::date, finish_date = ${next.finishDate}::date,
      updated_at = now(), updated_by = ${who.id}
    where id = ${stored.id}`)
  for (const slot of body.periodTimes) {
    const old = byPrice.get(slot.price.id) as StoredSlot
    if (old.startTime !== slot.startTime || old.finishTime !== slot.finishTime) {
      await tx.execute(sql`
        update consumable_period_times set start_time = ${slot.startTime}, finish_time = ${slot.finishTime}
        where id = ${old.timeId}`)
    }
    if (old.value !== slot.price.value) {
      await tx.execute(
        sql`update consumable_prices set value = ${slot.price.value} where id = ${old.priceId}`,
      )
    }
  }
  const days = changedDays(
    { from: stored.startDate, to: stored.finishDate },
    { from: next.startDate, to: next.finishDate },
    pricesChanged,
  )
  return answer(tx, plant, stored.id, await mark(tx, plant, stored.typeId, days, who.id))
}
