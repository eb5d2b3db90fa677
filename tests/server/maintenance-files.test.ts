/**
 * A work order's detail, photos, deletion, the maintenance file download and the plant's
 * maintenance settings (issue 12): history after a change, a photo round trip checked by its bytes,
 * files only for who may read what they belong to, and the span setting enforced by the rules.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAINTENANCE_NOW } from '../support/database-fixtures'
import { pixels } from './fixtures/images'
import { multipart, tinyPng } from './fixtures/multipart'
import { bearer, type DemoMachineRef, demoMachinesByName, signIn } from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

const now = MAINTENANCE_NOW
const TODAY = '2026-11-20'
let t: TestApp
let manager: string
let operator: string
let tech: string
let sales: string
let m: Record<string, DemoMachineRef>
let keys = 0
const key = () => `files-${++keys}-${Date.now()}`

beforeAll(async () => {
  t = await createTestApp({ now: () => now }, {}, { fixture: 'maintenance' })
  ;[manager, operator, tech, sales] = await Promise.all([
    signIn(t, 'manager@demo.plant'),
    signIn(t, 'operator@demo.plant'),
    signIn(t, 'tech@demo.plant'),
    signIn(t, 'sales@demo.plant'),
  ])
  m = await demoMachinesByName(t.ctx.db)
}, 120_000)
afterAll(() => t.close())

interface Detail {
  originalDate?: string
  id: number
  state: number
  version: number
  risk: number
  date: string
  operatorUserId: number | null
  images: Array<{ id: number; url: string; fileName: string }>
  history: Array<{
    action: string
    fromDate: string | null
    toDate: string | null
    notes: string | null
    userName: string | null
  }>
  instructions: { url: string; fileName: string } | null
  maxSpanDays: number
}

const get = (url: string, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } })
const detail = async (id: number, token = manager) => get(`/api/maintenanceEvent/${id}`, token)

async function openOn(machine: string, token: string, risk?: number) {
  const res = await get(
    `/api/maintenanceEvent?maintenanceStates=1&machines=${m[machine].id}&limit=500`,
    token,
  )
  const found = (res.json().results as Detail[]).find(
    (e) => e.state === 1 && (risk === undefined || e.risk === risk),
  )
  if (!found) throw new Error(`no open work order on ${machine}`)
  return found
}

function upload(id: number, token: string, parts: Parameters<typeof multipart>[0], idempotencyKey = key()) {
  const { payload, contentType } = multipart(parts)
  return t.app.inject({
    method: 'POST',
    url: `/api/maintenanceEvent/${id}/maintenanceEventImage`,
    headers: { ...bearer(token), 'content-type': contentType, 'idempotency-key': idempotencyKey },
    payload,
  })
}

describe('the work-order detail', () => {
  it('carries the task, the history (who, when, from, to, why) after a change, and the plant span', async () => {
    const event = await openOn('Roto R9 North', manager, 5)
    const nextDay = new Date(Date.parse(`${event.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/maintenanceEvent/${event.id}`,
      headers: { ...bearer(manager), 'idempotency-key': key() },
      payload: {
        version: event.version,
        action: { kind: 'postpone', to: nextDay, notes: 'Waiting for the part' },
      },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const res = await detail(event.id)
    expect(res.statusCode).toBe(200)
    const body = res.json() as Detail
    expect(body.maxSpanDays).toBe(30)
    expect(body.history[0]).toMatchObject({
      action: 'postpone',
      fromDate: event.date,
      toDate: nextDay,
      notes: 'Waiting for the part',
      userName: expect.any(String),
    })
  })

  it("is someone else's work order to nobody but managers: 404 for another operator, 403 for an unassigned machine", async () => {
    const theirs = await openOn('Roto R9 North', manager)
    // tech@ owns the Roto machines, operator@ is not assigned to them.
    expect((await detail(theirs.id, tech)).statusCode).toBe(200)
    expect((await detail(theirs.id, operator)).statusCode).toBe(403)
    expect((await detail(999_999)).statusCode).toBe(404)
    expect((await detail(theirs.id, sales)).statusCode).toBe(403)
  })
})

describe('photos', () => {
  it('uploads a photo, answers it back re-encoded, and replays a retried upload once', async () => {
    const event = await openOn('Roto R9 South', tech)
    const k = key()
    const parts = [{ name: 'image', value: tinyPng, fileName: 'valve.png', type: 'image/png' }]
    const first = await upload(event.id, tech, parts, k)
    expect(first.statusCode).toBe(200)
    const again = await upload(event.id, tech, parts, k)
    expect(again.statusCode).toBe(200)
    const body = (await detail(event.id, tech)).json() as Detail
    expect(body.images).toHaveLength(1)
    expect(body.version).toBe(event.version) // a photo is evidence, not a change of plan
    const file = await get(body.images[0].url, tech)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
    expect(file.headers['x-content-type-options']).toBe('nosniff')
    // Stored re-encoded (ADR 026): the same picture, not necessarily the same bytes.
    expect(await pixels(file.rawPayload)).toEqual(await pixels(tinyPng))
    // The operator of other machines cannot read it.
    expect((await get(body.images[0].url, operator)).statusCode).toBe(403)
  })

  it('refuses what is not an image by its bytes, a wrong field, and more than 10 MB', async () => {
    const event = await openOn('Roto R9 South', tech)
    const html = await upload(event.id, tech, [
      {
        name: 'image',
        value: '<html><script>alert(1)</script></html>',
        fileName: 'x.png',
        type: 'image/png',
      },
    ])
    expect(html.statusCode).toBe(400)
    expect(html.json().errors[0].field).toBe('image')
    // A field the form does not have is named (issue 44), the missing photo too.
    const unknown = await upload(event.id, tech, [{ name: 'note', value: 'hello' }])
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errors[0]).toMatchObject({ field: 'note', code: 'unrecognized_keys' })
    const none = await upload(event.id, tech, [])
    expect(none.statusCode).toBe(400)
    expect(none.json().errors[0]).toMatchObject({ field: 'image', code: 'required' })
    const big = Buffer.concat([tinyPng, Buffer.alloc(10 * 1024 * 1024 + 10)])
    const tooBig = await upload(event.id, tech, [
      { name: 'image', value: big, fileName: 'big.png', type: 'image/png' },
    ])
    expect(tooBig.statusCode).toBe(413)
    const count = await t.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from maintenance_event_images where event_id = ${event.id}`,
    )
    expect(count.rows[0].n).toBe(1)
  })

  it('takes several photos at once, and none from a read-only account', async () => {
    const event = await openOn('Roto R9 North', tech)
    const { payload, contentType } = multipart([
      { name: 'eventId', value: String(event.id) },
      { name: 'images', value: tinyPng, fileName: 'a.png', type: 'image/png' },
      { name: 'images', value: tinyPng, fileName: 'b.png', type: 'image/png' },
    ])
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/maintenanceEvent/images',
      headers: { ...bearer(tech), 'content-type': contentType, 'idempotency-key': key() },
      payload,
    })
    expect(res.statusCode).toBe(200)
    expect((res.json() as unknown[]).length).toBeGreaterThanOrEqual(2)
    const bad = multipart([
      { name: 'eventId', value: 'abc' },
      { name: 'images', value: tinyPng, fileName: 'a.png', type: 'image/png' },
    ])
    const badId = await t.app.inject({
      method: 'POST',
      url: '/api/maintenanceEvent/images',
      headers: { ...bearer(tech), 'content-type': bad.contentType, 'idempotency-key': key() },
      payload: bad.payload,
    })
    expect(badId.statusCode).toBe(400)
    expect(badId.json().errors[0].field).toBe('eventId')
  })
})

describe('the file download', () => {
  it('answers only stored ids the caller may read, under the given name or the stored one', async () => {
    // The base seed stores no PDFs: one task of a Roto machine gets one, as the task form stores it.
    const [task] = (
      await t.ctx.db.execute<{ id: number }>(sql`
        select t.id from maintenance_tasks t join maintenance_task_machines tm on tm.task_id = t.id
        where t.deleted_at is null and tm.machine_id = ${m['Roto R9 North'].id}
          and (select count(*) from maintenance_task_machines o where o.task_id = t.id) = 1
        limit 1`)
    ).rows
    const stored = await t.ctx.storage.put(Buffer.from('%PDF-1.4\n% steps\n%%EOF\n'))
    const file = await t.ctx.db.execute<{ id: string }>(sql`
      insert into stored_files (file_name, mime_type, size, sha256, storage_key)
      values ('grease.pdf', 'application/pdf', ${stored.size}, ${stored.sha256}, ${stored.storageKey})
      returning id`)
    await t.ctx.db.execute(
      sql`update maintenance_tasks set file_id = ${file.rows[0].id} where id = ${task.id}`,
    )
    const withPdf = { file_id: file.rows[0].id, file_name: 'grease.pdf' }
    const bad = await get('/api/maintenance/file/download?fileUrl=../../etc/passwd', manager)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors[0].field).toBe('fileUrl')
    const unknown = await get(
      '/api/maintenance/file/download?fileUrl=6a1f7c1e-0000-4000-8000-000000000000',
      manager,
    )
    expect(unknown.statusCode).toBe(404)
    const pdf = await get(`/api/maintenance/file/download?fileUrl=${withPdf.file_id}`, tech)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-disposition']).toContain(`filename="${withPdf.file_name}"`)
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const named = await get(
      `/api/maintenance/file/download?fileUrl=${withPdf.file_id}&fileName=steps.pdf&download=1`,
      tech,
    )
    expect(named.headers['content-disposition']).toMatch(/^attachment; filename="steps.pdf"/)
    // The operator's machines are the flexo and laminating ones.
    expect(
      (await get(`/api/maintenance/file/download?fileUrl=${withPdf.file_id}`, operator)).statusCode,
    ).toBe(403)
  })
})

describe('deleting a work order', () => {
  it('is for managers, and never a done one', async () => {
    const open = await openOn('Flexo CI 1', manager)
    const del = (id: number, token: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/maintenanceEvent/${id}`,
        headers: { ...bearer(token), 'idempotency-key': key() },
      })
    expect((await del(open.id, operator)).statusCode).toBe(403)
    expect((await del(open.id, manager)).statusCode).toBe(200)
    expect((await detail(open.id)).statusCode).toBe(404)
    const done = (await get('/api/maintenanceEvent?maintenanceStates=2&limit=1', manager)).json()
      .results[0] as Detail
    const refused = await del(done.id, manager)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toBe('EVENT_DONE')
  })
})

describe('the plant maintenance settings', () => {
  const put = (token: string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/maintenance/settings',
      headers: { ...bearer(token), 'idempotency-key': key() },
      payload: payload as object,
    })

  it('are read and changed by managers, checked field by field', async () => {
    expect((await get('/api/maintenance/settings', operator)).statusCode).toBe(403)
    const read = await get('/api/maintenance/settings', manager)
    expect(read.statusCode).toBe(200)
    expect(read.json()).toEqual({ workingDays: [1, 2, 3, 4, 5], hoursPerDay: 8, maxSpanDays: 30 })
    expect((await put(operator, { workingDays: [1], hoursPerDay: 8, maxSpanDays: 30 })).statusCode).toBe(403)
    const bad = await put(manager, { workingDays: [0, 8], hoursPerDay: 30, maxSpanDays: 0 })
    expect(bad.statusCode).toBe(400)
    const fields = (bad.json().errors as Array<{ field: string }>).map((e) => e.field)
    expect(fields.some((f) => f.startsWith('workingDays'))).toBe(true)
    expect(fields).toContain('hoursPerDay')
    expect(fields).toContain('maxSpanDays')
  })

  it('limit how far a work order may move once lowered', async () => {
    const event = await openOn('Flexo CI 2', manager, 5)
    const saved = await put(manager, { workingDays: [1, 2, 3, 4, 5, 6], hoursPerDay: 10, maxSpanDays: 3 })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toEqual({ workingDays: [1, 2, 3, 4, 5, 6], hoursPerDay: 10, maxSpanDays: 3 })
    const far = new Date(Date.parse(`${event.originalDate ?? event.date}T00:00:00Z`) + 10 * 86_400_000)
      .toISOString()
      .slice(0, 10)
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/maintenanceEvent/${event.id}`,
      headers: { ...bearer(manager), 'idempotency-key': key() },
      payload: { version: event.version, action: { kind: 'postpone', to: far > TODAY ? far : '2026-12-31' } },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ error: 'MAINTENANCE_RULE', reason: 'SPAN_TOO_LONG' })
    expect(((await detail(event.id)).json() as Detail).maxSpanDays).toBe(3)
    await put(manager, { workingDays: [1, 2, 3, 4, 5], hoursPerDay: 8, maxSpanDays: 30 })
  })
})
