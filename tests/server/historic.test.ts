import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invalidatePlantReads } from '../../server/services/plant/read-cache'
import {
  bearer,
  type DemoMachineRef,
  demoMachinesByName,
  ProductionBuilder,
  signIn,
} from './fixtures/production'
import { createTestApp, TEST_NOW, type TestApp } from './helpers'

let t: TestApp
let manager: string
let operator: string
let tech: string
let sales: string
let m: Record<string, DemoMachineRef>
const ids: Record<string, number> = {}
const people: Record<string, number> = {}

const search = (body: Record<string, unknown>, token: string | null = manager) =>
  t.app.inject({
    method: 'POST',
    url: '/api/order/historic',
    headers: token ? bearer(token) : {},
    payload: body,
  })

/** The order keys (o1...) of a search, in answer order. */
async function keys(body: Record<string, unknown>, token: string = manager) {
  const res = await search(body, token)
  expect(res.statusCode, res.body).toBe(200)
  const byId = new Map(Object.entries(ids).map(([k, v]) => [v, k]))
  return res.json().results.map((r: { id: number }) => byId.get(r.id))
}

beforeAll(async () => {
  t = await createTestApp({ now: () => TEST_NOW })
  ;[manager, operator, tech, sales] = await Promise.all(
    ['manager@', 'operator@', 'tech@', 'sales@'].map((u) => signIn(t, `${u}demo.plant`)),
  )
  m = await demoMachinesByName(t.ctx.db)
  const b = new ProductionBuilder(t.ctx.db, t.base.plantId)
  const acme = await b.customer('Acme Foods')
  const beta = await b.customer('Beta Pharma')
  const gamma = await b.customer('Gamma Drinks')
  people.acme = acme.id
  people.beta = beta.id
  for (const name of ['Ana', 'Luis', 'Marc']) people[name] = (await b.operator(name)).id
  const j100 = await b.job({
    reference: 'J-100',
    customerId: acme.id,
    materialId: 1,
    width: 1000,
    format: 500,
    numColor: 6,
  })
  const j200 = await b.job({
    reference: 'J-200',
    customerId: beta.id,
    materialId: 6,
    width: 800,
    format: 600,
  })
  const j300 = await b.job({ reference: 'J-300', customerId: gamma.id, materialId: 9, width: 1200 })

  // o1: Madrid 2026-03-29 00:30 (UTC still the 28th); o2: Madrid 2026-03-28 23:30.
  ids.o1 = (
    await b.order({
      machineId: m['Flexo CI 1'].id,
      reference: 'PO-ALPHA-001',
      idOnMachine: 11,
      insertTimestamp: 1_774_737_000,
      jobId: j100.id,
      dateStart: '2026-03-28T23:30:00Z',
      dateFinish: '2026-03-29T01:30:00Z',
      targetMeter: 1000,
      cleanMeter: 1200,
      wasteMeter: 80,
      numRoll: 4,
      speedTotal: 180.5,
      speedTurning: 210,
      poCost: 50,
      poCostSurface: 0.04,
    })
  ).id
  ids.o2 = (
    await b.order({
      machineId: m['Flexo CI 2'].id,
      reference: 'PO-ALPHA-002',
      jobId: j200.id,
      dateStart: '2026-03-28T22:30:00Z',
      dateFinish: '2026-03-28T23:00:00Z',
      targetMeter: 1000,
      cleanMeter: 1000,
    })
  ).id
  ids.o3 = (
    await b.order({
      machineId: m['Roto R9 North'].id,
      reference: 'PO-BETA-003',
      jobId: j300.id,
      dateStart: '2026-03-29T12:00:00Z',
      dateFinish: '2026-03-29T15:00:00Z',
      targetMeter: 2000,
      cleanMeter: 1500,
    })
  ).id
  // o4: after the October change back to UTC+1: Madrid 2026-10-26 00:30. Width overrides the job's.
  ids.o4 = (
    await b.order({
      machineId: m['Laminator SL 1'].id,
      reference: 'PO-GAMMA-004',
      jobId: j100.id,
      width: 950,
      dateStart: '2026-10-25T23:30:00Z',
      dateFinish: '2026-10-26T02:00:00Z',
      targetMeter: 1000,
      cleanMeter: 996,
    })
  ).id
  // o5: no job, its own customer, no target, unfinished; its reference has LIKE metacharacters.
  ids.o5 = (
    await b.order({
      machineId: m['Slitter DS 1'].id,
      reference: 'po_special%x',
      customerId: beta.id,
      dateStart: '2026-11-19T08:00:00Z',
    })
  ).id
  ids.o6 = (
    await b.order({
      machineId: m['Offset VO-6 A'].id,
      reference: 'PO-DELTA-006',
      jobId: j200.id,
      dateStart: '2026-06-15T10:00:00Z',
      dateFinish: '2026-06-15T12:00:00Z',
      targetMeter: 500,
      cleanMeter: 1000,
      poCost: 1234.5,
      poCostSurface: 0.12,
    })
  ).id
  // o7 starts with o6: the later id comes first.
  ids.o7 = (
    await b.order({
      machineId: m['Offset VO-6 B'].id,
      reference: 'PO-DELTA-007',
      jobId: j200.id,
      dateStart: '2026-06-15T10:00:00Z',
      dateFinish: '2026-06-15T11:00:00Z',
      targetMeter: 1000,
      cleanMeter: 500,
    })
  ).id
  await b.orderOperator({ orderId: ids.o1, operatorId: people.Luis, dateStart: '2026-03-29T00:30:00Z' })
  await b.orderOperator({
    orderId: ids.o1,
    operatorId: people.Ana,
    dateStart: '2026-03-28T23:30:00Z',
    dateFinish: '2026-03-29T00:30:00Z',
  })
  await b.orderOperator({ orderId: ids.o3, operatorId: people.Marc, dateStart: '2026-03-29T12:00:00Z' })
  await b.orderOperator({ orderId: ids.o4, operatorId: people.Luis, dateStart: '2026-10-25T23:30:00Z' })
})
afterAll(() => t.close())

