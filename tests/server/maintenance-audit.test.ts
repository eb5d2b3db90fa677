/**
 * The maintenance audit report (issue 12, GET /maintenance/report/audit) and the demo files: the
 * PDF parses with pdf.js and lists exactly the work orders the list answers for the same filters
 * (nothing of another machine, operator, type or day), prints the filters in words and each work
 * order's history, in the reader's language; an operator's report holds only their own work; bad
 * filters are a 400 naming the field, too many work orders a 400 naming initialDate, no
 * maintenance role a 403. The seed with a storage backend gives tasks step-by-step PDFs and some
 * done work photos, and history details in the shape the detail reads.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { seedMaintenance } from '../../server/demo/maintenance/seed-maintenance'
import { extractPdfText } from '../../server/services/documents/extract-text'
import { bearer, type DemoMachineRef, demoMachinesByName, signIn } from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

// 10:00 in the plant (Europe/Madrid) on Friday 20 November 2026.
const now = new Date('2026-11-20T09:00:00Z')
const TODAY = '2026-11-20'
let t: TestApp
let manager: string
let operator: string
let tech: string
let sales: string
let m: Record<string, DemoMachineRef>
let seeded: Awaited<ReturnType<typeof seedMaintenance>>

beforeAll(async () => {
  t = await createTestApp({ now: () => now })
  seeded = await seedMaintenance(t.ctx.db, {
    plantId: t.base.plantId,
    userIds: t.base.userIds,
    now,
    storage: t.ctx.storage,
  })
  ;[manager, operator, tech, sales] = await Promise.all([
    signIn(t, 'manager@demo.plant'),
    signIn(t, 'operator@demo.plant'),
    signIn(t, 'tech@demo.plant'),
    signIn(t, 'sales@demo.plant'),
  ])
  m = await demoMachinesByName(t.ctx.db)
}, 120_000)
afterAll(() => t.close())

interface WorkOrder {
  id: number
  taskName: string
  type: string
  machineName: string
  assetName: string
  operatorName: string | null
  date: string
  state: number
  displayState: number
}

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) })

/** Every work order the list answers for a query (all pages). */
async function listAll(query: string, token: string): Promise<WorkOrder[]> {
  const out: WorkOrder[] = []
  for (let offset = 0; ; offset += 500) {
    const res = await get(`/api/maintenanceEvent?${query}&limit=500&offset=${offset}`, token)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json() as { total: number; results: WorkOrder[] }
    out.push(...body.results)
    if (out.length >= body.total) return out
  }
}

async function audit(query: string, token: string) {
  const res = await get(`/api/maintenance/report/audit?${query}`, token)
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  const text = await extractPdfText(res.rawPayload)
  return { res, text: text.pages.join(' '), pages: text.pages }
}

const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The work-order rows of a report's text: a day, then a task name and a machine name as the
 * seed names them. Each row is counted once (history lines start with a time, continuation
 * lines with " · ").
 */
function rowsOf(text: string, taskNames: string[]) {
  const machines = Object.keys(m).map(escapeRe).join('|')
  const tasks = taskNames.map(escapeRe).join('|')
  const re = new RegExp(`(\\d\\d/\\d\\d/\\d{4}) (${tasks}) (${machines}) `, 'g')
  return [...text.matchAll(re)].map((x) => `${x[1]} ${x[2]} ${x[3]}`)
}

const seededTasks = async () =>
  (await t.ctx.db.selectDistinct({ name: schema.maintenanceTasks.name }).from(schema.maintenanceTasks)).map(
    (r) => r.name,
  )

const sorted = (list: string[]) => [...list].sort()

