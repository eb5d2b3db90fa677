/**
 * Why an order cost more (issue 15 item 8): GET /api/job-cost/po-cost-comparison compares a
 * finished order's cost per good m² with similar orders of its machine (same material, width
 * within ±10 %) and splits the difference by cause; figures checked by hand.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import {
  bearer,
  type DemoMachineRef,
  demoMachinesByName,
  ProductionBuilder,
  signIn,
} from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let m: Record<string, DemoMachineRef>
let manager: string
let b: ProductionBuilder
let materialId: number

const address = (machine: DemoMachineRef, o: { idOnMachine: number; insertTimestamp: number }) =>
  `machineHashCode=${machine.hashCode}&idOnMachine=${o.idOnMachine}&insertTimestamp=${o.insertTimestamp}`
const compare = (query: string, token = manager) =>
  t.app.inject({ method: 'GET', url: `/api/job-cost/po-cost-comparison?${query}`, headers: bearer(token) })

/** A finished order of 1 h on the machine: 1000 m long, 1000 mm wide, with ink and material costs. */
async function order(
  machine: DemoMachineRef,
  day: number,
  o: { waste?: number; width?: number; ink?: number; stopMinutes?: number; material?: number | null } = {},
) {
  const start = new Date(Date.UTC(2026, 9, day, 8))
  const row = await b.order({
    machineId: machine.id,
    reference: `CMP-${day}`,
    dateStart: start,
    dateFinish: new Date(start.getTime() + 3_600_000),
    materialId: o.material === undefined ? materialId : o.material,
    width: o.width ?? 1000,
    cleanMeter: 1000 - (o.waste ?? 100),
    wasteMeter: o.waste ?? 100,
    poCost: 220,
  })
  await t.ctx.db.insert(schema.orderConsumptions).values([
    { orderId: row.id, consumableTypeId: 2, groupId: 0, consumption: 2, cost: o.ink ?? 20 },
    { orderId: row.id, consumableTypeId: 3, groupId: 0, consumption: 100, cost: 200 },
  ])
  if (o.stopMinutes) {
    await t.ctx.db.insert(schema.inactivities).values({
      machineId: machine.id,
      orderId: row.id,
      state: 4,
      category: 1,
      description: 'Waiting for material',
      dateStart: new Date(start.getTime() + 600_000),
      dateFinish: new Date(start.getTime() + 600_000 + o.stopMinutes * 60_000),
    })
  }
  return row
}

beforeAll(async () => {
  t = await createTestApp()
  m = await demoMachinesByName(t.ctx.db)
  manager = await signIn(t, 'manager@demo.plant')
  b = new ProductionBuilder(t.ctx.db, t.base.plantId)
  const [material] = await t.ctx.db.select().from(schema.materials).limit(1)
  materialId = material.id
  // An hour of the machine: 40 amortization + 30 x 100 % + 20 x 50 % = 80.
  await t.ctx.db
    .update(schema.machineCosts)
    .set({
      amortizationPrice: 40,
      operator1Price: 30,
      operator1Percent: 100,
      operator2Price: 20,
      operator2Percent: 50,
      operator3Price: 0,
    })
    .where(eq(schema.machineCosts.machineId, m['Flexo CI 1'].id))
}, 120_000)
afterAll(() => t.close())

describe('GET /job-cost/po-cost-comparison', () => {
  it('compares with similar orders only, and splits a dearer ink and a stop by cause', async () => {
    const flexo = m['Flexo CI 1']
    await order(flexo, 1)
    await order(flexo, 2)
    await order(flexo, 3, { width: 1500, ink: 900 }) // not similar: too wide
    await order(flexo, 4, { material: null, ink: 900 }) // not similar: another material
    const mine = await order(flexo, 5, { ink: 29, stopMinutes: 15 })

    const res = await compare(address(flexo, mine))
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    const body = res.json()
    expect(body.currency.symbol).toBe('€')
    expect(body.criteria).toMatchObject({ widthFrom: 900, widthTo: 1100 })
    expect(body.peers.count).toBe(2)
    // Peers: (20 + 200 + 80 €/h x 1 h) / 900 good m².
    expect(body.peers.costPerSquareMeter).toBeCloseTo(300 / 900, 9)
    // The order: (29 + 200 + 80) / 900.
    expect(body.order).toBeCloseTo(309 / 900, 9)
    const of = (cause: string) => body.peers.causes.find((c: { cause: string }) => c.cause === cause).amount
    expect(of('prices')).toBeCloseTo(9 / 900, 9)
    expect(of('waste')).toBeCloseTo(0, 9)
    // The same hour, a quarter of it stopped: less speed time, as much more downtime.
    expect(of('downtime')).toBeCloseTo(20 / 900, 9)
    expect(of('speed')).toBeCloseTo(-20 / 900, 9)
    const total = body.peers.causes.reduce((s: number, c: { amount: number }) => s + c.amount, 0)
    expect(total).toBeCloseTo(body.order - body.peers.costPerSquareMeter, 9)
  })

  it('says there is nothing to compare with, and keeps to ROLE_JOB_COSTING', async () => {
    const flexo = m['Flexo CI 1']
    const lonely = await order(flexo, 6, { width: 400 })
    const body = (await compare(address(flexo, lonely))).json()
    expect(body.peers).toBeNull()
    // 900 m x 0.4 m of good output.
    expect(body.order).toBeCloseTo(300 / 360, 9)
    const operator = await signIn(t, 'operator@demo.plant')
    expect((await compare(address(flexo, lonely), operator)).statusCode).toBe(403)
  })
})
