/**
 * Costs that follow price changes (issue 15 item 6): a price write marks exactly the finished orders
 * whose prices it changes, and the recalculation job brings their costs to the values the pricing
 * engine computes from scratch (repriceOrders over every order), also when a run is cut short and a
 * new job (a restarted process) finishes it, with the run's counts right. The app's own job is
 * parked (a 10-minute debounce) so each run here is started by the test.
 */
import { eq, sql, TransactionRollbackError } from 'drizzle-orm'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DbOrTx } from '../../server/db/client'
import * as schema from '../../server/db/schema'
import { CostRecalculation } from '../../server/services/job-costing/recalculation'
import { repriceOrders } from '../../server/services/job-costing/reprice'
import { postgresTarget } from '../postgres/test-database'
import { call, login, newKey } from './account-helpers'
import { demoMachinesByName, ProductionBuilder } from './fixtures/production'
import { createTestApp, TEST_NOW, type TestApp } from './helpers'

let t: TestApp
let manager: string
let plantId: number
const orders: Record<string, number> = {}
const periods = { material: 0, energy: 0 }

type Row = Record<string, unknown>

const marked = async () =>
  (
    await t.ctx.db.execute<Row>(sql`select order_id from order_cost_recalculations order by order_id`)
  ).rows.map((r) => Number(r.order_id))
const ids = (...names: string[]) => names.map((n) => orders[n]).sort((a, b) => a - b)
const run = async () =>
  (
    await t.ctx.db.execute<Row>(
      sql`select total, done, finished_at from cost_recalculation_runs where plant_id = ${plantId}`,
    )
  ).rows[0]

/** Every order's costs and its consumption lines' costs. */
async function costs(db: DbOrTx = t.ctx.db) {
  const { rows } = await db.execute<Row>(sql`
    select o.id, o.po_cost, o.po_cost_surface,
      (select json_agg(json_build_array(c.consumable_type_id, c.group_id, c.cost) order by c.consumable_type_id, c.group_id)
       from order_consumptions c where c.order_id = o.id) as lines
    from production_orders o order by o.id`)
  return rows.map((r) => ({ id: r.id, poCost: r.po_cost, surface: r.po_cost_surface, lines: r.lines }))
}

/** What the engine computes for every order from nothing, in a transaction rolled back after. */
async function fromScratch() {
  let result: Awaited<ReturnType<typeof costs>> = []
  await t.ctx.db
    .transaction(async (tx) => {
      await tx.execute(sql`update production_orders set po_cost = null, po_cost_surface = null`)
      await tx.execute(sql`update order_consumptions set cost = null`)
      const all = (await tx.execute<Row>(sql`select id from production_orders`)).rows.map((r) => Number(r.id))
      await repriceOrders(tx, all)
      result = await costs(tx)
      tx.rollback()
    })
    .catch((err) => {
      if (!(err instanceof TransactionRollbackError)) throw err
    })
  return result
}

const lineCost = async (order: string, typeId: number) =>
  Number(
    (
      await t.ctx.db.execute<Row>(
        sql`select cost from order_consumptions where order_id = ${orders[order]} and consumable_type_id = ${typeId}`,
      )
    ).rows[0].cost,
  )

