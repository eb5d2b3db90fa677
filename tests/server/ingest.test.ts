import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema'
import { demoMachines } from '../../server/demo/catalog'
import { hashToken } from '../../server/lib/tokens'
import { createTestApp, type TestApp } from './helpers'

let app: TestApp
let ingestKey: string
let readOnlyKey: string
const serial = demoMachines[0].serialNumber // Flexo CI 1

async function makeKey(clientId: string, scopes: string[]) {
  const secret = `secret-${clientId}-0123456789`
  await app.ctx.db.insert(t.apiKeys).values({
    companyId: app.base.companyId,
    clientId,
    alias: clientId,
    secretHash: hashToken(secret),
    scopes,
  })
  return `ApiKey ${clientId}:${secret}`
}

const base = Date.parse('2026-11-20T08:00:00Z')
const at = (minute: number) => new Date(base + minute * 60_000).toISOString()

function post(body: unknown, headers: Record<string, string> = {}, key = ingestKey) {
  return app.app.inject({
    method: 'POST',
    url: '/api/ingest/v1/events',
    headers: { authorization: key, ...headers },
    payload: body as object,
  })
}

beforeAll(async () => {
  app = await createTestApp()
  ingestKey = await makeKey('gateway-test', ['ingest'])
  readOnlyKey = await makeKey('reader-test', ['read'])
})
afterAll(() => app.close())

async function orderByRef(reference: string) {
  const [o] = await app.ctx.db
    .select()
    .from(t.productionOrders)
    .where(eq(t.productionOrders.reference, reference))
  return o
}

