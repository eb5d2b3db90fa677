/**
 * The histogram's set point, productivity and tag values (issue 32, ADR 044): recorded through the
 * ingestion API as a gateway sends them, answered with the values sent; in a finished demo order;
 * tag values only for a user with ROLE_USER and ROLE_TECHNICIAN (spec 000 §6); bad input is a 400.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { seedHistory } from '../../server/demo/seed'
import { hashToken } from '../../server/lib/tokens'
import type { OrderHistogram } from '../../src/contract/order-detail'
import { bearer, type DemoMachineRef, demoMachinesByName, signIn } from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

const anchor = new Date('2026-11-18T16:20:00Z')
const MIN = 60_000
let t: TestApp
/** ROLE_USER and production analytics, no ROLE_TECHNICIAN (the demo manager has every role). */
let analyst: string
let technician: string
let technicianWithoutUser: string
let ingestKey: string
let m: Record<string, DemoMachineRef>

type Row = Record<string, unknown>
const rows = async (query: ReturnType<typeof sql>) => (await t.ctx.db.execute<Row>(query)).rows

interface Address {
  machineHashCode: string
  idOnMachine: number
  insertTimestamp: number
}
const histogram = (a: Address, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/order/histogram?machineHashCode=${a.machineHashCode}&idOnMachine=${a.idOnMachine}&insertTimestamp=${a.insertTimestamp}`,
    headers: bearer(token),
  })
const ingest = (body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ingest/v1/events',
    headers: { authorization: ingestKey },
    payload: body as object,
  })

async function withRoles(email: string, roles: string[]) {
  await t.ctx.db.update(schema.users).set({ roles }).where(eq(schema.users.email, email))
  return signIn(t, email)
}

beforeAll(async () => {
  t = await createTestApp({ now: () => anchor })
  await seedHistory(t.ctx.db, t.base, { seed: 42, now: anchor, days: 1 })
  m = await demoMachinesByName(t.ctx.db)
  // tech@ of the demo has no production-analytics right, so no order detail: give it here.
  technician = await withRoles('tech@demo.plant', [
    'ROLE_USER',
    'ROLE_TECHNICIAN',
    'ROLE_PRODUCTION_ANALYTICS',
  ])
  analyst = await withRoles('manager@demo.plant', ['ROLE_USER', 'ROLE_PRODUCTION_ANALYTICS'])
  technicianWithoutUser = await withRoles('sales@demo.plant', [
    'ROLE_TECHNICIAN',
    'ROLE_PRODUCTION_ANALYTICS',
  ])
  const secret = 'secret-histogram-gateway-0123456789'
  await t.ctx.db.insert(schema.apiKeys).values({
    companyId: t.base.companyId,
    clientId: 'histogram-gateway',
    alias: 'histogram-gateway',
    secretHash: hashToken(secret),
    scopes: ['ingest'],
  })
  ingestKey = `ApiKey histogram-gateway:${secret}`
}, 180_000)
afterAll(() => t.close())

describe('set point, productivity and tag values recorded through the ingestion API', () => {
  const machine = () => m['Slitter DS 2']
  const base = anchor.getTime() + 60 * MIN
  const at = (minute: number) => new Date(base + minute * MIN).toISOString()
  const address = () => ({
    machineHashCode: machine().hashCode,
    idOnMachine: 880_001,
    insertTimestamp: 1_795_000_000,
  })
  let maxSpeed = 0

  beforeAll(async () => {
    const [last] = await rows(sql`select clean_meter, waste_meter from speed_samples
      where machine_id = ${machine().id} order by ts desc limit 1`)
    const [facts] = await rows(sql`select max_speed from machines where id = ${machine().id}`)
    maxSpeed = Number(facts.max_speed)
    let clean = Number(last?.clean_meter ?? 0)
    let waste = Number(last?.waste_meter ?? 0)
    const sample = (minute: number, speed: number, setPoint: number, tags?: Record<string, number>) => {
      // Adjustment makes waste only; production 200 m of clean per minute.
      if (setPoint === 80) waste += speed
      if (setPoint === 250) clean += 200
      return {
        type: 'sample',
        at: at(minute),
        speed,
        totalMeter: Math.round((clean + waste) * 100) / 100,
        cleanMeter: Math.round(clean * 100) / 100,
        wasteMeter: Math.round(waste * 100) / 100,
        speedSetPoint: setPoint,
        ...(tags && { tags }),
      }
    }
    const events: unknown[] = [
      {
        type: 'order_start',
        at: at(0),
        idOnMachine: 880_001,
        insertTimestamp: 1_795_000_000,
        reference: 'PO-SERIES-1',
        jobReference: 'JOB-SERIES',
        customer: 'Series Customer',
        operators: ['Series Operator'],
        targetMeter: 2000,
        materialId: 3,
        width: 800,
      },
    ]
    for (let k = 1; k <= 5; k++) events.push(sample(k, 0, 0))
    events.push({ type: 'state', at: at(5), state: 2 })
    for (let k = 6; k <= 10; k++) events.push(sample(k, 60, 80))
    events.push({ type: 'state', at: at(10), state: 3 })
    for (let k = 11; k <= 20; k++)
      events.push(sample(k, 210, 250, { Unw1_Tension: 150 + k, TC_R6_Temperature: 60 }))
    events.push({ type: 'order_finish', at: at(20) })
    const res = await ingest({ machine: machine().hashCode, events })
    expect(res.statusCode, res.body).toBe(200)
  })

  it('answers the set point per phase, as segments of the values sent', async () => {
    const res = await histogram(address(), analyst)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json() as OrderHistogram
    expect(body.setPoints).toEqual([
      { start: base + 1 * MIN, end: base + 6 * MIN, speed: 0 },
      { start: base + 6 * MIN, end: base + 11 * MIN, speed: 80 },
      { start: base + 11 * MIN, end: base + 20 * MIN, speed: 250 },
    ])
  })

  it('answers productivity per 5-minute period: clean meters over the maximum speed', async () => {
    const body = (await histogram(address(), analyst)).json() as OrderHistogram
    const percent = (meters: number) => Math.round(Math.min(100, (meters / (maxSpeed * 5)) * 100) * 10) / 10
    expect(body.productivity).toEqual([
      { start: base, end: base + 5 * MIN, percent: 0 },
      { start: base + 5 * MIN, end: base + 10 * MIN, percent: 0 },
      { start: base + 10 * MIN, end: base + 15 * MIN, percent: percent(1000) },
      { start: base + 15 * MIN, end: base + 20 * MIN, percent: percent(1000) },
    ])
    expect(body.productivity[2].percent).toBeGreaterThan(0)
  })

  it('gives tag values, with their units, to a technician only', async () => {
    const tech = (await histogram(address(), technician)).json() as OrderHistogram
    expect(tech.tagValues).toEqual([
      {
        tag: 'TC_R6_Temperature',
        unit: '°C',
        points: Array.from({ length: 10 }, (_, i) => [base + (11 + i) * MIN, 60]),
      },
      {
        tag: 'Unw1_Tension',
        unit: 'N',
        points: Array.from({ length: 10 }, (_, i) => [base + (11 + i) * MIN, 161 + i]),
      },
    ])
    // The same set point and productivity for everyone.
    const other = (await histogram(address(), analyst)).json() as OrderHistogram
    expect(other.tagValues).toBeNull()
    expect(other.setPoints).toEqual(tech.setPoints)
    expect(other.productivity).toEqual(tech.productivity)
    // ROLE_TECHNICIAN alone is not enough: ROLE_USER and ROLE_TECHNICIAN (spec 000 §6).
    const noUser = await histogram(address(), technicianWithoutUser)
    expect(noUser.statusCode, noUser.body).toBe(200)
    expect((noUser.json() as OrderHistogram).tagValues).toBeNull()
  })

  it('refuses bad set points and tags with a 400 naming the field, and writes nothing', async () => {
    const sample = { type: 'sample', at: at(30), speed: 0, totalMeter: 1e9, cleanMeter: 1e9, wasteMeter: 0 }
    const cases: [Record<string, unknown>, string][] = [
      [{ speedSetPoint: -1 }, 'events.0.speedSetPoint'],
      [{ speedSetPoint: 'fast' }, 'events.0.speedSetPoint'],
      [{ tags: { '1_Tension': 3 } }, 'events.0.tags'],
      [{ tags: { Rew_Tension: 'high' } }, 'events.0.tags'],
      [{ tags: Object.fromEntries(Array.from({ length: 33 }, (_, k) => [`T${k}`, k])) }, 'events.0.tags'],
    ]
    for (const [extra, field] of cases) {
      const res = await ingest({ machine: machine().hashCode, events: [{ ...sample, ...extra }] })
      expect(res.statusCode, JSON.stringify(extra)).toBe(400)
      expect(
        res
          .json()
          .errors.map((e: { field: string }) => e.field)
          .join(' '),
        JSON.stringify(extra),
      ).toContain(field)
    }
    const [after] = await rows(sql`select count(*) as n from speed_samples
      where machine_id = ${machine().id} and ts > ${at(20)}::timestamptz`)
    expect(Number(after.n)).toBe(0)
  })

  it('answers 400 for a bad address, as every order call', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/order/histogram?machineHashCode=${machine().hashCode}&idOnMachine=abc&insertTimestamp=1`,
      headers: bearer(technician),
    })
    expect(res.statusCode).toBe(400)
    expect(JSON.stringify(res.json())).toContain('idOnMachine')
  })
})

