/**
 * Issue 33 item 4, preventive work triggered by use: a task's `usage` thresholds (meters, running
 * hours, finished orders, days) written through the task form's multipart (400s naming the field),
 * counters read from the machine's ingested production since the counters started, a crossing that
 * makes exactly one work order however many sweeps run at once (dated the next working day), the
 * counters starting again once that work order is done, and the forecast from the recent rate.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema'
import { hashToken } from '../../server/lib/tokens'
import { extractPdfText } from '../../server/services/documents/extract-text'
import { sweepUsage } from '../../server/services/maintenance/usage/usage-sweep'
import type { UsageProgress } from '../../src/contract/maintenance-usage'
import { multipart } from './fixtures/multipart'
import { bearer, type DemoMachineRef, demoMachinesByName, signIn } from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

let app: TestApp
let manager: string
let ingestKey: string
let m: Record<string, DemoMachineRef>
/** Friday 20 November 2026, noon UTC. */
const T0 = Date.parse('2026-11-20T12:00:00Z')
let clock = new Date(T0)
const minute = (n: number) => new Date(T0 + n * 60_000).toISOString()

beforeAll(async () => {
  app = await createTestApp({ now: () => clock })
  manager = await signIn(app, 'manager@demo.plant')
  m = await demoMachinesByName(app.ctx.db)
  const secret = 'secret-usage-gateway-0123456789'
  await app.ctx.db.insert(t.apiKeys).values({
    companyId: app.base.companyId,
    clientId: 'usage-gateway',
    alias: 'usage-gateway',
    secretHash: hashToken(secret),
    scopes: ['ingest'],
  })
  ingestKey = `ApiKey usage-gateway:${secret}`
}, 120_000)
afterAll(() => app.close())

const machine = () => m['Flexo CI 1']

async function ingest(events: object[]) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/ingest/v1/events',
    headers: { authorization: ingestKey },
    payload: { machine: machine().hashCode, events },
  })
  expect(res.statusCode, res.body).toBe(200)
}

let keys = 0
function saveTask(fields: Record<string, string>) {
  const { payload, contentType } = multipart(Object.entries(fields).map(([name, value]) => ({ name, value })))
  return app.app.inject({
    method: 'POST',
    url: '/api/maintenance',
    headers: {
      ...bearer(manager),
      'content-type': contentType,
      'idempotency-key': `usage-${++keys}-${Date.now()}`,
    },
    payload,
  })
}

const taskFields = (usage: object | string, extra: Record<string, string> = {}) => ({
  name: 'Replace doctor blades',
  type: 'substitute',
  condition: 'stopped',
  frequency: 'none',
  reason: 'Blade wear',
  provider: 'Own staff',
  durationMinutes: '45',
  risk: '3',
  startDate: clock.toISOString().slice(0, 10),
  machines: String(machine().id),
  usage: typeof usage === 'string' ? usage : JSON.stringify(usage),
  ...extra,
})

const none = { meters: null, hours: null, orders: null, days: null }

async function createUsageTask(usage: object): Promise<number> {
  const res = await saveTask(taskFields({ ...none, ...usage }))
  expect(res.statusCode, res.body).toBe(200)
  expect(res.json().plannedWorkOrders).toBe(0) // by use only: no calendar work order
  return res.json().id
}

async function progress(id: number): Promise<UsageProgress[]> {
  const res = await app.app.inject({ method: 'GET', url: `/api/maintenance/${id}`, headers: bearer(manager) })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().usageProgress
}

const usageOrders = (taskId: number) =>
  app.ctx.db.select().from(t.maintenanceEvents).where(eq(t.maintenanceEvents.taskId, taskId))

