/**
 * The edges of the work-order detail, photos, deletion, file download and settings (issue 12),
 * next to the main paths in maintenance-files.test.ts: the seeded history as the detail reads it,
 * who may see and add to whose work order, bodies that are not photos, files that are not
 * maintenance files or not this plant's, Range and ETag, what a deletion takes with it, and
 * replayed writes.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { MAINTENANCE_NOW } from '../support/database-fixtures'
import { jpegImage, pixels } from './fixtures/images'
import { multipart, type Part, tinyPng } from './fixtures/multipart'
import { bearer, type DemoMachineRef, demoMachinesByName, signIn } from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

const now = MAINTENANCE_NOW
let t: TestApp
let manager: string
let operator: string
let tech: string
let m: Record<string, DemoMachineRef>
let keys = 0
const key = () => `detail-${++keys}-${Date.now()}`

beforeAll(async () => {
  t = await createTestApp({ now: () => now }, {}, { fixture: 'maintenance' })
  ;[manager, operator, tech] = await Promise.all([
    signIn(t, 'manager@demo.plant'),
    signIn(t, 'operator@demo.plant'),
    signIn(t, 'tech@demo.plant'),
  ])
  m = await demoMachinesByName(t.ctx.db)
}, 120_000)
afterAll(() => t.close())

interface Event {
  id: number
  state: number
  version: number
  operatorUserId: number | null
  images: Array<{ id: number; url: string; fileName: string }>
}

const get = (url: string, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } })
const detail = (id: number, token = manager) => get(`/api/maintenanceEvent/${id}`, token)
const del = (id: number, token = manager, idempotencyKey = key()) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/maintenanceEvent/${id}`,
    headers: { ...bearer(token), 'idempotency-key': idempotencyKey },
  })

function postPhotos(url: string, token: string, parts: Part[]) {
  const { payload, contentType } = multipart(parts)
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'content-type': contentType, 'idempotency-key': key() },
    payload,
  })
}
const photo = (id: number, token: string, parts: Part[]) =>
  postPhotos(`/api/maintenanceEvent/${id}/maintenanceEventImage`, token, parts)
const png = (name = 'p.png'): Part => ({ name: 'image', value: tinyPng, fileName: name, type: 'image/png' })

/** An open work order of the machine whose operator is (or is not) the given user. */
async function openEvent(machine: string, operatorEmail: string, theirs = true) {
  const userId = t.base.userIds[operatorEmail]
  const rows = await t.ctx.db.execute<{ id: number }>(sql`
    select id from maintenance_events
    where machine_id = ${m[machine].id} and state = 1
      and operator_user_id is not null and ${theirs ? sql`operator_user_id = ${userId}` : sql`operator_user_id <> ${userId}`}
    order by id limit 1`)
  const id = rows.rows[0]?.id
  if (!id) throw new Error(`no open work order on ${machine} (${operatorEmail}, theirs: ${theirs})`)
  return (await detail(id)).json() as Event
}

/** A stored file as an upload stores it: bytes in the storage, a stored_files row. */
async function storeFile(data: Buffer, fileName: string, mimeType: string) {
  const stored = await t.ctx.storage.put(data)
  const [file] = await t.ctx.db
    .insert(schema.storedFiles)
    .values({ fileName, mimeType, ...stored })
    .returning({ id: schema.storedFiles.id })
  return file.id
}
const download = (fileId: string, token = manager, query = '', headers: Record<string, string> = {}) =>
  get(`/api/maintenance/file/download?fileUrl=${fileId}${query}`, token, headers)

