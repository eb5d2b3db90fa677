import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoMachines, demoModels } from '../../server/demo/catalog'
import {
  bearer,
  type DemoMachineRef,
  demoMachinesByName,
  ProductionBuilder,
  signIn,
} from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let manager: string
let operator: string
let tech: string
let m: Record<string, DemoMachineRef>
const flexoAndLaminating = ['Flexo CI 1', 'Flexo CI 2', 'Flexo Stack 6C', 'Laminator SL 1', 'Laminator SL 2']

const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(token ? bearer(token) : {}), ...headers } })

beforeAll(async () => {
  t = await createTestApp()
  manager = await signIn(t, 'manager@demo.plant')
  operator = await signIn(t, 'operator@demo.plant')
  tech = await signIn(t, 'tech@demo.plant')
  m = await demoMachinesByName(t.ctx.db)
})
afterAll(() => t.close())

describe('GET /api/machines_plant', () => {
  it('lists every assigned machine in sort order with model, line and services', async () => {
    const res = await get('/api/machines_plant', manager)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.map((x: { name: string }) => x.name)).toEqual(demoMachines.map((d) => d.name))
    expect(body[0]).toEqual({
      id: m['Flexo CI 1'].id,
      name: 'Flexo CI 1',
      hashCode: m['Flexo CI 1'].hashCode,
      serialNumber: 'FX-CI-2019-0412',
      machineModel: {
        id: expect.any(Number),
        name: 'CI Flexo 8C Evolution',
        image: 'flexo-ci.svg',
        machineLine: { id: 1, name: 'FLEXO' },
      },
      services: { hasJobCosting: true, hasOperationAnalytics: true },
    })
  })

  it('scopes to the assigned machines (operator: FLEXO and LAMINATING only)', async () => {
    const res = await get('/api/machines_plant', operator)
    expect(res.json().map((x: { name: string }) => x.name)).toEqual(flexoAndLaminating)
  })

  it('is open to any signed-in user, not to anonymous callers', async () => {
    expect((await get('/api/machines_plant', tech)).statusCode).toBe(200)
    const anonymous = await get('/api/machines_plant')
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().error).toBe('UNAUTHORIZED')
  })
})

describe('GET /api/machines_config_plant', () => {
  it('gives the plant-configuration fields of each machine', async () => {
    const res = await get('/api/machines_config_plant', manager)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toHaveLength(12)
    expect(body[0]).toEqual({
      machineId: m['Flexo CI 1'].id,
      machineName: 'Flexo CI 1',
      machineSerialNumber: 'FX-CI-2019-0412',
      machineModelName: 'CI Flexo 8C Evolution',
      machineModelImage: 'flexo-ci.svg',
      machineLineId: 1,
      machineLineName: 'FLEXO',
      machineAcquisitionDate: '2019-03-14',
      machineMaxSpeed: 400,
      machineMinPrintingWidth: 400,
      machineMaxPrintingWidth: 1270,
      machineMinMaterialWidth: 450,
      machineMaxMaterialWidth: 1320,
      machineMinFormat: 330,
      machineMaxFormat: 800,
      sortOrder: 1,
      machineModel: {
        id: expect.any(Number),
        name: 'CI Flexo 8C Evolution',
        machineLine: { id: 1, name: 'FLEXO' },
      },
    })
    const laminator = body.find((x: { machineName: string }) => x.machineName === 'Laminator SL 1')
    expect(laminator).toMatchObject({
      machineMinPrintingWidth: null,
      machineMinFormat: null,
      machineLineId: 4,
    })
  })

  it('scopes to the assigned machines and needs a session', async () => {
    const res = await get('/api/machines_config_plant', operator)
    expect(res.json().map((x: { machineName: string }) => x.machineName)).toEqual(flexoAndLaminating)
    expect((await get('/api/machines_config_plant')).statusCode).toBe(401)
  })
})

