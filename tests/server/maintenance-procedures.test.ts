/**
 * Issue 33's procedures on the server (docs/decisions/047): a task's procedure (multipart JSON
 * field, 400s naming the step's field), copied onto each work order planned from it and kept there
 * when the task changes; answers as `answer` changes of PUT /maintenanceEvent/{id} (upsert, a
 * history row each, the out-of-limits flag, exactly once per Idempotency-Key, and a tablet's queue
 * of answers on one base version all landing); the password sign-off; PROCEDURE_INCOMPLETE; and
 * the answers in the audit PDF and the report mail.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { hashPassword } from '../../server/services/account/crypto'
import { extractPdfText } from '../../server/services/documents/extract-text'
import { composeMail } from '../../server/services/mail-queue/compose'
import { noteOfOldAnswerRow } from '../../server/services/maintenance/events/event-detail'
import type { Procedure } from '../../src/contract/maintenance-procedures'
import { MAINTENANCE_NOW } from '../support/database-fixtures'
import { pngImage } from './fixtures/images'
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
const key = () => `procedures-${++keys}-${Date.now()}`

function multipart(fields: Record<string, string>) {
  const boundary = `----pr${Math.random().toString(16).slice(2)}`
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

const procedure: Procedure = {
  steps: [
    { id: 'guard', kind: 'check', title: 'Guard closed', required: true },
    { id: 'gap', kind: 'reading', title: 'Roller gap', unit: 'mm', min: 0.1, max: 0.3, required: true },
    { id: 'seal', kind: 'choice', title: 'Seal', options: ['Good', 'Worn'], required: false },
    { id: 'photo', kind: 'photo', title: 'Photo of the blade', required: false },
    { id: 'sign', kind: 'signoff', title: 'Signed off', required: false },
  ],
}

const oneOff = (extra: Record<string, string> = {}) => ({
  name: 'Set the roller gap',
  type: 'adjust',
  condition: 'stopped',
  frequency: 'none',
  reason: 'Print quality',
  provider: 'Own staff',
  durationMinutes: '30',
  risk: '4',
  startDate: '2026-11-20',
  machines: String(m['Flexo CI 1'].id),
  procedure: JSON.stringify(procedure),
  ...extra,
})

function writeTask(fields: Record<string, string>, id?: number) {
  const body = multipart(fields)
  return t.app.inject({
    method: 'POST',
    url: id ? `/api/maintenance/${id}` : '/api/maintenance',
    headers: { ...bearer(manager), 'idempotency-key': key(), ...body.headers },
    payload: body.payload,
  })
}

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(manager) })
const put = (id: number, payload: unknown, idempotencyKey = key()) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/maintenanceEvent/${id}`,
    headers: { ...bearer(manager), 'idempotency-key': idempotencyKey },
    payload: payload as Record<string, unknown>,
  })
const answer = (id: number, version: number, stepId: string, value: unknown, k?: string) =>
  put(id, { version, action: { kind: 'answer', stepId, value } }, k)

const signatureUrl = async () =>
  `data:image/png;base64,${(await pngImage('#ffffff', 60, 20)).toString('base64')}`

const fieldsOf = (res: { json(): unknown }) =>
  ((res.json() as { errors?: { field: string }[] }).errors ?? []).map((e) => e.field)

/** A new task with the procedure and its one work order (today, open). */
async function workOrder(extra: Record<string, string> = {}) {
  const res = await writeTask(oneOff(extra))
  expect(res.statusCode, res.body).toBe(200)
  const taskId = res.json().id as number
  const list = await get(`/api/maintenanceEvent?maintenanceStates=1,2,3,4&tasks=${taskId}`)
  const [event] = list.json().results as Array<{ id: number; version: number }>
  return { taskId, id: event.id, version: event.version }
}