describe('the detail', () => {
  it('reads the seeded history as the changes write it, newest first', async () => {
    const [seeded] = (
      await t.ctx.db.execute<{ event_id: number }>(sql`
        select h.event_id from maintenance_event_history h join maintenance_events e on e.id = h.event_id
        where h.transition_id = 2 and e.machine_id = ${m['Roto R9 North'].id} limit 1`)
    ).rows
    expect(seeded, 'the demo has postponed work orders').toBeDefined()
    const body = (await detail(seeded.event_id)).json()
    const postpone = body.history.find((h: { action: string }) => h.action === 'postpone')
    expect(postpone).toMatchObject({ transitionId: 2, fromState: 1, toState: 5 })
    expect(postpone.fromDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(postpone.toDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const times = body.history.map((h: { at: string }) => Date.parse(h.at))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })

  it('keeps the device time of a change made offline beside the time the server got it', async () => {
    const put = (id: number, body: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/maintenanceEvent/${id}`,
        headers: { ...bearer(operator), 'idempotency-key': key() },
        payload: body as object,
      })
    const offline = await openEvent('Flexo CI 1', 'operator@demo.plant')
    const doneAt = '2026-11-20T06:15:00.000Z' // 2 h 45 min before the server's now
    const res = await put(offline.id, {
      version: offline.version,
      deviceAt: doneAt,
      action: { kind: 'complete', durationMinutes: 20 },
    })
    expect(res.statusCode).toBe(200)
    const body = (await detail(offline.id)).json()
    expect(body.history[0]).toMatchObject({ action: 'complete', at: now.toISOString(), deviceAt: doneAt })
    expect(body.doneAt).toBe(doneAt)

    // Seconds apart, or a device clock ahead of the server's: one time, the server's.
    const online = await openEvent('Flexo CI 2', 'operator@demo.plant')
    const ahead = await put(online.id, {
      version: online.version,
      deviceAt: '2026-11-20T09:30:00+00:00',
      action: { kind: 'complete', durationMinutes: 20 },
    })
    expect(ahead.statusCode).toBe(200)
    const after = (await detail(online.id)).json()
    expect(after.history[0].deviceAt).toBeNull()
    expect(after.doneAt).toBe(now.toISOString())

    const bad = await put(online.id, { version: 2, deviceAt: 'yesterday', action: { kind: 'reopen' } })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('deviceAt')
  })

  it("shows an operator their own work order and not another's on the same machine (404)", async () => {
    const own = await openEvent('Flexo CI 1', 'operator@demo.plant')
    expect((await detail(own.id, operator)).statusCode).toBe(200)
    // tech@ holds every machine, but this work order is operator@'s.
    const res = await detail(own.id, tech)
    expect(res.statusCode).toBe(404)
    expect(res.json().error).toBe('NOT_FOUND')
  })

  it("links the task's step-by-step PDF by its file id, and the link answers it to who holds the machine", async () => {
    // The base seed stores no PDFs: give a task of a Roto machine one, as the task form would.
    const [row] = (
      await t.ctx.db.execute<{ id: number; task_id: number }>(sql`
        select e.id, e.task_id from maintenance_events e join maintenance_tasks t on t.id = e.task_id
        where t.deleted_at is null and e.machine_id = ${m['Roto R9 North'].id}
          and (select count(*) from maintenance_task_machines o where o.task_id = t.id) = 1
        limit 1`)
    ).rows
    const bytes = Buffer.from('%PDF-1.4\n% steps\n%%EOF\n')
    const fileId = await storeFile(bytes, 'Pasos de engrase.pdf', 'application/pdf')
    await t.ctx.db
      .update(schema.maintenanceTasks)
      .set({ fileId })
      .where(eq(schema.maintenanceTasks.id, row.task_id))
    const body = (await detail(row.id)).json()
    expect(body.hasInstructions).toBe(true)
    expect(body.instructions).toEqual({
      url: `/api/maintenance/file/download?fileUrl=${fileId}&fileName=Pasos%20de%20engrase.pdf`,
      fileName: 'Pasos de engrase.pdf',
      size: bytes.byteLength,
    })
    const file = await get(body.instructions.url, tech)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="Pasos de engrase.pdf"/)
    expect(file.rawPayload.equals(bytes)).toBe(true)
    // operator@ holds the flexo and laminating machines only.
    const refused = await get(body.instructions.url, operator)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toBe('MACHINE_NOT_ASSIGNED')
    // A deleted task's PDF is nobody's to download any more.
    await t.ctx.db
      .update(schema.maintenanceTasks)
      .set({ deletedAt: now })
      .where(eq(schema.maintenanceTasks.id, row.task_id))
    expect((await download(fileId)).statusCode).toBe(404)
    await t.ctx.db
      .update(schema.maintenanceTasks)
      .set({ deletedAt: null })
      .where(eq(schema.maintenanceTasks.id, row.task_id))
  })
})

describe('adding photos', () => {
  it("refuses another operator's work order (404) and a read-only account (403)", async () => {
    const others = await openEvent('Flexo CI 1', 'operator@demo.plant')
    expect((await photo(others.id, tech, [png()])).statusCode).toBe(404)
    // A maintenance operator who is also commercial stays read-only.
    const salesId = t.base.userIds['sales@demo.plant']
    const [before] = await t.ctx.db
      .select({ roles: schema.users.roles })
      .from(schema.users)
      .where(eq(schema.users.id, salesId))
    await t.ctx.db
      .update(schema.users)
      .set({ roles: [...before.roles, 'ROLE_MAINTENANCE_ASSISTANCE_MANAGER'] })
      .where(eq(schema.users.id, salesId))
    const sales = await signIn(t, 'sales@demo.plant')
    const res = await photo(others.id, sales, [png()])
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toBe('COMMERCIAL_CANNOT_UPDATE')
    expect((await detail(others.id, sales)).statusCode).toBe(200)
    await t.ctx.db.update(schema.users).set({ roles: before.roles }).where(eq(schema.users.id, salesId))
  })

  it('stores the type the bytes say, and refuses other images, JSON bodies (415) and broken forms (400)', async () => {
    const event = await openEvent('Roto R9 South', 'tech@demo.plant')
    const jpeg = await jpegImage()
    const ok = await photo(event.id, tech, [
      { name: 'image', value: jpeg, fileName: 'shot.png', type: 'image/png' },
    ])
    expect(ok.statusCode, ok.body).toBe(200)
    const added = (ok.json() as Event['images']).at(-1)!
    // Named for what it is: a JPEG saved as shot.png would open as the wrong type.
    expect(added.fileName).toBe('shot.jpg')
    const file = await get(added.url, tech)
    expect(file.headers['content-type']).toBe('image/jpeg')
    expect((await pixels(file.rawPayload)).format).toBe('jpeg')

    const gif = await photo(event.id, tech, [
      { name: 'image', value: Buffer.from('GIF89a\x01\x00\x01\x00'), fileName: 'a.gif', type: 'image/gif' },
    ])
    expect(gif.statusCode).toBe(400)
    expect(gif.json().errors[0].field).toBe('image')
    const two = await photo(event.id, tech, [png('a.png'), png('b.png')])
    expect(two.statusCode).toBe(400)
    expect(two.json().errors[0].field).toBe('image')
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/maintenanceEvent/${event.id}/maintenanceEventImage`,
      headers: { ...bearer(tech), 'idempotency-key': key() },
      payload: { image: 'data:image/png;base64,AAAA' },
    })
    // Not a form at all: 415 (issue 44); a form cut short: 400. Both are the body's fault.
    expect(json.statusCode).toBe(415)
    expect(json.json().errors[0].field).toBe('body')
    const { payload, contentType } = multipart([png()])
    const broken = await t.app.inject({
      method: 'POST',
      url: `/api/maintenanceEvent/${event.id}/maintenanceEventImage`,
      headers: { ...bearer(tech), 'content-type': contentType, 'idempotency-key': key() },
      payload: payload.subarray(0, payload.length - 30),
    })
    expect(broken.statusCode).toBe(400)
    expect(broken.json().errors[0].field).toBe('body')
  })

  it('takes at most 5 photos at once (400 naming images) and needs the work order id (400 naming eventId)', async () => {
    const event = await openEvent('Roto R9 South', 'tech@demo.plant')
    const six = Array.from({ length: 6 }, (_, i) => ({ ...png(`${i}.png`), name: 'images' }))
    const many = await postPhotos('/api/maintenanceEvent/images', tech, [
      { name: 'eventId', value: String(event.id) },
      ...six,
    ])
    expect(many.statusCode).toBe(400)
    expect(many.json().errors[0].field).toBe('images')
    const noId = await postPhotos('/api/maintenanceEvent/images', tech, [{ ...png(), name: 'images' }])
    expect(noId.statusCode).toBe(400)
    expect(noId.json().errors[0].field).toBe('eventId')
    const unknown = await postPhotos('/api/maintenanceEvent/images', tech, [
      { name: 'eventId', value: '999999' },
      { ...png(), name: 'images' },
    ])
    expect(unknown.statusCode).toBe(404)
  })
})

describe('the file download', () => {
  it('answers no stored file that is not a maintenance file (404), nor one of another plant', async () => {
    const loose = await storeFile(Buffer.from('%PDF-1.4 not maintenance'), 'manual.pdf', 'application/pdf')
    expect((await download(loose)).statusCode).toBe(404)

    // A second plant with a machine and a task whose PDF the first plant's manager must not read.
    const [plant] = await t.ctx.db
      .insert(schema.plants)
      .values({
        companyId: t.base.companyId,
        name: 'Other plant',
        currencyCode: 'EUR',
        currencySymbol: '€',
        timezone: 'Europe/Madrid',
      })
      .returning({ id: schema.plants.id })
    const [model] = await t.ctx.db.select({ id: schema.machineModels.id }).from(schema.machineModels).limit(1)
    const [machine] = await t.ctx.db
      .insert(schema.machines)
      .values({
        plantId: plant.id,
        modelId: model.id,
        hashCode: 'other-plant-1',
        name: 'Other press',
        serialNumber: 'OTHER-0001',
        maxSpeed: 300,
      })
      .returning({ id: schema.machines.id })
    const pdf = await storeFile(Buffer.from('%PDF-1.4 other plant'), 'steps.pdf', 'application/pdf')
    const [task] = await t.ctx.db
      .insert(schema.maintenanceTasks)
      .values({
        plantId: plant.id,
        name: 'Other task',
        type: 'review',
        condition: 'stopped',
        frequency: 'none',
        risk: 3,
        startDate: '2026-12-01',
        fileId: pdf,
      })
      .returning({ id: schema.maintenanceTasks.id })
    await t.ctx.db.insert(schema.maintenanceTaskMachines).values({ taskId: task.id, machineId: machine.id })
    const res = await download(pdf)
    // A machine that is not the caller's, as on every machine-checked route; never the bytes.
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toBe('MACHINE_NOT_ASSIGNED')

    const empty = await t.app.inject({
      method: 'GET',
      url: '/api/maintenance/file/download',
      headers: bearer(manager),
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().errors[0].field).toBe('fileUrl')
  })

  it('names the file by the link, else its stored name, else file.pdf; honours Range and ETag', async () => {
    const event = await openEvent('Roto R9 South', 'tech@demo.plant')
    const added = (await photo(event.id, tech, [png('bomba ñ.png')])).json() as Event['images']
    const fileId = new URL(added.at(-1)!.url, 'http://x').searchParams.get('fileUrl')!
    const plain = await download(fileId, tech)
    expect(plain.headers['content-disposition']).toBe(
      `inline; filename="bomba _.png"; filename*=UTF-8''bomba%20%C3%B1.png`,
    )
    const named = await download(fileId, tech, `&fileName=${encodeURIComponent('válvula.png')}&download=1`)
    expect(named.headers['content-disposition']).toBe(
      `attachment; filename="v_lvula.png"; filename*=UTF-8''v%C3%A1lvula.png`,
    )
    const part = await download(fileId, tech, '', { range: 'bytes=0-7' })
    expect(part.statusCode).toBe(206)
    // The stored photo is the re-encoded one: its own size, a PNG signature first.
    expect(part.headers['content-range']).toBe(`bytes 0-7/${plain.rawPayload.length}`)
    expect(part.rawPayload.equals(tinyPng.subarray(0, 8))).toBe(true)
    expect((await download(fileId, tech, '', { range: 'bytes=9999-' })).statusCode).toBe(416)
    const etag = String(plain.headers.etag)
    expect((await download(fileId, tech, '', { 'if-none-match': etag })).statusCode).toBe(304)
    // A file stored without a name (none of ours is) falls back to the spec's default, file.pdf,
    // with the extension of what it is (this one is a photo).
    await t.ctx.db.update(schema.storedFiles).set({ fileName: '' }).where(eq(schema.storedFiles.id, fileId))
    expect((await download(fileId, tech)).headers['content-disposition']).toMatch(
      /^inline; filename="file.png"/,
    )
    const blank = await download(fileId, tech, '&fileName=')
    expect(blank.statusCode).toBe(400)
    expect(blank.json().errors[0].field).toBe('fileName')
  })

  it("answers an operator a photo of their own work order only (404 for another's)", async () => {
    const own = await openEvent('Flexo CI 1', 'operator@demo.plant')
    const added = (await photo(own.id, operator, [png()])).json() as Event['images']
    const url = added.at(-1)!.url
    expect((await get(url, operator)).statusCode).toBe(200)
    expect((await get(url, tech)).statusCode).toBe(404)
    expect((await get(url, manager)).statusCode).toBe(200)
  })
})

describe('deleting a work order', () => {
  it('takes its history and photos with it, replays a retried delete, and leaves nothing to download', async () => {
    const event = await openEvent('Roto R9 South', 'tech@demo.plant')
    const added = (await photo(event.id, tech, [png()])).json() as Event['images']
    const fileId = new URL(added.at(-1)!.url, 'http://x').searchParams.get('fileUrl')!
    expect((await del(event.id, tech)).statusCode).toBe(403)
    const k = key()
    const first = await del(event.id, manager, k)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ id: event.id })
    const replay = await del(event.id, manager, k)
    expect(replay.statusCode).toBe(200)
    expect(replay.json()).toEqual({ id: event.id })
    expect((await del(event.id)).statusCode).toBe(404)
    const left = await t.ctx.db.execute<{ history: number; images: number; files: number }>(sql`
      select (select count(*)::int from maintenance_event_history where event_id = ${event.id}) as history,
        (select count(*)::int from maintenance_event_images where event_id = ${event.id}) as images,
        (select count(*)::int from stored_files where id = ${fileId}::uuid) as files`)
    expect(left.rows[0]).toEqual({ history: 0, images: 0, files: 0 })
    expect((await download(fileId)).statusCode).toBe(404)
  })

  it('may remove a cancelled work order, not a done one', async () => {
    const [cancelled] = (
      await t.ctx.db.execute<{ id: number }>(sql`
        select id from maintenance_events where state = 3 and machine_id = ${m['Roto R9 North'].id} limit 1`)
    ).rows
    expect((await del(cancelled.id)).statusCode).toBe(200)
    const [done] = (
      await t.ctx.db.execute<{ id: number }>(sql`
        select id from maintenance_events where state = 2 and machine_id = ${m['Roto R9 North'].id} limit 1`)
    ).rows
    const refused = await del(done.id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ error: 'EVENT_DONE' })
    expect((await detail(done.id)).statusCode).toBe(200)
  })
})

