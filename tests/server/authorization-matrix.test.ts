/**
 * The authorization matrix, generated from the routes themselves (app.apiRoutes, ADR 009):
 * 1. every route's declared access matches DESIGN.md's "Who may call what" for its area
 *    (authorization/design-table.ts holds that table as data, with the corrections of ADR 010);
 * 2. every route is called as anonymous, as each demo account and with API keys, and answers as its
 *    declaration says (auth runs before validation, so an empty request is enough: an allowed
 *    caller gets anything but 401/403);
 * 3. machine-scoped routes are called with an assigned and an unassigned machine ('checked'), or
 *    read as a user with only some machines ('filtered'); a route with no entry in those tables
 *    fails the test, so a new route cannot slip through.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import type { InjectOptions } from 'fastify'
import PDFDocument from 'pdfkit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { demoUsers } from '../../server/demo/catalog'
import { seedManuals } from '../../server/demo/documents/seed-manuals'
import type { Access, MachineScope } from '../../server/http/access'
import { extractPdfText } from '../../server/services/documents/extract-text'
import { machineCostFields } from '../../src/contract/job-costing'
import { bearer, call, login, newKey } from './account-helpers'
import { mismatch, WRITES } from './authorization/design-table'
import { multipart, type Part, tinyPng } from './fixtures/multipart'
import { type DemoMachineRef, demoMachinesByName, ProductionBuilder } from './fixtures/production'
import { createTestApp, TEST_NOW, type TestApp } from './helpers'

/** Sample values for path parameters: enough to pass the router, not necessarily to find a row. */
function sampleUrl(url: string) {
  return url.replace(/:([A-Za-z]+)/g, (_m, name: string) => (/id$/i.test(name) ? '1' : 'sample'))
}

interface Caller {
  name: string
  token: string | null
  kind: 'anonymous' | 'user' | 'apiKey' | 'display'
  roles: ReadonlySet<string>
  acceptedTerms: boolean
}

/** What the declaration says this caller gets: a status and error code, or 'allowed'. */
function expected(
  access: Access,
  method: string,
  caller: Caller,
): { status: number; code?: string } | 'allowed' | 'public' {
  // Public routes check their own credential (a token in the body): a 401 of theirs is fine.
  if (access.who === 'public') return 'public'
  if (caller.kind === 'anonymous') return { status: 401 }
  if (access.who === 'display') return caller.kind === 'display' ? 'allowed' : { status: 401 }
  if (access.who === 'apiKey') {
    if (caller.kind !== 'apiKey') return { status: 401 }
    return caller.roles.has(access.scope) ? 'allowed' : { status: 403 }
  }
  if (caller.kind !== 'user') return { status: 401 }
  if (!access.allowWithoutTerms && !caller.acceptedTerms) return { status: 403, code: 'TERMS_NOT_ACCEPTED' }
  if (access.anyOf && !access.anyOf.some((r) => caller.roles.has(r)))
    return { status: 403, code: 'FORBIDDEN' }
  if (access.allOf && !access.allOf.every((r) => caller.roles.has(r)))
    return { status: 403, code: 'FORBIDDEN' }
  if (WRITES.has(method) && !access.ownSettings && !access.readOnly && caller.roles.has('ROLE_COMMERCIAL')) {
    return { status: 403, code: 'COMMERCIAL_CANNOT_UPDATE' }
  }
  return 'allowed'
}

let t: TestApp
let m: Record<string, DemoMachineRef>
const callers: Caller[] = []
const figures = { routes: 0, calls: 0, machineCalls: 0, leaks: 0 }
/** An ink of the plant, for the one coloured deck a flexo order needs to be runnable. */
let matrixInkId = 0

/** Session-ending calls go last, so they do not accept the terms or sign the caller out early. */
const lastOf = (url: string) => (/logout/.test(url) ? 2 : /accept-terms/.test(url) ? 1 : 0)

// Seeds the maintenance fixture and the manuals: under a minute idle, past 120 s on a busy CI host.
beforeAll(async () => {
  t = await createTestApp({}, {}, { fixture: 'maintenance' })
  await seedManuals(t.ctx.db, t.ctx.storage)
  m = await demoMachinesByName(t.ctx.db)
  ;[{ id: matrixInkId }] = await t.ctx.db.select({ id: schema.inks.id }).from(schema.inks).limit(1)
  // One finished order on a machine operator@ has (Flexo CI 1) and one it has not (Roto R9 North).
  const b = new ProductionBuilder(t.ctx.db, t.base.plantId)
  const customer = await b.customer('Matrix Foods')
  for (const [i, name] of ['Flexo CI 1', 'Roto R9 North'].entries()) {
    await b.order({
      machineId: m[name].id,
      reference: `PO-MATRIX-${i}`,
      customerId: customer.id,
      dateStart: new Date(TEST_NOW.getTime() - (i + 2) * 3600e3).toISOString(),
      dateFinish: new Date(TEST_NOW.getTime() - (i + 1) * 3600e3).toISOString(),
    })
  }
  // A work request on each machine, so the 'filtered' read has rows to keep and rows to leave out.
  for (const name of ['Flexo CI 1', 'Roto R9 North']) await matrixWorkRequest(m[name])
  callers.push({ name: 'anonymous', token: null, kind: 'anonymous', roles: new Set(), acceptedTerms: false })
  for (const user of demoUsers) {
    callers.push({
      name: user.email,
      token: await login(t, user.email),
      kind: 'user',
      roles: new Set(user.roles),
      acceptedTerms: user.hasAcceptedTos,
    })
  }
  const manager = callers.find((c) => c.name === 'manager@demo.plant')!.token
  for (const scopes of [['ingest'], ['read']]) {
    const res = await call(
      t,
      manager,
      'POST',
      '/api/api-keys',
      { alias: `matrix ${scopes[0]}`, scopes },
      newKey(),
    )
    expect(res.statusCode).toBe(200)
    callers.push({
      name: `api key (${scopes[0]})`,
      token: res.json().authorization,
      kind: 'apiKey',
      roles: new Set(scopes),
      acceptedTerms: true,
    })
  }
  // Two display links: the sample DELETE /api/displays/1 revokes the first; the second is a caller.
  for (const label of ['matrix revoked', 'matrix screen']) {
    const res = await call(t, manager, 'POST', '/api/displays', { label, machineLineId: null }, newKey())
    expect(res.statusCode).toBe(200)
    if (label === 'matrix screen') {
      callers.push({
        name: 'display token',
        token: `Display ${res.json().token}`,
        kind: 'display',
        roles: new Set(),
        acceptedTerms: true,
      })
    }
  }
}, 300_000)
afterAll(async () => {
  console.log(
    `authorization matrix: ${figures.routes} routes, ${figures.calls} calls as ${callers.length} callers, ` +
      `${figures.machineCalls} machine-scope calls, ${figures.leaks} leaks`,
  )
  await t.close()
})

