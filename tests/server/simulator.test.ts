import { asc, eq, gte, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema'
import { seedHistory } from '../../server/demo/seed'
import { ensureSimulatorKey } from '../../server/demo/simulator/api-key'
import { PlantSimulator } from '../../server/demo/simulator/simulator'
import { injectTransport } from '../../server/demo/simulator/transport'
import { createTestApp, type TestApp } from './helpers'

const T0 = Date.parse('2026-11-20T10:00:00Z')
const HOURS = 6
let app: TestApp
let sim: PlantSimulator
let silences = 0
const logs: string[] = []

beforeAll(async () => {
  app = await createTestApp()
  await seedHistory(app.ctx.db, app.base, { seed: 7, now: new Date(T0), days: 1 })
  const credentials = await ensureSimulatorKey(app.ctx.db, app.ctx.env.DATA_DIR, new Date(T0))
  // Frequent power-offs and gateway silences so a few hours exercise them.
  sim = new PlantSimulator(injectTransport(app.app, credentials!), {
    seed: 7,
    powerOffPerMinute: 1 / 400,
    silencePerMinute: 1 / 300,
    log: (m) => logs.push(m),
  })
  await sim.init(T0)
  // The simulated clock: ticks of 10 simulated minutes.
  for (let now = T0; now <= T0 + HOURS * 3_600_000; now += 10 * 60_000) {
    await sim.tick(now)
    silences += sim.machines.filter((m) => m.silentUntil !== null).length
  }
  // Let silent gateways deliver what they buffered.
  for (const m of sim.machines) m.silentUntil = null
  await sim.tick(T0 + HOURS * 3_600_000)
}, 240_000)
afterAll(() => app.close())

const ms = (d: Date | null) => d?.getTime() ?? Number.NaN

describe('live simulator', () => {
  it('moved the plant through the ingestion API, which accepted every batch', async () => {
    expect(logs).toEqual([])
    const db = app.ctx.db
    const started = await db
      .select()
      .from(t.productionOrders)
      .where(gte(t.productionOrders.dateStart, new Date(T0)))
    expect(started.length).toBeGreaterThan(10)
    expect(started.filter((o) => o.dateFinish).length).toBeGreaterThan(5)
    const offs = await db
      .select()
      .from(t.powerOffs)
      .where(gte(t.powerOffs.dateStart, new Date(T0)))
    expect(offs.length).toBeGreaterThan(0)
    expect(silences).toBeGreaterThan(0)
    const status = await db.select().from(t.machineStatus)
    for (const s of status) {
      expect(ms(s.lastTransactionAt)).toBeGreaterThanOrEqual(T0 + HOURS * 3_600_000 - 60 * 60_000)
    }
  })

  it('reports what finished orders consumed, priced on arrival like the seeded orders', async () => {
    const db = app.ctx.db
    const costed = new Set((await db.select().from(t.machineConsumableTypes)).map((r) => r.machineId))
    const finished = (
      await db
        .select()
        .from(t.productionOrders)
        .where(gte(t.productionOrders.dateStart, new Date(T0)))
    ).filter((o) => o.dateFinish && costed.has(o.machineId))
    expect(finished.length).toBeGreaterThan(0)
    for (const o of finished) {
      const lines = await db.select().from(t.orderConsumptions).where(eq(t.orderConsumptions.orderId, o.id))
      expect(lines.length, o.reference).toBeGreaterThan(0)
      // The demo prices cover the day: every line is priced, and the order's cost is their sum.
      expect(
        lines.every((l) => l.cost !== null),
        o.reference,
      ).toBe(true)
      const sum = lines.reduce((s, l) => s + (l.cost ?? 0), 0)
      expect(o.poCost, o.reference).toBeCloseTo(sum, 2)
    }
  })

  it('keeps meters monotonic with clean + waste = total', async () => {
    const samples = await app.ctx.db
      .select()
      .from(t.speedSamples)
      .orderBy(asc(t.speedSamples.machineId), asc(t.speedSamples.ts))
    let prev: (typeof samples)[number] | null = null
    for (const s of samples) {
      expect(Math.abs(s.cleanMeter + s.wasteMeter - s.totalMeter)).toBeLessThan(0.02)
      if (prev && prev.machineId === s.machineId) {
        expect(s.totalMeter).toBeGreaterThanOrEqual(prev.totalMeter)
        expect(s.cleanMeter).toBeGreaterThanOrEqual(prev.cleanMeter)
        expect(s.wasteMeter).toBeGreaterThanOrEqual(prev.wasteMeter)
      }
      prev = s
    }
  })

  it("sends each phase's speed set point and the tag values with its samples (ADR 044)", async () => {
    const db = app.ctx.db
    const periods = (
      await db.execute<Record<string, unknown>>(sql`
        select p.state, p.machine_id, m.max_speed,
          array_agg(distinct s.speed_set_point) filter (where s.speed_set_point is not null) as set_points,
          count(s.ts) as samples, count(s.tags) as tagged
        from state_periods p
        join production_orders o on o.id = p.order_id
        join machines m on m.id = p.machine_id
        join speed_samples s on s.machine_id = p.machine_id and s.ts > p.date_start and s.ts <= p.date_finish
        where o.date_start >= ${new Date(T0).toISOString()}::timestamptz and p.date_finish is not null
        group by p.id, p.state, p.machine_id, m.max_speed`)
    ).rows
    expect(periods.length).toBeGreaterThan(10)
    const adjustment = new Set<number>()
    for (const p of periods) {
      const values = (p.set_points as number[]).map(Number)
      // One set point per phase: 0 for a mechanical change, then the adjustment and production ones.
      expect(values, JSON.stringify(p)).toHaveLength(1)
      if (Number(p.state) === 1) expect(values[0]).toBe(0)
      else expect(values[0]).toBeGreaterThan(0)
      expect(values[0]).toBeLessThanOrEqual(Number(p.max_speed))
      if (Number(p.state) === 2) adjustment.add(values[0])
      expect(Number(p.tagged)).toBe(Number(p.samples))
    }
    expect(adjustment.size).toBeGreaterThan(0)
    const [sample] = (
      await db.execute<Record<string, unknown>>(sql`select tags from speed_samples
        where tags is not null and ts > ${new Date(T0).toISOString()}::timestamptz limit 1`)
    ).rows
    const tags = typeof sample.tags === 'string' ? JSON.parse(sample.tags) : sample.tags
    expect(Object.keys(tags).sort()).toEqual(['Dryer_Temperature', 'Rew_Tension', 'Unw1_Tension'])
  })

  it('tiles every finished order with its state periods and gives it a finish date', async () => {
    const db = app.ctx.db
    const orders = await db
      .select()
      .from(t.productionOrders)
      .where(gte(t.productionOrders.dateStart, new Date(T0)))
    const status = await db.select().from(t.machineStatus)
    const current = new Set(status.map((s) => s.currentOrderId))
    for (const o of orders) {
      if (!o.dateFinish) {
        expect(current.has(o.id)).toBe(true) // only the machine's running order is open
        continue
      }
      const states = await db
        .select()
        .from(t.statePeriods)
        .where(eq(t.statePeriods.orderId, o.id))
        .orderBy(asc(t.statePeriods.dateStart), asc(t.statePeriods.id))
      expect(states.length).toBeGreaterThan(0)
      expect(ms(states[0].dateStart)).toBe(ms(o.dateStart))
      let total = 0
      for (let i = 0; i < states.length; i++) {
        if (i > 0) expect(ms(states[i].dateStart)).toBe(ms(states[i - 1].dateFinish))
        total += ms(states[i].dateFinish) - ms(states[i].dateStart)
      }
      expect(total).toBe(ms(o.dateFinish) - ms(o.dateStart))
      const meters = states.reduce((a, s) => a + s.meters, 0)
      expect(meters).toBeCloseTo(o.cleanMeter + o.wasteMeter, 1)
    }
  })

  it('never overlaps inactivities or power-offs on a machine', async () => {
    const db = app.ctx.db
    for (const table of [t.inactivities, t.powerOffs]) {
      const rows = await db.select().from(table).orderBy(asc(table.machineId), asc(table.dateStart))
      for (let i = 1; i < rows.length; i++) {
        if (rows[i].machineId !== rows[i - 1].machineId) continue
        expect(rows[i - 1].dateFinish).not.toBeNull()
        expect(ms(rows[i].dateStart)).toBeGreaterThanOrEqual(ms(rows[i - 1].dateFinish))
      }
    }
  })

  it('resumes after a restart from what the API reports', async () => {
    // The key file in DATA_DIR is reused: same credentials after a restart.
    const credentials = await ensureSimulatorKey(app.ctx.db, app.ctx.env.DATA_DIR, new Date())
    const again = new PlantSimulator(injectTransport(app.app, credentials!), {
      seed: 8,
      log: (m) => logs.push(m),
    })
    const later = T0 + (HOURS + 1) * 3_600_000
    await again.init(later)
    await again.tick(later + 30 * 60_000)
    expect(logs).toEqual([])
    const [oldest] = await app.ctx.db
      .select()
      .from(t.machineStatus)
      .orderBy(asc(t.machineStatus.lastTransactionAt))
      .limit(1)
    expect(ms(oldest.lastTransactionAt)).toBeGreaterThanOrEqual(later)
    // The gap while the simulator was down is recorded as a power-off, not invented production.
    const gaps = await app.ctx.db
      .select()
      .from(t.powerOffs)
      .where(eq(t.powerOffs.description, 'No data (gateway offline)'))
    expect(gaps.length).toBeGreaterThan(0)
  })
})
