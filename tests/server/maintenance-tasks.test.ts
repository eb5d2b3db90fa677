/**
 * Planning maintenance (issue 12, tasks and assets): tasks created as multipart with their PDF,
 * their work orders planned on working days only, an edit that replans only the untouched future,
 * a delete that keeps the past, assets with their in-use guard, the manager-only writes (operator,
 * commercial and unassigned machines refused) and the Idempotency-Key replay.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { MAINTENANCE_NOW } from '../support/database-fixtures'
import { onePagePdf } from './fixtures/pdf'
import { bearer, type DemoMachineRef, demoMachinesByName, signIn } from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

// The plant is in Europe/Madrid: 10:00 there on Friday 20 November 2026.
const now = MAINTENANCE_NOW
const TODAY = '2026-11-20'
let t: TestApp
let manager: string
let operator: string
let m: Record<string, DemoMachineRef>

beforeAll(async () => {
  t = await createTestApp({ now: () => now }, {}, { fixture: 'maintenance' })
  ;[manager, operator] = await Promise.all([
    signIn(t, 'manager@demo.plant'),
    signIn(t, 'operator@demo.plant'),
  ])
  m = await demoMachinesByName(t.ctx.db)
}, 120_000)
afterAll(() => t.close())

/** A real PDF: uploads are read whole, as the manual upload reads them (issue 29 item 8). */
const PDF = await onePagePdf('Check the nip rollers')

interface FilePart {
  field?: string
  name: string
  type: string
  data: Buffer
}