describe('ingestion API', () => {
  it('needs an API key with the ingest scope', async () => {
    const body = { machine: serial, events: [{ type: 'heartbeat', at: at(0) }] }
    const none = await app.app.inject({ method: 'POST', url: '/api/ingest/v1/events', payload: body })
    expect(none.statusCode).toBe(401)
    const wrong = await post(body, {}, 'ApiKey gateway-test:not-the-secret')
    expect(wrong.statusCode).toBe(401)
    const scoped = await post(body, {}, readOnlyKey)
    expect(scoped.statusCode).toBe(403)
  })

  it('names the invalid field', async () => {
    const res = await post({ machine: serial, events: [{ type: 'state', at: at(0), state: 7 }] })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].field).toBe('events.0.state')
    const unknown = await post({ machine: 'NOPE-1', events: [{ type: 'heartbeat', at: at(0) }] })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().errors[0].field).toBe('machine')
    const finish = await post({
      machine: serial,
      events: [
        { type: 'heartbeat', at: at(0) },
        { type: 'order_finish', at: at(1) },
      ],
    })
    expect(finish.statusCode).toBe(400)
    expect(finish.json().errors[0].field).toBe('events.1.type')
  })

  it('applies a whole order and keeps aggregates, rolls, states and the snapshot consistent', async () => {
    const events = [
      { type: 'sample', at: at(0), speed: 0, totalMeter: 1000, cleanMeter: 900, wasteMeter: 100 },
      {
        type: 'order_start',
        at: at(0),
        idOnMachine: 501,
        insertTimestamp: Math.floor(base / 1000) - 600,
        reference: 'TEST-501',
        jobReference: 'NEWJOB-1',
        customer: 'Brand New Customer',
        operators: ['Nuevo Operario'],
        targetMeter: 2000,
        materialId: 3,
        width: 800,
        format: 500,
        numColor: 6,
      },
      { type: 'sample', at: at(10), speed: 0, totalMeter: 1000, cleanMeter: 900, wasteMeter: 100 },
      { type: 'state', at: at(10), state: 2 },
      { type: 'sample', at: at(20), speed: 50, totalMeter: 1500, cleanMeter: 900, wasteMeter: 600 },
      { type: 'state', at: at(20), state: 3 },
      { type: 'roll_start', at: at(20), number: 1 },
      { type: 'sample', at: at(30), speed: 100, totalMeter: 2500, cleanMeter: 1880, wasteMeter: 620 },
      { type: 'inactivity_start', at: at(30), category: 2, description: 'Web break' },
      { type: 'sample', at: at(40), speed: 0, totalMeter: 2500, cleanMeter: 1880, wasteMeter: 620 },
      { type: 'inactivity_end', at: at(40) },
      { type: 'operator_change', at: at(40), operator: 'Otra Operaria' },
      { type: 'sample', at: at(50), speed: 100, totalMeter: 3500, cleanMeter: 2860, wasteMeter: 640 },
      { type: 'roll_finish', at: at(50), number: 1 },
    ]
    const res = await post({ machine: serial, events }, { 'idempotency-key': 'batch-0001-abcdef' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      accepted: events.length,
      state: 3,
      totalMeter: 3500,
      inactivityOpen: false,
    })
    let order = await orderByRef('TEST-501')
    expect(order.cleanMeter).toBeCloseTo(1960)
    expect(order.wasteMeter).toBeCloseTo(540)
    expect(order.numRoll).toBe(1)
    expect(order.dateFinish).toBeNull()
    // Turning: 2000 m over 30 min of state 3 minus 10 min of inactivity.
    expect(order.speedTurning).toBeCloseTo(100)
    const states = await app.ctx.db.select().from(t.statePeriods).where(eq(t.statePeriods.orderId, order.id))
    expect(states.map((s) => s.state)).toEqual([1, 2, 3])
    expect(states.reduce((a, s) => a + s.meters, 0)).toBeCloseTo(order.cleanMeter + order.wasteMeter)

    const finish = await post({
      machine: serial,
      events: [
        { type: 'sample', at: at(55), speed: 100, totalMeter: 4000, cleanMeter: 3350, wasteMeter: 650 },
        { type: 'order_finish', at: at(55) },
      ],
    })
    expect(finish.statusCode, finish.body).toBe(200)
    expect(finish.json().currentOrder).toBeNull()
    order = await orderByRef('TEST-501')
    expect(order.dateFinish?.toISOString()).toBe(at(55))
    expect(order.cleanMeter + order.wasteMeter).toBeCloseTo(3000)
    // 3000 m over 55 min on.
    expect(order.speedTotal).toBeCloseTo(3000 / 55, 1)
    const ops = await app.ctx.db.select().from(t.orderOperators).where(eq(t.orderOperators.orderId, order.id))
    expect(ops).toHaveLength(2)
    expect(ops.every((o) => o.dateFinish !== null)).toBe(true)
    const [customer] = await app.ctx.db
      .select()
      .from(t.customers)
      .where(eq(t.customers.name, 'Brand New Customer'))
    expect(customer).toBeDefined()
    const notes = await app.ctx.db
      .select()
      .from(t.notifications)
      .where(eq(t.notifications.message, 'NOTIFICATION_ORDER_FINISHED'))
    // manager, operator (FLEXO), sales and new have ROLE_PRODUCTION_ANALYTICS and Flexo CI 1.
    expect(notes.map((n) => n.userId).sort()).toEqual(
      [
        app.base.userIds['manager@demo.plant'],
        app.base.userIds['operator@demo.plant'],
        app.base.userIds['sales@demo.plant'],
        app.base.userIds['new@demo.plant'],
      ].sort(),
    )
    expect(notes[0].href).toMatch(/^\/machine-control\/[0-9a-f]{16}\/501\/\d+$/)
    expect(JSON.parse(notes[0].params!)).toEqual({ reference: 'TEST-501', machine: 'Flexo CI 1' })
  })

  it('replays a batch sent again with the same key and refuses the key with another body', async () => {
    const body = {
      machine: serial,
      events: [{ type: 'sample', at: at(60), speed: 0, totalMeter: 4100, cleanMeter: 3440, wasteMeter: 660 }],
    }
    const first = await post(body, { 'idempotency-key': 'batch-0002-abcdef' })
    expect(first.statusCode).toBe(200)
    const again = await post(body, { 'idempotency-key': 'batch-0002-abcdef' })
    expect(again.statusCode).toBe(200)
    expect(again.headers['idempotent-replayed']).toBe('true')
    const samples = await app.ctx.db.select().from(t.speedSamples).where(eq(t.speedSamples.totalMeter, 4100))
    expect(samples).toHaveLength(1)
    const other = await post(
      { ...body, events: [{ ...body.events[0], speed: 5 }] },
      { 'idempotency-key': 'batch-0002-abcdef' },
    )
    expect(other.statusCode).toBe(422)
  })

  it('refuses events that go back in time or counters that decrease', async () => {
    const old = await post({ machine: serial, events: [{ type: 'heartbeat', at: at(30) }] })
    expect(old.statusCode).toBe(400)
    expect(old.json().errors[0].field).toBe('events.0.at')
    const down = await post({
      machine: serial,
      events: [{ type: 'sample', at: at(70), speed: 0, totalMeter: 100, cleanMeter: 50, wasteMeter: 50 }],
    })
    expect(down.statusCode).toBe(400)
    expect(down.json().errors[0].field).toBe('events.0.cleanMeter')
    const sum = await post({
      machine: serial,
      events: [{ type: 'sample', at: at(70), speed: 0, totalMeter: 9999, cleanMeter: 5000, wasteMeter: 700 }],
    })
    expect(sum.json().errors[0].field).toBe('events.0.totalMeter')
  })

  it('only accepts machines of the key company, and reports snapshots', async () => {
    const res = await app.app.inject({
      method: 'GET',
      url: '/api/ingest/v1/machines',
      headers: { authorization: ingestKey },
    })
    expect(res.statusCode).toBe(200)
    const machines = res.json().machines
    expect(machines).toHaveLength(12)
    const flexo = machines.find((m: { serialNumber: string }) => m.serialNumber === serial)
    expect(flexo.counters).toEqual({ total: 4100, clean: 3440, waste: 660 })
    expect(flexo.lastIdOnMachine).toBe(501)
    const [other] = await app.ctx.db.insert(t.companies).values({ name: 'Other Co' }).returning()
    await app.ctx.db.insert(t.apiKeys).values({
      companyId: other.id,
      clientId: 'other-co',
      alias: 'x',
      secretHash: hashToken('other-secret-123456'),
      scopes: ['ingest'],
    })
    const foreign = await post(
      { machine: serial, events: [{ type: 'heartbeat', at: at(80) }] },
      {},
      'ApiKey other-co:other-secret-123456',
    )
    expect(foreign.statusCode).toBe(404)
  })

  it('prices the consumptions an order_finish reports, and refuses a type the machine does not have', async () => {
    const [flexo] = await app.ctx.db.select().from(t.machines).where(eq(t.machines.serialNumber, serial))
    const types = (
      await app.ctx.db
        .select()
        .from(t.machineConsumableTypes)
        .where(eq(t.machineConsumableTypes.machineId, flexo.id))
    ).map((r) => r.consumableTypeId)
    const solvent = types.find((id) => id === 4 || id === 5) as number
    expect(solvent).toBeDefined()
    // One price for the solvent from January: 2.5 per litre, whatever the hour.
    const [period] = await app.ctx.db
      .insert(t.consumablePeriods)
      .values({ plantId: flexo.plantId, consumableTypeId: solvent, startDate: '2026-01-01' })
      .returning()
    const [slot] = await app.ctx.db
      .insert(t.consumablePeriodTimes)
      .values({ periodId: period.id, startTime: '00:00', finishTime: '00:00' })
      .returning()
    await app.ctx.db
      .insert(t.consumablePrices)
      .values({ periodTimeId: slot.id, consumableTypeId: solvent, value: 2.5 })
    const start = {
      type: 'order_start',
      at: at(90),
      idOnMachine: 777,
      insertTimestamp: Math.floor(base / 1000) + 5000,
      reference: 'TEST-777',
      jobReference: 'NEWJOB-7',
      customer: 'Brand New Customer',
      operators: [],
      targetMeter: 500,
      materialId: 3,
      width: 1000,
    }
    const started = await post({ machine: serial, events: [start] })
    expect(started.statusCode, started.body).toBe(200)
    const missing = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((id) => !types.includes(id)) as number
    const refused = await post({
      machine: serial,
      events: [
        { type: 'sample', at: at(120), speed: 0, totalMeter: 4700, cleanMeter: 3940, wasteMeter: 760 },
        {
          type: 'order_finish',
          at: at(120),
          consumptions: [
            { consumableTypeId: solvent, consumption: 4 },
            { consumableTypeId: missing, consumption: 1 },
          ],
        },
      ],
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors[0].field).toBe('events.1.consumptions.1.consumableTypeId')
    // Nothing of the batch was applied.
    expect((await orderByRef('TEST-777')).dateFinish).toBeNull()

    const finished = await post({
      machine: serial,
      events: [
        { type: 'sample', at: at(120), speed: 0, totalMeter: 4700, cleanMeter: 3940, wasteMeter: 760 },
        { type: 'order_finish', at: at(120), consumptions: [{ consumableTypeId: solvent, consumption: 4 }] },
      ],
    })
    expect(finished.statusCode, finished.body).toBe(200)
    const order = await orderByRef('TEST-777')
    expect(order.dateFinish?.toISOString()).toBe(at(120))
    // 4 litres at 2.5: priced on arrival by the period in force.
    expect(order.poCost).toBeCloseTo(10, 6)
    const [line] = await app.ctx.db
      .select()
      .from(t.orderConsumptions)
      .where(eq(t.orderConsumptions.orderId, order.id))
    expect(line).toMatchObject({ consumableTypeId: solvent, groupId: 0, consumption: 4, cost: 10 })
  })

  it('documents the endpoint in OpenAPI', async () => {
    const res = await app.app.inject({ method: 'GET', url: '/api/openapi.json' })
    const op = res.json().paths['/api/ingest/v1/events'].post
    expect(op.tags).toEqual(['ingestion'])
    expect(op.security).toEqual([{ apiKey: [] }])
  })
})