beforeAll(async () => {
  t = await createTestApp({ now: () => TEST_NOW }, { COST_RECALC_DEBOUNCE_MS: '600000' })
  plantId = t.base.plantId
  for (const table of ['consumable_periods', 'ink_group_price_periods', 'material_price_periods']) {
    await t.ctx.db.execute(sql`delete from ${sql.identifier(table)}`)
  }
  await t.ctx.db
    .update(schema.users)
    .set({ featureFlags: { edit_job_cost_energy: true } })
    .where(eq(schema.users.email, 'manager@demo.plant'))
  manager = await login(t, 'manager@demo.plant')

  // Prices from 2026-09-01: energy by three tariff slots, ink groups 1 and 2, materials 1 and 2.
  const energy = await call(t, manager, 'POST', '/api/job-cost/period', {
    startDate: '2026-09-01',
    periodTimes: [
      ['00:00', '08:00', 0.1],
      ['08:00', '20:00', 0.2],
      ['20:00', '00:00', 0.15],
    ].map(([startTime, finishTime, value]) => ({
      startTime,
      finishTime,
      consumablePeriodTimePrice: { consumableType: { id: 1 }, price: { value } },
    })),
  })
  expect(energy.statusCode).toBe(200)
  periods.energy = energy.json().id
  for (const [kind, prices] of [
    ['ink-group', { '1': { price: 10 }, '2': { price: 20 } }],
    ['material', { '1': { price: 2 }, '2': { price: 3 } }],
  ] as const) {
    const created = await call(t, manager, 'POST', `/api/job-cost/${kind}-price-periods`, [
      { startDate: '2026-09-01' },
    ])
    expect(created.statusCode).toBe(200)
    const saved = await call(t, manager, 'POST', `/api/job-cost/${kind}-prices`, {
      period: created.json().id,
      materials: prices,
    })
    expect(saved.statusCode).toBe(200)
    if (kind === 'material') periods.material = created.json().id
  }

  // Orders (Madrid is UTC+2 until 25 October): D runs 06:00-10:00 local, across the 08:00 tariff change.
  const m = await demoMachinesByName(t.ctx.db)
  const b = new ProductionBuilder(t.ctx.db, plantId)
  const flexo = m['Flexo CI 1'].id
  const input = [
    [
      'A',
      flexo,
      '2026-10-10T06:00:00Z',
      '2026-10-10T10:00:00Z',
      1,
      [
        [3, 0, 100],
        [2, 1, 5],
        [1, 0, 50],
      ],
    ],
    [
      'B',
      flexo,
      '2026-10-20T06:00:00Z',
      '2026-10-20T10:00:00Z',
      2,
      [
        [3, 0, 200],
        [2, 2, 3],
      ],
    ],
    ['C', flexo, '2026-09-15T06:00:00Z', '2026-09-15T10:00:00Z', 1, [[3, 0, 80]]],
    [
      'D',
      m['Laminator SL 1'].id,
      '2026-10-12T04:00:00Z',
      '2026-10-12T08:00:00Z',
      1,
      [
        [3, 0, 60],
        [1, 0, 30],
      ],
    ],
    ['E', flexo, '2026-11-20T08:00:00Z', null, 1, [[3, 0, 10]]],
    ['F', m['Roto R9 South'].id, '2026-10-10T06:00:00Z', '2026-10-10T10:00:00Z', 1, []],
    ['G', flexo, '2026-08-15T06:00:00Z', '2026-08-15T10:00:00Z', 1, [[3, 0, 10]]],
  ] as const
  for (const [name, machineId, dateStart, dateFinish, materialId, lines] of input) {
    const order = await b.order({
      machineId,
      reference: `PO-RECALC-${name}`,
      dateStart,
      dateFinish,
      materialId,
      width: 1000,
      cleanMeter: 1000,
    })
    orders[name] = order.id
    for (const [consumableTypeId, groupId, consumption] of lines) {
      await t.ctx.db
        .insert(schema.orderConsumptions)
        .values({ orderId: order.id, consumableTypeId, groupId, consumption })
    }
  }
  await repriceOrders(t.ctx.db, Object.values(orders))
}, 60_000)
afterAll(() => t.close())

describe('marking', () => {
  it('marks exactly the finished orders of the machines and days a price change touches', async () => {
    expect(await marked()).toEqual([])
    expect(await lineCost('A', 3)).toBe(200)
    const wake = vi.spyOn(t.app.costRecalculation, 'wake')
    const [priceOf1] = (await call(t, manager, 'GET', '/api/job-cost/material-prices')).json().periods[0]
      .prices
    const res = await call(
      t,
      manager,
      'PUT',
      `/api/job-cost/material-prices/${periods.material}`,
      { period: periods.material, materials: { '1': { id: priceOf1.priceId, price: 2.5 } } },
      newKey(),
    )
    expect(res.statusCode).toBe(200)
    // Material 1 since 1 September: not B (material 2), E (unfinished), F (no consumption), G (August).
    expect(await marked()).toEqual(ids('A', 'C', 'D'))
    expect(await run()).toMatchObject({ total: 3, done: 0, finished_at: null })
    expect(wake).toHaveBeenCalledWith(plantId)
    wake.mockRestore()
    // Not repriced yet.
    expect(await lineCost('A', 3)).toBe(200)
  })

  it('marks nothing for a period only in the future', async () => {
    const res = await call(t, manager, 'POST', '/api/job-cost/material-price-periods', [
      { startDate: '2027-01-01' },
    ])
    expect(res.statusCode).toBe(200)
    expect(await marked()).toEqual(ids('A', 'C', 'D'))
    expect(await run()).toMatchObject({ total: 3, done: 0 })
  })
})