/** A multipart/form-data body as a browser's FormData would send it. */
function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----task${Math.random().toString(16).slice(2)}`
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    )
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

let keyCount = 0
const newKey = () => `task-key-${++keyCount}-${Date.now()}`

/** A weekly task on Flexo CI 1 from Saturday 21 November to 31 January. */
const weekly = (overrides: Record<string, string> = {}) => ({
  name: 'Check nip rollers',
  description: 'Look for wear and glazing',
  type: 'review',
  condition: 'stopped',
  frequency: 'weekly',
  reason: 'Print quality',
  provider: 'Own staff',
  durationMinutes: '30',
  risk: '3',
  startDate: '2026-11-21',
  endDate: '2027-01-31',
  machines: String(m['Flexo CI 1'].id),
  ...overrides,
})

function sendTask(
  fields: Record<string, string>,
  options: { file?: FilePart; id?: number; token?: string; key?: string } = {},
) {
  const body = multipart(fields, options.file)
  return t.app.inject({
    method: 'POST',
    url: options.id ? `/api/maintenance/${options.id}` : '/api/maintenance',
    headers: {
      ...bearer(options.token ?? manager),
      'idempotency-key': options.key ?? newKey(),
      ...body.headers,
    },
    payload: body.payload,
  })
}

const eventsOf = (taskId: number) =>
  t.ctx.db
    .select()
    .from(schema.maintenanceEvents)
    .where(eq(schema.maintenanceEvents.taskId, taskId))
    .orderBy(schema.maintenanceEvents.date, schema.maintenanceEvents.id)

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay()

const fieldsOf = (res: { json(): unknown }) =>
  ((res.json() as { errors?: { field: string; message: string }[] }).errors ?? []).map((e) => e.field)

describe('creating a task', () => {
  it('stores the task and its PDF, and plans its weekly work orders on working days only', async () => {
    const res = await sendTask(weekly(), {
      file: { name: 'nip rollers.pdf', type: 'application/pdf', data: PDF },
    })
    expect(res.statusCode, res.body).toBe(200)
    const task = res.json()
    expect(task).toMatchObject({
      name: 'Check nip rollers',
      frequency: 'weekly',
      risk: 3,
      startDate: '2026-11-21',
      endDate: '2027-01-31',
      hasInstructions: true,
      machines: [{ id: m['Flexo CI 1'].id }],
    })
    const events = await eventsOf(task.id)
    // Saturdays move to the Monday after; the last Saturday (30 January) would fall after the end.
    expect(events.map((e) => e.date)).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
      '2026-12-14',
      '2026-12-21',
      '2026-12-28',
      '2027-01-04',
      '2027-01-11',
      '2027-01-18',
      '2027-01-25',
    ])
    expect(events.every((e) => weekday(e.date) >= 1 && weekday(e.date) <= 5)).toBe(true)
    expect(events.every((e) => e.state === 1 && e.machineId === m['Flexo CI 1'].id)).toBe(true)
    expect(task.plannedWorkOrders).toBe(events.length)
    const history = await t.ctx.db
      .select()
      .from(schema.maintenanceEventHistory)
      .where(eq(schema.maintenanceEventHistory.eventId, events[0].id))
    expect(history).toHaveLength(1)
    expect(JSON.parse(history[0].details ?? '{}')).toMatchObject({ action: 'create', to: '2026-11-23' })

    // The task's page: its PDF (downloadable inline under its name) and its open work orders.
    const detail = await t.app.inject({ url: `/api/maintenance/${task.id}/detail`, headers: bearer(manager) })
    const { instructions } = detail.json()
    expect(instructions.fileName).toBe('nip rollers.pdf')
    expect(instructions.url).toMatch(/^\/api\/maintenance\/file\/download\?/)
    const pdf = await t.app.inject({ url: instructions.url, headers: bearer(manager) })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toContain('nip%20rollers.pdf')
    expect(pdf.rawPayload.equals(PDF)).toBe(true)
    const listed = await t.app.inject({
      url: `/api/maintenanceEvent?maintenanceStates=1,4&tasks=${task.id}&limit=500`,
      headers: bearer(manager),
    })
    expect(listed.json().total).toBe(events.length)
  })

  it('plans one work order per machine and asset, each with the operator assigned to that machine', async () => {
    const assets = await t.ctx.db
      .select()
      .from(schema.maintenanceAssets)
      .where(eq(schema.maintenanceAssets.machineId, m['Roto R9 North'].id))
    const res = await sendTask(
      weekly({
        name: 'Clean chill rollers',
        startDate: '2026-11-23',
        endDate: '2026-12-04',
        machines: `${m['Flexo CI 1'].id},${m['Roto R9 North'].id}`,
        assets: `${assets[0].id},${assets[1].id}`,
        // operator@ holds the flexo machines, tech@ every machine: the first one assigned wins.
        operators: `${t.base.userIds['operator@demo.plant']},${t.base.userIds['tech@demo.plant']}`,
      }),
    )
    expect(res.statusCode, res.body).toBe(200)
    const events = await eventsOf(res.json().id)
    const flexo = events.filter((e) => e.machineId === m['Flexo CI 1'].id)
    const roto = events.filter((e) => e.machineId === m['Roto R9 North'].id)
    expect(flexo.map((e) => [e.date, e.assetId, e.operatorUserId])).toEqual([
      ['2026-11-23', null, t.base.userIds['operator@demo.plant']],
      ['2026-11-30', null, t.base.userIds['operator@demo.plant']],
    ])
    expect(roto).toHaveLength(4)
    expect(new Set(roto.map((e) => e.assetId))).toEqual(new Set([assets[0].id, assets[1].id]))
    expect(roto.every((e) => e.operatorUserId === t.base.userIds['tech@demo.plant'])).toBe(true)
  })

  it('makes a one-off corrective order one work order on its day, linked to the stop it answers', async () => {
    const stop = {
      machineId: m['Flexo CI 1'].id,
      start: '2026-11-20T07:12:00.000Z',
      description: 'Web break',
    }
    const res = await sendTask(
      weekly({
        name: 'Repair web guide',
        frequency: 'none',
        // A Saturday: a corrective order keeps the day it was asked for.
        startDate: '2026-11-21',
        endDate: '',
        risk: '5',
        sourceStop: JSON.stringify(stop),
      }),
    )
    expect(res.statusCode, res.body).toBe(200)
    const events = await eventsOf(res.json().id)
    expect(events.map((e) => e.date)).toEqual(['2026-11-21'])
    const detail = await t.app.inject({
      url: `/api/maintenance/${res.json().id}/detail`,
      headers: bearer(manager),
    })
    expect(detail.json()).toMatchObject({ sourceStop: stop, instructions: null, frequency: 'none' })
    const past = await sendTask(weekly({ name: 'Too late', frequency: 'none', startDate: '2026-11-19' }))
    expect(past.statusCode).toBe(400)
    expect(fieldsOf(past)).toEqual(['startDate'])
  })

  it('answers a 400 naming the field for every malformed input, and a 413 for a PDF over 20 MB', async () => {
    const cases: Array<[Record<string, string>, string[]]> = [
      [weekly({ endDate: '2026-11-01' }), ['endDate']],
      [weekly({ frequency: 'custom' }), ['customFrequencyDays']],
      [weekly({ frequency: 'custom', customFrequencyDays: '400' }), ['customFrequencyDays']],
      [weekly({ reason: '' }), ['reason']],
      [weekly({ provider: ' ' }), ['provider']],
      [weekly({ risk: '9' }), ['risk']],
      [weekly({ durationMinutes: 'abc' }), ['durationMinutes']],
      [weekly({ durationMinutes: '600' }), ['durationMinutes']],
      [weekly({ startDate: '2026-02-30' }), ['startDate']],
      [weekly({ machines: '' }), ['machines']],
      [weekly({ type: 'paint' }), ['type']],
      [weekly({ assets: '999999' }), ['assets']],
      [weekly({ operators: String(t.base.userIds['sales@demo.plant']) }), ['operators']],
      [weekly({ sourceStop: '{not json' }), ['sourceStop']],
      [weekly({ name: 'x'.repeat(121) }), ['name']],
    ]
    for (const [fields, expected] of cases) {
      const res = await sendTask(fields)
      expect(res.statusCode, JSON.stringify(fields)).toBe(400)
      expect(fieldsOf(res), JSON.stringify(fields)).toEqual(expected)
    }
    const wrong = await t.app.inject({
      url: `/api/maintenance`,
      method: 'POST',
      headers: { ...bearer(manager), 'idempotency-key': newKey() },
      payload: weekly(),
    })
    // A JSON body where the form is expected: 415 (issue 44).
    expect(wrong.statusCode).toBe(415)
    expect(wrong.json().error).toBe('UNSUPPORTED_MEDIA_TYPE')
    expect(fieldsOf(wrong)).toEqual(['body'])
    const text = await sendTask(weekly(), {
      file: { name: 'a.txt', type: 'text/plain', data: Buffer.from('hello') },
    })
    expect(text.statusCode).toBe(400)
    expect(fieldsOf(text)).toEqual(['file'])
    const disguised = await sendTask(weekly(), {
      file: { name: 'a.pdf', type: 'application/pdf', data: Buffer.from('PK\u0003\u0004 a zip') },
    })
    expect(disguised.statusCode).toBe(400)
    expect(fieldsOf(disguised)).toEqual(['file'])
    const big = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)])
    const tooBig = await sendTask(weekly(), { file: { name: 'big.pdf', type: 'application/pdf', data: big } })
    expect(tooBig.statusCode).toBe(413)
    expect(fieldsOf(tooBig)).toEqual(['file'])
    const named = await t.ctx.db
      .select()
      .from(schema.maintenanceTasks)
      .where(eq(schema.maintenanceTasks.name, 'Check nip rollers'))
    expect(named).toHaveLength(1)
  })

  it('replays the same Idempotency-Key once: one task, the same answer', async () => {
    const key = newKey()
    const fields = weekly({ name: 'Idempotent task' })
    const file = { name: 'i.pdf', type: 'application/pdf', data: PDF }
    const first = await sendTask(fields, { key, file })
    const second = await sendTask(fields, { key, file })
    expect(first.statusCode).toBe(200)
    expect(second.statusCode).toBe(200)
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect(second.json().id).toBe(first.json().id)
    const other = await sendTask(fields, {
      key,
      file: { ...file, data: Buffer.concat([PDF, Buffer.from('%')]) },
    })
    expect(other.statusCode).toBe(422)
    const rows = await t.ctx.db
      .select()
      .from(schema.maintenanceTasks)
      .where(eq(schema.maintenanceTasks.name, 'Idempotent task'))
    expect(rows).toHaveLength(1)
  })
})

describe('editing and deleting a task', () => {
  it('replans only the future work orders nobody touched, and keeps the rest', async () => {
    const created = await sendTask(
      weekly({ name: 'Replan me', startDate: '2026-11-23', endDate: '2026-12-31' }),
    )
    const id = created.json().id
    const [first, second, third] = await eventsOf(id)
    // One done, one postponed, and one from before today (as if planned earlier): all stay.
    await t.ctx.db
      .update(schema.maintenanceEvents)
      .set({ state: 2, durationMinutes: 25 })
      .where(eq(schema.maintenanceEvents.id, first.id))
    await t.ctx.db
      .update(schema.maintenanceEvents)
      .set({ state: 5, postponeCount: 1, date: '2026-12-02', version: 2 })
      .where(eq(schema.maintenanceEvents.id, second.id))
    const [past] = await t.ctx.db
      .insert(schema.maintenanceEvents)
      .values({ taskId: id, machineId: m['Flexo CI 1'].id, date: '2026-11-16', originalDate: '2026-11-16' })
      .returning()

    // A new name does not touch the plan.
    const renamed = await sendTask(
      weekly({ name: 'Replanned', startDate: '2026-11-23', endDate: '2026-12-31' }),
      {
        id,
      },
    )
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(renamed.json()).toMatchObject({ name: 'Replanned', plannedWorkOrders: 0, removedWorkOrders: 0 })
    expect((await eventsOf(id)).map((e) => e.id)).toContain(third.id)

    // Every Tuesday instead: the untouched Mondays go, the done and postponed ones stay.
    const res = await sendTask(
      weekly({ name: 'Replanned', startDate: '2026-11-24', endDate: '2026-12-31' }),
      {
        id,
      },
    )
    expect(res.statusCode, res.body).toBe(200)
    const after = await eventsOf(id)
    const ids = after.map((e) => e.id)
    expect(ids).toEqual(expect.arrayContaining([first.id, second.id, past.id]))
    expect(ids).not.toContain(third.id)
    const planned = after.filter((e) => e.state === 1 && e.date >= TODAY).map((e) => e.date)
    expect(planned).toEqual([
      '2026-11-24',
      '2026-12-01',
      '2026-12-08',
      '2026-12-15',
      '2026-12-22',
      '2026-12-29',
    ])
    expect(res.json().removedWorkOrders).toBe(4)
    expect(res.json().plannedWorkOrders).toBe(6)
  })

  it('replaces or removes the PDF on an edit', async () => {
    const created = await sendTask(
      weekly({ name: 'PDF edits', frequency: 'none', startDate: TODAY, endDate: '' }),
    )
    const id = created.json().id
    const fields = weekly({ name: 'PDF edits', frequency: 'none', startDate: TODAY, endDate: '' })
    const added = await sendTask(fields, {
      id,
      file: { name: 'steps.pdf', type: 'application/pdf', data: PDF },
    })
    expect(added.json().hasInstructions).toBe(true)
    const removed = await sendTask({ ...fields, removeFile: 'true' }, { id })
    expect(removed.json().hasInstructions).toBe(false)
  })

  it('deletes softly: the untouched future work orders go, the past stays', async () => {
    const created = await sendTask(
      weekly({ name: 'Delete me', startDate: '2026-11-23', endDate: '2026-12-31' }),
    )
    const id = created.json().id
    const [done] = await eventsOf(id)
    await t.ctx.db
      .update(schema.maintenanceEvents)
      .set({ state: 2 })
      .where(eq(schema.maintenanceEvents.id, done.id))
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/maintenance/${id}`,
      headers: { ...bearer(manager), 'idempotency-key': newKey() },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ id, removedWorkOrders: 5 })
    expect((await eventsOf(id)).map((e) => e.id)).toEqual([done.id])
    const [row] = await t.ctx.db
      .select()
      .from(schema.maintenanceTasks)
      .where(eq(schema.maintenanceTasks.id, id))
    expect(row.deletedAt).not.toBeNull()
    const read = await t.app.inject({ url: `/api/maintenance/${id}`, headers: bearer(manager) })
    expect(read.statusCode).toBe(404)
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/maintenance/${id}`,
      headers: { ...bearer(manager), 'idempotency-key': newKey() },
    })
    expect(again.statusCode).toBe(404)
  })
})

describe('who may plan', () => {
  /** Runs `body` with extra roles for a demo user (roles are read on every request). */
  async function withRoles(email: string, extra: string[], body: () => Promise<void>) {
    const [row] = await t.ctx.db.select().from(schema.users).where(eq(schema.users.email, email))
    await t.ctx.db
      .update(schema.users)
      .set({ roles: [...row.roles, ...extra] })
      .where(eq(schema.users.id, row.id))
    try {
      await body()
    } finally {
      await t.ctx.db.update(schema.users).set({ roles: row.roles }).where(eq(schema.users.id, row.id))
    }
  }

  it('refuses an operator, a commercial manager, and a machine not assigned', async () => {
    const asOperator = await sendTask(weekly({ name: 'Not mine' }), { token: operator })
    expect(asOperator.statusCode).toBe(403)
    expect(asOperator.json().error).toBe('FORBIDDEN')
    const assetAsOperator = await t.app.inject({
      method: 'POST',
      url: '/api/maintenanceAsset',
      headers: { ...bearer(operator), 'idempotency-key': newKey() },
      payload: { name: 'Not mine', machineId: null },
    })
    expect(assetAsOperator.statusCode).toBe(403)

    const sales = await signIn(t, 'sales@demo.plant')
    await withRoles('sales@demo.plant', ['ROLE_MAINTENANCE_ASSISTANCE_MANAGER'], async () => {
      const res = await sendTask(weekly({ name: 'Commercial' }), { token: sales })
      expect(res.statusCode).toBe(403)
      expect(res.json().error).toBe('COMMERCIAL_CANNOT_UPDATE')
      const form = await t.app.inject({ url: '/api/maintenance/form-data', headers: bearer(sales) })
      expect(form.statusCode).toBe(200)
    })

    // operator@ as a manager still holds only the flexo and laminating machines.
    await withRoles('operator@demo.plant', ['ROLE_MAINTENANCE_ASSISTANCE_MANAGER'], async () => {
      const res = await sendTask(weekly({ name: 'Roto', machines: String(m['Roto R9 North'].id) }), {
        token: operator,
      })
      expect(res.statusCode).toBe(403)
      expect(res.json().error).toBe('MACHINE_NOT_ASSIGNED')
      const [rotoTask] = await t.ctx.db
        .select({ id: schema.maintenanceTaskMachines.taskId })
        .from(schema.maintenanceTaskMachines)
        .where(eq(schema.maintenanceTaskMachines.machineId, m['Roto R9 North'].id))
        .limit(1)
      const edit = await sendTask(weekly({ name: 'Take over' }), { token: operator, id: rotoTask.id })
      expect(edit.statusCode).toBe(403)
      expect(edit.json().error).toBe('MACHINE_NOT_ASSIGNED')
      const asset = await t.app.inject({
        method: 'POST',
        url: '/api/maintenanceAsset',
        headers: { ...bearer(operator), 'idempotency-key': newKey() },
        payload: { name: 'Roto part', machineId: m['Roto R9 North'].id },
      })
      expect(asset.statusCode).toBe(403)
      expect(asset.json().error).toBe('MACHINE_NOT_ASSIGNED')
    })
    const count = await t.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from maintenance_tasks where name in ('Not mine', 'Commercial', 'Roto', 'Take over')`,
    )
    expect(count.rows[0].n).toBe(0)
  })
})