describe('sample retention', () => {
  it('thins samples older than 30 days to one per 5 minutes as new ones arrive', async () => {
    const serial2 = demoMachines[1].serialNumber
    const old = Date.parse('2026-10-01T00:00:00Z')
    const minute = (m: number) => new Date(old + m * 60_000).toISOString()
    const sample = (m: number) => ({
      type: 'sample',
      at: minute(m),
      speed: 10,
      totalMeter: m * 10,
      cleanMeter: m * 10,
      wasteMeter: 0,
    })
    const first = await post({ machine: serial2, events: Array.from({ length: 20 }, (_, m) => sample(m)) })
    expect(first.statusCode, first.body).toBe(200)
    // 31 days later: the first 20 minutes are past the 30-day line.
    const later = await post({ machine: serial2, events: [sample(31 * 1440)] })
    expect(later.statusCode, later.body).toBe(200)
    const [m2] = await app.ctx.db.select().from(t.machines).where(eq(t.machines.serialNumber, serial2))
    const rows = await app.ctx.db.select().from(t.speedSamples).where(eq(t.speedSamples.machineId, m2.id))
    expect(rows.map((r) => (r.ts.getTime() - old) / 60_000).sort((a, b) => a - b)).toEqual([
      0,
      5,
      10,
      15,
      31 * 1440,
    ])
  })
})