describe('the settings', () => {
  const put = (payload: unknown, idempotencyKey = key(), token = manager) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/maintenance/settings',
      headers: { ...bearer(token), 'idempotency-key': idempotencyKey },
      payload: payload as object,
    })

  it('store each weekday once in ISO order, replay a retried save, and refuse a reused key with another body', async () => {
    const k = key()
    const first = await put({ workingDays: [6, 1, 1, 3], hoursPerDay: 7, maxSpanDays: 45 }, k)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ workingDays: [1, 3, 6], hoursPerDay: 7, maxSpanDays: 45 })
    const replay = await put({ workingDays: [6, 1, 1, 3], hoursPerDay: 7, maxSpanDays: 45 }, k)
    expect(replay.statusCode).toBe(200)
    expect(replay.json()).toEqual(first.json())
    const reused = await put({ workingDays: [1], hoursPerDay: 7, maxSpanDays: 45 }, k)
    expect(reused.statusCode).toBeGreaterThanOrEqual(400)
    expect(reused.statusCode).toBeLessThan(500)
    expect((await get('/api/maintenance/settings', manager)).json()).toEqual(first.json())
    const missing = await put({ workingDays: [], hoursPerDay: 1.5 })
    expect(missing.statusCode).toBe(400)
    const fields = (missing.json().errors as Array<{ field: string }>).map((e) => e.field)
    expect(fields).toEqual(expect.arrayContaining(['workingDays', 'hoursPerDay', 'maxSpanDays']))
    expect((await put({ workingDays: [1], hoursPerDay: 8, maxSpanDays: 30 }, key(), tech)).statusCode).toBe(
      403,
    )
    await put({ workingDays: [1, 2, 3, 4, 5], hoursPerDay: 8, maxSpanDays: 30 })
  })
})
