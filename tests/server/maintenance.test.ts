/**
 * Maintenance work orders (issue 12, first part): the list's filters and scope, and changes under
 * the shared rules (docs/decisions/015): versions (409 with the current state), idempotent
 * replays, history rows, and a 403 with the rule's reason for each kind of refusal.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { MAINTENANCE_NOW } from '../support/database-fixtures'
import { bearer, type DemoMachineRef, demoMachinesByName, signIn } from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

// The plant is in Europe/Madrid: 10:00 there on Friday 20 November 2026.
const now = MAINTENANCE_NOW
const TODAY = '2026-11-20'
// The plant works Monday-Friday: the day after Friday's TODAY that has work is Monday.
const SATURDAY = '2026-11-21'
const NEXT_WORKING_DAY = '2026-11-23'
let t: TestApp
let manager: string
let operator: string
let tech: string
let m: Record<string, DemoMachineRef>

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

interface WorkOrder {
  id: number
  risk: number
  state: number
  displayState: number
  date: string
  version: number
  machineId: number
  operatorUserId: number | null
  postponeCount: number
}
const list = async (query: string, token = manager) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/maintenanceEvent?${query}`,
    headers: bearer(token),
  })
  return {
    status: res.statusCode,
    body: res.json() as { total: number; results: WorkOrder[] } & { errors?: { field: string }[] },
  }
}
let keyCount = 0
const change = (
  id: number,
  payload: unknown,
  token = manager,
  key = `maint-key-${++keyCount}-${Date.now()}`,
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/maintenanceEvent/${id}`,
    headers: { ...bearer(token), 'idempotency-key': key },
    payload: payload as object,
  })

/** An open work order of a machine at a risk, planned from today on. */
async function openWorkOrder(risk: number, machine = 'Flexo CI 1', token = manager) {
  const { body } = await list(`maintenanceStates=1&machines=${m[machine].id}&limit=500`, token)
  const found = body.results.find((w) => w.risk === risk && w.state === 1)
  if (!found) throw new Error(`no open work order at risk ${risk} on ${machine}`)
  return found
}

