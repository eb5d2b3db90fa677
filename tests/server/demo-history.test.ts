import { asc, count, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema'
import { demoMachines } from '../../server/demo/catalog'
import { generateHistory, type HistoryInput } from '../../server/demo/history/generate'
import { loadHistoryInput } from '../../server/demo/history/load-input'
import { liveSpecials } from '../../server/demo/model/profiles'
import { seedHistory } from '../../server/demo/seed'
import { createTestApp, type TestApp } from './helpers'

const anchor = new Date('2026-11-18T16:20:00Z') // a Wednesday afternoon
const DAYS = 5
let app: TestApp
let input: HistoryInput

beforeAll(async () => {
  app = await createTestApp()
  input = await loadHistoryInput(app.ctx.db, { seed: 42, now: anchor, days: DAYS })
  await seedHistory(app.ctx.db, app.base, { seed: 42, now: anchor, days: DAYS })
}, 120_000)
afterAll(() => app.close())

const ms = (d: Date | null) => d?.getTime() ?? Number.NaN

describe('generated demo history', () => {
  it('is deterministic for a seed and an anchor', () => {
    const a = generateHistory(input)
    const b = generateHistory(input)
    expect(b.orders.length).toBe(a.orders.length)
    expect(b.samples.ts.length).toBe(a.samples.ts.length)
    expect(b.inactivities.length).toBe(a.inactivities.length)
    expect(b.orders[0]).toEqual(a.orders[0])
    expect(b.orders.at(-1)).toEqual(a.orders.at(-1))
    expect(b.status).toEqual(a.status)
    const other = generateHistory({ ...input, seed: 43 })
    expect(other.orders.map((o) => o.reference)).not.toEqual(a.orders.map((o) => o.reference))
  })

  it('stores what the generator produces, with the expected volumes', async () => {
    const db = app.ctx.db
    const generated = generateHistory(input)
    const stored = await db.select().from(t.productionOrders).orderBy(asc(t.productionOrders.id))
    expect(stored.length).toBe(generated.orders.length)
    expect(stored[0].reference).toBe(generated.orders[0].reference)
    expect(stored.at(-1)?.reference).toBe(generated.orders.at(-1)?.reference)
    const parents = stored.filter((o) => o.parentOrderId === null)
    // At least 3,000 orders over 120 days means at least 125 over 5.
    expect(parents.length).toBeGreaterThan(125)
    expect(new Set(parents.map((o) => o.machineId)).size).toBe(12)
    const [customers] = await db.select({ n: count() }).from(t.customers)
    const [operators] = await db.select({ n: count() }).from(t.operators)
    expect(customers.n).toBeGreaterThanOrEqual(40)
    expect(operators.n).toBeGreaterThanOrEqual(30)
    const [samples] = await db.select({ n: count() }).from(t.speedSamples)
    expect(samples.n).toBe(generated.samples.ts.length)
    for (const table of [
      t.orderInkwells,
      t.printedCodes,
      t.orderConsumptions,
      t.notifications,
      t.orderOperators,
    ]) {
      const [row] = await db.select({ n: count() }).from(table)
      expect(row.n).toBeGreaterThan(0)
    }
    const children = stored.filter((o) => o.parentOrderId !== null)
    expect(children.length).toBeGreaterThan(0)
  })

  it('keeps order meters equal to their state periods and rolls', async () => {
    const db = app.ctx.db
    const orders = await db.select().from(t.productionOrders)
    const states = await db.select().from(t.statePeriods)
    const rolls = await db.select().from(t.rolls)
    const byOrder = <T extends { orderId: number | null }>(rows: T[]) => {
      const map = new Map<number, T[]>()
      for (const r of rows) map.set(r.orderId!, [...(map.get(r.orderId!) ?? []), r])
      return map
    }
    const statesOf = byOrder(states)
    const rollsOf = byOrder(rolls)
    for (const o of orders.filter((x) => x.parentOrderId === null)) {
      const list = (statesOf.get(o.id) ?? []).sort((a, b) => ms(a.dateStart) - ms(b.dateStart))
      expect(list.length).toBeGreaterThan(0)
      const meters = list.reduce((a, s) => a + s.meters, 0)
      expect(Math.abs(meters - (o.cleanMeter + o.wasteMeter))).toBeLessThan(0.1)
      const rollClean = (rollsOf.get(o.id) ?? []).reduce((a, r) => a + r.cleanMeter, 0)
      expect(Math.abs(rollClean - o.cleanMeter)).toBeLessThan(0.1)
      expect(o.numRoll).toBe((rollsOf.get(o.id) ?? []).length)
      // State periods tile the order.
      expect(ms(list[0].dateStart)).toBe(ms(o.dateStart))
      for (let i = 1; i < list.length; i++) expect(ms(list[i].dateStart)).toBe(ms(list[i - 1].dateFinish))
      const last = list.at(-1)!
      if (o.dateFinish) expect(ms(last.dateFinish)).toBe(ms(o.dateFinish))
      else expect(last.dateFinish).toBeNull()
    }
  })

  it('never overlaps inactivities and power-offs on a machine, and keeps them inside their order', async () => {
    const db = app.ctx.db
    const inactivities = await db.select().from(t.inactivities)
    const offs = await db.select().from(t.powerOffs)
    const orders = new Map((await db.select().from(t.productionOrders)).map((o) => [o.id, o]))
    const stops = [...inactivities, ...offs].sort(
      (a, b) => a.machineId - b.machineId || ms(a.dateStart) - ms(b.dateStart),
    )
    expect(inactivities.length).toBeGreaterThan(0)
    for (let i = 1; i < stops.length; i++) {
      if (stops[i].machineId !== stops[i - 1].machineId) continue
      expect(ms(stops[i].dateStart)).toBeGreaterThanOrEqual(ms(stops[i - 1].dateFinish))
    }
    for (const s of stops) {
      const o = orders.get(s.orderId!)!
      expect(ms(s.dateStart)).toBeGreaterThanOrEqual(ms(o.dateStart))
      if (o.dateFinish) expect(ms(s.dateFinish)).toBeLessThanOrEqual(ms(o.dateFinish))
    }
    const reasons = new Set(inactivities.map((i) => i.description))
    expect(
      [...reasons].some((r) =>
        ['Web break', 'Tension alarm', 'Register error', 'Electrical breakdown'].includes(r),
      ),
    ).toBe(true)
  })

  it('leaves only each machine’s last order open, and a believable live snapshot', async () => {
    const db = app.ctx.db
    const open = await db.select().from(t.productionOrders).where(isNull(t.productionOrders.dateFinish))
    expect(open.length).toBe(12)
    const status = await db.select().from(t.machineStatus)
    const machines = await db.select().from(t.machines)
    for (const o of open) {
      const later = await db.select().from(t.productionOrders)
      expect(later.filter((x) => x.machineId === o.machineId && ms(x.dateStart) > ms(o.dateStart))).toEqual(
        [],
      )
      expect(status.find((s) => s.machineId === o.machineId)?.currentOrderId).toBe(o.id)
    }
    const named = (name: string) => {
      const m = machines.find((x) => x.name === name)!
      return status.find((s) => s.machineId === m.id)!
    }
    expect(ms(named(liveSpecials.stale).lastTransactionAt)).toBe(anchor.getTime() - 10 * 60_000)
    expect(named(liveSpecials.poweredOff).powerOffId).not.toBeNull()
    expect(named(liveSpecials.inactive).inactivityId).not.toBeNull()
    const syncingNow = status.filter((s) => ms(s.lastTransactionAt) === anchor.getTime())
    expect(syncingNow.length).toBe(demoMachines.length - 1)
    const running = status.filter((s) => s.powerOffId === null && s.inactivityId === null && s.speed > 0)
    expect(running.length).toBeGreaterThan(3)
  })

  it('writes monotonic speed samples with clean + waste = total', async () => {
    const samples = await app.ctx.db
      .select()
      .from(t.speedSamples)
      .orderBy(asc(t.speedSamples.machineId), asc(t.speedSamples.ts))
    for (let i = 0; i < samples.length; i++) {
      const s = samples[i]
      expect(Math.abs(s.cleanMeter + s.wasteMeter - s.totalMeter)).toBeLessThan(0.02)
      const p = samples[i - 1]
      if (p && p.machineId === s.machineId) expect(s.totalMeter).toBeGreaterThanOrEqual(p.totalMeter)
    }
  })
})
