/**
 * GET /api/maintenance/{id}/readings.xlsx (issue 33 item 3): a task's readings over time as a real
 * .xlsx. Readings answered on two work orders through PUT /maintenanceEvent/{id} come back one row
 * each: the work order's copy of the step (a later task edit leaves it), numbers as numbers (a -1
 * too), the out-of-limits flag in the user's language, plant time, sorted by step (the task's
 * order) then time; other answers are left out. 400 naming `id`, 404, an empty sheet with its
 * header, and the task detail's authorization (403 for a user without maintenance or without the
 * task's machines).
 */
import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { wallClock } from '../../server/documents/plant-time'
import type { Procedure } from '../../src/contract/maintenance-procedures'
import { MAINTENANCE_NOW } from '../support/database-fixtures'
import { multipart } from './fixtures/multipart'
import { bearer, type DemoMachineRef, demoMachinesByName, signIn } from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let manager: string
let m: Record<string, DemoMachineRef>
let timeZone: string

beforeAll(async () => {
  t = await createTestApp({ now: () => MAINTENANCE_NOW }, {}, { fixture: 'maintenance' })
  manager = await signIn(t, 'manager@demo.plant')
  m = await demoMachinesByName(t.ctx.db)
  const [plant] = await t.ctx.db
    .select({ timezone: schema.plants.timezone })
    .from(schema.plants)
    .where(eq(schema.plants.id, t.base.plantId))
  timeZone = plant.timezone
}, 120_000)
afterAll(() => t.close())

let keys = 0
const key = () => `readings-${++keys}-${Date.now()}`

const procedure: Procedure = {
  steps: [
    { id: 'gap', kind: 'reading', title: 'Roller gap', unit: 'mm', min: 0.1, max: 0.3, required: false },
    { id: 'guard', kind: 'check', title: 'Guard closed', required: false },
    {
      id: 'temp',
      kind: 'reading',
      title: 'Blade temperature',
      unit: '°C',
      min: -5,
      max: null,
      required: false,
    },
  ],
}

const taskFields = (machines: DemoMachineRef[], steps: Procedure | null) => ({
  name: 'Check the rollers',
  type: 'adjust',
  condition: 'stopped',
  frequency: 'none',
  reason: 'Print quality',
  provider: 'Own staff',
  durationMinutes: '30',
  risk: '4',
  startDate: '2026-11-20',
  machines: machines.map((x) => x.id).join(','),
  procedure: steps ? JSON.stringify(steps) : '',
})