describe('assets', () => {
  const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(manager), 'idempotency-key': newKey() },
      ...(payload ? { payload } : {}),
    })

  it('creates, edits and deletes an asset; an asset in use is a 409 naming its tasks', async () => {
    const created = await write('POST', '/api/maintenanceAsset', {
      name: 'Corona treater',
      description: 'Before the first unit',
      machineId: m['Flexo CI 2'].id,
    })
    expect(created.statusCode, created.body).toBe(200)
    const asset = created.json()
    expect(asset).toMatchObject({
      name: 'Corona treater',
      machineId: m['Flexo CI 2'].id,
      machineName: 'Flexo CI 2',
    })
    const list = await t.app.inject({ url: '/api/maintenanceAsset/list', headers: bearer(manager) })
    expect(list.json().map((a: { id: number }) => a.id)).toContain(asset.id)

    const edited = await write('PUT', `/api/maintenanceAsset/${asset.id}`, {
      name: 'Corona treater 2',
      description: null,
      machineId: null,
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({ name: 'Corona treater 2', description: null, machineId: null })

    const task = await sendTask(weekly({ name: 'Treater check', assets: String(asset.id) }))
    expect(task.statusCode, task.body).toBe(200)
    const moveAway = await write('PUT', `/api/maintenanceAsset/${asset.id}`, {
      name: 'Corona treater 2',
      machineId: m['Flexo CI 2'].id,
    })
    expect(moveAway.statusCode).toBe(409)
    expect(moveAway.json().error).toBe('ASSET_IN_USE')
    const inUse = await write('DELETE', `/api/maintenanceAsset/${asset.id}`)
    expect(inUse.statusCode).toBe(409)
    expect(inUse.json()).toMatchObject({
      error: 'ASSET_IN_USE',
      tasks: [{ id: task.json().id, name: 'Treater check' }],
    })

    await write('DELETE', `/api/maintenance/${task.json().id}`)
    const deleted = await write('DELETE', `/api/maintenanceAsset/${asset.id}`)
    expect(deleted.statusCode).toBe(200)
    const [row] = await t.ctx.db
      .select()
      .from(schema.maintenanceAssets)
      .where(and(eq(schema.maintenanceAssets.id, asset.id), isNull(schema.maintenanceAssets.deletedAt)))
    expect(row).toBeUndefined()
    const read = await t.app.inject({ url: `/api/maintenanceAsset/${asset.id}`, headers: bearer(manager) })
    expect(read.statusCode).toBe(404)
  })

  it('names the field of a bad asset', async () => {
    for (const [payload, field] of [
      [{ name: '', machineId: null }, 'name'],
      [{ name: 'x', machineId: 'one' }, 'machineId'],
      [{ name: 'x'.repeat(121) }, 'name'],
    ] as const) {
      const res = await write('POST', '/api/maintenanceAsset', payload)
      expect(res.statusCode).toBe(400)
      expect(fieldsOf(res)).toEqual([field])
    }
    const missing = await write('PUT', '/api/maintenanceAsset/999999', { name: 'x' })
    expect(missing.statusCode).toBe(404)
  })
})

