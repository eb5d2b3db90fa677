/**
 * Work requests (issue 31): filed from the floor with photos, exactly once; 400s that name the
 * field; scoped to the requester's machines; triaged by maintenance managers only, once; accepted
 * into a corrective work order that carries the photos and a history line, and that the requester
 * may open; a bell for each side.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { extractPdfText } from '../../server/services/documents/extract-text'
import { MAINTENANCE_NOW } from '../support/database-fixtures'
import { multipart, type Part, tinyPng } from './fixtures/multipart'
import { bearer, type DemoMachineRef, demoMachinesByName, signIn } from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let manager: string
let operator: string
let tech: string
let sales: string
let m: Record<string, DemoMachineRef>
let keys = 0
const key = () => `requests-${++keys}-${Date.now()}`

beforeAll(async () => {
  t = await createTestApp({ now: () => MAINTENANCE_NOW }, {}, { fixture: 'maintenance' })
  ;[manager, operator, tech, sales] = await Promise.all([
    signIn(t, 'manager@demo.plant'),
    signIn(t, 'operator@demo.plant'),
    signIn(t, 'tech@demo.plant'),
    signIn(t, 'sales@demo.plant'),
  ])
  m = await demoMachinesByName(t.ctx.db)
}, 120_000)
afterAll(() => t.close())

function fileRequest(token: string, fields: Record<string, string>, photos = 1, idempotencyKey = key()) {
  const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, value }))
  for (let i = 0; i < photos; i++) {
    parts.push({ name: 'images', value: tinyPng, fileName: `fault-${i}.png`, type: 'image/png' })
  }
  const { payload, contentType } = multipart(parts)
  return t.app.inject({
    method: 'POST',
    url: '/api/maintenance/requests',
    headers: { ...bearer(token), 'content-type': contentType, 'idempotency-key': idempotencyKey },
    payload,
  })
}

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) })
const post = (url: string, token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'idempotency-key': key() }, payload })

const bell = async (token: string) =>
  (await post('/api/user_notifications/', token, { limit: 50, offset: 0 })).json().notifications as Array<{
    message: string
    params: Record<string, string> | null
    href: string | null
  }>

const flexo = () => m['Flexo CI 1']

describe('filing', () => {
  it('files a request with its photo once, however often it is sent, and rings the managers', async () => {
    const before = (await bell(manager)).length
    const idempotencyKey = key()
    const fields = { machineId: String(flexo().id), description: 'Oil under the unwinder', urgency: 'high' }
    const first = await fileRequest(tech, fields, 2, idempotencyKey)
    expect(first.statusCode, first.body).toBe(200)
    const again = await fileRequest(tech, fields, 2, idempotencyKey)
    expect(again.statusCode).toBe(200)
    expect(again.json().id).toBe(first.json().id)
    const request = first.json()
    expect(request).toMatchObject({
      machineId: flexo().id,
      machineName: 'Flexo CI 1',
      description: 'Oil under the unwinder',
      urgency: 'high',
      state: 'new',
      workOrderId: null,
      declineReason: null,
    })
    expect(request.photos).toHaveLength(2)
    const rows = await t.ctx.db.execute(
      sql`select id from work_requests where description = 'Oil under the unwinder'`,
    )
    expect(rows.rows).toHaveLength(1)
    // The requester reads their own photo.
    expect((await get(request.photos[0].url, tech)).statusCode).toBe(200)
    const rung = await bell(manager)
    expect(rung.length).toBe(before + 1)
    expect(rung[0]).toMatchObject({
      message: 'NOTIFICATION_WORK_REQUEST_NEW',
      params: { machine: 'Flexo CI 1', requester: expect.any(String) },
      href: '/maintenance/requests',
    })
  })

  it('answers 400 naming the field, and stores nothing', async () => {
    const count = async () =>
      Number((await t.ctx.db.execute<{ n: string }>(sql`select count(*) as n from work_requests`)).rows[0].n)
    const before = await count()
    const cases: Array<[Record<string, string>, string]> = [
      [{ machineId: String(flexo().id), urgency: 'high' }, 'description'],
      [{ machineId: String(flexo().id), description: '   ', urgency: 'high' }, 'description'],
      [{ machineId: String(flexo().id), description: 'x', urgency: 'tomorrow' }, 'urgency'],
      [{ machineId: 'abc', description: 'x', urgency: 'low' }, 'machineId'],
      [
        { machineId: String(flexo().id), description: 'x', urgency: 'low', stopReasonCode: 'NOPE' },
        'stopReasonCode',
      ],
    ]
    for (const [fields, field] of cases) {
      const res = await fileRequest(tech, fields, 0)
      expect(res.statusCode, JSON.stringify(fields)).toBe(400)
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field)
    }
    // An asset of another machine.
    const asset = await t.ctx.db.execute<{ id: number }>(sql`
      select id from maintenance_assets where machine_id = ${m['Roto R9 North'].id} and deleted_at is null limit 1`)
    if (asset.rows[0]) {
      const res = await fileRequest(
        tech,
        {
          machineId: String(flexo().id),
          assetId: String(asset.rows[0].id),
          description: 'x',
          urgency: 'low',
        },
        0,
      )
      expect(res.statusCode).toBe(400)
      expect(res.json().errors[0].field).toBe('assetId')
    }
    expect(await count()).toBe(before)
  })

  it("files only for the requester's machines, and never as the read-only commercial role", async () => {
    const notMine = await fileRequest(
      operator,
      { machineId: String(m['Roto R9 North'].id), description: 'Not my machine', urgency: 'low' },
      0,
    )
    expect(notMine.statusCode).toBe(403)
    expect(notMine.json().error).toBe('MACHINE_NOT_ASSIGNED')
    const commercial = await fileRequest(
      sales,
      { machineId: String(flexo().id), description: 'x', urgency: 'low' },
      0,
    )
    expect(commercial.statusCode).toBe(403)
    expect(commercial.json().error).toBe('COMMERCIAL_CANNOT_UPDATE')
  })
})

describe('reading and triage', () => {
  it("the form's machines say their state and an open stop's reason, and nothing of production", async () => {
    const res = await get('/api/maintenance/requests/machines', tech)
    expect(res.statusCode).toBe(200)
    const machines = res.json() as Array<Record<string, unknown>>
    expect(machines.length).toBeGreaterThan(1)
    for (const machine of machines) {
      expect(Object.keys(machine).sort()).toEqual(
        [
          'machineId',
          'machineLineName',
          'machineName',
          'state',
          'stopDescription',
          'stopReasonCode',
          'stopSince',
        ].sort(),
      )
      if (machine.state !== 4) expect(machine.stopSince).toBeNull()
    }
    // operator@ sees the machines of their lines only.
    const operatorMachines = (await get('/api/maintenance/requests/machines', operator)).json() as Array<{
      machineName: string
    }>
    expect(operatorMachines.map((x) => x.machineName)).not.toContain('Roto R9 North')
  })

  it('a requester reads their own requests, a manager every one with the count to triage', async () => {
    const mine = await fileRequest(
      operator,
      { machineId: String(flexo().id), description: 'Guard loose', urgency: 'low' },
      0,
    )
    expect(mine.statusCode).toBe(200)
    const asOperator = (await get('/api/maintenance/requests', operator)).json()
    expect(
      asOperator.requests.every(
        (r: { requestedBy: { id: number } }) => r.requestedBy.id === mine.json().requestedBy.id,
      ),
    ).toBe(true)
    expect(asOperator.newToTriage).toBe(0)
    const asManager = (await get('/api/maintenance/requests?state=new', manager)).json()
    expect(asManager.requests.map((r: { id: number }) => r.id)).toContain(mine.json().id)
    expect(asManager.newToTriage).toBe(asManager.requests.length)
    // The menu's count comes with the dashboard every maintenance page reads.
    expect((await get('/api/maintenanceEvent/dashboard', manager)).json().newRequests).toBe(
      asManager.newToTriage,
    )
    expect((await get('/api/maintenanceEvent/dashboard', operator)).json().newRequests).toBe(0)
    // Another requester's request is not there for tech@.
    expect((await get(`/api/maintenance/requests/${mine.json().id}`, tech)).statusCode).toBe(404)
    expect((await get('/api/maintenance/requests?state=later', manager)).statusCode).toBe(400)
  })

  it('only a manager declines, once, with a reason the requester reads', async () => {
    const filed = (
      await fileRequest(tech, { machineId: String(flexo().id), description: 'Squeak', urgency: 'low' }, 0)
    ).json()
    expect(
      (await post(`/api/maintenance/requests/${filed.id}/decline`, tech, { reason: 'no' })).statusCode,
    ).toBe(403)
    const blank = await post(`/api/maintenance/requests/${filed.id}/decline`, manager, { reason: ' ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().errors[0].field).toBe('reason')
    const declined = await post(`/api/maintenance/requests/${filed.id}/decline`, manager, {
      reason: 'The bearing was changed yesterday',
    })
    expect(declined.statusCode).toBe(200)
    expect(declined.json()).toMatchObject({
      state: 'declined',
      declineReason: 'The bearing was changed yesterday',
    })
    const twice = await post(`/api/maintenance/requests/${filed.id}/decline`, manager, { reason: 'again' })
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toMatchObject({ error: 'WORK_REQUEST_DECIDED', current: { state: 'declined' } })
    const seen = (await get(`/api/maintenance/requests/${filed.id}`, tech)).json()
    expect(seen.declineReason).toBe('The bearing was changed yesterday')
    expect((await bell(tech))[0]).toMatchObject({
      message: 'NOTIFICATION_WORK_REQUEST_DECLINED',
      params: { machine: 'Flexo CI 1', reason: 'The bearing was changed yesterday' },
    })
  })
})

describe('accepting into a work order', () => {
  function saveTask(token: string, fields: Record<string, string>) {
    const { payload, contentType } = multipart(
      Object.entries(fields).map(([name, value]) => ({ name, value })),
    )
    return t.app.inject({
      method: 'POST',
      url: '/api/maintenance',
      headers: { ...bearer(token), 'content-type': contentType, 'idempotency-key': key() },
      payload,
    })
  }
  const correctiveFor = (requestId: number, extra: Record<string, string> = {}) => ({
    name: 'Fix the oil leak',
    type: 'review',
    condition: 'stopped',
    frequency: 'none',
    reason: 'Work request',
    provider: 'Maintenance',
    durationMinutes: '30',
    risk: '2',
    startDate: '2026-11-23',
    machines: String(flexo().id),
    workRequestId: String(requestId),
    ...extra,
  })

  it('the corrective task saved for a request becomes its work order, with its photos and a history line', async () => {
    const filed = (
      await fileRequest(
        tech,
        { machineId: String(flexo().id), description: 'Leak at the chill roll', urgency: 'stopped' },
        1,
      )
    ).json()
    const weekly = await saveTask(manager, correctiveFor(filed.id, { frequency: 'weekly' }))
    expect(weekly.statusCode).toBe(400)
    expect(weekly.json().errors[0].field).toBe('workRequestId')

    const saved = await saveTask(manager, correctiveFor(filed.id))
    expect(saved.statusCode, saved.body).toBe(200)
    const accepted = (await get(`/api/maintenance/requests/${filed.id}`, tech)).json()
    expect(accepted.state).toBe('accepted')
    expect(accepted.workOrderId).toEqual(expect.any(Number))
    // The requester opens the work order although it is not assigned to them.
    const order = await get(`/api/maintenanceEvent/${accepted.workOrderId}`, tech)
    expect(order.statusCode, order.body).toBe(200)
    expect(order.json().images).toHaveLength(1)
    expect(order.json().history).toContainEqual(
      expect.objectContaining({ action: 'request', notes: 'Leak at the chill roll' }),
    )
    // The auditor's record: the work order's history in the audit PDF names the request.
    const report = await get(
      `/api/maintenance/report/audit?initialDate=2026-11-23&finalDate=2026-11-23&machines=${flexo().id}`,
      manager,
    )
    expect(report.statusCode, report.body.slice(0, 200)).toBe(200)
    const text = (await extractPdfText(report.rawPayload)).pages.join(' ').replace(/\s+/g, ' ')
    expect(text).toContain('Requested from the floor')
    expect(text).toContain('Leak at the chill roll')
    expect((await bell(tech))[0]).toMatchObject({
      message: 'NOTIFICATION_WORK_REQUEST_ACCEPTED',
      href: `/maintenance/events/${accepted.workOrderId}`,
    })
    // Decided once: neither a second task nor a decline takes it again (and the task is not saved).
    const tasksBefore = Number(
      (await t.ctx.db.execute<{ n: string }>(sql`select count(*) as n from maintenance_tasks`)).rows[0].n,
    )
    const second = await saveTask(manager, correctiveFor(filed.id))
    expect(second.statusCode).toBe(409)
    expect(second.json().error).toBe('WORK_REQUEST_DECIDED')
    const tasksAfter = Number(
      (await t.ctx.db.execute<{ n: string }>(sql`select count(*) as n from maintenance_tasks`)).rows[0].n,
    )
    expect(tasksAfter).toBe(tasksBefore)
    expect(
      (await post(`/api/maintenance/requests/${filed.id}/decline`, manager, { reason: 'x' })).statusCode,
    ).toBe(409)
  })

  it('a task on other machines cannot take the request', async () => {
    const filed = (
      await fileRequest(tech, { machineId: String(flexo().id), description: 'Vibration', urgency: 'high' }, 0)
    ).json()
    const elsewhere = await saveTask(
      manager,
      correctiveFor(filed.id, { machines: String(m['Roto R9 North'].id) }),
    )
    expect(elsewhere.statusCode).toBe(400)
    expect(elsewhere.json().errors[0].field).toBe('machines')
    expect((await get(`/api/maintenance/requests/${filed.id}`, manager)).json().state).toBe('new')
  })
})