describe('the list', () => {
  it('answers by state code, with outdated derived from the plant day, and totals for paging', async () => {
    const open = await list('maintenanceStates=1&limit=5')
    expect(open.status).toBe(200)
    expect(open.body.results).toHaveLength(5)
    expect(open.body.total).toBeGreaterThan(5)
    expect(open.body.results.every((w) => w.date >= TODAY && [1, 5].includes(w.state))).toBe(true)
    const outdated = await list('maintenanceStates=4&limit=500')
    expect(outdated.body.total).toBeGreaterThan(0)
    expect(outdated.body.results.every((w) => w.date < TODAY && w.displayState === 4)).toBe(true)
    const done = await list('maintenanceStates=2&limit=1&orderBy=-date')
    expect(done.body.results[0].state).toBe(2)
    const page2 = await list('maintenanceStates=1&limit=5&offset=5')
    expect(page2.body.total).toBe(open.body.total)
    expect(page2.body.results[0].id).not.toBe(open.body.results[0].id)
  })

  it("orders 'next': today first, then the coming days, then the past from the latest back", async () => {
    const res = await list(`maintenanceStates=1,2,3,4&machines=${m['Flexo CI 1'].id}&limit=500&orderBy=next`)
    expect(res.status).toBe(200)
    const days = res.body.results.map((w) => w.date)
    expect(days[0]).toBe(TODAY)
    const firstPast = days.findIndex((d) => d < TODAY)
    expect(firstPast).toBeGreaterThan(0)
    const coming = days.slice(0, firstPast)
    const past = days.slice(firstPast)
    expect(coming.every((d) => d >= TODAY)).toBe(true)
    expect(coming).toEqual([...coming].sort())
    expect(past.every((d) => d < TODAY)).toBe(true)
    expect(past).toEqual([...past].sort().reverse())
  })

  it('filters by machines, frequencies and days, and orders by risk', async () => {
    const flexo = m['Flexo CI 1'].id
    const res = await list(
      `maintenanceStates=1,2,3,4&machines=${flexo}&maintenanceFrequencies=weekly&initialDate=2026-11-01&finalDate=2026-11-30&orderBy=risk&limit=500`,
    )
    expect(res.status).toBe(200)
    expect(res.body.results.length).toBeGreaterThan(0)
    expect(
      res.body.results.every(
        (w) => w.machineId === flexo && w.date >= '2026-11-01' && w.date <= '2026-11-30',
      ),
    ).toBe(true)
    // Level 1 (people's safety) first, 5 (machine life) last, unclassified (0) after them.
    const rank = (risk: number) => (risk === 0 ? 6 : risk)
    const risks = res.body.results.map((w) => w.risk)
    expect(new Set(risks).size).toBeGreaterThan(1)
    expect(risks).toEqual([...risks].sort((a, b) => rank(a) - rank(b)))
    const lowestFirst = await list(
      `maintenanceStates=1,2,3,4&machines=${flexo}&maintenanceFrequencies=weekly&initialDate=2026-11-01&finalDate=2026-11-30&orderBy=-risk&limit=500`,
    )
    const backwards = lowestFirst.body.results.map((w) => w.risk)
    expect(backwards).toEqual([...backwards].sort((a, b) => Number(a === 0) - Number(b === 0) || b - a))
  })

  it("shows an operator only their own work orders, and today's work to both technicians, the next working day too", async () => {
    // No work on the plant's day off (issue 29): a Saturday has none, for anyone.
    const saturday = await list(
      `maintenanceStates=1,2,3,4&initialDate=${SATURDAY}&finalDate=${SATURDAY}&limit=1`,
    )
    expect(saturday.body.total).toBe(0)
    // The next working day too: a demo or an e2e run that crosses the plant's midnight still has work.
    for (const day of [TODAY, NEXT_WORKING_DAY]) {
      const query = `maintenanceStates=1&initialDate=${day}&finalDate=${day}&limit=500`
      const mine = await list(query, operator)
      expect(mine.body.total, `operator@ ${day}`).toBeGreaterThan(0)
      expect(mine.body.results.every((w) => w.operatorUserId === t.base.userIds['operator@demo.plant'])).toBe(
        true,
      )
      // Two at least: the e2e runs complete one and take another offline.
      const techs = await list(query, tech)
      expect(techs.body.total, `tech@ ${day}`).toBeGreaterThan(1)
    }
  })

  it('names the field of a bad query', async () => {
    for (const [query, field] of [
      ['limit=5', 'maintenanceStates'],
      ['maintenanceStates=1,9', 'maintenanceStates'],
      ['maintenanceStates=1&machines=1,x', 'machines'],
      ['maintenanceStates=1&initialDate=2026-02-30', 'initialDate'],
      ['maintenanceStates=1&maintenanceFrequencies=hourly', 'maintenanceFrequencies'],
      ['maintenanceStates=1&orderBy=name', 'orderBy'],
    ]) {
      const res = await list(query)
      expect(res.status, query).toBe(400)
      expect(res.body.errors?.[0].field, query).toBe(field)
    }
  })
})

describe('the dashboard and the filter lists', () => {
  const get = (url: string, token = manager) =>
    t.app
      .inject({ method: 'GET', url, headers: bearer(token) })
      .then((r) => ({ status: r.statusCode, body: r.json() }))

  it('counts what the lists list, per state, risk and week', async () => {
    const flexo = m['Flexo CI 1'].id
    const { status, body } = await get(`/api/maintenanceEvent/dashboard?machines=${flexo}`)
    expect(status).toBe(200)
    expect(body.today).toBe(TODAY)
    for (const [code, key] of [
      [1, 'open'],
      [2, 'done'],
      [3, 'cancelled'],
      [4, 'outdated'],
    ] as const) {
      expect(body.byState[key], key).toBe(
        (await list(`maintenanceStates=${code}&machines=${flexo}&limit=1`)).body.total,
      )
    }
    const today = await list(
      `maintenanceStates=1&machines=${flexo}&initialDate=${TODAY}&finalDate=${TODAY}&limit=1`,
    )
    expect(body.dueToday).toBe(today.body.total)
    expect(body.dueToday).toBeGreaterThan(0)
    expect(body.byRisk.map((r: { risk: number }) => r.risk)).toEqual([0, 1, 2, 3, 4, 5])
    expect(body.byRisk.reduce((s: number, r: { open: number }) => s + r.open, 0)).toBe(body.byState.open)
    expect(body.weeks).toHaveLength(8)
    expect(body.weeks.at(-1).weekStart).toBe('2026-11-16')
    for (const w of body.weeks) {
      expect(new Date(`${w.weekStart}T00:00:00Z`).getUTCDay()).toBe(1)
      expect(w.done).toBeLessThanOrEqual(w.planned)
    }
    expect(body.weeks.slice(0, 7).some((w: { done: number }) => w.done > 0)).toBe(true)
  })

  it("counts an operator's own work only, and lists only their machines and themself", async () => {
    const all = await get('/api/maintenanceEvent/dashboard')
    const own = await get('/api/maintenanceEvent/dashboard', operator)
    expect(own.body.byState.done).toBeLessThan(all.body.byState.done)
    expect(own.body.byState.done).toBe((await list('maintenanceStates=2&limit=1', operator)).body.total)
    const data = await get('/api/maintenanceEvent/data', operator)
    expect(data.status).toBe(200)
    expect(data.body.machines.map((x: { name: string }) => x.name).sort()).toEqual(
      ['Flexo CI 1', 'Flexo CI 2', 'Flexo Stack 6C', 'Laminator SL 1', 'Laminator SL 2'].sort(),
    )
    expect(data.body.operators).toEqual([
      { id: t.base.userIds['operator@demo.plant'], name: 'Oscar Operator' },
    ])
    expect(data.body.assets.length).toBe(15)
    const managers = await get('/api/maintenanceEvent/data')
    expect(managers.body.operators.length).toBeGreaterThanOrEqual(3)
    expect(managers.body.frequencies).toEqual(['daily', 'weekly', 'monthly', 'yearly', 'custom', 'none'])
  })
})