const ALL = ['o5', 'o4', 'o7', 'o6', 'o3', 'o1', 'o2']

describe('POST /api/order/historic: results', () => {
  it('lists the orders of the assigned machines newest first (dateStart desc, id desc)', async () => {
    const res = await search({})
    expect(res.statusCode).toBe(200)
    expect(res.json().total).toBe(7)
    expect(await keys({})).toEqual(ALL)
  })

  it('answers the rows of spec 000 §3.3', async () => {
    const { results } = (await search({ order: 'PO-ALPHA-001' })).json()
    expect(results).toEqual([
      {
        id: ids.o1,
        machine: 'Flexo CI 1',
        machineLine: 'FLEXO',
        machineHashCode: m['Flexo CI 1'].hashCode,
        idM: 11,
        insertTimestamp: 1_774_737_000,
        reference: 'PO-ALPHA-001',
        job: 'J-100',
        customer: 'Acme Foods',
        operator: 'Ana, Luis',
        material: 'LDPE',
        width: 1000,
        format: 500,
        numColor: 6,
        dateStart: '2026-03-28T23:30:00.000Z',
        dateFinish: '2026-03-29T01:30:00.000Z',
        duration: 7200,
        speedTotal: 180.5,
        speedTurning: 210,
        wasteMeter: 80,
        cleanMeter: 1200,
        totalMeter: 1280,
        numRoll: 4,
        progress: 120,
        poCost: 50,
        poCostSurface: 0.04,
      },
    ])
  })

  it('counts an unfinished order up to now and gives no progress without a target', async () => {
    const [row] = (await search({ order: 'special' })).json().results
    expect(row).toMatchObject({ dateFinish: null, progress: null, job: null, customer: 'Beta Pharma' })
    expect(row.duration).toBe((TEST_NOW.getTime() - Date.parse('2026-11-19T08:00:00Z')) / 1000)
  })

  it('hides costs from users without ROLE_JOB_COSTING', async () => {
    const forOperator = (await search({ order: 'PO-ALPHA-001' }, operator)).json().results[0]
    expect(forOperator).toMatchObject({ poCost: null, poCostSurface: null, cleanMeter: 1200 })
    const forManager = (await search({ order: 'PO-DELTA-006' })).json().results[0]
    expect(forManager).toMatchObject({ poCost: 1234.5, poCostSurface: 0.12 })
  })

  it('scopes to the assigned machines (operator: FLEXO and LAMINATING)', async () => {
    const res = await search({}, operator)
    expect(res.json().total).toBe(3)
    expect(await keys({}, operator)).toEqual(['o4', 'o1', 'o2'])
  })
})