/** An order of `meters` (good 90 %, waste 10 %) from minute `from`, 30 minutes in production. */
let nextOrder = 7000
let counter = 0
function run(from: number, meters: number, finish = true) {
  const id = ++nextOrder
  const start = counter
  counter += meters
  const sample = (at: number, total: number, speed: number) => ({
    type: 'sample',
    at: minute(at),
    speed,
    totalMeter: total,
    cleanMeter: total * 0.9,
    wasteMeter: total * 0.1,
  })
  return [
    sample(from, start, 0),
    {
      type: 'order_start',
      at: minute(from),
      idOnMachine: id,
      insertTimestamp: Math.floor(T0 / 1000) + id,
      reference: `USAGE-${id}`,
      jobReference: 'USAGE-JOB',
      customer: 'Usage Test',
      targetMeter: meters,
      materialId: 3,
      width: 800,
    },
    { type: 'state', at: minute(from), state: 3 },
    sample(from + 15, start + meters / 2, meters / 30),
    sample(from + 30, start + meters, meters / 30),
    { type: 'state', at: minute(from + 30), state: 1 },
    ...(finish ? [{ type: 'order_finish', at: minute(from + 30) }] : []),
  ]
}

describe('usage thresholds on the task form', () => {
  it('answers a 400 naming the field for bad usage', async () => {
    const cases: Array<[string, string]> = [
      [JSON.stringify({ ...none, meters: -5 }), 'usage.meters'],
      [JSON.stringify({ ...none, hours: 1.5 }), 'usage.hours'],
      [JSON.stringify({ ...none, orders: 10_000_000 }), 'usage.orders'],
      [JSON.stringify(none), 'usage'],
      ['not json', 'usage'],
    ]
    for (const [usage, field] of cases) {
      const res = await saveTask(taskFields(usage))
      expect(res.statusCode, usage).toBe(400)
      expect(res.json().errors[0].field, usage).toBe(field)
    }
    const two = await saveTask(
      taskFields({ ...none, meters: 1000 }, { machines: `${machine().id},${m['Flexo CI 2'].id}` }),
    )
    expect(two.statusCode).toBe(400)
    expect(two.json().errors[0].field).toBe('usage')
  })

  it('keeps the thresholds and answers them with the task', async () => {
    const id = await createUsageTask({ meters: 250_000, days: 90 })
    const res = await app.app.inject({
      method: 'GET',
      url: `/api/maintenance/${id}`,
      headers: bearer(manager),
    })
    expect(res.json().usage).toEqual({ ...none, meters: 250_000, days: 90 })
    const detail = await app.app.inject({
      method: 'GET',
      url: `/api/maintenance/${id}/detail`,
      headers: bearer(manager),
    })
    expect(detail.json().usageProgress.map((p: UsageProgress) => p.counter)).toEqual(['meters', 'days'])
  })
})