const headersOf = (caller: Caller): Record<string, string> =>
  caller.token === null
    ? {}
    : caller.kind === 'apiKey' || caller.kind === 'display'
      ? { authorization: caller.token }
      : bearer(caller.token)

describe('declarations', () => {
  it('every API route is declared, and each declaration matches its area in DESIGN.md', () => {
    const problems = t.app.apiRoutes
      .map((route) => ({ route: `${route.method} ${route.url}`, problem: mismatch(route) }))
      .filter((p) => p.problem !== null)
    expect(problems).toEqual([])
    expect(t.app.apiRoutes.length).toBeGreaterThan(40)
  })
})

describe('every route as every caller', () => {
  it('answers 401, 403 or passes exactly as declared', async () => {
    const mismatches: string[] = []
    const routes = [...t.app.apiRoutes].sort((a, b) => lastOf(a.url) - lastOf(b.url))
    figures.routes = routes.length
    for (const route of routes) {
      for (const caller of callers) {
        const res = await t.app.inject({
          method: route.method as InjectOptions['method'],
          url: sampleUrl(route.url),
          headers: headersOf(caller),
          ...(WRITES.has(route.method) ? { payload: {} } : {}),
        })
        figures.calls++
        const want = expected(route.access, route.method, caller)
        const code = res.statusCode >= 400 ? res.json().error : undefined
        const ok =
          want === 'public'
            ? res.statusCode !== 403 && res.statusCode < 500
            : want === 'allowed'
              ? // An allowed caller passes authorization; a machine it does not hold is the only 403 left.
                res.statusCode !== 401 &&
                (res.statusCode !== 403 ||
                  (route.access.machines === 'checked' && code === 'MACHINE_NOT_ASSIGNED')) &&
                res.statusCode < 500
              : res.statusCode === want.status && (want.code === undefined || code === want.code)
        if (!ok) {
          mismatches.push(
            `${route.method} ${route.url} as ${caller.name}: ${res.statusCode} ${code ?? ''}, ` +
              `expected ${typeof want === 'string' ? want : `${want.status} ${want.code ?? ''}`}`,
          )
        }
      }
    }
    expect(mismatches).toEqual([])
  }, 180_000)
})

/** A manual upload (multipart with a one-page PDF), with a fresh Idempotency-Key per call. */
const manualPdf = await new Promise<Buffer>((resolve) => {
  const doc = new PDFDocument()
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  doc.on('end', () => resolve(Buffer.concat(chunks)))
  doc.text('Matrix manual')
  doc.end()
})
const manualUpload = {
  get headers() {
    return { 'content-type': 'multipart/form-data; boundary=matrix', 'idempotency-key': newKey() }
  },
  payload: Buffer.concat([
    Buffer.from(
      '--matrix\r\nContent-Disposition: form-data; name="section"\r\n\r\nmaintenance\r\n' +
        '--matrix\r\nContent-Disposition: form-data; name="language"\r\n\r\nen_EN\r\n' +
        '--matrix\r\nContent-Disposition: form-data; name="file"; filename="m.pdf"\r\nContent-Type: application/pdf\r\n\r\n',
    ),
    manualPdf,
    Buffer.from('\r\n--matrix--\r\n'),
  ]),
}

/** How to name a machine on each 'checked' route: a request for a given machine. */
const checkedRequests: Record<
  string,
  (
    machine: DemoMachineRef,
    ctx: {
      serial: string
      fileId: number
      order: string
      /** The same order's id (the job-cost calls that name an order by its id). */
      orderId: number
      workOrder: { id: number; version: number; taskId: number; assetId: number | null }
      /** A photo stored on one of the machine's work orders. */
      maintenanceFile: string
      /** A task and an asset of the machine that no other check uses (edited, then deleted). */
      spare: { taskId: number; assetId: number }
      /** A new work request on the machine (each check gets its own: a decline decides it). */
      workRequest: number
      /** The machine's cost record (the seed gives one to every machine with job costing). */
      machineCostId: number
      /** Two fresh genius-board orders of the machine: one prepared, one sent. */
      boardOrders: { prepared: { id: number; version: number }; sent: { id: number; version: number } }
    },
  ) => InjectOptions
