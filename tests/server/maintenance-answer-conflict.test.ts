/**
 * Issue 33, "the conflict view covers answers changed on two devices" (docs/decisions/047): an
 * answer carries `basedOn`, the step's answer its device showed (null: unanswered). When the step
 * now holds another user's answer, it is 409 ANSWER_CONFLICT with `stepId` and `current` (with
 * the `procedure` and `answers`) and nothing is stored; the caller's own answers never conflict;
 * without `basedOn` (older clients) the last delivered wins.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Procedure } from '../../src/contract/maintenance-procedures'
import { MAINTENANCE_NOW } from '../support/database-fixtures'
import { bearer, type DemoMachineRef, demoMachinesByName, signIn } from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let manager: string
let m: Record<string, DemoMachineRef>

beforeAll(async () => {
  t = await createTestApp({ now: () => MAINTENANCE_NOW }, {}, { fixture: 'maintenance' })
  manager = await signIn(t, 'manager@demo.plant')
  m = await demoMachinesByName(t.ctx.db)
}, 120_000)
afterAll(() => t.close())

let keys = 0
const key = () => `answer-conflict-${++keys}-${Date.now()}`

const procedure: Procedure = {
  steps: [
    { id: 'guard', kind: 'check', title: 'Guard closed', required: true },
    { id: 'seal', kind: 'choice', title: 'Seal', options: ['Good', 'Worn'], required: false },
  ],
}

function multipart(fields: Record<string, string>) {
  const boundary = `----ac${Math.random().toString(16).slice(2)}`
  const body = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('')
  return {
    payload: Buffer.from(`${body}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(manager) })
const put = (id: number, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/maintenanceEvent/${id}`,
    headers: { ...bearer(manager), 'idempotency-key': key() },
    payload: payload as Record<string, unknown>,
  })
const answer = (id: number, version: number, result: 'pass' | 'fail' | 'na', basedOn?: string | null) =>
  put(id, {
    version,
    action: {
      kind: 'answer',
      stepId: 'guard',
      value: { kind: 'check', result },
      ...(basedOn === undefined ? {} : { basedOn }),
    },
  })

/** A new task with the procedure and its one work order (today, open). */
async function workOrder() {
  const body = multipart({
    name: 'Check the guard',
    type: 'adjust',
    condition: 'stopped',
    frequency: 'none',
    reason: 'Safety',
    provider: 'Own staff',
    durationMinutes: '30',
    risk: '4',
    startDate: '2026-11-20',
    machines: String(m['Flexo CI 1'].id),
    procedure: JSON.stringify(procedure),
  })
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/maintenance',
    headers: { ...bearer(manager), 'idempotency-key': key(), ...body.headers },
    payload: body.payload,
  })
  expect(res.statusCode, res.body).toBe(200)
  const list = await get(`/api/maintenanceEvent?maintenanceStates=1,2,3,4&tasks=${res.json().id}`)
  const [event] = list.json().results as Array<{ id: number; version: number }>
  return event
}

interface Answer {
  stepId: string
  value: unknown
  answeredBy: string
  answeredAt: string
}
const detailOf = async (id: number) => {
  const res = await get(`/api/maintenanceEvent/${id}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { answers: Answer[]; history: Array<{ action: string }> }
}

/**
 * Device A: the step answered by another user (the technician). The answer is given through the
 * API, then its author is set to the technician, as if their tablet had delivered it.
 */
async function answeredOnDeviceA(id: number, version: number) {
  const res = await answer(id, version, 'pass')
  expect(res.statusCode, res.body).toBe(200)
  const tech = t.base.userIds['tech@demo.plant']
  await t.ctx.db.execute(sql`
    update maintenance_step_answers set answered_by = ${tech} where event_id = ${id} and step_id = 'guard'`)
  const [theirs] = (await detailOf(id)).answers
  expect(theirs).toMatchObject({ stepId: 'guard', answeredBy: 'Teresa Tech' })
  return theirs
}

describe("an answer given without knowing another user's answer to the step", () => {
  it('is 409 ANSWER_CONFLICT with the step and the work order as it is now, and stores nothing', async () => {
    const { id, version } = await workOrder()
    const theirs = await answeredOnDeviceA(id, version)
    const before = await detailOf(id)

    const res = await answer(id, version, 'fail', null)
    expect(res.statusCode, res.body).toBe(409)
    const body = res.json()
    expect(body).toMatchObject({ error: 'ANSWER_CONFLICT', stepId: 'guard' })
    expect(body.current).toMatchObject({ id, version, procedure })
    expect(body.current.answers).toEqual([
      expect.objectContaining({
        stepId: 'guard',
        value: { kind: 'check', result: 'pass' },
        answeredBy: 'Teresa Tech',
      }),
    ])
    const after = await detailOf(id)
    expect(after.answers).toEqual([theirs])
    expect(after.history).toHaveLength(before.history.length)
  })

  it('is refused too when based on an answer the step no longer holds', async () => {
    const { id, version } = await workOrder()
    const theirs = await answeredOnDeviceA(id, version)
    const older = new Date(Date.parse(theirs.answeredAt) - 60_000).toISOString()
    const res = await answer(id, version, 'fail', older)
    expect(res.statusCode, res.body).toBe(409)
    expect(res.json().error).toBe('ANSWER_CONFLICT')
  })

  it('lands when based on the answer the step holds (the conflict view\'s "keep mine")', async () => {
    const { id, version } = await workOrder()
    await answeredOnDeviceA(id, version)
    const refused = await answer(id, version, 'fail', null)
    expect(refused.statusCode).toBe(409)
    const now = (refused.json().current.answers as Answer[]).find((a) => a.stepId === 'guard')
    const kept = await answer(id, refused.json().current.version, 'fail', now?.answeredAt ?? null)
    expect(kept.statusCode, kept.body).toBe(200)
    expect((await detailOf(id)).answers[0]).toMatchObject({ value: { kind: 'check', result: 'fail' } })
  })

  it('lands without `basedOn` (an older client): the last delivered wins', async () => {
    const { id, version } = await workOrder()
    await answeredOnDeviceA(id, version)
    const res = await answer(id, version, 'fail')
    expect(res.statusCode, res.body).toBe(200)
    expect((await detailOf(id)).answers[0]).toMatchObject({ value: { kind: 'check', result: 'fail' } })
  })

  it('lands on a step nobody answered, whatever it was based on', async () => {
    const { id, version } = await workOrder()
    expect((await answer(id, version, 'pass', null)).statusCode).toBe(200)
    const other = await put(id, {
      version,
      action: {
        kind: 'answer',
        stepId: 'seal',
        value: { kind: 'choice', option: 'Good' },
        basedOn: '2026-11-20T08:00:00.000Z',
      },
    })
    expect(other.statusCode, other.body).toBe(200)
  })
})

describe("the caller's own answers", () => {
  it('never conflict: a step answered twice on one base (offline, one device) lands both times', async () => {
    const { id, version } = await workOrder()
    const first = await answer(id, version, 'pass', null)
    expect(first.statusCode, first.body).toBe(200)
    const second = await answer(id, version, 'fail', null)
    expect(second.statusCode, second.body).toBe(200)
    const detail = await detailOf(id)
    expect(detail.answers[0]).toMatchObject({ value: { kind: 'check', result: 'fail' } })
    expect(detail.history.filter((h) => h.action === 'edit')).toHaveLength(2)
  })
})
