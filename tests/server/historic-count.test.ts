/**
 * order_day_counts and order_month_counts (migration 0002) against a real count: the triggers keep the per-day totals
 * through inserts, updates of the start or machine, child orders, deletes and truncation, so the
 * historical total summed by day always equals counting the orders.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { historicCountQuery } from '../../server/services/plant/historic'
import { dayCountQuery } from '../../server/services/plant/historic-count'
import { scopeHistoricFilters } from '../../server/services/plant/historic-filters'
import { historicRequestSchema } from '../../src/contract/historic'
import { type DemoMachineRef, demoMachinesByName, ProductionBuilder } from './fixtures/production'
import { createTestApp, TEST_NOW, type TestApp } from './helpers'

let t: TestApp
let m: Record<string, DemoMachineRef>
let machineIds: number[]

async function bothCounts(body: Record<string, unknown>) {
  const filters = scopeHistoricFilters(historicRequestSchema.parse(body), { machineIds: new Set(machineIds) })
  const options = { plantId: t.base.plantId, withCosts: false, now: TEST_NOW }
  const byDay = (await t.ctx.db.execute<{ total: number | null }>(dayCountQuery(filters, t.base.plantId)))
    .rows[0].total
  const counted = (await t.ctx.db.execute<{ total: number }>(historicCountQuery(filters, options))).rows[0]
    .total
  return { byDay: Number(byDay), counted: Number(counted) }
}

const searches = [
  {},
  { date_start: '19.11.2026' },
  { date_start: '18.11.2026', date_finish: '19.11.2026' },
  { date_finish: '17.11.2026' },
  // Whole months plus days at either end, a range inside one month, and month boundaries.
  { date_start: '15.09.2026', date_finish: '05.11.2026' },
  { date_start: '01.10.2026', date_finish: '31.10.2026' },
  { date_start: '01.01.2020', date_finish: '31.12.2030' },
  { date_start: '31.10.2026', date_finish: '01.11.2026' },
]

async function expectConsistent() {
  for (const body of [...searches, ...searches.map((s) => ({ ...s, machine: [machineIds[0]] }))]) {
    const { byDay, counted } = await bothCounts(body)
    expect(byDay, JSON.stringify(body)).toBe(counted)
  }
}

beforeAll(async () => {
  t = await createTestApp({ now: () => TEST_NOW })
  m = await demoMachinesByName(t.ctx.db)
  machineIds = Object.values(m).map((x) => x.id)
}, 120_000)
afterAll(() => t.close())

describe('order_day_counts', () => {
  it('follows inserts, including orders near midnight in the plant time zone, and skips child orders', async () => {
    const b = new ProductionBuilder(t.ctx.db, t.base.plantId)
    const ids = await b.orders(
      Array.from({ length: 300 }, (_, i) => ({
        machineId: machineIds[i % machineIds.length],
        reference: `CNT-${i}`,
        // Every 7 hours back from TEST_NOW: crosses plant-local midnights and three month ends.
        dateStart: new Date(TEST_NOW.getTime() - (i + 1) * 7 * 3600_000).toISOString(),
      })),
    )
    await t.ctx.db.execute(sql`update production_orders set parent_order_id = ${ids[0]} where id = ${ids[1]}`)
    await expectConsistent()
    const { counted } = await bothCounts({})
    expect(counted).toBeGreaterThan(250)
  })

  it('follows updates of the start and the machine, and ignores updates of the meters', async () => {
    await t.ctx.db.execute(sql`update production_orders set clean_meter = clean_meter + 10`)
    await t.ctx.db.execute(
      sql`update production_orders set date_start = date_start - interval '3 days' where reference like 'CNT-1%'`,
    )
    await t.ctx.db.execute(
      sql`update production_orders set machine_id = ${machineIds[0]} where reference like 'CNT-2%'`,
    )
    await t.ctx.db.execute(sql`update production_orders set parent_order_id = null where reference = 'CNT-1'`)
    await expectConsistent()
  })

  it('follows deletes and truncation', async () => {
    await t.ctx.db.execute(
      sql`delete from order_operators where order_id in (select id from production_orders where reference like 'CNT-3%')`,
    )
    await t.ctx.db.execute(sql`delete from production_orders where reference like 'CNT-3%'`)
    await expectConsistent()
    await t.ctx.db.execute(sql`truncate production_orders cascade`)
    const { byDay, counted } = await bothCounts({})
    expect([byDay, counted]).toEqual([0, 0])
    const left = await t.ctx.db.execute(
      sql`select (select count(*) from order_day_counts) + (select count(*) from order_month_counts) as n`,
    )
    expect(Number(left.rows[0].n)).toBe(0)
  })
})