describe('the recalculation job', () => {
  it('brings the marked orders to the values the engine computes from scratch', async () => {
    const result = await t.app.costRecalculation.runPlant(plantId)
    expect(result).toEqual({ processed: 3, left: 0 })
    expect(await marked()).toEqual([])
    expect(await lineCost('A', 3)).toBe(250)
    expect(await costs()).toEqual(await fromScratch())
    const done = await run()
    expect(done).toMatchObject({ total: 3, done: 3 })
    expect(done.finished_at).not.toBeNull()
  })

  it('prices a consumption across a tariff boundary by its slots, and restarts a finished run from 0', async () => {
    expect(await lineCost('D', 1)).toBe(4.5) // 15 kWh at 0.10 + 15 kWh at 0.20
    const period = (await call(t, manager, 'GET', '/api/job-cost/period/latest?consumable-types=1')).json()[0]
    const day = period.periodTimes[1].price
    const res = await call(t, manager, 'PUT', `/api/job-cost/price/${day.id}`, { id: day.id, value: 0.3 })
    expect(res.statusCode).toBe(200)
    expect(await marked()).toEqual(ids('A', 'D'))
    expect(await run()).toMatchObject({ total: 2, done: 0, finished_at: null })
    expect(await t.app.costRecalculation.runPlant(plantId)).toEqual({ processed: 2, left: 0 })
    expect(await lineCost('D', 1)).toBe(6) // 15 kWh at 0.10 + 15 kWh at 0.30
    expect(await costs()).toEqual(await fromScratch())
  })

  it("keeps a version of each moved cost with the price change behind it, read on the order's detail", async () => {
    const [row] = (
      await t.ctx.db.execute<Row>(sql`
        select o.id_on_machine, o.insert_timestamp, m.hash_code, o.po_cost from production_orders o
        join machines m on m.id = o.machine_id where o.id = ${orders.D}`)
    ).rows
    const query = `machineHashCode=${row.hash_code}&idOnMachine=${row.id_on_machine}&insertTimestamp=${row.insert_timestamp}`
    const res = await call(t, manager, 'GET', `/api/job-cost/po-cost-versions?${query}`)
    expect(res.statusCode, res.body).toBe(200)
    const [latest] = res.json()
    // The day tariff went from 0.20 to 0.30: 15 kWh x 0.10 more on D's energy line.
    expect(latest.poCost).toBeCloseTo(Number(row.po_cost), 6)
    expect(latest.poCost - latest.previousCost).toBeCloseTo(1.5, 6)
    expect(latest.changes).toEqual([
      expect.objectContaining({
        consumableTypeId: 1,
        consumableTypeName: 'Energy',
        changedBy: 'Marta Manager',
      }),
    ])
    // Only orders whose cost moved have versions (G, before any price, never moved).
    const versioned = (
      await t.ctx.db.execute<Row>(sql`select distinct order_id from order_cost_versions order by order_id`)
    ).rows.map((r) => Number(r.order_id))
    expect(versioned).toEqual(ids('A', 'C', 'D'))
  })

  it('killed midway and restarted, finishes with exact values and counts', async () => {
    const [priceOf1] = (await call(t, manager, 'GET', '/api/job-cost/material-prices')).json().periods[0]
      .prices
    await call(t, manager, 'POST', '/api/job-cost/material-prices', {
      period: periods.material,
      materials: { '1': { id: priceOf1.priceId, price: 2.75 } },
    })
    expect(await marked()).toEqual(ids('A', 'C', 'D'))
    const before = await costs()

    // The first run stops after one order, as a crash would: the oldest (C, 15 September) is done.
    expect(await t.app.costRecalculation.runPlant(plantId, { maxOrders: 1 })).toEqual({
      processed: 1,
      left: 2,
    })
    expect(await marked()).toEqual(ids('A', 'D'))
    expect(await lineCost('C', 3)).toBe(220)
    expect(await lineCost('A', 3)).toBe(250)
    expect(await run()).toMatchObject({ total: 3, done: 1, finished_at: null })

    // A new process: a new job over the same database continues with the marks left.
    const restarted = new CostRecalculation({ db: t.ctx.db, debounceMs: 0 })
    expect(await restarted.runPlant(plantId)).toEqual({ processed: 2, left: 0 })
    await restarted.stop()
    const after = await run()
    expect(after).toMatchObject({ total: 3, done: 3 })
    expect(after.finished_at).not.toBeNull()
    const now = await costs()
    expect(now).not.toEqual(before)
    expect(now).toEqual(await fromScratch())
    expect(await lineCost('A', 3)).toBe(275)
  })

  it('may reprice a few orders per transaction, with the same values and counts', async () => {
    const [priceOf1] = (await call(t, manager, 'GET', '/api/job-cost/material-prices')).json().periods[0]
      .prices
    await call(t, manager, 'POST', '/api/job-cost/material-prices', {
      period: periods.material,
      materials: { '1': { id: priceOf1.priceId, price: 2.6 } },
    })
    const job = new CostRecalculation({ db: t.ctx.db, debounceMs: 0, ordersPerTransaction: 2 })
    expect(await job.runPlant(plantId, { maxOrders: 1 })).toEqual({ processed: 1, left: 2 })
    expect(await job.runPlant(plantId)).toEqual({ processed: 2, left: 0 })
    await job.stop()
    expect(await run()).toMatchObject({ total: 3, done: 3 })
    expect(await costs()).toEqual(await fromScratch())
    expect(await lineCost('A', 3)).toBe(260)
  })

  // Another API instance is another session: it holds the run lock, so this one does not run.
  it.runIf(postgresTarget() !== null)(
    'leaves a plant alone while another instance runs it (Postgres)',
    async () => {
      const pool = (t.ctx.db as unknown as { $client: InstanceType<typeof pg.Pool> }).$client
      const other = await pool.connect()
      try {
        await other.query('select pg_advisory_lock(1502, $1::int)', [plantId])
        const job = new CostRecalculation({ db: t.ctx.db, debounceMs: 0 })
        expect(await job.runPlant(plantId)).toEqual({ processed: 0, left: 0, locked: true })
        await other.query('select pg_advisory_unlock(1502, $1::int)', [plantId])
        expect(await job.runPlant(plantId)).toEqual({ processed: 0, left: 0 })
        await job.stop()
      } finally {
        other.release()
      }
    },
  )

  it('makes one run of successive wakes, and one run at a time per plant', async () => {
    const log = { info: vi.fn(), error: vi.fn() }
    const job = new CostRecalculation({ db: t.ctx.db, debounceMs: 40, log })
    for (const price of [2.8, 2.9]) {
      const [priceOf1] = (await call(t, manager, 'GET', '/api/job-cost/material-prices')).json().periods[0]
        .prices
      await call(t, manager, 'POST', '/api/job-cost/material-prices', {
        period: periods.material,
        materials: { '1': { id: priceOf1.priceId, price } },
      })
    }
    // Three wakes inside one debounce window, whatever the machine's load: the requests between
    // wakes once made the gaps longer than the 40 ms window on a busy machine, and two runs.
    job.wake(plantId)
    job.wake(plantId)
    job.wake(plantId)
    await vi.waitFor(async () => expect(await marked()).toEqual([]), { timeout: 5000, interval: 20 })
    await job.stop()
    expect(log.info).toHaveBeenCalledTimes(1)
    expect(log.error).not.toHaveBeenCalled()
    expect(await lineCost('A', 3)).toBe(290)

    const first = t.app.costRecalculation.runPlant(plantId)
    expect(t.app.costRecalculation.runPlant(plantId)).toBe(first)
    expect(await first).toEqual({ processed: 0, left: 0 })
  })
})