> = {
  ...Object.fromEntries(
    [
      '/api/order/production',
      '/api/order/configuration',
      '/api/job_average_kpis',
      '/api/order/histogram',
      '/api/order/printed-codes',
      '/api/m2-machine-control/poChild',
      '/api/order/report-digiflex',
      '/api/job-cost/po-consumption-cost',
      '/api/job-cost/machine-po-costs',
      '/api/job-cost/po-cost-comparison',
      '/api/job-cost/po-cost-versions',
      '/api/operation-analytics/embed',
      '/api/m2-machine-control/modules-synoptic-structure',
      '/api/m2-machine-control/modules-synoptic-values',
    ].map((url) => [
      `GET ${url}`,
      (_m: DemoMachineRef, { order }: { order: string }) => ({ method: 'GET', url: `${url}?${order}` }),
    ]),
  ),
  'POST /api/traceability': (machine) => ({
    method: 'POST',
    url: '/api/traceability',
    payload: {
      type: 1,
      machineIds: [machine.id],
      startDate: '2026-11-01',
      finishDate: '2026-11-20',
      dataGrouping: 'day',
    },
  }),
  'POST /api/statistics/makeready': (machine) => ({
    method: 'POST',
    url: '/api/statistics/makeready',
    payload: { machineIds: [machine.id], startDate: '2026-11-01', finishDate: '2026-11-20' },
  }),
  // Both also answer for all the user's machines when none is named: see filteredReads.
  'GET /api/statistics/objectives': (machine) => ({
    method: 'GET',
    url: `/api/statistics/objectives?machines=${machine.id}`,
  }),
  'POST /api/traceability-available-dates': (machine) => ({
    method: 'POST',
    url: '/api/traceability-available-dates',
    payload: { machineIds: [machine.id] },
  }),
  'POST /api/inactivities': (machine) => ({
    method: 'POST',
    url: '/api/inactivities',
    payload: { machineId: machine.id, startDate: '2026-11-01', finishDate: '2026-11-20' },
  }),
  'POST /api/traceability/export': (machine) => ({
    method: 'POST',
    url: '/api/traceability/export',
    payload: {
      start_date: '2026-11-01',
      finish_date: '2026-11-20',
      machine_ids: [machine.id],
      data_grouping: 'day',
    },
  }),
  'POST /api/inactivities/export': (machine) => ({
    method: 'POST',
    url: '/api/inactivities/export',
    payload: { machineId: machine.id, startDate: '2026-11-01', finishDate: '2026-11-20' },
  }),
  'GET /api/documents/machines/:serialNumber': (_m, { serial }) => ({
    method: 'GET',
    url: `/api/documents/machines/${serial}`,
  }),
  'GET /api/documents/files/:id': (_m, { fileId }) => ({
    method: 'GET',
    url: `/api/documents/files/${fileId}`,
  }),
  'GET /api/maintenance/:id': (_m, { workOrder }) => ({
    method: 'GET',
    url: `/api/maintenance/${workOrder.taskId}`,
  }),
  'GET /api/maintenanceAsset/:id': (_m, { workOrder }) => ({
    method: 'GET',
    url: `/api/maintenanceAsset/${workOrder.assetId}`,
  }),
  // Completing an open, low-risk work order of the machine (operator@ acts as a manager here).
  'PUT /api/maintenanceEvent/:id': (_m, { workOrder }) => ({
    method: 'PUT',
    url: `/api/maintenanceEvent/${workOrder.id}`,
    headers: { 'idempotency-key': newKey() },
    payload: { version: workOrder.version, action: { kind: 'complete', durationMinutes: 20 } },
  }),
  'GET /api/maintenanceEvent/:id': (_m, { workOrder }) => ({
    method: 'GET',
    url: `/api/maintenanceEvent/${workOrder.id}`,
  }),
  'POST /api/maintenanceEvent/:id/maintenanceEventImage': (_m, { workOrder }) => ({
    method: 'POST',
    url: `/api/maintenanceEvent/${workOrder.id}/maintenanceEventImage`,
    ...photoUpload([]),
  }),
  'POST /api/maintenanceEvent/images': (_m, { workOrder }) => ({
    method: 'POST',
    url: '/api/maintenanceEvent/images',
    ...photoUpload([{ name: 'eventId', value: String(workOrder.id) }], 'images'),
  }),
  'POST /api/maintenance/requests': (machine) => ({
    method: 'POST',
    url: '/api/maintenance/requests',
    ...photoUpload(
      [
        { name: 'machineId', value: String(machine.id) },
        { name: 'description', value: 'Matrix: a noise at the unwinder' },
        { name: 'urgency', value: 'high' },
      ],
      'images',
    ),
  }),
  'GET /api/maintenance/requests/:id': (_m, { workRequest }) => ({
    method: 'GET',
    url: `/api/maintenance/requests/${workRequest}`,
  }),
  'POST /api/maintenance/requests/:id/decline': (_m, { workRequest }) => ({
    method: 'POST',
    url: `/api/maintenance/requests/${workRequest}/decline`,
    headers: { 'idempotency-key': newKey() },
    payload: { reason: 'Matrix: already fixed' },
  }),
  'DELETE /api/maintenanceEvent/:id': (_m, { workOrder }) => ({
    method: 'DELETE',
    url: `/api/maintenanceEvent/${workOrder.id}`,
    headers: { 'idempotency-key': newKey() },
  }),
  'GET /api/maintenance/:id/detail': (_m, { spare }) => ({
    method: 'GET',
    url: `/api/maintenance/${spare.taskId}/detail`,
  }),
  'GET /api/maintenance/:id/readings.xlsx': (_m, { spare }) => ({
    method: 'GET',
    url: `/api/maintenance/${spare.taskId}/readings.xlsx`,
  }),
  'POST /api/maintenance': (machine) => ({ method: 'POST', url: '/api/maintenance', ...taskUpload(machine) }),
  'POST /api/maintenance/:id': (machine, { spare }) => ({
    method: 'POST',
    url: `/api/maintenance/${spare.taskId}`,
    ...taskUpload(machine),
  }),
  'POST /api/maintenanceinfo': (_m, { spare }) => {
    const { payload, contentType } = multipart([
      { name: 'taskId', value: String(spare.taskId) },
      { name: 'file', value: matrixPdf, fileName: 'steps.pdf', type: 'application/pdf' },
    ])
    return {
      method: 'POST',
      url: '/api/maintenanceinfo',
      payload,
      headers: { 'content-type': contentType, 'idempotency-key': newKey() },
    }
  },
  'DELETE /api/maintenance/:id': (_m, { spare }) => ({
    method: 'DELETE',
    url: `/api/maintenance/${spare.taskId}`,
    headers: { 'idempotency-key': newKey() },
  }),
  'POST /api/maintenanceAsset': (machine) => ({
    method: 'POST',
    url: '/api/maintenanceAsset',
    headers: { 'idempotency-key': newKey() },
    payload: { name: 'Matrix asset', machineId: machine.id },
  }),
  'PUT /api/maintenanceAsset/:id': (machine, { spare }) => ({
    method: 'PUT',
    url: `/api/maintenanceAsset/${spare.assetId}`,
    headers: { 'idempotency-key': newKey() },
    payload: { name: 'Matrix asset, renamed', machineId: machine.id },
  }),
  'DELETE /api/maintenanceAsset/:id': (_m, { spare }) => ({
    method: 'DELETE',
    url: `/api/maintenanceAsset/${spare.assetId}`,
    headers: { 'idempotency-key': newKey() },
  }),
  'GET /api/maintenance/file/download': (_m, { maintenanceFile }) => ({
    method: 'GET',
    url: `/api/maintenance/file/download?fileUrl=${maintenanceFile}`,
  }),
  'GET /api/documents/files/:id/text': (_m, { fileId }) => ({
    method: 'GET',
    url: `/api/documents/files/${fileId}/text`,
  }),
  'POST /api/documents/machines/:serialNumber': (_m, { serial }) => ({
    method: 'POST',
    url: `/api/documents/machines/${serial}`,
    ...manualUpload,
  }),
  'GET /api/job-cost/machines/:id/prices': (machine) => ({
    method: 'GET',
    url: `/api/job-cost/machines/${machine.id}/prices`,
  }),
  'GET /api/job-cost/machines/:id/machine-po-consumptions': (machine, { orderId }) => ({
    method: 'GET',
    url: `/api/job-cost/machines/${machine.id}/machine-po-consumptions?po=${orderId}`,
  }),
  'GET /api/job-cost/machines/:id/ink-group-po-consumptions': (machine, { orderId }) => ({
    method: 'GET',
    url: `/api/job-cost/machines/${machine.id}/ink-group-po-consumptions?po=${orderId}`,
  }),
  'GET /api/job-cost/po/:po/ink-group-po-costs': (_machine, { orderId }) => ({
    method: 'GET',
    url: `/api/job-cost/po/${orderId}/ink-group-po-costs`,
  }),
  'GET /api/job-cost/machines/:id/machine-po-costs': (machine) => ({
    method: 'GET',
    url: `/api/job-cost/machines/${machine.id}/machine-po-costs`,
  }),
  // The seeded record saved again unchanged: a create when one exists updates it.
  'POST /api/job-cost/machines/:id/prices': (machine) => ({
    method: 'POST',
    url: `/api/job-cost/machines/${machine.id}/prices`,
    headers: { 'idempotency-key': newKey() },
    payload: matrixMachineCost,
  }),
  'PUT /api/job-cost/machines/:id/prices/:priceId': (machine, { machineCostId }) => ({
    method: 'PUT',
    url: `/api/job-cost/machines/${machine.id}/prices/${machineCostId}`,
    headers: { 'idempotency-key': newKey() },
    payload: matrixMachineCost,
  }),
  'GET /api/job-cost/statistics': (machine) => ({
    method: 'GET',
    // The UTC day is never after the plant's (Madrid is ahead of UTC).
    url: `/api/job-cost/statistics?date=${new Date().toISOString().slice(0, 10)}&groupBy=week&machineHashCode=${machine.hashCode}`,
  }),
  'GET /api/genius-board/orders/:id': (_m, { boardOrders }) => ({
    method: 'GET',
    url: `/api/genius-board/orders/${boardOrders.prepared.id}`,
  }),
  'POST /api/genius-board/orders': (machine) => ({
    method: 'POST',
    url: '/api/genius-board/orders',
    headers: { 'idempotency-key': newKey() },
    payload: matrixBoardOrder(machine),
  }),
  'PUT /api/genius-board/orders/:id': (machine, { boardOrders }) => ({
    method: 'PUT',
    url: `/api/genius-board/orders/${boardOrders.prepared.id}`,
    headers: { 'idempotency-key': newKey() },
    payload: { ...matrixBoardOrder(machine), version: boardOrders.prepared.version },
  }),
  ...Object.fromEntries(
    (['send', 'recall', 'cancel'] as const).map((action) => [
      `POST /api/genius-board/orders/:id/${action}`,
      (
        _m: DemoMachineRef,
        { boardOrders }: { boardOrders: Record<'prepared' | 'sent', { id: number; version: number }> },
      ) => {
        const order = action === 'recall' ? boardOrders.sent : boardOrders.prepared
        return {
          method: 'POST',
          url: `/api/genius-board/orders/${order.id}/${action}`,
          headers: { 'idempotency-key': newKey() },
          payload: { version: order.version },
        }
      },
    ]),
  ),
  'POST /api/sat_mail': (machine) => ({
    method: 'POST',
    url: '/api/sat_mail',
    payload: { subject: 'Matrix', message: 'Machine-scope check', machineId: machine.id },
  }),
  // Its own name again, and the first place: the other checks find machines by name.
  'POST /api/modify_machine': (machine) => ({
    method: 'POST',
    url: '/api/modify_machine',
    headers: { 'idempotency-key': newKey() },
    payload: { id: machine.id, name: machine.name },
  }),
  'POST /api/reorder_machines': (machine) => ({
    method: 'POST',
    url: '/api/reorder_machines',
    headers: { 'idempotency-key': newKey() },
    payload: { id: machine.id, position: 1 },
  }),
}

