/**
 * Consumable periods of job costing (spec 002 §7.2; issue 15 item 9): create, read back in the
 * historic and latest answers, the validation of slots and dates named by field, the energy right,
 * ROLE_COMMERCIAL and the Idempotency-Key. The plant's today is pinned (TEST_NOW: 2026-11-20 in
 * Madrid), and the tests start from a plant without price periods.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { call, login, newKey } from './account-helpers'
import { createTestApp, TEST_NOW, type TestApp } from './helpers'

let t: TestApp
let manager: string
let sales: string

const slot = (startTime: string, finishTime: string, value: number | string, typeId = 1) => ({
  startTime,
  finishTime,
  consumablePeriodTimePrice: { consumableType: { id: typeId }, price: { value } },
})
const threeSlots = [
  slot('00:00', '08:00', 0.09),
  slot('08:00', '20:00', '0,21'),
  slot('20:00', '00:00', '€ 0.14'),
]

const setEnergyRight = (held: boolean) =>
  t.ctx.db
    .update(schema.users)
    .set({ featureFlags: { edit_job_cost_energy: held } })
    .where(eq(schema.users.email, 'manager@demo.plant'))

const history = async (types: string) =>
  (
    await call(
      t,
      manager,
      'GET',
      `/api/job-cost/consumable-period-time-price?consumable-types=${types}&limit=1000`,
    )
  ).json()
const latest = async (types: string) =>
  (await call(t, manager, 'GET', `/api/job-cost/period/latest?consumable-types=${types}`)).json()

beforeAll(async () => {
  t = await createTestApp({ now: () => TEST_NOW }, { COST_RECALC_DEBOUNCE_MS: '600000' })
  await t.ctx.db.execute(sql`delete from consumable_periods`)
  manager = await login(t, 'manager@demo.plant')
  sales = await login(t, 'sales@demo.plant')
})
afterAll(() => t.close())

describe('energy periods', () => {
  it('is a 403 without the edit_job_cost_energy right, and works with it', async () => {
    await setEnergyRight(false)
    const refused = await call(t, manager, 'POST', '/api/job-cost/period', {
      startDate: '2026-10-01',
      periodTimes: threeSlots,
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toBe('ENERGY_RIGHT_REQUIRED')
    expect(await history('1')).toEqual([])

    await setEnergyRight(true)
    const res = await call(
      t,
      manager,
      'POST',
      '/api/job-cost/period',
      { startDate: '2026-10-01', periodTimes: threeSlots },
      newKey(),
    )
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ consumableTypeId: 1, startDate: '2026-10-01', finishDate: null })
  })

  it('reads the period with its three slots back in the historic and latest answers', async () => {
    const [period] = await history('1')
    const slots = period.periodTimes.map(
      (p: { startTime: string; finishTime: string; price: { value: number } }) => [
        p.startTime,
        p.finishTime,
        p.price.value,
      ],
    )
    expect(slots).toEqual([
      ['00:00', '08:00', 0.09],
      ['08:00', '20:00', 0.21],
      ['20:00', '00:00', 0.14],
    ])
    expect(period.periodTimes[0].price.currency).toBe('€')
    expect(period.periodTimes[0].consumableType).toEqual({ id: 1 })
    expect(await latest('1')).toEqual([period])
  })

  it('closes the open-ended period when the next one is created; latest stays the one in force', async () => {
    const res = await call(t, manager, 'POST', '/api/job-cost/period', {
      startDate: '2026-12-01',
      periodTimes: [slot('00:00', '00:00', 0.2)],
    })
    expect(res.statusCode).toBe(200)
    const periods = await history('1')
    expect(
      periods.map((p: { startDate: string; finishDate: string | null }) => [p.startDate, p.finishDate]),
    ).toEqual([
      ['2026-12-01', null],
      ['2026-10-01', '2026-11-30'],
    ])
    expect((await latest('1')).map((p: { startDate: string }) => p.startDate)).toEqual(['2026-10-01'])
    // limit caps the count, newest first.
    const one = await call(
      t,
      manager,
      'GET',
      '/api/job-cost/consumable-period-time-price?consumable-types=1&limit=1',
    )
    expect(one.json().map((p: { startDate: string }) => p.startDate)).toEqual(['2026-12-01'])
  })

  it('refuses overlapping and out-of-order periods with a 400 naming the field', async () => {
    const before = await call(t, manager, 'POST', '/api/job-cost/period', {
      startDate: '2026-11-15',
      periodTimes: [slot('00:00', '00:00', 0.2)],
    })
    expect(before.statusCode).toBe(400)
    expect(before.json().errors[0]).toMatchObject({ field: 'startDate', code: 'BEFORE_PREVIOUS_START' })

    const sameDay = await call(t, manager, 'POST', '/api/job-cost/period', {
      startDate: '2026-12-01',
      periodTimes: [slot('00:00', '00:00', 0.2)],
    })
    expect(sameDay.statusCode).toBe(400)
    expect(sameDay.json().errors[0]).toMatchObject({ field: 'startDate', code: 'OVERLAP' })

    const [, october] = await history('1')
    const longer = await call(t, manager, 'PUT', `/api/job-cost/period/${october.id}`, {
      id: october.id,
      startDate: october.startDate,
      finishDate: '2026-12-05',
      periodTimes: october.periodTimes.map(
        (p: { startTime: string; finishTime: string; price: { id: number; value: number } }) => ({
          startTime: p.startTime,
          finishTime: p.finishTime,
          price: { id: p.price.id, value: p.price.value },
        }),
      ),
    })
    expect(longer.statusCode).toBe(400)
    expect(longer.json().errors[0]).toMatchObject({ field: 'finishDate', code: 'OVERLAP' })

    const backwards = await call(t, manager, 'PUT', `/api/job-cost/period/${october.id}`, {
      id: october.id,
      startDate: october.startDate,
      finishDate: '2026-09-01',
      periodTimes: october.periodTimes.map(
        (p: { startTime: string; finishTime: string; price: { id: number; value: number } }) => ({
          startTime: p.startTime,
          finishTime: p.finishTime,
          price: p.price,
        }),
      ),
    })
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().errors[0]).toMatchObject({ field: 'finishDate', code: 'FINISH_BEFORE_START' })
  })

  it('refuses slots that do not cover the day, a price of 0 and slots of two types', async () => {
    const short = await call(t, manager, 'POST', '/api/job-cost/period', {
      startDate: '2027-01-01',
      periodTimes: [slot('00:00', '08:00', 0.1), slot('08:00', '20:00', 0.2)],
    })
    expect(short.statusCode).toBe(400)
    expect(short.json().errors[0]).toMatchObject({ field: 'periodTimes', code: 'DAY_NOT_COVERED' })

    const gap = await call(t, manager, 'POST', '/api/job-cost/period', {
      startDate: '2027-01-01',
      periodTimes: [slot('00:00', '08:00', 0.1), slot('06:00', '00:00', 0.2)],
    })
    expect(gap.statusCode).toBe(400)
    expect(gap.json().errors[0]).toMatchObject({ field: 'periodTimes', code: 'DAY_NOT_COVERED' })

    const free = await call(t, manager, 'POST', '/api/job-cost/period', {
      startDate: '2027-01-01',
      periodTimes: [slot('00:00', '08:00', 0.1), slot('08:00', '00:00', 0)],
    })
    expect(free.statusCode).toBe(400)
    expect(free.json().errors[0]).toMatchObject({
      field: 'periodTimes.1.consumablePeriodTimePrice.price.value',
      code: 'MUST_BE_HIGHER_THAN_0',
      message: 'Must be higher than 0',
    })

    const mixed = await call(t, manager, 'POST', '/api/job-cost/period', {
      startDate: '2027-01-01',
      periodTimes: [slot('00:00', '08:00', 0.1), slot('08:00', '00:00', 0.2, 4)],
    })
    expect(mixed.statusCode).toBe(400)
    expect(mixed.json().errors[0]).toMatchObject({
      field: 'periodTimes.1.consumablePeriodTimePrice.consumableType.id',
      code: 'MIXED_TYPES',
    })
    expect((await history('1')).length).toBe(2)
  })

  it('edits a price and moves a start with the contiguous period before it', async () => {
    const [december, october] = await history('1')
    const price = october.periodTimes[1].price
    const res = await call(t, manager, 'PUT', `/api/job-cost/price/${price.id}`, {
      id: price.id,
      value: '0,25',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().periodTimes[1].price.value).toBe(0.25)

    const zero = await call(t, manager, 'PUT', `/api/job-cost/price/${price.id}`, { id: price.id, value: 0 })
    expect(zero.statusCode).toBe(400)
    expect(zero.json().errors[0]).toMatchObject({ field: 'value', code: 'MUST_BE_HIGHER_THAN_0' })

    const moved = await call(t, manager, 'PUT', `/api/job-cost/period/${december.id}`, {
      id: december.id,
      startDate: '2026-12-10',
      finishDate: null,
      periodTimes: [
        {
          startTime: '00:00',
          finishTime: '00:00',
          price: { id: december.periodTimes[0].price.id, value: 0.3 },
        },
      ],
    })
    expect(moved.statusCode).toBe(200)
    const periods = await history('1')
    expect(
      periods.map((p: { startDate: string; finishDate: string | null }) => [p.startDate, p.finishDate]),
    ).toEqual([
      ['2026-12-10', null],
      ['2026-10-01', '2026-12-09'],
    ])
    expect(periods[0].periodTimes[0].price.value).toBe(0.3)
  })
})

describe('other consumable types', () => {
  it('has one slot 00:00-00:00; the type must be one the plant uses', async () => {
    const two = await call(t, manager, 'POST', '/api/job-cost/period', {
      startDate: '2026-10-01',
      periodTimes: [slot('00:00', '12:00', 1.2, 4), slot('12:00', '00:00', 1.3, 4)],
    })
    expect(two.statusCode).toBe(400)
    expect(two.json().errors[0]).toMatchObject({ field: 'periodTimes', code: 'ONE_SLOT_ALL_DAY' })

    const unknown = await call(t, manager, 'POST', '/api/job-cost/period', {
      startDate: '2026-10-01',
      periodTimes: [slot('00:00', '00:00', 1.2, 999)],
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errors[0]).toMatchObject({
      field: 'periodTimes.0.consumablePeriodTimePrice.consumableType.id',
      code: 'UNKNOWN_CONSUMABLE_TYPE',
    })

    const ok = await call(t, manager, 'POST', '/api/job-cost/period', {
      startDate: '2026-10-01',
      periodTimes: [slot('00:00', '00:00', '1,25', 4)],
    })
    expect(ok.statusCode).toBe(200)
    // Without the energy right, other types are still written.
    await setEnergyRight(false)
    const price = ok.json().periodTimes[0].price
    const edit = await call(t, manager, 'PUT', `/api/job-cost/price/${price.id}`, {
      id: price.id,
      value: 1.3,
    })
    expect(edit.statusCode).toBe(200)
    const [energy] = await history('1')
    const energyEdit = await call(
      t,
      manager,
      'PUT',
      `/api/job-cost/price/${energy.periodTimes[0].price.id}`,
      {
        id: energy.periodTimes[0].price.id,
        value: 0.31,
      },
    )
    expect(energyEdit.statusCode).toBe(403)
    await setEnergyRight(true)
    const both = await latest('1,4')
    expect(both.map((p: { consumableTypeId: number }) => p.consumableTypeId)).toEqual([1, 4])
  })

  it('refuses to edit a period that ended more than a year ago (409 PERIOD_NOT_EDITABLE)', async () => {
    const [old] = await t.ctx.db
      .insert(schema.consumablePeriods)
      .values({
        plantId: t.base.plantId,
        consumableTypeId: 5,
        startDate: '2024-01-01',
        finishDate: '2024-12-31',
      })
      .returning()
    const [time] = await t.ctx.db
      .insert(schema.consumablePeriodTimes)
      .values({ periodId: old.id, startTime: '00:00', finishTime: '00:00' })
      .returning()
    const [price] = await t.ctx.db
      .insert(schema.consumablePrices)
      .values({ periodTimeId: time.id, consumableTypeId: 5, value: 2 })
      .returning()
    const res = await call(t, manager, 'PUT', `/api/job-cost/price/${price.id}`, { id: price.id, value: 3 })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ error: 'PERIOD_NOT_EDITABLE', errors: [{ field: 'id' }] })
    const period = await call(t, manager, 'PUT', `/api/job-cost/period/${old.id}`, {
      id: old.id,
      startDate: '2024-01-01',
      finishDate: '2024-12-31',
      periodTimes: [{ startTime: '00:00', finishTime: '00:00', price: { id: price.id, value: 3 } }],
    })
    expect(period.statusCode).toBe(409)
    const missing = await call(t, manager, 'PUT', '/api/job-cost/price/999999', { id: 999999, value: 3 })
    expect(missing.statusCode).toBe(404)
  })
})

describe('who may write, and how often', () => {
  it('refuses every write to ROLE_COMMERCIAL (sales@demo.plant), who may still read', async () => {
    const [energy] = await latest('1')
    const price = energy.periodTimes[0].price
    const writes = [
      call(t, sales, 'POST', '/api/job-cost/period', {
        startDate: '2027-02-01',
        periodTimes: [slot('00:00', '00:00', 1, 4)],
      }),
      call(t, sales, 'PUT', `/api/job-cost/price/${price.id}`, { id: price.id, value: 9 }),
      call(t, sales, 'PUT', `/api/job-cost/period/${energy.id}`, {
        id: energy.id,
        startDate: energy.startDate,
        periodTimes: [],
      }),
    ]
    for (const res of await Promise.all(writes)) {
      expect(res.statusCode).toBe(403)
      expect(res.json().error).toBe('COMMERCIAL_CANNOT_UPDATE')
    }
    const read = await call(t, sales, 'GET', '/api/job-cost/period/latest?consumable-types=1')
    expect(read.statusCode).toBe(200)
    expect(read.json()[0].periodTimes[0].price.value).toBe(price.value)
  })

  it('applies a write replayed with the same Idempotency-Key once', async () => {
    const key = newKey()
    const body = { startDate: '2027-03-01', periodTimes: [slot('00:00', '00:00', 1.4, 4)] }
    const first = await call(t, manager, 'POST', '/api/job-cost/period', body, key)
    const again = await call(t, manager, 'POST', '/api/job-cost/period', body, key)
    expect(first.statusCode).toBe(200)
    expect(again.statusCode).toBe(200)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json()).toEqual(first.json())
    const starts = (await history('4')).map((p: { startDate: string }) => p.startDate)
    expect(starts).toEqual(['2027-03-01', '2026-10-01'])
  })
})