describe('tasks and assets', () => {
  const get = (url: string, token = manager) =>
    t.app
      .inject({ method: 'GET', url, headers: bearer(token) })
      .then((r) => ({ status: r.statusCode, body: r.json() }))

  it("lists the tasks of the user's machines with their machines, assets and operators, and filters them", async () => {
    const own = await get('/api/maintenance/list', operator)
    expect(own.status).toBe(200)
    expect(own.body).toHaveLength(5 * 7)
    const names = new Set(
      own.body.flatMap((task: { machines: { name: string }[] }) => task.machines.map((x) => x.name)),
    )
    expect([...names].sort()).toEqual([
      'Flexo CI 1',
      'Flexo CI 2',
      'Flexo Stack 6C',
      'Laminator SL 1',
      'Laminator SL 2',
    ])
    const safety = own.body.find((task: { risk: number }) => task.risk === 1)
    expect(safety).toMatchObject({
      type: 'review',
      frequency: 'monthly',
      operators: [{ name: 'Oscar Operator' }],
    })
    expect(safety.assets).toHaveLength(1)
    const cleaning = await get(
      '/api/maintenance/list?maintenanceTypes=clean,grease&maintenanceConditions=stopped,locked_out',
    )
    expect(cleaning.body.length).toBe(12 * 2)
    expect(cleaning.body.every((task: { type: string }) => ['clean', 'grease'].includes(task.type))).toBe(
      true,
    )
    expect((await get('/api/maintenance/list?maintenanceTypes=polish')).body.errors[0].field).toBe(
      'maintenanceTypes',
    )
  })

  it('reads one task or asset, refusing machines not assigned and unknown ids', async () => {
    const own = (await get('/api/maintenance/list', operator)).body
    const task = await get(`/api/maintenance/${own[0].id}`, operator)
    expect(task.status).toBe(200)
    expect(task.body.id).toBe(own[0].id)
    const all = (await get(`/api/maintenance/list?machines=${m['Roto R9 North'].id}`)).body
    expect((await get(`/api/maintenance/${all[0].id}`, operator)).status).toBe(403)
    expect((await get('/api/maintenance/999999')).status).toBe(404)

    const assets = await get('/api/maintenanceAsset/list', operator)
    expect(assets.body).toHaveLength(15)
    const one = await get(`/api/maintenanceAsset/${assets.body[0].id}`, operator)
    expect(one.body).toEqual(assets.body[0])
    const rotoAsset = (await get('/api/maintenanceAsset/list')).body.find(
      (a: { machineName: string }) => a.machineName === 'Roto R9 North',
    )
    expect((await get(`/api/maintenanceAsset/${rotoAsset.id}`, operator)).status).toBe(403)
    expect((await get('/api/maintenanceAsset/999999')).status).toBe(404)
  })
})