/** A new work request on the machine, filed by manager@ (who sees every machine). */
async function matrixWorkRequest(machine: DemoMachineRef) {
  const [row] = await t.ctx.db
    .insert(schema.workRequests)
    .values({
      plantId: t.base.plantId,
      machineId: machine.id,
      description: 'Matrix request',
      urgency: 'low',
      requestedBy: t.base.userIds['manager@demo.plant'],
    })
    .returning({ id: schema.workRequests.id })
  return row
}

/** A genius-board order as the form sends it, for a machine that takes decks (one coloured deck: runnable). */
const matrixBoardOrder = (machine: DemoMachineRef) => ({
  machineId: machine.id,
  reference: `MATRIX-${newKey()}`,
  jobName: 'Matrix job',
  customer: 'Matrix Foods',
  materialId: 1,
  width: 1000,
  targetMeter: 1000,
  decks: [
    {
      position: 1,
      inkId: matrixInkId,
      anilox: null,
      plateHolder: null,
      tape: '3M 1015',
      mode: 'print' as const,
      viscosity: null,
      temperature: null,
    },
  ],
})

/** A machine-cost record as the machine tab sends it. */
const matrixMachineCost = Object.fromEntries(machineCostFields.map((f) => [f.key, 1]))

/** A one-off task on the machine as the task form sends it (multipart), with a fresh Idempotency-Key. */
function taskUpload(machine: DemoMachineRef) {
  const fields: Record<string, string> = {
    name: 'Matrix task',
    type: 'review',
    condition: 'stopped',
    frequency: 'none',
    reason: 'Matrix',
    provider: 'Matrix',
    durationMinutes: '15',
    risk: '3',
    startDate: '2099-01-05',
    machines: String(machine.id),
  }
  const { payload, contentType } = multipart(Object.entries(fields).map(([name, value]) => ({ name, value })))
  return { payload, headers: { 'content-type': contentType, 'idempotency-key': newKey() } }
}