describe('usage counters and their work orders', () => {
  let counters: number
  let blades: number

  it('counts meters, running hours and finished orders from the ingested production', async () => {
    counters = await createUsageTask({ meters: 100_000, hours: 100, orders: 10, days: 30 })
    clock = new Date(T0 + 200 * 60_000)
    await ingest([...run(1, 3000), ...run(40, 2000, false)])
    const p = await progress(counters)
    const by = Object.fromEntries(p.map((x) => [x.counter, x]))
    expect(by.meters.value).toBe(5000)
    expect(by.hours.value).toBe(1) // two 30-minute runs in production
    expect(by.orders.value).toBe(1) // the second is still running
    expect(by.days.value).toBe(0)
    // 30 days on is Sunday 20 December; the demo plant works Monday to Friday, so Monday 21st.
    expect(by.days.forecastDay).toBe('2026-12-21')
    // 5000 m over the last 14 days: 95,000 m to go at 357 m a day, 266 days.
    expect(by.meters.forecastDay).toBe('2027-08-13') // The task list carries the same progress (the calendar's "expected around").
    const list = await app.app.inject({
      method: 'GET',
      url: '/api/maintenance/list',
      headers: bearer(manager),
    })
    const listed = list.json().find((task: { id: number }) => task.id === counters)
    expect(listed.usageProgress).toEqual(p)
  })

  it('makes exactly one work order when concurrent sweeps see a crossing, on the next working day', async () => {
    blades = await createUsageTask({ meters: 2000 })
    await ingest(run(210, 1500))
    expect(await sweepUsage(app.ctx.db, clock)).toEqual([])
    await ingest(run(250, 1000))
    // Saturday 21 November: the work order is for Monday.
    clock = new Date('2026-11-21T10:00:00Z')
    const created = await Promise.all([
      ...Array.from({ length: 5 }, () => sweepUsage(app.ctx.db, clock)),
      app.app.usageSweep.runOnce(),
    ])
    expect(created.flat()).toHaveLength(1)
    const orders = await usageOrders(blades)
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({ usageCycle: 0, date: '2026-11-23', state: 1, machineId: machine().id })
    // The work order carries its task's thresholds: the lists label it by them, not "One-off".
    const read = await app.app.inject({
      method: 'GET',
      url: `/api/maintenanceEvent/${orders[0].id}`,
      headers: bearer(manager),
    })
    expect(read.statusCode, read.body).toBe(200)
    expect(read.json()).toMatchObject({
      frequency: 'none',
      usage: { ...none, meters: 2000 },
      date: '2026-11-23',
    })
    // And the audit report says so too.
    const audit = await app.app.inject({
      method: 'GET',
      url: `/api/maintenance/report/audit?machines=${machine().id}&initialDate=2026-11-23&finalDate=2026-11-23`,
      headers: bearer(manager),
    })
    expect(audit.statusCode, audit.body.slice(0, 300)).toBe(200)
    const auditText = (await extractPdfText(audit.rawPayload)).pages.join(' ')
    expect(auditText).toContain('Frequency: By use')
    expect(auditText).not.toContain('One-off')
    // Crossed and already planned: later sweeps leave it. The forecast names the work order's
    // day (Monday), not the Saturday it was crossed on.
    expect(await sweepUsage(app.ctx.db, clock)).toEqual([])
    expect((await progress(blades))[0]).toMatchObject({
      value: 2500,
      threshold: 2000,
      forecastDay: '2026-11-23',
    })
  })

  it('starts the counters again when the work order is done', async () => {
    const [order] = await usageOrders(blades)
    const doneAt = new Date('2026-11-21T11:00:00Z')
    await app.ctx.db
      .update(t.maintenanceEvents)
      .set({ state: 2, doneAt })
      .where(eq(t.maintenanceEvents.id, order.id))
    clock = new Date('2026-11-21T12:00:00Z')
    expect((await progress(blades))[0].value).toBe(0)
    expect(await sweepUsage(app.ctx.db, clock)).toEqual([])
    const [task] = await app.ctx.db.select().from(t.maintenanceTasks).where(eq(t.maintenanceTasks.id, blades))
    expect(task.usageCycle).toBe(1)
    expect(task.usageSince?.toISOString()).toBe(doneAt.toISOString())

    // Production after the done time crosses again: the next cycle's one work order.
    const after = (Date.parse('2026-11-21T12:00:00Z') - T0) / 60_000
    await ingest(run(after, 2100))
    clock = new Date('2026-11-23T08:00:00Z')
    const created = await Promise.all([sweepUsage(app.ctx.db, clock), sweepUsage(app.ctx.db, clock)])
    expect(created.flat()).toHaveLength(1)
    const next = await app.ctx.db
      .select()
      .from(t.maintenanceEvents)
      .where(and(eq(t.maintenanceEvents.taskId, blades), eq(t.maintenanceEvents.usageCycle, 1)))
    expect(next).toHaveLength(1)
    expect(next[0].date).toBe('2026-11-23')
  })

  it('has no forecast without a recent rate', async () => {
    const res = await saveTask(
      taskFields({ ...none, hours: 400 }, { machines: String(m['Flexo CI 2'].id), name: 'Grease bearings' }),
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(await progress(res.json().id)).toEqual([
      { counter: 'hours', value: 0, threshold: 400, forecastDay: null },
    ])
  })
})