describe('a finished demo order', () => {
  it('shows the set point of each phase, productivity, and tag values to a technician', async () => {
    const machine = m['Flexo CI 1']
    const [order] = await rows(sql`select id, id_on_machine, insert_timestamp, date_start, date_finish
      from production_orders where machine_id = ${machine.id} and parent_order_id is null
        and date_finish is not null order by date_start desc limit 1`)
    const from = new Date(order.date_start as string).toISOString()
    const to = new Date(order.date_finish as string).toISOString()
    const address = {
      machineHashCode: machine.hashCode,
      idOnMachine: Number(order.id_on_machine),
      insertTimestamp: Number(order.insert_timestamp),
    }
    const res = await histogram(address, technician)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json() as OrderHistogram
    const stored = await rows(sql`select distinct s.speed_set_point as v from speed_samples s
      where s.machine_id = ${machine.id} and s.ts between ${from}::timestamptz and ${to}::timestamptz
        and s.speed_set_point is not null`)
    const values = stored.map((r) => Number(r.v)).sort((a, b) => a - b)
    // A mechanical change at 0, an adjustment and a production set point, at least.
    expect(values.length).toBeGreaterThanOrEqual(3)
    expect(values[0]).toBe(0)
    expect([...new Set(body.setPoints.map((s) => s.speed))].sort((a, b) => a - b)).toEqual(values)
    expect(Math.max(...values)).toBeLessThanOrEqual(Number(body.maxSpeed))

    expect(body.productivity.length).toBeGreaterThan(0)
    expect(body.productivity.length).toBeLessThanOrEqual(60)
    expect(body.productivity[0].start).toBe(body.dataInit)
    expect(body.productivity.at(-1)?.end).toBe(body.dataFi)
    expect(body.productivity.every((p) => p.percent >= 0 && p.percent <= 100)).toBe(true)
    expect(Math.max(...body.productivity.map((p) => p.percent))).toBeGreaterThan(0)

    expect(body.tagValues?.map((v) => [v.tag, v.unit])).toEqual([
      ['Dryer_Temperature', '°C'],
      ['Rew_Tension', 'N'],
      ['Unw1_Tension', 'N'],
    ])
    const [tagged] = await rows(sql`select count(*) as n from speed_samples s
      where s.machine_id = ${machine.id} and s.ts between ${from}::timestamptz and ${to}::timestamptz
        and s.tags is not null`)
    expect(body.tagValues?.[0].points.length).toBe(Math.min(500, Number(tagged.n)))
    expect((await histogram(address, analyst)).json().tagValues).toBeNull()
  })
})