describe('the audit report', () => {
  it('lists exactly the work orders the list answers for the same filters, with their history', async () => {
    const flexo = m['Flexo CI 1']
    const query = `machines=${flexo.id}&initialDate=2026-08-01&finalDate=2026-11-30`
    const expected = await listAll(`${query}&maintenanceStates=1,2,3,4`, manager)
    expect(expected.length).toBeGreaterThan(20)
    const { res, text, pages } = await audit(query, manager)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="maintenance-audit-${TODAY}.pdf"; filename*=UTF-8''maintenance-audit-${TODAY}.pdf`,
    )
    expect(pages.length).toBeGreaterThan(1)
    const rows = rowsOf(text, await seededTasks())
    expect(sorted(rows)).toEqual(sorted(expected.map((e) => `${day(e.date)} ${e.taskName} ${e.machineName}`)))
    // Nothing of another machine, not even in an asset's name.
    for (const other of Object.keys(m).filter((name) => name !== 'Flexo CI 1')) {
      expect(text).not.toContain(other)
    }
    // Every day is inside the filter.
    for (const e of expected) expect(e.date >= '2026-08-01' && e.date <= '2026-11-30').toBe(true)
    // The header, the filters in words, the summary and the page numbers.
    expect(text).toContain('Maintenance audit report')
    expect(text).toContain('Plant: Demo plant')
    expect(text).toContain('by Marta Manager')
    expect(text).toContain('Machines Flexo CI 1 Assets All Operators All States All')
    expect(text).toContain('Initial date 01/08/2026 Final date 30/11/2026')
    expect(text).toContain(`Work orders ${expected.length}`)
    expect(text).toContain(`Page 1 / ${pages.length}`)
    expect(text).toContain("1 · People's safety")
    // A done work order's history line: when, who, what, from and to state.
    expect(text).toMatch(/\d\d\/\d\d\/\d{4} \d\d:\d\d · Oscar Operator · Completed · (Open|Replanned) → Done/)
  })

  it('narrows by state, task type and risk, and prints them in words', async () => {
    const laminator = m['Laminator SL 1']
    const base = `machines=${laminator.id}&initialDate=2026-01-01&finalDate=2026-11-30`
    const listed = (await listAll(`${base}&maintenanceStates=2,3`, manager)).filter((e) =>
      ['grease', 'clean'].includes(e.type),
    )
    expect(listed.length).toBeGreaterThan(5)
    const { text } = await audit(`${base}&maintenanceStates=2,3&eventTypes=grease,clean`, manager)
    expect(sorted(rowsOf(text, await seededTasks()))).toEqual(
      sorted(listed.map((e) => `${day(e.date)} ${e.taskName} ${e.machineName}`)),
    )
    expect(text).toContain(
      'States Done, Cancelled Task types Greasing, Cleaning Frequencies All Risk levels All',
    )
    expect(text).not.toContain('Check emergency stops')
    // The risk levels of a dashboard figure's list.
    const risky = await listAll(`${base}&maintenanceStates=1,2,3,4&risks=1,2`, manager)
    expect(risky.length).toBeGreaterThan(5)
    const byRisk = await audit(`${base}&risks=1,2`, manager)
    expect(sorted(rowsOf(byRisk.text, await seededTasks()))).toEqual(
      sorted(risky.map((e) => `${day(e.date)} ${e.taskName} ${e.machineName}`)),
    )
    // Each level reads distinct (issue 29), never two "People's safety".
    expect(byRisk.text).toContain("Risk levels 1 · People's safety, high, 2 · People's safety, moderate")
    expect(byRisk.text).not.toContain('Grease unwinder bearings')
  })

  it("gives an operator only their own work orders, in the operator's language", async () => {
    const query = 'initialDate=2026-10-01&finalDate=2026-11-30'
    const own = await listAll(`${query}&maintenanceStates=1,2,3,4`, operator)
    expect(own.length).toBeGreaterThan(10)
    expect(new Set(own.map((e) => e.operatorName))).toEqual(new Set(['Oscar Operator']))
    const { text } = await audit(query, operator)
    expect(text).toContain('Informe de auditoría de mantenimiento')
    expect(text).toContain('Máquinas Todo')
    expect(sorted(rowsOf(text, await seededTasks()))).toEqual(
      sorted(own.map((e) => `${day(e.date)} ${e.taskName} ${e.machineName}`)),
    )
    // Tech's machines and name are not in it.
    expect(text).not.toContain('Teresa Tech')
    expect(text).not.toContain('Roto R9 North')
    // Filtering by another operator gives nothing (not their work), and names them only by id.
    const techId = t.base.userIds['tech@demo.plant']
    const other = await audit(`${query}&operators=${techId}`, operator)
    expect(rowsOf(other.text, await seededTasks())).toEqual([])
    expect(other.text).toContain(`Operarios #${techId}`)
    expect(other.text).toContain('Ninguna orden de trabajo coincide con estos filtros.')
  })

  it('prints the history of a postponed work order with its dates and notes', async () => {
    const [moved] = (
      await t.ctx.db.execute<{ id: number; date: string; original_date: string; machine_id: number }>(sql`
        select e.id, e.date::text as date, e.original_date::text as original_date, e.machine_id
        from maintenance_events e where e.postpone_count > 0 and e.state = 2 order by e.id limit 1`)
    ).rows
    expect(moved).toBeDefined()
    const { text } = await audit(
      `machines=${moved.machine_id}&initialDate=${moved.date}&finalDate=${moved.date}`,
      manager,
    )
    expect(text).toMatch(
      new RegExp(
        `Marta Manager · Postponed \\(transition 2\\) · Open → Replanned · ${escapeRe(day(moved.original_date))} → ${escapeRe(day(moved.date))} · «[^»]+»`,
      ),
    )
    expect(text).toContain(`Originally planned for ${day(moved.original_date)}`)
  })

  // No time limit here: a timed test fails on a busy machine (the fresh-clone run of 1 December
  // took 44 s for what took under 20 before, beside the e2e and cluster runs). The time is printed.
  it('renders a year of the whole demo plant', async () => {
    const started = Date.now()
    const { text, pages } = await audit('', manager)
    const ms = Date.now() - started
    console.log(`audit report: ${seeded.events} work orders, ${pages.length} pages in ${ms} ms`)
    expect(text).toContain(`Work orders ${seeded.events.toLocaleString('en-US')}`)
  }, 180_000)

  it('answers 400 naming the field for bad filters', async () => {
    const cases: Array<[string, string]> = [
      ['initialDate=2026-11-10&finalDate=2026-11-01', 'finalDate'],
      ['initialDate=2026-02-30', 'initialDate'],
      ['finalDate=20261101', 'finalDate'],
      ['maintenanceStates=5', 'maintenanceStates'],
      ['maintenanceStates=', 'maintenanceStates'],
      ['eventTypes=paint', 'eventTypes'],
      ['machines=abc', 'machines'],
      ['assets=1,,2', 'assets'],
      ['operators=-1', 'operators'],
      ['maintenanceFrequencies=hourly', 'maintenanceFrequencies'],
      ['risks=6', 'risks'],
    ]
    for (const [query, field] of cases) {
      const res = await get(`/api/maintenance/report/audit?${query}`, manager)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().errors[0].field, query).toBe(field)
    }
  })

  it('refuses more than 5,000 work orders with a 400 naming initialDate, until the dates are narrowed', async () => {
    const flexo = m['Flexo CI 1']
    const [task] = await t.ctx.db
      .select({ id: schema.maintenanceTasks.id })
      .from(schema.maintenanceTasks)
      .where(eq(schema.maintenanceTasks.name, 'Check emergency stops'))
      .limit(1)
    await t.ctx.db.execute(sql`
      insert into maintenance_events (task_id, machine_id, operator_user_id, state, date, original_date)
      select ${task.id}, ${flexo.id}, ${t.base.userIds['operator@demo.plant']}, 1,
        date '2031-01-01' + (g % 200), date '2031-01-01' + (g % 200)
      from generate_series(1, 5100) g`)
    try {
      const res = await get('/api/maintenance/report/audit?initialDate=2031-01-01', manager)
      expect(res.statusCode).toBe(400)
      expect(res.json().errors[0].field).toBe('initialDate')
      expect(res.json().message).toMatch(/narrow the dates/)
      const narrowed = await get(
        '/api/maintenance/report/audit?initialDate=2031-01-01&finalDate=2031-01-05',
        manager,
      )
      expect(narrowed.statusCode).toBe(200)
    } finally {
      await t.ctx.db.execute(sql`delete from maintenance_events where date >= '2031-01-01'`)
    }
  }, 60_000)

  it('is refused without a maintenance role (403) and without a session (401)', async () => {
    const res = await get('/api/maintenance/report/audit', sales)
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toBe('FORBIDDEN')
    expect((await t.app.inject({ url: '/api/maintenance/report/audit' })).statusCode).toBe(401)
  })
})