describe('POST /api/order/historic: filters', () => {
  it('filters by machine line ids', async () => {
    expect(await keys({ line: [2] })).toEqual(['o3'])
    expect(await keys({ line: ['1', '4'] })).toEqual(['o4', 'o1', 'o2'])
    expect(await keys({ line: 3 })).toEqual(['o7', 'o6'])
  })

  it('filters by machine ids', async () => {
    expect(await keys({ machine: [m['Flexo CI 1'].id] })).toEqual(['o1'])
    expect(await keys({ machine: [String(m['Flexo CI 2'].id), m['Roto R9 North'].id] })).toEqual(['o3', 'o2'])
  })

  it('filters by customer id and by name, through the order or its job', async () => {
    expect(await keys({ customer: [people.acme] })).toEqual(['o4', 'o1'])
    expect(await keys({ customer: String(people.acme) })).toEqual(['o4', 'o1'])
    expect(await keys({ customer: ['beta pharma'] })).toEqual(['o5', 'o7', 'o6', 'o2'])
    expect(await keys({ customer: ['Nobody'] })).toEqual([])
  })

  it('filters by operator id and by name', async () => {
    expect(await keys({ operator: [people.Marc] })).toEqual(['o3'])
    expect(await keys({ operator: ['LUIS'] })).toEqual(['o4', 'o1'])
    expect(await keys({ operator: ['Ana', people.Marc] })).toEqual(['o3', 'o1'])
  })

  it('filters by order reference text, case-insensitively and literally', async () => {
    expect(await keys({ order: 'alpha' })).toEqual(['o1', 'o2'])
    expect(await keys({ order: 'l%x' })).toEqual(['o5'])
    expect(await keys({ order: '_' })).toEqual(['o5'])
    expect(await keys({ order: '%' })).toEqual(['o5'])
    expect(await keys({ order: 'zzz' })).toEqual([])
  })

  it('filters by job reference text', async () => {
    expect(await keys({ job: 'j-3' })).toEqual(['o3'])
    expect(await keys({ job: '200' })).toEqual(['o7', 'o6', 'o2'])
  })

  it('filters by progress: 1 >100%, 2 100% (rounded), 3 <100%', async () => {
    expect(await keys({ progress: [1] })).toEqual(['o6', 'o1'])
    expect(await keys({ progress: [2] })).toEqual(['o4', 'o2'])
    expect(await keys({ progress: ['3'] })).toEqual(['o7', 'o3'])
    expect(await keys({ progress: [1, 3] })).toEqual(['o7', 'o6', 'o3', 'o1'])
  })

  it('filters by material id or name', async () => {
    expect(await keys({ material: [6] })).toEqual(['o7', 'o6', 'o2'])
    expect(await keys({ material: ['pet'] })).toEqual(['o3'])
    expect(await keys({ material: [1, 9] })).toEqual(['o4', 'o3', 'o1'])
  })

  it('filters by width and format (numeric equality, the order value over the job value)', async () => {
    expect(await keys({ width: '950' })).toEqual(['o4'])
    expect(await keys({ width: 1000 })).toEqual(['o1'])
    expect(await keys({ format: ['600'] })).toEqual(['o7', 'o6', 'o2'])
    expect(await keys({ width: '999.5' })).toEqual([])
  })

  it('filters by plant-local days across a timezone boundary', async () => {
    expect(await keys({ date_start: '29.03.2026', date_finish: '29.03.2026' })).toEqual(['o3', 'o1'])
    expect(await keys({ date_start: '28.03.2026', date_finish: '28.03.2026' })).toEqual(['o2'])
    expect(await keys({ date_start: '26.10.2026', date_finish: '26.10.2026' })).toEqual(['o4'])
    expect(await keys({ date_start: '25.10.2026', date_finish: '25.10.2026' })).toEqual([])
    expect(await keys({ date_start: '01.06.2026' })).toEqual(['o5', 'o4', 'o7', 'o6'])
    expect(await keys({ date_finish: '28.03.2026' })).toEqual(['o2'])
  })

  it('treats null, empty strings and empty arrays as no filter', async () => {
    const none = { line: [], machine: null, customer: '', order: '', job: null, progress: [], operator: [] }
    expect(
      await keys({ ...none, material: [], width: '', format: null, date_start: '', date_finish: null }),
    ).toEqual(ALL)
  })

  it('combines filters', async () => {
    expect(await keys({ customer: ['Beta Pharma'], line: [3], progress: [1] })).toEqual(['o6'])
  })
})

describe('POST /api/order/historic: pagination', () => {
  it('pages with limit and offset and keeps the total', async () => {
    const page1 = (await search({ limit: 2, offset: 0 })).json()
    expect(page1.total).toBe(7)
    expect(page1.results.map((r: { id: number }) => r.id)).toEqual([ids.o5, ids.o4])
    expect(await keys({ limit: 2, offset: 2 })).toEqual(['o7', 'o6'])
    expect(await keys({ limit: 2, offset: 6 })).toEqual(['o2'])
    const past = (await search({ limit: 2, offset: 10 })).json()
    expect(past).toEqual({ results: [], total: 7 })
  })

  it('defaults to 10 rows from the start', async () => {
    const res = (await search({ limit: null, offset: null })).json()
    expect(res.results).toHaveLength(7)
    expect(res.total).toBe(7)
  })
})