/** A PDF a task accepts as its step-by-step instructions (read whole, as a manual is). */
const matrixPdf = manualPdf

/** A photo upload (multipart), with a fresh Idempotency-Key per call. */
function photoUpload(fields: Part[], field = 'image') {
  const { payload, contentType } = multipart([
    ...fields,
    { name: field, value: tinyPng, fileName: 'matrix.png', type: 'image/png' },
  ])
  return { payload, headers: { 'content-type': contentType, 'idempotency-key': newKey() } }
}

/** How to read the machines an answer of each 'filtered' route is about (null: names only, see why). */
const filteredReads: Record<
  string,
  {
    request: InjectOptions
    machinesOf: ((body: unknown) => number[]) | null
    /** For a file answer: the machines named in it. */
    fileMachinesOf?: (payload: Buffer) => Promise<number[]>
  }
> = {
  'GET /api/machines_plant': {
    request: { method: 'GET', url: '/api/machines_plant' },
    machinesOf: (body) => (body as { id: number }[]).map((x) => x.id),
  },
  'GET /api/machines_config_plant': {
    request: { method: 'GET', url: '/api/machines_config_plant' },
    machinesOf: (body) => (body as { machineId: number }[]).map((x) => x.machineId),
  },
  'GET /api/plant-control/machines': {
    request: { method: 'GET', url: '/api/plant-control/machines' },
    machinesOf: (body) => (body as { machineId: number }[]).map((x) => x.machineId),
  },
  'POST /api/order/historic': {
    request: { method: 'POST', url: '/api/order/historic', payload: {} },
    machinesOf: (body) =>
      (body as { results: { machineHashCode: string }[] }).results.map(
        (r) => Object.values(m).find((x) => x.hashCode === r.machineHashCode)!.id,
      ),
  },
  'POST /api/order/historic/export': {
    request: { method: 'POST', url: '/api/order/historic/export', payload: {} },
    machinesOf: null,
    fileMachinesOf: async (payload) => {
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load(payload as unknown as ArrayBuffer)
      const names = workbook.worksheets[0].getColumn(1).values.slice(2) as string[]
      return names.map((name) => m[name].id)
    },
  },
  'GET /api/statistics/machines': {
    request: { method: 'GET', url: '/api/statistics/machines' },
    machinesOf: (body) => (body as { id: number }[]).map((x) => x.id),
  },
  'GET /api/statistics/objectives': {
    request: { method: 'GET', url: '/api/statistics/objectives' },
    machinesOf: (body) => (body as { machineId: number }[]).map((x) => x.machineId),
  },
  'GET /api/job-cost/plants/:plantId/machine-consumable-types': {
    get request(): InjectOptions {
      return { method: 'GET', url: `/api/job-cost/plants/${t.base.plantId}/machine-consumable-types` }
    },
    machinesOf: (body) => (body as { id: number }[]).map((x) => x.id),
  },
  'GET /api/job-cost/stop-costs': {
    request: { method: 'GET', url: '/api/job-cost/stop-costs' },
    machinesOf: (body) => (body as { machines: { machineId: number }[] }).machines.map((x) => x.machineId),
  },
  // Two instants over the user's machines: tests/server/statistics.test.ts checks they ignore the
  // others when none is named ('checked': a machine named that is not the user's is a 403).
  'POST /api/traceability-available-dates': {
    request: { method: 'POST', url: '/api/traceability-available-dates', payload: {} },
    machinesOf: null,
  },
  'GET /api/documents/machines': {
    request: { method: 'GET', url: '/api/documents/machines' },
    machinesOf: (body) => (body as { id: number }[]).map((x) => x.id),
  },
  'GET /api/maintenanceEvent/data': {
    request: { method: 'GET', url: '/api/maintenanceEvent/data' },
    machinesOf: (body) => [
      ...(body as { machines: { id: number }[] }).machines.map((x) => x.id),
      ...(body as { assets: { machineId: number | null }[] }).assets.flatMap((x) =>
        x.machineId ? [x.machineId] : [],
      ),
    ],
  },
  // Counts only: tests/server/maintenance.test.ts checks they count the user's work orders alone.
  'GET /api/maintenanceEvent/dashboard': {
    request: { method: 'GET', url: '/api/maintenanceEvent/dashboard' },
    machinesOf: null,
  },
  'GET /api/maintenanceEvent/mine': {
    request: { method: 'GET', url: '/api/maintenanceEvent/mine' },
    machinesOf: (body) =>
      (body as { events: { machineId: number | null }[] }).events.flatMap((x) =>
        x.machineId ? [x.machineId] : [],
      ),
  },
  'GET /api/maintenance/list': {
    request: { method: 'GET', url: '/api/maintenance/list' },
    machinesOf: (body) =>
      (body as { machines: { id: number }[] }[]).flatMap((x) => x.machines.map((mm) => mm.id)),
  },
  'GET /api/maintenance/form-data': {
    request: { method: 'GET', url: '/api/maintenance/form-data' },
    machinesOf: (body) => [
      ...(body as { machines: { id: number }[] }).machines.map((x) => x.id),
      ...(body as { assets: { machineId: number | null }[] }).assets.flatMap((x) =>
        x.machineId ? [x.machineId] : [],
      ),
      ...(body as { operators: { machineIds: number[] }[] }).operators.flatMap((x) => x.machineIds),
    ],
  },
  'GET /api/maintenanceAsset/list': {
    request: { method: 'GET', url: '/api/maintenanceAsset/list' },
    machinesOf: (body) =>
      (body as { machineId: number | null }[]).flatMap((x) => (x.machineId ? [x.machineId] : [])),
  },
  'GET /api/maintenance/requests/machines': {
    request: { method: 'GET', url: '/api/maintenance/requests/machines' },
    machinesOf: (body) => (body as { machineId: number }[]).map((x) => x.machineId),
  },
  'GET /api/maintenance/requests': {
    request: { method: 'GET', url: '/api/maintenance/requests' },
    machinesOf: (body) => (body as { requests: { machineId: number }[] }).requests.map((x) => x.machineId),
  },
  'GET /api/maintenanceEvent': {
    request: { method: 'GET', url: '/api/maintenanceEvent?maintenanceStates=1,2,3,4&limit=500' },
    machinesOf: (body) => (body as { results: { machineId: number }[] }).results.map((x) => x.machineId),
  },
  // The audit PDF: the machines whose names its text holds (rows, assets, filters).
  'GET /api/maintenance/report/audit': {
    request: {
      method: 'GET',
      url: '/api/maintenance/report/audit?initialDate=2026-10-01&finalDate=2026-11-30',
    },
    machinesOf: null,
    fileMachinesOf: async (payload) => {
      const text = (await extractPdfText(payload)).pages.join(' ')
      return Object.values(m)
        .filter((machine) => text.includes(machine.name))
        .map((machine) => machine.id)
    },
  },
  'GET /api/documents/search': {
    request: { method: 'GET', url: '/api/documents/search?q=unwinder&limit=100' },
    machinesOf: (body) => (body as { machineName: string }[]).map((x) => m[x.machineName].id),
  },
  'GET /api/genius-board/catalog': {
    request: { method: 'GET', url: '/api/genius-board/catalog' },
    machinesOf: (body) => [
      ...(body as { machines: { id: number }[] }).machines.map((x) => x.id),
      ...(body as { tools: { machineId: number }[] }).tools.map((x) => x.machineId),
    ],
  },
  'GET /api/genius-board/orders': {
    request: { method: 'GET', url: '/api/genius-board/orders' },
    machinesOf: (body) => (body as { orders: { machineId: number }[] }).orders.map((x) => x.machineId),
  },
  // Names without machines: tests/server/plant.test.ts checks that operator@ does not see the
  // customers and operators of machines it does not hold.
  'GET /api/customers_plant': { request: { method: 'GET', url: '/api/customers_plant' }, machinesOf: null },
  'GET /api/operators_plant': { request: { method: 'GET', url: '/api/operators_plant' }, machinesOf: null },
}