describe('the demo files', () => {
  it('gives most tasks a step-by-step PDF with the safety warnings of their condition', async () => {
    expect(seeded.instructions).toBeGreaterThan(seeded.tasks / 2)
    const rows = (
      await t.ctx.db.execute<{ file_id: string; name: string; condition: string; machine_id: number }>(sql`
        select t.file_id, t.name, t.condition, tm.machine_id
        from maintenance_tasks t join maintenance_task_machines tm on tm.task_id = t.id
        where t.file_id is not null order by t.id`)
    ).rows
    expect(rows.length).toBe(seeded.instructions)
    // Each task its own stored file.
    expect(new Set(rows.map((r) => r.file_id)).size).toBe(rows.length)
    const lockedOut = rows.find((r) => r.condition === 'locked_out' && r.machine_id === m['Slitter DS 1'].id)!
    const pdf = await get(`/api/maintenance/file/download?fileUrl=${lockedOut.file_id}`, tech)
    expect(pdf.statusCode).toBe(200)
    const text = (await extractPdfText(pdf.rawPayload)).pages.join(' ')
    expect(text).toContain(lockedOut.name)
    expect(text).toContain('LOCK-OUT / TAG-OUT')
    expect(text).toContain('Slitting and rewinding')
    expect(text).toMatch(/Steps 1 .+ 2 /)
    expect(text).toContain('Sign-off')
    // The work order's detail names it.
    const event = (await listAll(`machines=${m['Slitter DS 1'].id}&maintenanceStates=1`, tech)).find(
      (e) => e.taskName === lockedOut.name,
    )!
    const detail = (await get(`/api/maintenanceEvent/${event.id}`, tech)).json()
    expect(detail.hasInstructions).toBe(true)
    expect(detail.instructions.fileName).toMatch(/\.pdf$/)
  })

  it('attaches real PNG photos to some done work orders, readable by their operator', async () => {
    expect(seeded.photos).toBeGreaterThan(10)
    const [withPhotos] = (
      await t.ctx.db.execute<{ event_id: number; n: number }>(sql`
        select i.event_id, count(*)::int as n from maintenance_event_images i
        join maintenance_events e on e.id = i.event_id
        where e.operator_user_id = ${t.base.userIds['tech@demo.plant']} and e.state = 2
        group by i.event_id order by n desc, i.event_id limit 1`)
    ).rows
    const detail = (await get(`/api/maintenanceEvent/${withPhotos.event_id}`, tech)).json()
    expect(detail.state).toBe(2)
    expect(detail.images).toHaveLength(withPhotos.n)
    const photo = await get(detail.images[0].url, tech)
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['content-type']).toBe('image/png')
    expect([...photo.rawPayload.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    expect(photo.rawPayload.readUInt32BE(16)).toBe(400) // IHDR width
    expect(photo.rawPayload.readUInt32BE(20)).toBe(300)
  })

  it('writes history details in the shape the detail reads ({action, from, to, notes})', async () => {
    const [moved] = (
      await t.ctx.db.execute<{ id: number; date: string; original_date: string }>(sql`
        select e.id, e.date::text as date, e.original_date::text as original_date
        from maintenance_events e
        where e.postpone_count > 0 and e.operator_user_id = ${t.base.userIds['tech@demo.plant']}
        order by e.id limit 1`)
    ).rows
    const detail = (await get(`/api/maintenanceEvent/${moved.id}`, tech)).json()
    const postpone = detail.history.find((h: { action: string }) => h.action === 'postpone')
    expect(postpone).toMatchObject({
      transitionId: 2,
      fromState: 1,
      toState: 5,
      fromDate: moved.original_date,
      toDate: moved.date,
      userName: 'Marta Manager',
    })
    expect(postpone.notes).toEqual(expect.any(String))
    expect(postpone.at).toBe(new Date(`${moved.original_date}T07:30:00Z`).toISOString())
    const details = (
      await t.ctx.db.execute<{ details: string | null }>(sql`select details from maintenance_event_history`)
    ).rows
    for (const row of details) {
      expect(Object.keys(JSON.parse(row.details ?? '{}')).sort()).toEqual(['action', 'from', 'notes', 'to'])
    }
  })
})