async function writeTask(fields: Record<string, string>, id?: number) {
  const { payload, contentType } = multipart(Object.entries(fields).map(([name, value]) => ({ name, value })))
  const res = await t.app.inject({
    method: 'POST',
    url: id ? `/api/maintenance/${id}` : '/api/maintenance',
    headers: { ...bearer(manager), 'idempotency-key': key(), 'content-type': contentType },
    payload,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().id as number
}

const get = (url: string, token = manager) => t.app.inject({ method: 'GET', url, headers: bearer(token) })

async function workOrdersOf(taskId: number) {
  const res = await get(`/api/maintenanceEvent?maintenanceStates=1,2,3,4&tasks=${taskId}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().results as Array<{ id: number; version: number; machineId: number; date: string }>
}

async function answer(event: { id: number; version: number }, stepId: string, value: unknown, at: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/maintenanceEvent/${event.id}`,
    headers: { ...bearer(manager), 'idempotency-key': key() },
    payload: { version: event.version, deviceAt: at, action: { kind: 'answer', stepId, value } },
  })
  expect(res.statusCode, res.body).toBe(200)
}

async function readingsOf(taskId: number, token = manager) {
  const res = await get(`/api/maintenance/${taskId}/readings.xlsx`, token)
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
  const sheet = workbook.worksheets[0]
  const rows: unknown[][] = []
  sheet.eachRow((row, n) => {
    if (n > 1) rows.push((row.values as unknown[]).slice(1))
  })
  return { res, sheet, header: (sheet.getRow(1).values as unknown[]).slice(1), rows }
}

const instant = (iso: string) => wallClock(iso, timeZone)

describe('GET /api/maintenance/{id}/readings.xlsx', () => {
  let taskId: number
  let flexo: { id: number; version: number }
  let roto: { id: number; version: number }

  beforeAll(async () => {
    taskId = await writeTask(taskFields([m['Flexo CI 1'], m['Roto R9 North']], procedure))
    const orders = await workOrdersOf(taskId)
    expect(orders).toHaveLength(2)
    flexo = orders.find((o) => o.machineId === m['Flexo CI 1'].id)!
    roto = orders.find((o) => o.machineId === m['Roto R9 North'].id)!
    await answer(flexo, 'gap', { kind: 'reading', value: 0.25 }, '2026-11-20T08:10:00Z')
    await answer(flexo, 'temp', { kind: 'reading', value: -1 }, '2026-11-20T08:11:00Z')
    await answer(flexo, 'guard', { kind: 'check', result: 'pass' }, '2026-11-20T08:12:00Z')
    await answer(roto, 'gap', { kind: 'reading', value: 0.42 }, '2026-11-20T07:30:00Z')
    await answer(roto, 'temp', { kind: 'reading', value: -7.5 }, '2026-11-20T07:31:00Z')
    // The task is edited afterwards: temperature first, the gap renamed. The work orders keep their copy.
    await writeTask(
      taskFields([m['Flexo CI 1'], m['Roto R9 North']], {
        steps: [
          { ...procedure.steps[2] },
          {
            ...(procedure.steps[0] as Extract<Procedure['steps'][number], { kind: 'reading' }>),
            title: 'Gap, new name',
            max: 1,
          },
        ],
      }),
      taskId,
    )
  })

  it("holds one row per answered reading, the copy's step, numbers as numbers, by step then time", async () => {
    const { res, sheet, header, rows } = await readingsOf(taskId)
    expect(res.headers['content-type']).toContain('spreadsheetml')
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`attachment; filename="readings-task-${taskId}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"`),
    )
    expect(res.headers['x-export-rows']).toBe('4')
    expect(sheet.name).toBe('Readings')
    expect(header).toEqual([
      'Work order',
      'Day',
      'Machine',
      'Step',
      'Value',
      'Unit',
      'Minimum',
      'Maximum',
      'Out of limits',
      'Answered by',
      'Answered at',
    ])
    const day = new Date('2026-11-20T00:00:00Z')
    expect(rows).toEqual([
      // The task's current order: temperature, then the gap; within a step, the earlier answer first.
      [
        roto.id,
        day,
        'Roto R9 North',
        'Blade temperature',
        -7.5,
        '°C',
        -5,
        undefined,
        'Yes',
        'Marta Manager',
        instant('2026-11-20T07:31:00Z'),
      ],
      [
        flexo.id,
        day,
        'Flexo CI 1',
        'Blade temperature',
        -1,
        '°C',
        -5,
        undefined,
        'No',
        'Marta Manager',
        instant('2026-11-20T08:11:00Z'),
      ],
      [
        roto.id,
        day,
        'Roto R9 North',
        'Roller gap',
        0.42,
        'mm',
        0.1,
        0.3,
        'Yes',
        'Marta Manager',
        instant('2026-11-20T07:30:00Z'),
      ],
      [
        flexo.id,
        day,
        'Flexo CI 1',
        'Roller gap',
        0.25,
        'mm',
        0.1,
        0.3,
        'No',
        'Marta Manager',
        instant('2026-11-20T08:10:00Z'),
      ],
    ])
    for (const row of rows) {
      expect(typeof row[0]).toBe('number')
      expect(typeof row[4], 'the value is a number cell').toBe('number')
      expect(row[10]).toBeInstanceOf(Date)
    }
    // General, not the number type's one decimal: 0.42 shows as typed.
    expect(sheet.getCell('E2').numFmt ?? 'General').toBe('General')
    expect(sheet.getCell('K2').numFmt).toBe('dd/mm/yyyy hh:mm')
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
  })

  it("keeps the latest answer of a step and writes the user's language", async () => {
    await answer(flexo, 'gap', { kind: 'reading', value: 0.05 }, '2026-11-20T08:20:00Z')
    const managerId = t.base.userIds['manager@demo.plant']
    await t.ctx.db.update(schema.users).set({ language: 'fr_FR' }).where(eq(schema.users.id, managerId))
    try {
      const { sheet, header, rows } = await readingsOf(taskId)
      expect(sheet.name).toBe('Relevés')
      expect(header).toContain('Hors limites')
      expect(rows).toHaveLength(4)
      const gap = rows.filter((r) => r[3] === 'Roller gap')
      expect(gap.map((r) => [r[0], r[4], r[8]])).toEqual([
        [roto.id, 0.42, 'Oui'],
        [flexo.id, 0.05, 'Oui'],
      ])
      expect(rows.map((r) => r[8])).toEqual(['Oui', 'Non', 'Oui', 'Oui'])
    } finally {
      await t.ctx.db.update(schema.users).set({ language: 'en_EN' }).where(eq(schema.users.id, managerId))
    }
  })

  it('is a sheet with its header only when there are no readings', async () => {
    const empty = await writeTask(taskFields([m['Flexo CI 1']], procedure))
    const { res, header, rows } = await readingsOf(empty)
    expect(res.headers['x-export-rows']).toBe('0')
    expect(header).toHaveLength(11)
    expect(rows).toEqual([])
    const none = await writeTask(taskFields([m['Flexo CI 1']], null))
    expect((await readingsOf(none)).rows).toEqual([])
  })

  it('is documented in the OpenAPI document as an .xlsx download', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json()
    const operation = doc.paths['/api/maintenance/{id}/readings.xlsx']?.get
    expect(operation, 'the route is in the OpenAPI document').toBeDefined()
    expect(Object.keys(operation.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404']),
    )
    expect(Object.keys(operation.responses['200'].content)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ])
  })

  it('is a 400 naming id for a bad id, a 404 for no such task', async () => {
    const bad = await get('/api/maintenance/abc/readings.xlsx')
    expect(bad.statusCode, bad.body).toBe(400)
    expect((bad.json().errors as { field: string }[]).map((e) => e.field)).toEqual(['id'])
    const missing = await get('/api/maintenance/987654/readings.xlsx')
    expect(missing.statusCode, missing.body).toBe(404)
    expect(missing.json().error).toBe('NOT_FOUND')
  })

  it("answers as the task's detail to a user without access", async () => {
    const rotoOnly = await writeTask(taskFields([m['Roto R9 North']], procedure))
    const operator = await signIn(t, 'operator@demo.plant')
    const sales = await signIn(t, 'sales@demo.plant')
    for (const [token, status, code] of [
      [operator, 403, 'MACHINE_NOT_ASSIGNED'],
      [sales, 403, 'FORBIDDEN'],
    ] as const) {
      const detail = await get(`/api/maintenance/${rotoOnly}/detail`, token)
      const readings = await get(`/api/maintenance/${rotoOnly}/readings.xlsx`, token)
      expect(detail.statusCode).toBe(status)
      expect(readings.statusCode, readings.body).toBe(status)
      expect(readings.json().error).toBe(code)
      expect(detail.json().error).toBe(code)
    }
    // On a task with one of their machines, a user below the manager level reads their own work orders' readings only.
    const shared = await readingsOf(taskId, operator)
    expect(shared.rows).toEqual([])
    const noToken = await t.app.inject({ method: 'GET', url: `/api/maintenance/${taskId}/readings.xlsx` })
    expect(noToken.statusCode).toBe(401)
  })
})
