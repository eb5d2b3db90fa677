import { describe, expect, it } from 'vitest'
import { createPeriodSchema, updatePeriodSchema } from '@/contract/job-costing'
import { createPeriodBody, updatePeriodBody } from './period-payload'
import type { PeriodDraft } from './slots-form'

const create: PeriodDraft = {
  mode: 'create',
  typeId: 1,
  timeSliced: true,
  startDate: '2026-12-01',
  finishDate: null,
  slots: [
    { start: 0, end: 8, priceText: '0,081' },
    { start: 8, end: 18, priceText: '€0.15' },
    { start: 18, end: 24, priceText: '0.11' },
  ],
}

describe('POST /job-cost/period body', () => {
  it('sends the slots as HH:00 times (the end of the day as 00:00) with the type and the prices', () => {
    const body = createPeriodBody(create)
    expect(body).toEqual({
      startDate: '2026-12-01',
      periodTimes: [
        {
          startTime: '00:00',
          finishTime: '08:00',
          consumablePeriodTimePrice: { consumableType: { id: 1 }, price: { value: 0.081 } },
        },
        {
          startTime: '08:00',
          finishTime: '18:00',
          consumablePeriodTimePrice: { consumableType: { id: 1 }, price: { value: 0.15 } },
        },
        {
          startTime: '18:00',
          finishTime: '00:00',
          consumablePeriodTimePrice: { consumableType: { id: 1 }, price: { value: 0.11 } },
        },
      ],
    })
    expect(createPeriodSchema.safeParse(body).success).toBe(true)
  })

  it('sends one slot 00:00-00:00 for a type that is not time-sliced', () => {
    const body = createPeriodBody({
      ...create,
      typeId: 4,
      timeSliced: false,
      slots: [{ start: 0, end: 24, priceText: '1,2' }],
    })
    expect(body?.periodTimes).toEqual([
      {
        startTime: '00:00',
        finishTime: '00:00',
        consumablePeriodTimePrice: { consumableType: { id: 4 }, price: { value: 1.2 } },
      },
    ])
  })

  it('makes no body without a date, with a text that is not a price, or from an edit', () => {
    expect(createPeriodBody({ ...create, startDate: null })).toBeNull()
    expect(createPeriodBody({ ...create, slots: [{ start: 0, end: 24, priceText: 'abc' }] })).toBeNull()
    expect(createPeriodBody({ ...create, mode: 'edit', periodId: 3 })).toBeNull()
  })
})

describe('PUT /job-cost/period/{id} body', () => {
  const edit: PeriodDraft = {
    mode: 'edit',
    typeId: 1,
    timeSliced: true,
    periodId: 40,
    startDate: '2026-06-01',
    finishDate: '2026-11-30',
    slots: [
      { start: 0, end: 8, priceText: '0,09', priceId: 401 },
      { start: 8, end: 24, priceText: '0.16', priceId: 402 },
    ],
  }

  it('sends the id, the dates and each slot with its price id', () => {
    const body = updatePeriodBody(edit)
    expect(body).toEqual({
      id: 40,
      startDate: '2026-06-01',
      finishDate: '2026-11-30',
      periodTimes: [
        { startTime: '00:00', finishTime: '08:00', price: { id: 401, value: 0.09 } },
        { startTime: '08:00', finishTime: '00:00', price: { id: 402, value: 0.16 } },
      ],
    })
    expect(updatePeriodSchema.safeParse(body).success).toBe(true)
  })

  it('makes no body when a slot has no price id or the draft is a creation', () => {
    expect(updatePeriodBody({ ...edit, slots: [{ start: 0, end: 24, priceText: '1' }] })).toBeNull()
    expect(updatePeriodBody(create)).toBeNull()
  })
})