const detailOf = async (id: number) => {
  const res = await get(`/api/maintenanceEvent/${id}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe("a task's procedure", () => {
  it('is returned by the task detail and copied onto the work order, which a later edit leaves', async () => {
    const { taskId, id } = await workOrder()
    expect((await get(`/api/maintenance/${taskId}/detail`)).json().procedure).toEqual(procedure)
    expect((await detailOf(id)).procedure).toEqual(procedure)

    const edited: Procedure = {
      steps: [{ id: 'other', kind: 'text', title: 'Anything else', required: true }],
    }
    const res = await writeTask(oneOff({ procedure: JSON.stringify(edited) }), taskId)
    expect(res.statusCode, res.body).toBe(200)
    expect((await get(`/api/maintenance/${taskId}/detail`)).json().procedure).toEqual(edited)
    expect((await detailOf(id)).procedure, 'the planned work order keeps its copy').toEqual(procedure)

    // Absent keeps the task's; empty clears it.
    const { procedure: _absent, ...withoutField } = oneOff()
    await writeTask(withoutField, taskId)
    expect((await get(`/api/maintenance/${taskId}/detail`)).json().procedure).toEqual(edited)
    await writeTask(oneOff({ procedure: '' }), taskId)
    expect((await get(`/api/maintenance/${taskId}/detail`)).json().procedure).toBeNull()
  })

  it('is null on a work order without one', async () => {
    const { id } = await workOrder({ procedure: '' })
    expect(await detailOf(id)).toMatchObject({ procedure: null, answers: [] })
  })

  it('is refused with a 400 naming the field: not JSON, or a bad step', async () => {
    const notJson = await writeTask(oneOff({ procedure: '{steps:' }))
    expect(notJson.statusCode, notJson.body).toBe(400)
    expect(fieldsOf(notJson)).toEqual(['procedure'])
    const steps = structuredClone(procedure.steps) as Array<Record<string, unknown>>
    steps[1] = { ...steps[1], min: 5, max: 1 }
    const badRange = await writeTask(oneOff({ procedure: JSON.stringify({ steps }) }))
    expect(badRange.statusCode, badRange.body).toBe(400)
    expect(fieldsOf(badRange)).toEqual(['procedure.steps.1.max'])
    const badKind = await writeTask(
      oneOff({
        procedure: JSON.stringify({ steps: [{ id: 'a', kind: 'dance', title: 'x', required: true }] }),
      }),
    )
    expect(badKind.statusCode, badKind.body).toBe(400)
    expect(fieldsOf(badKind)[0]).toMatch(/^procedure\.steps\.0/)
  })

  it('is on the demo tasks and their work orders, with answers on the latest done one', async () => {
    const [task] = await t.ctx.db
      .select({ id: schema.maintenanceTasks.id, procedure: schema.maintenanceTasks.procedure })
      .from(schema.maintenanceTasks)
      .where(eq(schema.maintenanceTasks.name, 'Inspect guards and light curtains'))
      .limit(1)
    expect(task.procedure?.steps.map((s) => s.kind)).toEqual([
      'check',
      'check',
      'check',
      'reading',
      'check',
      'check',
      'signoff',
    ])
    const events = await t.ctx.db.execute<{ n: number; copies: number; answered: number }>(sql`
      select count(*)::int as n, count(*) filter (where procedure is not null)::int as copies,
        count(*) filter (where exists (select 1 from maintenance_step_answers a where a.event_id = e.id))::int as answered
      from maintenance_events e where task_id = ${task.id}`)
    expect(events.rows[0].copies).toBe(events.rows[0].n)
    expect(events.rows[0].answered).toBe(1)
  })
})

describe('an answer', () => {
  it('replaces the earlier answer of the step, with a history row each, and leaves the version', async () => {
    const { id, version } = await workOrder()
    const first = await answer(id, version, 'guard', { kind: 'check', result: 'pass' })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({ id, version, state: 1 })
    const second = await answer(id, version, 'guard', { kind: 'check', result: 'fail' })
    expect(second.statusCode, second.body).toBe(200)
    const detail = await detailOf(id)
    expect(detail.answers).toEqual([
      expect.objectContaining({
        stepId: 'guard',
        value: { kind: 'check', result: 'fail' },
        outOfLimits: true,
      }),
    ])
    expect(detail.answers[0].answeredBy).toBeTruthy()
    const edits = detail.history.filter((h: { action: string }) => h.action === 'edit')
    // Each row carries the answer itself, for each reader to put in their words; no note: none.
    expect(edits.map((h: { answer: unknown; notes: string | null }) => [h.answer, h.notes])).toEqual([
      [{ stepId: 'guard', value: { kind: 'check', result: 'fail' }, outOfLimits: true }, null],
      [{ stepId: 'guard', value: { kind: 'check', result: 'pass' }, outOfLimits: false }, null],
    ])
  })

  it('flags a reading outside its range, not one inside', async () => {
    const { id, version } = await workOrder()
    await answer(id, version, 'gap', { kind: 'reading', value: 0.2 })
    expect((await detailOf(id)).answers[0]).toMatchObject({ stepId: 'gap', outOfLimits: false })
    await answer(id, version, 'gap', { kind: 'reading', value: 0.45 })
    expect((await detailOf(id)).answers[0]).toMatchObject({
      value: { kind: 'reading', value: 0.45 },
      outOfLimits: true,
    })
  })

  it('is refused with a 400 naming the field when it does not fit the procedure', async () => {
    const { id, version } = await workOrder()
    const noStep = await answer(id, version, 'nope', { kind: 'check', result: 'pass' })
    expect(noStep.statusCode).toBe(400)
    expect(fieldsOf(noStep)).toEqual(['action.stepId'])
    const wrongKind = await answer(id, version, 'gap', { kind: 'check', result: 'pass' })
    expect(fieldsOf(wrongKind)).toEqual(['action.value'])
    const notOffered = await answer(id, version, 'seal', { kind: 'choice', option: 'Gone' })
    expect(fieldsOf(notOffered)).toEqual(['action.value'])
    const bothWays = await answer(id, version, 'sign', {
      kind: 'signoff',
      password: 'x',
      signature: 'data:image/png;base64,AAAA',
    })
    expect(fieldsOf(bothWays)).toEqual(['action.value'])
    const { id: otherId } = await workOrder()
    const photo = await photoOf(otherId)
    const foreign = await answer(id, version, 'photo', { kind: 'photo', imageId: photo })
    expect(foreign.statusCode).toBe(400)
    expect(fieldsOf(foreign)).toEqual(['action.value.imageId'])
    const own = await answer(id, version, 'photo', { kind: 'photo', imageId: await photoOf(id) })
    expect(own.statusCode, own.body).toBe(200)
    const stale = await answer(id, version + 3, 'guard', { kind: 'check', result: 'pass' })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error).toBe('VERSION_CONFLICT')
    expect(await answerRows(id)).toHaveLength(1)
  })

  it('is refused on a closed work order (403 MAINTENANCE_RULE)', async () => {
    const { id, version } = await workOrder({ procedure: JSON.stringify({ steps: [procedure.steps[2]] }) })
    const done = await put(id, { version, action: { kind: 'complete', durationMinutes: 20 } })
    expect(done.statusCode, done.body).toBe(200)
    const res = await answer(id, version + 1, 'seal', { kind: 'choice', option: 'Good' })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ error: 'MAINTENANCE_RULE', reason: 'ALREADY_CLOSED' })
  })

  it('applies once for one Idempotency-Key', async () => {
    const { id, version } = await workOrder()
    const k = key()
    const first = await answer(id, version, 'gap', { kind: 'reading', value: 0.2 }, k)
    const again = await answer(id, version, 'gap', { kind: 'reading', value: 0.2 }, k)
    expect(first.statusCode).toBe(200)
    expect(again.statusCode).toBe(200)
    expect(again.headers['idempotent-replayed']).toBe('true')
    const detail = await detailOf(id)
    expect(detail.history.filter((h: { action: string }) => h.action === 'edit')).toHaveLength(1)
  })
})

describe("an answer's history row", () => {
  const edits = async (id: number) =>
    (await detailOf(id)).history.filter((h: { action: string }) => h.action === 'edit') as Array<{
      answer: unknown
      notes: string | null
    }>

  it("carries the answer and, as notes, the technician's own note only", async () => {
    const { id, version } = await workOrder()
    const noted = await put(id, {
      version,
      action: {
        kind: 'answer',
        stepId: 'gap',
        value: { kind: 'reading', value: 0.45 },
        notes: ' Feeler gauge worn ',
      },
    })
    expect(noted.statusCode, noted.body).toBe(200)
    const signed = await answer(id, version, 'sign', { kind: 'signoff', signature: await signatureUrl() })
    expect(signed.statusCode, signed.body).toBe(200)
    expect(await edits(id)).toEqual([
      // The drawing stays on the answer row alone.
      expect.objectContaining({
        answer: { stepId: 'sign', value: { kind: 'signoff', confirmedBy: 'signature' }, outOfLimits: false },
        notes: null,
      }),
      expect.objectContaining({
        answer: { stepId: 'gap', value: { kind: 'reading', value: 0.45 }, outOfLimits: true },
        notes: 'Feeler gauge worn',
      }),
    ])
    // Other rows carry no answer.
    const planned = (await detailOf(id)).history.find((h: { action: string }) => h.action !== 'edit')
    if (planned) expect(planned.answer).toBeNull()
  })

  it('written before it had a key for the note reads the same: the English line is dropped', async () => {
    const { id } = await workOrder()
    const old = (notes: string, stepId: string, value: unknown, outOfLimits: boolean, minutes: number) =>
      t.ctx.db.insert(schema.maintenanceEventHistory).values({
        eventId: id,
        transitionId: null,
        fromState: 1,
        toState: 1,
        userId: t.base.userIds['manager@demo.plant'],
        at: new Date(MAINTENANCE_NOW.getTime() + minutes * 60_000),
        details: JSON.stringify({ action: 'edit', notes, answer: { stepId, value, outOfLimits } }),
      })
    await old(
      'Roller gap: 0.45 mm (out of limits) (Feeler gauge (old) worn)',
      'gap',
      { kind: 'reading', value: 0.45 },
      true,
      1,
    )
    await old('Guard closed: pass', 'guard', { kind: 'check', result: 'pass' }, false, 2)
    await old('Signed off: signed (password)', 'sign', { kind: 'signoff', confirmedBy: 'password' }, false, 3)
    await old('Seal: Worn (check again (soon))', 'seal', { kind: 'choice', option: 'Worn' }, false, 4)
    expect((await edits(id)).map((h) => h.notes)).toEqual([
      'check again (soon)',
      null,
      null,
      'Feeler gauge (old) worn',
    ])
    expect((await edits(id))[3].answer).toEqual({
      stepId: 'gap',
      value: { kind: 'reading', value: 0.45 },
      outOfLimits: true,
    })
  })

  it('written the old way for a step the procedure lacks is matched by the end of its line', () => {
    const reading = { stepId: 'gone', value: { kind: 'reading', value: 2.6 }, outOfLimits: true } as const
    expect(noteOfOldAnswerRow('Blade wear: 2.6 mm (out of limits)', reading, undefined)).toBeNull()
    expect(noteOfOldAnswerRow('Blade wear: 2.6 mm (out of limits) (swap it)', reading, undefined)).toBe(
      'swap it',
    )
    const check = { stepId: 'gone', value: { kind: 'check', result: 'pass' }, outOfLimits: false } as const
    expect(noteOfOldAnswerRow('Guard: closed: pass (ok)', check, undefined)).toBe('ok')
    // Not such a line: kept as written rather than lost.
    expect(noteOfOldAnswerRow('Something else entirely', check, undefined)).toBe('Something else entirely')
  })
})

describe("a tablet's queue of answers", () => {
  it('lands whole when every answer and the completion carry the same base version', async () => {
    const { id, version } = await workOrder()
    const queued = [
      { stepId: 'guard', value: { kind: 'check', result: 'pass' } },
      { stepId: 'gap', value: { kind: 'reading', value: 0.25 } },
      { stepId: 'seal', value: { kind: 'choice', option: 'Worn' } },
      { stepId: 'guard', value: { kind: 'check', result: 'na' } },
    ]
    for (const q of queued) {
      const res = await put(id, {
        version,
        deviceAt: '2026-11-20T08:00:00Z',
        action: { kind: 'answer', ...q },
      })
      expect(res.statusCode, res.body).toBe(200)
    }
    const done = await put(id, { version, action: { kind: 'complete', durationMinutes: 25 } })
    expect(done.statusCode, done.body).toBe(200)
    const detail = await detailOf(id)
    expect(detail.state).toBe(2)
    expect(detail.answers.map((a: { stepId: string }) => a.stepId)).toEqual(['guard', 'gap', 'seal'])
    expect(detail.answers[0]).toMatchObject({
      value: { result: 'na' },
      answeredAt: '2026-11-20T08:00:00.000Z',
    })
    const edits = detail.history.filter((h: { action: string }) => h.action === 'edit')
    expect(edits).toHaveLength(4)
    expect(edits[0].deviceAt).toBe('2026-11-20T08:00:00.000Z')
  })
})

describe('completing a work order with a procedure', () => {
  it('is refused while a required step has no answer (409 PROCEDURE_INCOMPLETE with the missing ids)', async () => {
    const { id, version } = await workOrder()
    const complete = () => put(id, { version, action: { kind: 'complete', durationMinutes: 20 } })
    const refused = await complete()
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ error: 'PROCEDURE_INCOMPLETE', missing: ['guard', 'gap'] })
    await answer(id, version, 'guard', { kind: 'check', result: 'pass' })
    expect((await complete()).json()).toMatchObject({ error: 'PROCEDURE_INCOMPLETE', missing: ['gap'] })
    await answer(id, version, 'gap', { kind: 'reading', value: 0.2 })
    const done = await complete()
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json().state).toBe(2)
  })
})

describe('a password sign-off', () => {
  const PASSWORD = 'Right-Horse-Battery-9'
  beforeAll(async () => {
    await t.ctx.db
      .update(schema.users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(schema.users.id, t.base.userIds['manager@demo.plant']))
  })

  it('with a wrong password is 422 SIGNOFF_REFUSED and stores nothing', async () => {
    const { id, version } = await workOrder()
    const res = await answer(id, version, 'sign', { kind: 'signoff', password: 'wrong-one' })
    expect(res.statusCode, res.body).toBe(422)
    expect(res.json()).toMatchObject({ error: 'SIGNOFF_REFUSED', stepId: 'sign' })
    expect(await answerRows(id)).toEqual([])
    expect((await detailOf(id)).history.filter((h: { action: string }) => h.action === 'edit')).toEqual([])
  })

  it("with the signer's password is stored as confirmed by password, never the password", async () => {
    const { id, version } = await workOrder()
    const k = key()
    const res = await answer(id, version, 'sign', { kind: 'signoff', password: PASSWORD }, k)
    expect(res.statusCode, res.body).toBe(200)
    const [stored] = await answerRows(id)
    expect(stored.value).toEqual({ kind: 'signoff', confirmedBy: 'password' })
    expect((await detailOf(id)).answers[0].value).toEqual({ kind: 'signoff', confirmedBy: 'password' })
    const traces = await t.ctx.db.execute<{ n: number }>(sql`
      select count(*)::int as n from (
        select details as t from maintenance_event_history where event_id = ${id}
        union all select value::text from maintenance_step_answers where event_id = ${id}
        union all select coalesce(response_body::text, '') || request_hash from idempotency_keys where key = ${k}
      ) x where t like ${`%${PASSWORD}%`}`)
    expect(traces.rows[0].n).toBe(0)
  })

  it('by a drawn signature keeps the drawing (re-encoded: tests/server/signoff-signature.test.ts)', async () => {
    const { id, version } = await workOrder()
    const res = await answer(id, version, 'sign', { kind: 'signoff', signature: await signatureUrl() })
    expect(res.statusCode, res.body).toBe(200)
    expect((await answerRows(id))[0].value).toEqual({
      kind: 'signoff',
      signature: expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/),
      confirmedBy: 'signature',
    })
  })
})

describe('the record', () => {
  it('prints each answered step in the audit PDF and the report mail, marked when out of limits', async () => {
    const { id, version } = await workOrder({ name: 'Audit the roller gap' })
    await answer(id, version, 'guard', { kind: 'check', result: 'pass' })
    await answer(id, version, 'gap', { kind: 'reading', value: 0.45 })
    await answer(id, version, 'seal', { kind: 'choice', option: 'Worn' })
    const pdf = await get('/api/maintenance/report/audit?initialDate=2026-11-20&finalDate=2026-11-20')
    expect(pdf.statusCode).toBe(200)
    const text = (await extractPdfText(pdf.rawPayload)).pages.join(' ')
    expect(text).toContain('Guard closed: Pass')
    expect(text).toContain('Roller gap: 0.45 mm (range 0.1–0.3 mm) [out of limits]')
    expect(text).toContain('Seal: Worn')
    expect(text).toContain('1 step out of limits')

    const done = await put(id, { version, action: { kind: 'complete', durationMinutes: 20 } })
    expect(done.statusCode, done.body).toBe(200)
    await t.ctx.db.execute(sql`
      update users set maintenance_language = 'es_ES', user_preferences = array_append(
        array_remove(array_remove(user_preferences, 'USER_SENDPDFMAINTENANCE_NO'), 'USER_SENDPDFMAINTENANCE_YES'),
        'USER_SENDPDFMAINTENANCE_YES')
      where id = ${t.base.userIds['manager@demo.plant']}`)
    const mail = await composeMail(
      t.ctx.db,
      { kind: 'maintenance_pdf', subjectId: id, userId: t.base.userIds['manager@demo.plant'] },
      { now: MAINTENANCE_NOW, orderMaxDays: 31 },
    )
    await t.ctx.db
      .update(schema.users)
      .set({ maintenanceLanguage: 'en_EN' })
      .where(eq(schema.users.id, t.base.userIds['manager@demo.plant']))
    expect(mail.text).toContain('Procedimiento:')
    expect(mail.text).toContain('- Guard closed: Correcto')
    expect(mail.text).toContain('[fuera de límites]')
    expect(mail.text).toContain('1 paso fuera de límites')
  })
})

describe("the audit PDF's history", () => {
  it("words each answer's row in the reader's maintenance language", async () => {
    const { id, version } = await workOrder({ name: 'Audit the history words', startDate: '2026-11-21' })
    const noted = await put(id, {
      version,
      action: {
        kind: 'answer',
        stepId: 'gap',
        value: { kind: 'reading', value: 0.45 },
        notes: 'Galga gastada',
      },
    })
    expect(noted.statusCode, noted.body).toBe(200)
    // A later answer in range: the procedure's lines show it, the history both.
    await answer(id, version, 'gap', { kind: 'reading', value: 0.2 })
    await answer(id, version, 'guard', { kind: 'check', result: 'pass' })
    const managerId = t.base.userIds['manager@demo.plant']
    await t.ctx.db
      .update(schema.users)
      .set({ maintenanceLanguage: 'es_ES' })
      .where(eq(schema.users.id, managerId))
    let text: string
    try {
      const pdf = await get('/api/maintenance/report/audit?initialDate=2026-11-21&finalDate=2026-11-21')
      expect(pdf.statusCode).toBe(200)
      text = (await extractPdfText(pdf.rawPayload)).pages.join(' ').replace(/\s+/g, ' ')
    } finally {
      await t.ctx.db
        .update(schema.users)
        .set({ maintenanceLanguage: 'en_EN' })
        .where(eq(schema.users.id, managerId))
    }
    expect(text).toContain('Informe de auditoría de mantenimiento')
    const rows = text.split('Paso respondido').slice(1)
    expect(rows).toHaveLength(3)
    // Newest last in the PDF: the out-of-limits reading with its note, the reading in range, the check.
    expect(text).toMatch(
      /Roller gap: 0[.,]45 mm \(rango 0[.,]1–0[.,]3 mm\) \[fuera de límites\] «Galga gastada»/,
    )
    expect(text).toMatch(/Roller gap: 0[.,]2 mm \(rango 0[.,]1–0[.,]3 mm\)/)
    expect(text).toContain('Guard closed: Correcto')
    expect(text).not.toContain('out of limits')
    expect(text).not.toContain(': pass')
  })
})

/** A photo row of the work order (the upload route is tested in maintenance-files.test.ts). */
async function photoOf(eventId: number): Promise<number> {
  const [file] = await t.ctx.db
    .insert(schema.storedFiles)
    .values({
      ownerUserId: t.base.userIds['manager@demo.plant'],
      fileName: 'blade.png',
      mimeType: 'image/png',
      size: 1,
      sha256: `test-${eventId}-${Date.now()}`,
      storageKey: `test/${eventId}-${Date.now()}`,
    })
    .returning({ id: schema.storedFiles.id })
  const [image] = await t.ctx.db
    .insert(schema.maintenanceEventImages)
    .values({ eventId, fileId: file.id })
    .returning({ id: schema.maintenanceEventImages.id })
  return image.id
}

const answerRows = (eventId: number) =>
  t.ctx.db
    .select()
    .from(schema.maintenanceStepAnswers)
    .where(and(eq(schema.maintenanceStepAnswers.eventId, eventId)))