describe('machine scope', () => {
  // A fresh session: the matrix above ended with every caller's logout.
  const signedIn = async (email: string): Promise<Caller> => ({
    ...callers.find((c) => c.name === email)!,
    token: await login(t, email),
  })
  const scoped = (scope: MachineScope) =>
    t.app.apiRoutes.filter((r) => r.access.machines === scope).map((r) => `${r.method} ${r.url}`)

  // Several hundred calls: 6 s on an idle machine, over 30 s (vitest's default) on a busy CI host.
  it("'checked' routes: an unassigned machine is 403 MACHINE_NOT_ASSIGNED, an assigned one passes", async () => {
    // operator@ holds some machines but not every role: for this test it also gets the roles the
    // checked routes need (job costing), read from the database on each request.
    const [operatorRow] = await t.ctx.db
      .select({ roles: schema.users.roles })
      .from(schema.users)
      .where(eq(schema.users.email, 'operator@demo.plant'))
    const needed = new Set(
      t.app.apiRoutes.flatMap((r) =>
        r.access.machines === 'checked' && r.access.who === 'user'
          ? [...(r.access.anyOf ?? [])].slice(0, 1)
          : [],
      ),
    )
    await t.ctx.db
      .update(schema.users)
      .set({ roles: [...new Set([...operatorRow.roles, ...needed])] })
      .where(eq(schema.users.email, 'operator@demo.plant'))
    const operator = await signedIn('operator@demo.plant')
    const serialOf = async (machineId: number) => {
      const [row] = await t.ctx.db.select().from(schema.machines).where(eq(schema.machines.id, machineId))
      return row.serialNumber
    }
    const fileOf = async (machineId: number) => {
      const [doc] = await t.ctx.db
        .select()
        .from(schema.documents)
        .where(eq(schema.documents.machineId, machineId))
      return doc.id
    }
    // An open work order of the machine at productivity risk, for a change the rules accept.
    const workOrderOf = async (machine: DemoMachineRef) => {
      const [row] = await t.ctx.db
        .select({
          id: schema.maintenanceEvents.id,
          version: schema.maintenanceEvents.version,
          taskId: schema.maintenanceEvents.taskId,
          assetId: schema.maintenanceEvents.assetId,
        })
        .from(schema.maintenanceEvents)
        .innerJoin(schema.maintenanceTasks, eq(schema.maintenanceTasks.id, schema.maintenanceEvents.taskId))
        .where(
          and(
            eq(schema.maintenanceEvents.machineId, machine.id),
            eq(schema.maintenanceEvents.state, 1),
            // Of a live task: the matrix above, as a manager, deleted task 1 (DELETE /api/maintenance/1)
            // and its open work; a manager may complete at any risk, so another risk stands in.
            isNull(schema.maintenanceTasks.deletedAt),
          ),
        )
        .orderBy(sql`(${schema.maintenanceTasks.risk} = 3) desc`, schema.maintenanceEvents.id)
        .limit(1)
      return row
    }
    // A task and an asset of the machine for the planning writes alone, so none of them changes
    // the rows the other checks use.
    const spareOf = async (machine: DemoMachineRef) => {
      const [asset] = await t.ctx.db
        .insert(schema.maintenanceAssets)
        .values({ plantId: t.base.plantId, machineId: machine.id, name: 'Matrix spare asset' })
        .returning({ id: schema.maintenanceAssets.id })
      const [task] = await t.ctx.db
        .insert(schema.maintenanceTasks)
        .values({
          plantId: t.base.plantId,
          name: 'Matrix spare task',
          type: 'review',
          condition: 'stopped',
          frequency: 'none',
          risk: 3,
          startDate: '2099-01-05',
        })
        .returning({ id: schema.maintenanceTasks.id })
      await t.ctx.db.insert(schema.maintenanceTaskMachines).values({ taskId: task.id, machineId: machine.id })
      return { taskId: task.id, assetId: asset.id }
    }
    // A photo on a work order of the machine, stored as an upload would store it.
    const maintenanceFileOf = async (machine: DemoMachineRef) => {
      const order = await workOrderOf(machine)
      const stored = await t.ctx.storage.put(tinyPng)
      const [file] = await t.ctx.db
        .insert(schema.storedFiles)
        .values({ fileName: 'matrix.png', mimeType: 'image/png', ...stored })
        .returning({ id: schema.storedFiles.id })
      await t.ctx.db.insert(schema.maintenanceEventImages).values({ eventId: order.id, fileId: file.id })
      return file.id
    }
    const workRequestOf = async (machine: DemoMachineRef) => (await matrixWorkRequest(machine)).id
    const machineCostOf = async (machine: DemoMachineRef) => {
      const [row] = await t.ctx.db
        .select({ id: schema.machineCosts.id })
        .from(schema.machineCosts)
        .where(eq(schema.machineCosts.machineId, machine.id))
      return row?.id ?? 1
    }
    // Fresh genius-board orders of the machine (each check changes one): prepared, and sent.
    const boardOrdersOf = async (machine: DemoMachineRef) => {
      const [prepared, sent] = await t.ctx.db
        .insert(schema.preparedOrders)
        .values(
          (['prepared', 'sent'] as const).map((state) => ({
            ...matrixBoardOrder(machine),
            plantId: t.base.plantId,
            createdBy: t.base.userIds['manager@demo.plant'],
            state,
          })),
        )
        .returning({ id: schema.preparedOrders.id, version: schema.preparedOrders.version })
      return { prepared, sent }
    }
    // The order the matrix made on the machine (PO-MATRIX-*), as the order-detail query string.
    const orderRowOf = async (machine: DemoMachineRef) => {
      const [o] = await t.ctx.db
        .select()
        .from(schema.productionOrders)
        .where(eq(schema.productionOrders.machineId, machine.id))
      return o
    }
    const orderOf = async (machine: DemoMachineRef) => {
      const o = await orderRowOf(machine)
      return `machineHashCode=${machine.hashCode}&idOnMachine=${o.idOnMachine}&insertTimestamp=${o.insertTimestamp}`
    }
    for (const route of scoped('checked')) {
      const build = checkedRequests[route]
      expect(build, `${route} is 'checked': add how to name a machine on it`).toBeDefined()
      for (const [name, assigned] of [
        ['Flexo CI 1', true],
        ['Roto R9 North', false],
      ] as const) {
        const machine = m[name]
        const request = build(machine, {
          serial: await serialOf(machine.id),
          fileId: await fileOf(machine.id),
          order: await orderOf(machine),
          orderId: (await orderRowOf(machine)).id,
          workOrder: await workOrderOf(machine),
          maintenanceFile: await maintenanceFileOf(machine),
          spare: await spareOf(machine),
          workRequest: await workRequestOf(machine),
          machineCostId: await machineCostOf(machine),
          boardOrders: await boardOrdersOf(machine),
        })
        const res = await t.app.inject({
          ...request,
          headers: { ...(request.headers as Record<string, string> | undefined), ...headersOf(operator) },
        })
        figures.machineCalls++
        if (assigned) expect(res.statusCode, `${route} ${name}`).toBeLessThan(400)
        else {
          expect(res.statusCode, `${route} ${name}`).toBe(403)
          expect(res.json().error).toBe('MACHINE_NOT_ASSIGNED')
        }
      }
    }
    await t.ctx.db
      .update(schema.users)
      .set({ roles: operatorRow.roles })
      .where(eq(schema.users.email, 'operator@demo.plant'))
  }, 120_000)

  it("'filtered' routes: a user with some machines gets no row of the others", async () => {
    // As above: operator@ also gets the roles the filtered routes need (stop costs: job costing).
    const [operatorRow] = await t.ctx.db
      .select({ roles: schema.users.roles })
      .from(schema.users)
      .where(eq(schema.users.email, 'operator@demo.plant'))
    const needed = t.app.apiRoutes.flatMap((r) =>
      r.access.machines === 'filtered' && r.access.who === 'user'
        ? [...(r.access.anyOf ?? [])].slice(0, 1)
        : [],
    )
    await t.ctx.db
      .update(schema.users)
      .set({ roles: [...new Set([...operatorRow.roles, ...needed])] })
      .where(eq(schema.users.email, 'operator@demo.plant'))
    const operator = await signedIn('operator@demo.plant')
    const assigned = new Set(
      (await t.app.inject({ method: 'GET', url: '/api/machines_plant', headers: headersOf(operator) }))
        .json()
        .map((x: { id: number }) => x.id),
    )
    expect(assigned.has(m['Flexo CI 1'].id)).toBe(true)
    expect(assigned.has(m['Roto R9 North'].id)).toBe(false)
    // The 'checked' routes that list all the user's machines when none is named are read here too.
    const listing = scoped('checked').filter((route) => route in filteredReads)
    expect(listing.length, 'objectives and available dates list when no machine is named').toBe(2)
    for (const route of [...scoped('filtered'), ...listing]) {
      const read = filteredReads[route]
      expect(read, `${route} is 'filtered': add how to read machines from its answer`).toBeDefined()
      if (!read.machinesOf && !read.fileMachinesOf) continue
      const res = await t.app.inject({ ...read.request, headers: headersOf(operator) })
      figures.machineCalls++
      expect(res.statusCode, route).toBe(200)
      const seen = read.fileMachinesOf
        ? await read.fileMachinesOf(res.rawPayload)
        : (read.machinesOf as (body: unknown) => number[])(res.json())
      const leaks = seen.filter((id) => !assigned.has(id))
      figures.leaks += leaks.length
      expect(leaks, route).toEqual([])
      expect(seen.length, `${route} shows the assigned machines' rows`).toBeGreaterThan(0)
    }
    await t.ctx.db
      .update(schema.users)
      .set({ roles: operatorRow.roles })
      .where(eq(schema.users.email, 'operator@demo.plant'))
  }, 120_000)
})