describe('POST /api/order/historic: access and validation', () => {
  it('needs a session', async () => {
    const res = await search({}, null)
    expect(res.statusCode).toBe(401)
  })

  it('needs ROLE_PRODUCTION_ANALYTICS', async () => {
    const res = await search({}, tech)
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toBe('FORBIDDEN')
  })

  it('is a read, so commercial users with the role may search', async () => {
    const res = await search({ limit: 1 }, sales)
    expect(res.statusCode).toBe(200)
    expect(res.json().total).toBe(7)
  })

  it('refuses a machine outside the assignment with MACHINE_NOT_ASSIGNED', async () => {
    const res = await search({ machine: [m['Roto R9 North'].id] }, operator)
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toBe('MACHINE_NOT_ASSIGNED')
    const mixed = await search({ machine: [m['Flexo CI 1'].id, m['Roto R9 North'].id] }, operator)
    expect(mixed.statusCode).toBe(403)
  })

  it.each([
    [{ limit: 0 }, 'limit'],
    [{ limit: 101 }, 'limit'],
    [{ limit: 'ten' }, 'limit'],
    [{ limit: 2.5 }, 'limit'],
    [{ offset: -1 }, 'offset'],
    [{ date_start: '32.13.2026' }, 'date_start'],
    [{ date_finish: '29.02.2026' }, 'date_finish'],
    [{ date_start: 'yesterday' }, 'date_start'],
    [{ date_start: '02.04.2026', date_finish: '01.04.2026' }, 'date_finish'],
    [{ line: { id: 1 } }, 'line'],
    [{ line: ['FLEXO'] }, 'line'],
    [{ machine: 'abc' }, 'machine'],
    [{ width: 'wide' }, 'width'],
    [{ format: [true] }, 'format'],
    [{ progress: [4] }, 'progress'],
    [{ customer: [{ id: 1 }] }, 'customer'],
    // Past int4: a 400, never the database's out-of-range error (a 500 before).
    [{ line: [99999999999] }, 'line'],
    [{ customer: [99999999999] }, 'customer'],
    [{ operator: 2147483648 }, 'operator'],
    [{ offset: 2147483647 }, 'offset'],
    [{ order: 'a\u0000b' }, 'order'],
    [{ job: ['x'.repeat(201)] }, 'job'],
    [{ line: Array.from({ length: 201 }, (_, i) => i + 1) }, 'line'],
    // One wire format for dates (spec 000 §7); the client converts what its picker holds.
    [{ date_start: '2026-03-29' }, 'date_start'],
    [{ date_finish: '2026-03-29T21:59:59.000Z' }, 'date_finish'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const res = await search(body)
    expect(res.statusCode).toBe(400)
    const json = res.json()
    expect(json.error).toBe('VALIDATION_ERROR')
    // A list item's problem names the item (line.0) or the field, as the schema's union reports it.
    expect(json.errors[0].field).toMatch(new RegExp(`^${field}(\\.\\d+)?$`))
  })

  it('answers 400 to a body that is not an object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/historic',
      headers: { ...bearer(manager), 'content-type': 'application/json' },
      payload: '[1,2]',
    })
    expect(res.statusCode).toBe(400)
  })
})

describe('POST /api/order/historic: slitting child orders', () => {
  it('lists parents only; children belong to the parent detail', async () => {
    const { productionOrders } = await import('../../server/db/schema')
    const { eq } = await import('drizzle-orm')
    const [parent] = await t.ctx.db.select().from(productionOrders).where(eq(productionOrders.id, ids.o1))
    const [child] = await t.ctx.db
      .insert(productionOrders)
      .values({
        machineId: parent.machineId,
        idOnMachine: parent.idOnMachine,
        insertTimestamp: parent.insertTimestamp + 1,
        reference: `${parent.reference}-C1`,
        dateStart: parent.dateStart,
        dateFinish: parent.dateFinish,
        parentOrderId: parent.id,
      })
      .returning()
    // Written directly, not through ingestion: drop the plant's cached searches by hand.
    invalidatePlantReads(t.ctx.db, t.base.plantId)
    try {
      const res = await search({})
      expect(res.json().total).toBe(7)
      expect(res.json().results.map((r: { id: number }) => r.id)).not.toContain(child.id)
    } finally {
      await t.ctx.db.delete(productionOrders).where(eq(productionOrders.id, child.id))
    }
  })
})
