/**
 * A new corrective work order's photos (issue 44, "one mechanism per job"): sent with the save
 * (POST /maintenance, `images`), put by the server on the work order the save plans, in the same
 * write, exactly once under its Idempotency-Key, beside a work request's own photos when it
 * answers one. The client no longer looks for the work order to add them afterwards.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAINTENANCE_NOW } from '../support/database-fixtures'
import { multipart, type Part, tinyPng } from './fixtures/multipart'
import { bearer, type DemoMachineRef, demoMachinesByName, signIn } from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let manager: string
let tech: string
let m: Record<string, DemoMachineRef>
let keys = 0
const key = () => `order-photos-${++keys}-${Date.now()}`

beforeAll(async () => {
  t = await createTestApp({ now: () => MAINTENANCE_NOW }, {}, { fixture: 'maintenance' })
  ;[manager, tech] = await Promise.all([signIn(t, 'manager@demo.plant'), signIn(t, 'tech@demo.plant')])
  m = await demoMachinesByName(t.ctx.db)
}, 120_000)
afterAll(() => t.close())

const photo = (name: string): Part => ({ name: 'images', value: tinyPng, fileName: name, type: 'image/png' })

function send(url: string, token: string, parts: Part[], idempotencyKey = key()) {
  const { payload, contentType } = multipart(parts)
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'content-type': contentType, 'idempotency-key': idempotencyKey },
    payload,
  })
}

const fields = (values: Record<string, string>): Part[] =>
  Object.entries(values).map(([name, value]) => ({ name, value }))

const corrective = (extra: Record<string, string> = {}) => ({
  name: 'Replace the worn doctor blade',
  type: 'substitute',
  condition: 'stopped',
  frequency: 'none',
  reason: 'Blade wear out of limits',
  provider: 'Maintenance',
  durationMinutes: '45',
  risk: '3',
  startDate: '2026-11-23',
  machines: String(m['Flexo CI 1'].id),
  ...extra,
})

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) })

/** The task's work orders by machine, each with its photos as the detail gives them. */
async function workOrdersOf(taskId: number) {
  const rows = await t.ctx.db.execute<{ id: number; machine_id: number }>(
    sql`select id, machine_id from maintenance_events where task_id = ${taskId} order by id`,
  )
  return Promise.all(
    rows.rows.map(async (row) => {
      const detail = await get(`/api/maintenanceEvent/${row.id}`, manager)
      expect(detail.statusCode, detail.body).toBe(200)
      const images = detail.json().images as Array<{ url: string; fileName: string }>
      return { id: row.id, machineId: Number(row.machine_id), images }
    }),
  )
}

const count = async (table: string) =>
  Number((await t.ctx.db.execute<{ n: string }>(sql.raw(`select count(*) as n from ${table}`))).rows[0].n)

describe("a new corrective work order's photos", () => {
  it('go on the work order the save plans, on the stop machine, once however often it is sent', async () => {
    const flexo = m['Flexo CI 1'].id
    const roto = m['Roto R9 North'].id
    const stop = { machineId: roto, start: '2026-11-20T08:00:00Z', description: 'Streaks on the print' }
    const parts = [
      ...fields(corrective({ machines: `${flexo},${roto}`, sourceStop: JSON.stringify(stop) })),
      photo('blade.png'),
      photo('streaks.png'),
    ]
    const once = key()
    const saved = await send('/api/maintenance', manager, parts, once)
    expect(saved.statusCode, saved.body).toBe(200)
    const orders = await workOrdersOf(saved.json().id)
    expect(orders.map((o) => [o.machineId, o.images.length]).sort()).toEqual(
      [
        [flexo, 0],
        [roto, 2],
      ].sort(),
    )
    const onRoto = orders.find((o) => o.machineId === roto)
    expect(onRoto?.images.map((i) => i.fileName)).toEqual(['blade.png', 'streaks.png'])
    // The photos are readable like any work-order photo.
    expect((await get(onRoto?.images[0].url ?? '', manager)).statusCode).toBe(200)

    // The same save again (a retry after a lost answer): the stored answer, no second photo.
    const files = await count('stored_files')
    const again = await send('/api/maintenance', manager, parts, once)
    expect(again.statusCode).toBe(200)
    expect(again.json().id).toBe(saved.json().id)
    expect(await count('stored_files')).toBe(files)
    expect((await workOrdersOf(saved.json().id)).find((o) => o.machineId === roto)?.images).toHaveLength(2)
  })

  it("join a work request's own photos on the work order that answers it", async () => {
    const filed = await send('/api/maintenance/requests', tech, [
      ...fields({ machineId: String(m['Flexo CI 1'].id), description: 'Blade chattering', urgency: 'high' }),
      photo('from-the-floor.png'),
    ])
    expect(filed.statusCode, filed.body).toBe(200)
    const saved = await send('/api/maintenance', manager, [
      ...fields(corrective({ workRequestId: String(filed.json().id) })),
      photo('from-the-manager.png'),
    ])
    expect(saved.statusCode, saved.body).toBe(200)
    const accepted = (await get(`/api/maintenance/requests/${filed.json().id}`, tech)).json()
    const [order] = await workOrdersOf(saved.json().id)
    expect(order.id).toBe(accepted.workOrderId)
    expect(order.images.map((i) => i.fileName).sort()).toEqual(['from-the-floor.png', 'from-the-manager.png'])
  })

  it('are refused, naming images, where no one-off work order takes them', async () => {
    const tasks = await count('maintenance_tasks')
    const weekly = await send('/api/maintenance', manager, [
      ...fields(corrective({ frequency: 'weekly' })),
      photo('blade.png'),
    ])
    expect(weekly.statusCode).toBe(400)
    expect(weekly.json().errors[0].field).toBe('images')
    expect(await count('maintenance_tasks')).toBe(tasks)

    const notAnImage = await send('/api/maintenance', manager, [
      ...fields(corrective()),
      { name: 'images', value: Buffer.from('<svg onload=alert(1)>'), fileName: 'x.png', type: 'image/png' },
    ])
    expect(notAnImage.statusCode).toBe(400)
    expect(notAnImage.json().errors[0].field).toBe('images')

    // An edit plans no new corrective work order: its form has no photos.
    const saved = await send('/api/maintenance', manager, fields(corrective()))
    expect(saved.statusCode, saved.body).toBe(200)
    const edit = await send(`/api/maintenance/${saved.json().id}`, manager, [
      ...fields(corrective()),
      photo('late.png'),
    ])
    expect(edit.statusCode).toBe(400)
    expect(edit.json().errors[0].field).toBe('images')
    expect(await count('maintenance_tasks')).toBe(tasks + 1)
  })
})
