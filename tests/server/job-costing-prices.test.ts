/**
 * Ink-group and material prices of job costing (spec 002 §7.2): periods created by start date and
 * seen in force, under ?history (newest first) or ?next (oldest first); prices saved and read back;
 * bad ids and bad price text named by field. The plant's today is pinned (TEST_NOW: 2026-11-20 in
 * Madrid), and the tests start from a plant without price periods.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, login, newKey } from './account-helpers'
import { createTestApp, TEST_NOW, type TestApp } from './helpers'

let t: TestApp
let manager: string
let sales: string

interface Period {
  id: number
  startDate: string
  finishDate: string | null
  prices: { itemId: number; priceId: number; price: number }[]
}

const kinds = [
  { kind: 'ink', prices: '/api/job-cost/ink-group-prices', periods: '/api/job-cost/ink-group-price-periods' },
  {
    kind: 'material',
    prices: '/api/job-cost/material-prices',
    periods: '/api/job-cost/material-price-periods',
  },
] as const

beforeAll(async () => {
  t = await createTestApp({ now: () => TEST_NOW }, { COST_RECALC_DEBOUNCE_MS: '600000' })
  await t.ctx.db.execute(sql`delete from ink_group_price_periods`)
  await t.ctx.db.execute(sql`delete from material_price_periods`)
  manager = await login(t, 'manager@demo.plant')
  sales = await login(t, 'sales@demo.plant')
})
afterAll(() => t.close())

describe.each(kinds)('$kind prices', ({ kind, prices, periods }) => {
  const list = async (query = '') => {
    const res = await call(t, manager, 'GET', `${prices}${query}`)
    expect(res.statusCode).toBe(200)
    return res.json() as { currency: { code: string; symbol: string }; periods: Period[] }
  }
  const createPeriod = (startDate: string, key = newKey()) =>
    call(t, manager, 'POST', periods, [{ startDate }], key)
  /** The save call of the kind: POST for ink, PUT /material-prices/{period} for material edits. */
  const save = (period: number, materials: Record<string, unknown>, edit = false) =>
    edit && kind === 'material'
      ? call(t, manager, 'PUT', `${prices}/${period}`, { period, materials }, newKey())
      : call(t, manager, 'POST', prices, { period, materials }, newKey())

  it('answers no period before any is created, in the plant currency', async () => {
    expect(await list()).toEqual({ currency: { code: 'EUR', symbol: '€' }, periods: [] })
  })

  it('creates periods and shows them in force, under ?history newest first and under ?next', async () => {
    const ids: Record<string, number> = {}
    for (const day of ['2026-09-01', '2026-10-01', '2026-11-01', '2027-01-01', '2026-12-01']) {
      const res = await createPeriod(day)
      expect(res.statusCode, day).toBe(200)
      ids[day] = res.json().id
    }
    const current = await list()
    expect(current.periods.map((p) => [p.id, p.startDate, p.finishDate])).toEqual([
      [ids['2026-11-01'], '2026-11-01', '2026-11-30'],
    ])
    const history = await list('?history')
    expect(history.periods.map((p) => [p.startDate, p.finishDate])).toEqual([
      ['2026-10-01', '2026-10-31'],
      ['2026-09-01', '2026-09-30'],
    ])
    const next = await list('?next')
    expect(next.periods.map((p) => [p.startDate, p.finishDate])).toEqual([
      ['2026-12-01', '2026-12-31'],
      ['2027-01-01', null],
    ])
  })

  it('refuses a start before the period in force or on another start, naming startDate', async () => {
    const before = await createPeriod('2026-10-15')
    expect(before.statusCode).toBe(400)
    expect(before.json().errors[0]).toMatchObject({ field: 'startDate', code: 'BEFORE_CURRENT_START' })
    const duplicate = await createPeriod('2026-12-01')
    expect(duplicate.statusCode).toBe(400)
    expect(duplicate.json().errors[0]).toMatchObject({ field: 'startDate', code: 'DUPLICATE_START' })
  })

  it('saves prices (the text form too), reads them back and edits them by price id', async () => {
    const [current] = (await list()).periods
    const created = await save(current.id, { '1': { price: '€ 12,5' }, '2': { price: 14 } })
    expect(created.statusCode).toBe(200)
    const [read] = (await list()).periods
    expect(read.prices.map((p) => [p.itemId, p.price])).toEqual([
      [1, 12.5],
      [2, 14],
    ])
    const first = read.prices[0]
    const edited = await save(current.id, { '1': { id: first.priceId, price: '13,25 €' } }, true)
    expect(edited.statusCode).toBe(200)
    expect(edited.json().prices.map((p: Period['prices'][number]) => [p.itemId, p.priceId, p.price])).toEqual(
      [
        [1, first.priceId, 13.25],
        [2, read.prices[1].priceId, 14],
      ],
    )
    // A scheduled period's prices, seen under ?next.
    const [december] = (await list('?next')).periods
    expect((await save(december.id, { '3': { price: 9 } })).statusCode).toBe(200)
    expect((await list('?next')).periods[0].prices.map((p) => [p.itemId, p.price])).toEqual([[3, 9]])
  })

  it('names unknown ids, foreign price ids, unknown periods and bad price text', async () => {
    const [current] = (await list()).periods
    const unknownItem = await save(current.id, { '1': { price: 1 }, '999': { price: 2 } })
    expect(unknownItem.statusCode).toBe(400)
    expect(unknownItem.json().errors[0]).toMatchObject({ field: 'materials.999', code: 'UNKNOWN_ITEM' })

    const [september] = (await list('?history')).periods.slice(-1)
    const foreign = await save(september.id, { '1': { id: current.prices[0].priceId, price: 2 } }, true)
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().errors[0]).toMatchObject({ field: 'materials.1.id', code: 'UNKNOWN_PRICE' })

    const badText = await save(current.id, { '2': { price: '12,5,3' } })
    expect(badText.statusCode).toBe(400)
    expect(badText.json().errors[0].field).toBe('materials.2.price')

    const noPeriod = await call(t, manager, 'POST', prices, {
      period: 999999,
      materials: { '1': { price: 1 } },
    })
    expect(noPeriod.statusCode).toBe(400)
    expect(noPeriod.json().errors[0]).toMatchObject({ field: 'period', code: 'UNKNOWN_PERIOD' })

    const [read] = (await list()).periods
    expect(read.prices.map((p) => p.price)).toEqual([13.25, 14])
  })

  it('refuses writes to ROLE_COMMERCIAL and replays a keyed period creation once', async () => {
    const refused = await call(t, sales, 'POST', periods, [{ startDate: '2027-02-01' }], newKey())
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toBe('COMMERCIAL_CANNOT_UPDATE')
    expect((await call(t, sales, 'GET', prices)).statusCode).toBe(200)

    const key = newKey()
    const first = await createPeriod('2027-03-01', key)
    const again = await createPeriod('2027-03-01', key)
    expect(again.json()).toEqual(first.json())
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect((await list('?next')).periods.filter((p) => p.startDate === '2027-03-01')).toHaveLength(1)
  })
})

it('PUT /material-prices/{id} refuses a body naming another period', async () => {
  const [current] = (await call(t, manager, 'GET', '/api/job-cost/material-prices')).json()
    .periods as Period[]
  const res = await call(t, manager, 'PUT', `/api/job-cost/material-prices/${current.id}`, {
    period: current.id + 1,
    materials: { '1': { price: 1 } },
  })
  expect(res.statusCode).toBe(400)
  expect(res.json().errors[0]).toMatchObject({ field: 'period', code: 'ID_MISMATCH' })
})