describe('GET /api/customers_plant and /api/operators_plant', () => {
  // operator@ has the FLEXO and LAMINATING machines; Roto R9 North (GRAVURE) is not theirs.
  beforeAll(async () => {
    const b = new ProductionBuilder(t.ctx.db, t.base.plantId)
    const [acme, mu, zeta, jobOnly] = await Promise.all(
      ['Acme Foods', 'Mu Pharma', 'Zeta Snacks', 'Job Only Co'].map((name) => b.customer(name)),
    )
    await b.customer('No Orders Ltd')
    const [luis, ana, marc] = await Promise.all(['Luis', 'Ana', 'Marc'].map((name) => b.operator(name)))
    await b.operator('Never Worked')
    const muJob = await b.job({ reference: 'J-MU', customerId: mu.id })
    const jobOnlyJob = await b.job({ reference: 'J-OWN', customerId: jobOnly.id })
    const at = { dateStart: '2026-11-01T08:00:00Z', dateFinish: '2026-11-01T10:00:00Z' }
    // Acme on its own order; Mu through the order's job; Job Only Co's job is overridden by the
    // order's own customer (Acme), as the historical list reads it.
    const flexo = await b.order({
      machineId: m['Flexo CI 1'].id,
      reference: 'PO-SEL-1',
      customerId: acme.id,
      ...at,
    })
    const laminator = await b.order({
      machineId: m['Laminator SL 2'].id,
      reference: 'PO-SEL-2',
      jobId: muJob.id,
      ...at,
    })
    await b.order({
      machineId: m['Flexo CI 2'].id,
      reference: 'PO-SEL-3',
      jobId: jobOnlyJob.id,
      customerId: acme.id,
      ...at,
    })
    const roto = await b.order({
      machineId: m['Roto R9 North'].id,
      reference: 'PO-SEL-4',
      customerId: zeta.id,
      ...at,
    })
    await b.orderOperator({ orderId: flexo.id, operatorId: luis.id, dateStart: at.dateStart })
    await b.orderOperator({ orderId: laminator.id, operatorId: ana.id, dateStart: at.dateStart })
    await b.orderOperator({ orderId: roto.id, operatorId: marc.id, dateStart: at.dateStart })
  })

  const names = async (url: string, token: string) => {
    const res = await get(url, token)
    expect(res.statusCode, res.body).toBe(200)
    return res.json().map((c: { name: string }) => c.name)
  }

  it('lists the customers of orders on all assigned machines by name', async () => {
    expect(await names('/api/customers_plant', manager)).toEqual(['Acme Foods', 'Mu Pharma', 'Zeta Snacks'])
    const res = await get('/api/customers_plant', manager)
    expect(res.json()[0]).toEqual({ id: expect.any(Number), name: 'Acme Foods' })
  })

  it('hides customers of machines the user does not have (operator: no GRAVURE)', async () => {
    expect(await names('/api/customers_plant', operator)).toEqual(['Acme Foods', 'Mu Pharma'])
  })

  it('lists the operators who worked on the assigned machines by name', async () => {
    expect(await names('/api/operators_plant', manager)).toEqual(['Ana', 'Luis', 'Marc'])
    expect(await names('/api/operators_plant', operator)).toEqual(['Ana', 'Luis'])
  })

  it('is open to any signed-in user (selectors), scoped the same way', async () => {
    expect(await names('/api/operators_plant', tech)).toEqual(['Ana', 'Luis', 'Marc'])
  })

  it('needs a session', async () => {
    expect((await get('/api/customers_plant')).statusCode).toBe(401)
    expect((await get('/api/operators_plant')).statusCode).toBe(401)
  })
})