describe('changing a work order', () => {
  it('completes with a duration, bumps the version, records the history, and replays the same key once', async () => {
    const w = await openWorkOrder(3)
    const payload = {
      version: w.version,
      action: { kind: 'complete', durationMinutes: 35, notes: 'Blades changed' },
    }
    const res = await change(w.id, payload, manager, 'complete-once-0001')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      state: 2,
      version: w.version + 1,
      durationMinutes: 35,
      notes: 'Blades changed',
    })
    const again = await change(w.id, payload, manager, 'complete-once-0001')
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(res.json())
    const history = await t.ctx.db
      .select()
      .from(schema.maintenanceEventHistory)
      .where(eq(schema.maintenanceEventHistory.eventId, w.id))
    expect(history).toHaveLength(1)
    expect(history[0]).toMatchObject({
      fromState: 1,
      toState: 2,
      userId: t.base.userIds['manager@demo.plant'],
    })
  })

  it('refuses a change based on an older version with 409 and the current work order', async () => {
    const w = await openWorkOrder(4)
    const to = new Date(Date.parse(`${w.date}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10)
    const first = await change(w.id, { version: w.version, action: { kind: 'postpone', to } })
    expect(first.statusCode, first.body).toBe(200)
    const stale = await change(w.id, { version: w.version, action: { kind: 'cancel' } })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({
      error: 'VERSION_CONFLICT',
      current: { id: w.id, version: w.version + 1, date: to, state: 5, postponeCount: 1 },
    })
  })

  it('answers 403 with the rule reason for each refusal, and changes nothing', async () => {
    const safety = await openWorkOrder(1)
    const productivity = await openWorkOrder(3, 'Flexo CI 1', operator)
    const cases: Array<[number, unknown, string, string]> = [
      [
        safety.id,
        { version: safety.version, action: { kind: 'cancel' } },
        manager,
        'SAFETY_CANNOT_BE_CANCELLED',
      ],
      [
        productivity.id,
        { version: productivity.version, action: { kind: 'cancel' } },
        operator,
        'OPERATOR_CANNOT_CANCEL',
      ],
      [
        safety.id,
        { version: safety.version, action: { kind: 'postpone', to: '2026-11-19' } },
        manager,
        'DATE_IN_PAST',
      ],
      [
        safety.id,
        { version: safety.version, action: { kind: 'postpone', to: '2026-12-31' } },
        manager,
        'SAFETY_POSTPONE_MAX_WEEK',
      ],
      [productivity.id, { version: productivity.version, action: { kind: 'reopen' } }, manager, 'NOT_CLOSED'],
    ]
    for (const [id, payload, token, reason] of cases) {
      const res = await change(id, payload, token)
      expect(res.statusCode, reason).toBe(403)
      expect(res.json(), reason).toMatchObject({ error: 'MAINTENANCE_RULE', reason })
    }
    const [row] = await t.ctx.db
      .select()
      .from(schema.maintenanceEvents)
      .where(eq(schema.maintenanceEvents.id, safety.id))
    expect(row).toMatchObject({ state: 1, version: safety.version, date: safety.date })
  })

  it("keeps to assigned machines and to the operator's own work orders", async () => {
    const roto = await t.ctx.db
      .select({ id: schema.maintenanceEvents.id, version: schema.maintenanceEvents.version })
      .from(schema.maintenanceEvents)
      .where(
        and(
          eq(schema.maintenanceEvents.machineId, m['Roto R9 North'].id),
          eq(schema.maintenanceEvents.state, 1),
        ),
      )
      .limit(1)
    const unassigned = await change(
      roto[0].id,
      { version: roto[0].version, action: { kind: 'complete', durationMinutes: 5 } },
      operator,
    )
    expect(unassigned.statusCode).toBe(403)
    expect(unassigned.json().error).toBe('MACHINE_NOT_ASSIGNED')
    // A flexo work order reassigned to tech@ is not the operator's.
    const w = await openWorkOrder(5)
    await t.ctx.db.execute(
      sql`update maintenance_events set operator_user_id = ${t.base.userIds['tech@demo.plant']} where id = ${w.id}`,
    )
    const other = await change(
      w.id,
      { version: w.version, action: { kind: 'complete', durationMinutes: 5 } },
      operator,
    )
    expect(other.statusCode).toBe(404)
    const sales = await signIn(t, 'sales@demo.plant')
    expect((await change(w.id, { version: w.version, action: { kind: 'cancel' } }, sales)).statusCode).toBe(
      403,
    )
  })

  it('names the field of a malformed change', async () => {
    const w = await openWorkOrder(3)
    for (const [payload, field] of [
      [{ action: { kind: 'cancel' } }, 'version'],
      [{ version: w.version, action: { kind: 'explode' } }, 'action.kind'],
      [{ version: w.version, action: { kind: 'complete' } }, 'action.durationMinutes'],
      [{ version: w.version, action: { kind: 'postpone', to: '20/11/2026' } }, 'action.to'],
    ] as const) {
      const res = await change(w.id, payload)
      expect(res.statusCode, field).toBe(400)
      expect(res.json().errors[0].field, field).toBe(field)
    }
    expect((await change(999_999, { version: 1, action: { kind: 'cancel' } })).statusCode).toBe(404)
  })
})
