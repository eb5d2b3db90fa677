/**
 * Order costs at the prices in force (issue 15 item 6): repriceOrder over hand-made price periods
 * gives the hand computation (a tariff boundary, a period change at midnight, ink by group, material
 * by the order's material, a type without price), follows a price changed in the database, keeps an
 * unfinished order at null, and the order detail's cost panel reads the result. Then the demo seed:
 * its prices form contiguous periods with one scheduled, and a recalculation of every seeded order
 * changes nothing (seed and recalculation price the same way).
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../server/db/client'
import * as t from '../../server/db/schema'
import { seedHistory } from '../../server/demo/seed'
import { loadPriceBook } from '../../server/services/job-costing/price-book'
import { repriceOrder, repriceOrders } from '../../server/services/job-costing/reprice'
import { dayBefore } from '../../src/contract/job-costing-rules'
import {
  bearer,
  type DemoMachineRef,
  demoMachinesByName,
  ProductionBuilder,
  signIn,
} from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

type Row = Record<string, unknown>

async function consumablePeriod(
  db: Db,
  plantId: number,
  consumableTypeId: number,
  startDate: string,
  finishDate: string | null,
  slots: [start: string, finish: string, price: number][],
) {
  const [period] = await db
    .insert(t.consumablePeriods)
    .values({ plantId, consumableTypeId, startDate, finishDate })
    .returning()
  const priceIds: number[] = []
  for (const [startTime, finishTime, value] of slots) {
    const [time] = await db
      .insert(t.consumablePeriodTimes)
      .values({ periodId: period.id, startTime, finishTime })
      .returning()
    const [price] = await db
      .insert(t.consumablePrices)
      .values({ periodTimeId: time.id, consumableTypeId, value })
      .returning()
    priceIds.push(price.id)
  }
  return priceIds
}

describe('repriceOrder over hand-made periods', () => {
  let app: TestApp
  let db: Db
  let flexo: DemoMachineRef
  let manager: string
  let inkGroups: number[]
  let energyPeak: number
  const orders: Record<string, { id: number; idOnMachine: number; insertTimestamp: number }> = {}

  const costsOf = async (orderId: number) => {
    const [order] = (
      await db.execute<Row>(sql`select po_cost, po_cost_surface from production_orders where id = ${orderId}`)
    ).rows
    const lines = (
      await db.execute<Row>(sql`
        select consumable_type_id, group_id, cost from order_consumptions where order_id = ${orderId}
        order by consumable_type_id, group_id`)
    ).rows
    return {
      poCost: order.po_cost,
      poCostSurface: order.po_cost_surface,
      lines: Object.fromEntries(lines.map((l) => [`${l.consumable_type_id}/${l.group_id}`, l.cost])),
    }
  }
  const reprice = (orderId: number) => db.transaction((tx) => repriceOrder(tx, orderId))

  beforeAll(async () => {
    app = await createTestApp()
    db = app.ctx.db
    flexo = (await demoMachinesByName(db))['Flexo CI 1']
    manager = await signIn(app, 'manager@demo.plant')
    inkGroups = (await db.select().from(t.inkGroups).orderBy(t.inkGroups.number)).map((g) => g.id)
    const plantId = app.base.plantId
    // Energy: valley 00-08, peak 08-18, flat 18-24 (€/kWh).
    ;[, energyPeak] = await consumablePeriod(db, plantId, 1, '2026-01-01', null, [
      ['00:00', '08:00', 0.1],
      ['08:00', '18:00', 0.2],
      ['18:00', '00:00', 0.15],
    ])
    // Cleaning solvent: 1.30 €/l until Feb 10th, 1.50 from Feb 11th (the change is at local midnight).
    await consumablePeriod(db, plantId, 4, '2026-01-01', '2026-02-10', [['00:00', '00:00', 1.3]])
    await consumablePeriod(db, plantId, 4, '2026-02-11', null, [['00:00', '00:00', 1.5]])
    const [ink] = await db
      .insert(t.inkGroupPricePeriods)
      .values({ plantId, startDate: '2026-01-01' })
      .returning()
    await db.insert(t.inkGroupPrices).values([
      { periodId: ink.id, inkGroupId: inkGroups[0], price: 10 },
      { periodId: ink.id, inkGroupId: inkGroups[1], price: 12 },
    ])
    const [material] = await db
      .insert(t.materialPricePeriods)
      .values({ plantId, startDate: '2026-01-01' })
      .returning()
    await db.insert(t.materialPrices).values({ periodId: material.id, materialId: 3, price: 1.6 })

    const build = new ProductionBuilder(db, plantId)
    const meters = { width: 1000, cleanMeter: 900, wasteMeter: 100, materialId: 3 } // 1,000 m²
    const add = async (
      key: string,
      start: string,
      finish: string | null,
      lines: [type: number, group: number, consumption: number][],
    ) => {
      const o = await build.order({
        machineId: flexo.id,
        reference: key,
        dateStart: start,
        dateFinish: finish,
        ...meters,
        poCost: 99,
      })
      orders[key] = { id: o.id, idOnMachine: o.idOnMachine, insertTimestamp: o.insertTimestamp }
      await db.insert(t.orderConsumptions).values(
        lines.map(([consumableTypeId, groupId, consumption]) => ({
          orderId: o.id,
          consumableTypeId,
          groupId,
          consumption,
          cost: 99,
        })),
      )
    }
    // 22:00 on Feb 10th to 02:00 on Feb 11th, Madrid time (UTC+1 in winter).
    await add('night', '2026-02-10T21:00:00Z', '2026-02-11T01:00:00Z', [
      [1, 0, 400],
      [2, inkGroups[0], 2],
      [3, 0, 100],
      [4, 0, 8],
    ])
    // 07:30 to 09:30 local on Feb 12th: across the 08:00 valley/peak boundary.
    await add('morning', '2026-02-12T06:30:00Z', '2026-02-12T08:30:00Z', [
      [1, 0, 120],
      [2, inkGroups[1], 1.5],
      [5, 0, 2],
    ])
    await add('running', '2026-02-12T06:30:00Z', null, [[1, 0, 50]])
  }, 60_000)
  afterAll(() => app.close())

  it('prices a run across local midnight: each part at its period, energy by its slot', async () => {
    await reprice(orders.night.id)
    // Energy 100 kWh/h: 22-24 flat (200 x 0.15 = 30) and 00-02 valley (200 x 0.10 = 20).
    // Solvent 2 l/h: 4 l at 1.30 before midnight, 4 l at 1.50 after = 11.20.
    // Ink group 1: 2 kg x 10 = 20. Material 3: 100 kg x 1.60 = 160.
    expect(await costsOf(orders.night.id)).toEqual({
      poCost: 241.2,
      poCostSurface: 241.2 / 1000,
      lines: { '1/0': 50, [`2/${inkGroups[0]}`]: 20, '3/0': 160, '4/0': 11.2 },
    })
  })

  it('splits energy at a tariff boundary by time, and leaves a type without price at null', async () => {
    await reprice(orders.morning.id)
    // 120 kWh over 2 h: 30 min valley (30 x 0.10 = 3) and 90 min peak (90 x 0.20 = 18).
    // Ink group 2: 1.5 x 12 = 18. Viscosity solvent (type 5) has no period: null, not counted.
    expect(await costsOf(orders.morning.id)).toEqual({
      poCost: 39,
      poCostSurface: 39 / 1000,
      lines: { '1/0': 21, [`2/${inkGroups[1]}`]: 18, '5/0': null },
    })
  })

  it('keeps an unfinished order at null', async () => {
    await reprice(orders.running.id)
    expect(await costsOf(orders.running.id)).toEqual({
      poCost: null,
      poCostSurface: null,
      lines: { '1/0': null },
    })
  })

  it('follows a price changed in the database', async () => {
    await db.update(t.consumablePrices).set({ value: 0.25 }).where(eq(t.consumablePrices.id, energyPeak))
    const [after] = await db
      .select({ id: t.consumablePeriods.id })
      .from(t.consumablePeriods)
      .where(
        and(eq(t.consumablePeriods.consumableTypeId, 4), eq(t.consumablePeriods.startDate, '2026-02-11')),
      )
    await db.execute(sql`
      update consumable_prices set value = 2 where period_time_id in
        (select id from consumable_period_times where period_id = ${after.id})`)
    await reprice(orders.morning.id)
    await reprice(orders.night.id)
    // Morning: 3 + 90 x 0.25 = 25.50 of energy, plus 18 of ink.
    expect(await costsOf(orders.morning.id)).toMatchObject({ poCost: 43.5, lines: { '1/0': 25.5 } })
    // Night: the solvent after midnight is now 4 x 2 = 8, so 5.20 + 8 = 13.20.
    expect(await costsOf(orders.night.id)).toMatchObject({ poCost: 243.2, lines: { '4/0': 13.2 } })
  })

  it('is what the order detail cost panel reads', async () => {
    const o = orders.night
    const res = await app.app.inject({
      method: 'GET',
      url: `/api/job-cost/po-consumption-cost?machineHashCode=${flexo.hashCode}&idOnMachine=${o.idOnMachine}&insertTimestamp=${o.insertTimestamp}`,
      headers: bearer(manager),
    })
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200)
    const body = res.json()
    expect(body.total).toBe(243.2)
    expect(body.squareMeters).toBe(1000)
    expect(body.lines.find((l: { consumableTypeId: number }) => l.consumableTypeId === 1).cost).toBe(50)
  })
})

describe('the demo seed priced by the same engine', () => {
  let app: TestApp
  const anchor = new Date('2026-11-18T16:20:00Z')

  beforeAll(async () => {
    app = await createTestApp()
    await seedHistory(app.ctx.db, app.base, { seed: 42, now: anchor, days: 2 })
  }, 180_000)
  afterAll(() => app.close())

  it('stores a year of contiguous periods per type, with one scheduled ink and energy period', async () => {
    const db = app.ctx.db
    const periods = (
      await db.execute<Row>(sql`
        select consumable_type_id as type, start_date::text as start, finish_date::text as finish,
               (select count(*)::int from consumable_period_times t where t.period_id = p.id) as slots
        from consumable_periods p order by consumable_type_id, start_date`)
    ).rows
    const used = (
      await db.execute<Row>(
        sql`select distinct consumable_type_id as type from machine_consumable_types order by 1`,
      )
    ).rows.map((r) => Number(r.type))
    const types = [...new Set(periods.map((p) => Number(p.type)))]
    expect(types).toEqual(used.filter((type) => type !== 2 && type !== 3))
    for (const type of types) {
      const list = periods.filter((p) => Number(p.type) === type)
      expect(list.length).toBeGreaterThanOrEqual(2)
      expect(String(list[0].start) <= '2025-11-18').toBe(true)
      list.forEach((p, i) => {
        expect(p.finish).toBe(i === list.length - 1 ? null : dayBefore(String(list[i + 1].start)))
      })
    }
    const energy = periods.filter((p) => Number(p.type) === 1)
    expect(energy.map((p) => p.slots)).toEqual([2, 3, 3, 3])
    expect(energy.at(-1)?.start).toBe('2026-12-01')
    const inks = (
      await db.execute<Row>(sql`select start_date::text as start from ink_group_price_periods order by 1`)
    ).rows
    expect(inks.filter((p) => String(p.start) > '2026-11-18').map((p) => p.start)).toEqual(['2026-12-01'])
    expect(inks.length).toBeGreaterThanOrEqual(4)
    const [prices] = (
      await db.execute<Row>(sql`
        select (select count(distinct ink_group_id)::int from ink_group_prices) as groups,
               (select count(distinct material_id)::int from material_prices) as materials`)
    ).rows
    expect(prices).toEqual({ groups: 8, materials: 11 })
  })

  it('seeds the costs a recalculation gives, to the cent', async () => {
    const db = app.ctx.db
    const snapshot = async () => ({
      orders: (
        await db.execute<Row>(sql`select id, po_cost, po_cost_surface from production_orders order by id`)
      ).rows,
      lines: (
        await db.execute<Row>(
          sql`select order_id, consumable_type_id, group_id, cost from order_consumptions order by 1, 2, 3`,
        )
      ).rows,
    })
    const seeded = await snapshot()
    expect(seeded.orders.filter((o) => o.po_cost !== null).length).toBeGreaterThan(20)
    expect(seeded.lines.every((l) => l.cost !== null)).toBe(true)
    await db.execute(sql`update order_consumptions set cost = null`)
    await db.execute(sql`update production_orders set po_cost = null, po_cost_surface = null`)
    const book = await loadPriceBook(db, app.base.plantId)
    const ids = seeded.orders.map((o) => Number(o.id))
    const result = await db.transaction((tx) => repriceOrders(tx, ids, book))
    expect(result).toMatchObject({ orders: ids.length, unpriced: 0 })
    expect(await snapshot()).toEqual(seeded)
  })
})