describe('GET /api/machine-images/:image', () => {
  it('serves every demo model image as SVG with a day of public caching and an ETag', async () => {
    for (const model of demoModels) {
      const res = await get(`/api/machine-images/${model.image}`)
      expect(res.statusCode, model.image).toBe(200)
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/)
      expect(res.headers['cache-control']).toBe('public, max-age=86400')
      expect(res.headers.etag).toMatch(/^".+"$/)
      expect(res.body).toMatch(/^<svg [^>]*viewBox="0 0 320 180"/)
      expect(res.body).toContain('</svg>')
    }
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/api/machine-images/roto.svg')
    const again = await get('/api/machine-images/roto.svg', undefined, {
      'if-none-match': first.headers.etag as string,
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const other = await get('/api/machine-images/roto.svg', undefined, { 'if-none-match': '"nope"' })
    expect(other.statusCode).toBe(200)
  })

  it('answers 404 to unknown names and never leaves the image folder', async () => {
    for (const url of [
      '/api/machine-images/unknown.svg',
      '/api/machine-images/..%2F..%2F..%2Fpackage.json',
      '/api/machine-images/..%2Fplant%2Fmachines.ts',
      '/api/machine-images/%2Fetc%2Fpasswd',
      '/api/machine-images/..',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.body).not.toContain('"name": "plant-portal"')
    }
    // A NUL byte never reaches the file lookup: the route layer refuses it as bad input.
    const nul = await get('/api/machine-images/roto.svg%00.png')
    expect(nul.statusCode).toBe(400)
    expect(nul.json().errors[0].field).toBe('image')
    const traversal = await get('/api/machine-images/../../package.json')
    expect(traversal.statusCode).toBe(404)
    expect(traversal.body).not.toContain('plant-portal')
  })
})

describe('GET /api/plant-control/machines', () => {
  const fields = [
    'machineId',
    'machineName',
    'machineHashCode',
    'machineLineId',
    'machineLineName',
    'machineModelName',
    'machineModelImage',
    'machineAcquisitionDate',
    'machineSerialNumber',
    'machineMaxSpeed',
    'machineMinPrintingWidth',
    'machineMaxPrintingWidth',
    'machineMinMaterialWidth',
    'machineMaxMaterialWidth',
    'machineLastTransactionAt',
    'state',
    'speed',
    'poReference',
    'poIdOnMachine',
    'poInsertTimestamp',
    'poDateStart',
    'poDateFinish',
    'poProgress',
    'poDoneMeter',
    'poTargetMeter',
    'jobReference',
    'customerName',
    'operatorName',
    'inactivityDateStart',
    'inactivityDescription',
    'inactivityReasonCode',
    'stopCategory',
    'poweroffDateStart',
  ]
  let orderId: number

  beforeAll(async () => {
    const b = new ProductionBuilder(t.ctx.db, t.base.plantId)
    const customer = await b.customer('Plant Control Foods')
    const job = await b.job({ reference: 'JOB-PC-1', customerId: customer.id, materialId: 1 })
    const first = await b.operator('Early Eva')
    const current = await b.operator('Current Carlos')
    const order = await b.order({
      machineId: m['Flexo CI 1'].id,
      reference: 'PO-LIVE-1',
      idOnMachine: 77,
      insertTimestamp: 1_795_000_000,
      jobId: job.id,
      dateStart: '2026-11-20T06:00:00Z',
      targetMeter: 3000,
      cleanMeter: 1234,
      wasteMeter: 50,
    })
    orderId = order.id
    await b.orderOperator({
      orderId,
      operatorId: first.id,
      dateStart: '2026-11-20T06:00:00Z',
      dateFinish: '2026-11-20T08:00:00Z',
    })
    await b.orderOperator({ orderId, operatorId: current.id, dateStart: '2026-11-20T08:00:00Z' })
    await b.status(m['Flexo CI 1'].id, {
      state: 3,
      speed: 287.5,
      lastTransactionAt: '2026-11-20T09:59:00Z',
      currentOrderId: orderId,
    })

    const stop = await b.inactivity({
      machineId: m['Flexo CI 2'].id,
      description: 'Waiting for ink',
      dateStart: '2026-11-20T09:30:00Z',
    })
    await b.status(m['Flexo CI 2'].id, {
      state: 2,
      inactivityId: stop.id,
      lastTransactionAt: '2026-11-20T09:58:00Z',
    })

    const off = await b.powerOff({ machineId: m['Laminator SL 1'].id, dateStart: '2026-11-19T22:00:00Z' })
    await b.status(m['Laminator SL 1'].id, { state: 5, powerOffId: off.id })

    // A closed inactivity still referenced by the snapshot is not "open": it must not show.
    const closed = await b.inactivity({
      machineId: m['Roto R9 North'].id,
      description: 'Old stop',
      dateStart: '2026-11-19T09:30:00Z',
      dateFinish: '2026-11-19T10:00:00Z',
    })
    await b.status(m['Roto R9 North'].id, { state: 3, inactivityId: closed.id })
  })

  it('gives one record per assigned machine with exactly the monitoring fields', async () => {
    const res = await get('/api/plant-control/machines', manager)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const body = res.json()
    expect(body).toHaveLength(12)
    for (const record of body) expect(Object.keys(record).sort()).toEqual([...fields].sort())
  })

  it('joins the current order, job, customer, current operator and machine data', async () => {
    const body = (await get('/api/plant-control/machines', manager)).json()
    const flexo = body.find((r: { machineId: number }) => r.machineId === m['Flexo CI 1'].id)
    expect(flexo).toEqual({
      machineId: m['Flexo CI 1'].id,
      machineName: 'Flexo CI 1',
      machineHashCode: m['Flexo CI 1'].hashCode,
      machineLineId: 1,
      machineLineName: 'FLEXO',
      machineModelName: 'CI Flexo 8C Evolution',
      machineModelImage: 'flexo-ci.svg',
      machineAcquisitionDate: '2019-03-14',
      machineSerialNumber: 'FX-CI-2019-0412',
      machineMaxSpeed: 400,
      machineMinPrintingWidth: 400,
      machineMaxPrintingWidth: 1270,
      machineMinMaterialWidth: 450,
      machineMaxMaterialWidth: 1320,
      machineLastTransactionAt: '2026-11-20T09:59:00.000Z',
      state: 3,
      speed: 287.5,
      poReference: 'PO-LIVE-1',
      poIdOnMachine: 77,
      poInsertTimestamp: 1_795_000_000,
      poDateStart: '2026-11-20T06:00:00.000Z',
      poDateFinish: null,
      poProgress: 41.1,
      poDoneMeter: 1234,
      poTargetMeter: 3000,
      jobReference: 'JOB-PC-1',
      customerName: 'Plant Control Foods',
      operatorName: 'Current Carlos',
      inactivityDateStart: null,
      inactivityDescription: null,
      inactivityReasonCode: null,
      stopCategory: null,
      poweroffDateStart: null,
    })
  })

  it('shows the open inactivity and power-off, and ignores closed ones', async () => {
    const body = (await get('/api/plant-control/machines', manager)).json()
    const byId = (id: number) => body.find((r: { machineId: number }) => r.machineId === id)
    expect(byId(m['Flexo CI 2'].id)).toMatchObject({
      state: 2,
      inactivityDateStart: '2026-11-20T09:30:00.000Z',
      inactivityDescription: 'Waiting for ink',
      inactivityReasonCode: null,
      stopCategory: null,
      poweroffDateStart: null,
      poReference: null,
      poProgress: null,
    })
    expect(byId(m['Laminator SL 1'].id)).toMatchObject({
      state: 5,
      poweroffDateStart: '2026-11-19T22:00:00.000Z',
      inactivityDateStart: null,
    })
    expect(byId(m['Roto R9 North'].id)).toMatchObject({
      inactivityDateStart: null,
      inactivityDescription: null,
    })
    expect(byId(m['Slitter DS 1'].id)).toMatchObject({ state: 4, speed: 0, machineLastTransactionAt: null })
  })

  it('scopes to the assigned machines', async () => {
    const body = (await get('/api/plant-control/machines', operator)).json()
    expect(body.map((r: { machineName: string }) => r.machineName)).toEqual(flexoAndLaminating)
  })

  it('needs ROLE_PRODUCTION_ANALYTICS and a session', async () => {
    const forbidden = await get('/api/plant-control/machines', tech)
    expect(forbidden.statusCode).toBe(403)
    expect(forbidden.json().error).toBe('FORBIDDEN')
    expect((await get('/api/plant-control/machines')).statusCode).toBe(401)
  })
})

describe('OpenAPI', () => {
  it('documents the plant routes', async () => {
    const paths = (await get('/api/openapi.json')).json().paths
    for (const p of [
      '/api/machines_plant',
      '/api/machines_config_plant',
      '/api/customers_plant',
      '/api/operators_plant',
      '/api/machine-images/{image}',
      '/api/plant-control/machines',
      '/api/order/historic',
    ]) {
      expect(paths[p], p).toBeDefined()
    }
  })
})