describe('the task form', () => {
  it("offers the user's machines, the plant's assets and maintenance users with their machines", async () => {
    const res = await t.app.inject({ url: '/api/maintenance/form-data', headers: bearer(manager) })
    expect(res.statusCode).toBe(200)
    const data = res.json()
    expect(data).toMatchObject({ today: TODAY, workingDays: [1, 2, 3, 4, 5], hoursPerDay: 8 })
    expect(data.frequencies).toContain('none')
    const op = data.operators.find((o: { id: number }) => o.id === t.base.userIds['operator@demo.plant'])
    expect(op.machineIds).toContain(m['Flexo CI 1'].id)
    expect(op.machineIds).not.toContain(m['Roto R9 North'].id)
    expect(data.operators.map((o: { id: number }) => o.id)).not.toContain(t.base.userIds['sales@demo.plant'])
  })
})

describe('POST /maintenanceinfo: a task PDF on its own', () => {
  const sendInfo = (fields: Record<string, string>, file?: FilePart, token = manager) => {
    const body = multipart(fields, file)
    return t.app.inject({
      method: 'POST',
      url: '/api/maintenanceinfo',
      headers: { ...bearer(token), 'idempotency-key': newKey(), ...body.headers },
      payload: body.payload,
    })
  }

  it('attaches the step-by-step PDF to a task, served back byte for byte, plan unchanged', async () => {
    const created = await sendTask(weekly({ name: 'Attach later' }))
    expect(created.statusCode).toBe(200)
    const taskId = created.json().id as number
    const before = await eventsOf(taskId)
    const res = await sendInfo(
      { taskId: String(taskId) },
      { name: 'steps.pdf', type: 'application/pdf', data: PDF },
    )
    expect(res.statusCode, res.body).toBe(200)
    const { instructions } = res.json() as { instructions: { url: string; fileName: string } }
    expect(instructions.fileName).toBe('steps.pdf')
    const file = await t.app.inject({ method: 'GET', url: instructions.url, headers: bearer(manager) })
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload.equals(PDF)).toBe(true)
    expect((await eventsOf(taskId)).map((e) => e.id)).toEqual(before.map((e) => e.id))
  })

  it('takes a PDF by its bytes whatever type was declared, named for what it is (ADR 026)', async () => {
    const created = await sendTask(weekly({ name: 'Declared wrong' }))
    const taskId = created.json().id as number
    const res = await sendInfo(
      { taskId: String(taskId) },
      { name: 'steps.bin', type: 'application/octet-stream', data: PDF },
    )
    expect(res.statusCode, res.body).toBe(200)
    const { instructions } = res.json() as { instructions: { url: string; fileName: string } }
    expect(instructions.fileName).toBe('steps.pdf')
    const file = await t.app.inject({ method: 'GET', url: instructions.url, headers: bearer(manager) })
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.headers['x-content-type-options']).toBe('nosniff')
  })

  it('names what is wrong: no task id, no file, not a PDF, an unknown task, a non-manager', async () => {
    const pdf = { name: 'steps.pdf', type: 'application/pdf', data: PDF }
    const noId = await sendInfo({}, pdf)
    expect(noId.statusCode).toBe(400)
    expect(noId.json().errors[0].field).toBe('taskId')
    const noFile = await sendInfo({ taskId: '1' })
    expect(noFile.statusCode).toBe(400)
    expect(noFile.json().errors[0].field).toBe('file')
    const html = await sendInfo(
      { taskId: '1' },
      { name: 'x.pdf', type: 'application/pdf', data: Buffer.from('<html>') },
    )
    expect(html.statusCode).toBe(400)
    expect(html.json().errors[0].field).toBe('file')
    expect((await sendInfo({ taskId: '999999' }, pdf)).statusCode).toBe(404)
    expect((await sendInfo({ taskId: '1' }, pdf, operator)).statusCode).toBe(403)
  })

  it('reads the PDF whole as the manual upload does: one that only starts with %PDF- is a 400 naming file (issue 29 item 8)', async () => {
    const created = await sendTask(weekly({ name: 'Fake PDF target' }))
    expect(created.statusCode).toBe(200)
    const taskId = created.json().id as number
    const fakes = [
      Buffer.from('%PDF-garbage'),
      Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
      PDF.subarray(0, 200),
    ]
    for (const data of fakes) {
      const res = await sendInfo(
        { taskId: String(taskId) },
        { name: 'steps.pdf', type: 'application/pdf', data },
      )
      expect(res.statusCode, data.toString('latin1', 0, 40)).toBe(400)
      expect(res.json()).toMatchObject({
        error: 'VALIDATION_ERROR',
        errors: [{ field: 'file', code: 'invalid_type' }],
      })
      const created = await sendTask(weekly({ name: 'Fake PDF task' }), {
        file: { name: 'steps.pdf', type: 'application/pdf', data },
      })
      expect(created.statusCode).toBe(400)
      expect(fieldsOf(created)).toEqual(['file'])
    }
    const [task] = await t.ctx.db
      .select()
      .from(schema.maintenanceTasks)
      .where(eq(schema.maintenanceTasks.id, taskId))
    expect(task.fileId).toBeNull()
    expect(
      await t.ctx.db
        .select()
        .from(schema.maintenanceTasks)
        .where(eq(schema.maintenanceTasks.name, 'Fake PDF task')),
    ).toHaveLength(0)
    // A real PDF passes the same check.
    const real = await sendInfo(
      { taskId: String(taskId) },
      { name: 'steps.pdf', type: 'application/pdf', data: PDF },
    )
    expect(real.statusCode, real.body).toBe(200)
  })
})
