/**
 * Stop reason codes (issue 29 item 3 and item 6's plant-control stop category, ADR 034): a
 * gateway's inactivity_start may carry a catalogue code; an unknown code is a 400 naming the field;
 * the code is stored with the stop and reaches plant control (with the stop's category), the
 * inactivity statistics (merged by code), the order record and the order's histogram.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema'
import { demoMachines } from '../../server/demo/catalog'
import { hashToken } from '../../server/lib/tokens'
import type { InactivityRecord } from '../../src/contract/statistics'
import { bearer, signIn } from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

let app: TestApp
let key: string
let manager: string
const machine = demoMachines.find((m) => m.name === 'Flexo Stack 6C') ?? demoMachines[2]
const base = Date.parse('2026-11-19T08:00:00Z')
const at = (minute: number) => new Date(base + minute * 60_000).toISOString()

const ingest = (events: unknown[]) =>
  app.app.inject({
    method: 'POST',
    url: '/api/ingest/v1/events',
    headers: { authorization: key },
    payload: { machine: machine.serialNumber, events },
  })
const get = (url: string) => app.app.inject({ method: 'GET', url, headers: bearer(manager) })

beforeAll(async () => {
  app = await createTestApp()
  const secret = 'secret-codes-gateway-0123456789'
  await app.ctx.db.insert(t.apiKeys).values({
    companyId: app.base.companyId,
    clientId: 'codes-gateway',
    alias: 'codes-gateway',
    secretHash: hashToken(secret),
    scopes: ['ingest'],
  })
  key = `ApiKey codes-gateway:${secret}`
  manager = await signIn(app, 'manager@demo.plant')
})
afterAll(() => app.close())

const plantRecord = async () => {
  const res = await get('/api/plant-control/machines')
  expect(res.statusCode).toBe(200)
  return res
    .json()
    .find((r: { machineSerialNumber: string }) => r.machineSerialNumber === machine.serialNumber)
}

describe('reasonCode on inactivity_start', () => {
  it('refuses a code that is not in the catalogue with a 400 naming the field', async () => {
    const res = await ingest([
      { type: 'heartbeat', at: at(0) },
      { type: 'inactivity_start', at: at(0), category: 1, description: 'Plates', reasonCode: 'plates' },
    ])
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].field).toBe('events.1.reasonCode')
    const notText = await ingest([
      { type: 'inactivity_start', at: at(0), category: 1, description: 'Plates', reasonCode: 7 },
    ])
    expect(notText.statusCode).toBe(400)
    expect(notText.json().errors[0].field).toBe('events.0.reasonCode')
  })

  it('stores the code, and plant control gives the open stop its code and category', async () => {
    const start = await ingest([
      { type: 'sample', at: at(0), speed: 0, totalMeter: 100, cleanMeter: 90, wasteMeter: 10 },
      {
        type: 'order_start',
        at: at(0),
        idOnMachine: 9101,
        insertTimestamp: Math.floor(base / 1000) - 60,
        reference: 'CODES-1',
        jobReference: 'CODES-JOB',
        customer: 'Codes Customer',
        targetMeter: 5000,
        materialId: 1,
        width: 800,
      },
      // A gateway that writes its own text in Spanish: the code is what screens name it by.
      {
        type: 'inactivity_start',
        at: at(1),
        category: 1,
        description: 'Cambio planchas',
        reasonCode: 'plate_change',
      },
    ])
    expect(start.statusCode, start.body).toBe(200)
    const [row] = await app.ctx.db
      .select()
      .from(t.inactivities)
      .where(eq(t.inactivities.description, 'Cambio planchas'))
    expect(row.reasonCode).toBe('plate_change')
    expect(await plantRecord()).toMatchObject({
      inactivityDescription: 'Cambio planchas',
      inactivityReasonCode: 'plate_change',
      stopCategory: 'changeover',
    })

    // A fault is unplanned; a stop without a code has no category and keeps its text.
    await ingest([
      { type: 'inactivity_end', at: at(20) },
      {
        type: 'inactivity_start',
        at: at(30),
        category: 2,
        description: 'Web break',
        reasonCode: 'web_break',
      },
    ])
    expect(await plantRecord()).toMatchObject({
      inactivityReasonCode: 'web_break',
      stopCategory: 'unplanned',
    })
    await ingest([
      { type: 'inactivity_end', at: at(40) },
      { type: 'inactivity_start', at: at(50), category: 1, description: 'Something the plant typed' },
    ])
    expect(await plantRecord()).toMatchObject({
      inactivityDescription: 'Something the plant typed',
      inactivityReasonCode: null,
      stopCategory: null,
    })
    await ingest([
      { type: 'inactivity_end', at: at(55) },
      // The same code with another text: one reason in the statistics.
      {
        type: 'inactivity_start',
        at: at(60),
        category: 1,
        description: 'Plate change',
        reasonCode: 'plate_change',
      },
      { type: 'inactivity_end', at: at(70) },
      { type: 'order_finish', at: at(80) },
    ])
  })

  it('reaches the inactivity statistics, merged by code', async () => {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/inactivities',
      headers: bearer(manager),
      payload: {
        machineId: (await plantRecord()).machineId,
        startDate: '2026-11-19',
        finishDate: '2026-11-19',
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data as InactivityRecord[]
    const plates = data.filter((r) => r.reasonCode === 'plate_change')
    expect(plates).toHaveLength(1)
    expect(plates[0]).toMatchObject({ category: 1, repeats: 2, duration: (19 + 10) * 60 })
    expect(data.find((r) => r.reasonCode === 'web_break')).toMatchObject({ category: 2, repeats: 1 })
    expect(data.find((r) => r.description === 'Something the plant typed')).toMatchObject({
      reasonCode: null,
    })
  })

  it('reaches the order record and its histogram', async () => {
    const record = await plantRecord()
    const query = `machineHashCode=${record.machineHashCode}&idOnMachine=9101&insertTimestamp=${Math.floor(base / 1000) - 60}`
    const production = await get(`/api/order/production?${query}`)
    expect(production.statusCode, production.body.slice(0, 300)).toBe(200)
    const stops = production.json().inactivities as { description: string; reasonCode: string | null }[]
    expect(stops.map((s) => s.reasonCode)).toEqual(['plate_change', 'web_break', null, 'plate_change'])
    const histogram = await get(`/api/order/histogram?${query}`)
    expect(histogram.statusCode, histogram.body.slice(0, 300)).toBe(200)
    expect(histogram.json().inactivities.map((s: { reasonCode: string | null }) => s.reasonCode)).toEqual([
      'plate_change',
      'web_break',
      null,
      'plate_change',
    ])
  })
})
