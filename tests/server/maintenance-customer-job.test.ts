/**
 * Issue 32's maintenance items on the server: a work order keeps the customer and the job it is
 * done for (spec 001 §3: customer; job name, reference, grammage, thickness, width, material),
 * given when its task is created (multipart fields) or set later with a `job` change (the outbox's
 * PUT /maintenanceEvent/{id}), returned by the list and the detail and printed in its PDF; bad
 * values are a 400 naming the field. And the maintenance language (spec 002 §2.5): the audit PDF
 * and the maintenance mail (its subject and its work order's PDF) are in it, else in the
 * interface language.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { extractPdfText } from '../../server/services/documents/extract-text'
import { composeMail } from '../../server/services/mail-queue/compose'
import { MAINTENANCE_NOW } from '../support/database-fixtures'
import { bearer, type DemoMachineRef, demoMachinesByName, signIn } from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let manager: string
let operator: string
let m: Record<string, DemoMachineRef>

beforeAll(async () => {
  t = await createTestApp({ now: () => MAINTENANCE_NOW }, {}, { fixture: 'maintenance' })
  ;[manager, operator] = await Promise.all([
    signIn(t, 'manager@demo.plant'),
    signIn(t, 'operator@demo.plant'),
  ])
  m = await demoMachinesByName(t.ctx.db)
}, 120_000)
afterAll(() => t.close())

let keys = 0
const key = () => `customer-job-${++keys}-${Date.now()}`

function multipart(fields: Record<string, string>) {
  const boundary = `----cj${Math.random().toString(16).slice(2)}`
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

/** A one-off corrective work order on Flexo CI 1 on Monday 23 November, with what is given. */
const oneOff = (extra: Record<string, string> = {}) => ({
  name: 'Change the doctor blade',
  type: 'substitute',
  condition: 'stopped',
  frequency: 'none',
  reason: 'Streaks on the print',
  provider: 'Own staff',
  durationMinutes: '45',
  risk: '4',
  startDate: '2026-11-23',
  machines: String(m['Flexo CI 1'].id),
  ...extra,
})

const jobFields = {
  customer: 'Lácteos del Norte',
  jobName: 'Yoghurt lid 125 g',
  jobReference: 'LN-4471',
  jobGrammage: '80.5',
  jobThickness: '50',
  jobWidth: '1220',
  jobMaterial: 'PP',
}
const savedJob = {
  customer: 'Lácteos del Norte',
  job: {
    name: 'Yoghurt lid 125 g',
    reference: 'LN-4471',
    grammage: 80.5,
    thickness: 50,
    width: 1220,
    material: 'PP',
  },
}
const noJob = { name: null, reference: null, grammage: null, thickness: null, width: null, material: null }

function createTask(fields: Record<string, string>, token = manager) {
  const body = multipart(fields)
  return t.app.inject({
    method: 'POST',
    url: '/api/maintenance',
    headers: { ...bearer(token), 'idempotency-key': key(), ...body.headers },
    payload: body.payload,
  })
}

const get = (url: string, token = manager) => t.app.inject({ method: 'GET', url, headers: bearer(token) })
const change = (id: number, payload: unknown, token = manager) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/maintenanceEvent/${id}`,
    headers: { ...bearer(token), 'idempotency-key': key() },
    payload: payload as Record<string, unknown>,
  })

const fieldsOf = (res: { json(): unknown }) =>
  ((res.json() as { errors?: { field: string }[] }).errors ?? []).map((e) => e.field)

async function workOrderOf(taskId: number) {
  const list = await get(`/api/maintenanceEvent?maintenanceStates=1,2,3,4&tasks=${taskId}`)
  expect(list.statusCode, list.body).toBe(200)
  const [event] = list.json().results
  return event as { id: number; version: number; customer: string | null; job: typeof noJob }
}

const pdfText = async (data: Buffer) => (await extractPdfText(data)).pages.join(' ')

describe('the customer and job of a work order', () => {
  it('are kept from the task form and returned by the list and the detail', async () => {
    const res = await createTask(oneOff(jobFields))
    expect(res.statusCode, res.body).toBe(200)
    const event = await workOrderOf(res.json().id)
    expect(event).toMatchObject(savedJob)
    const detail = await get(`/api/maintenanceEvent/${event.id}`)
    expect(detail.statusCode).toBe(200)
    expect(detail.json()).toMatchObject(savedJob)
    const [row] = await t.ctx.db
      .select({ customer: schema.maintenanceEvents.customer, width: schema.maintenanceEvents.jobWidth })
      .from(schema.maintenanceEvents)
      .where(eq(schema.maintenanceEvents.id, event.id))
    expect(row).toEqual({ customer: 'Lácteos del Norte', width: 1220 })
  })

  it("are the demo's on a flexo's coming calibration", async () => {
    const list = await get(
      `/api/maintenanceEvent?maintenanceStates=1&machines=${m['Flexo CI 1'].id}&limit=500`,
    )
    const calibration = list
      .json()
      .results.find((e: { taskName: string }) => e.taskName === 'Calibrate web tension sensors')
    expect(calibration?.customer).toBeTruthy()
    expect(calibration?.job.width).toBeGreaterThan(0)
  })

  it('are none when the form gives none', async () => {
    const res = await createTask(oneOff({ name: 'Grease the anilox bearings', jobWidth: '  ' }))
    expect(res.statusCode, res.body).toBe(200)
    expect(await workOrderOf(res.json().id)).toMatchObject({ customer: null, job: noJob })
  })

  it('refuses a bad value of the task form with a 400 naming the field', async () => {
    for (const [field, value] of [
      ['jobGrammage', 'heavy'],
      ['jobThickness', '-3'],
      ['jobWidth', '100001'],
      ['customer', 'x'.repeat(121)],
      ['jobMaterial', 'y'.repeat(121)],
    ]) {
      const res = await createTask(oneOff({ [field]: value }))
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400)
      expect(fieldsOf(res)).toEqual([field])
    }
  })

  it('are set by a job change, with an edit in the history, and the day and state stay', async () => {
    const created = await createTask(oneOff({ name: 'Clean the ink pumps' }))
    const before = await workOrderOf(created.json().id)
    const res = await change(before.id, {
      version: before.version,
      action: { kind: 'job', ...savedJob, notes: 'Customer asked' },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      ...savedJob,
      version: before.version + 1,
      state: 1,
      date: '2026-11-23',
    })
    const detail = (await get(`/api/maintenanceEvent/${before.id}`)).json()
    expect(detail).toMatchObject(savedJob)
    expect(detail.history[0]).toMatchObject({
      action: 'edit',
      notes: 'Customer asked',
      fromState: 1,
      toState: 1,
    })
    // Blank and absent clear them.
    const cleared = await change(before.id, {
      version: before.version + 1,
      action: { kind: 'job', customer: ' ', job: { name: null } },
    })
    expect(cleared.statusCode, cleared.body).toBe(200)
    expect(cleared.json()).toMatchObject({ customer: null, job: noJob })
  })

  it('refuses a stale version (409 with the work order as it is) and bad values (400 naming the field)', async () => {
    const created = await createTask(oneOff({ name: 'Check the chill roll' }))
    const event = await workOrderOf(created.json().id)
    const stale = await change(event.id, { version: event.version + 5, action: { kind: 'job', ...savedJob } })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().current).toMatchObject({ id: event.id, customer: null })
    const bad = await change(event.id, {
      version: event.version,
      action: { kind: 'job', customer: 'A', job: { ...savedJob.job, width: 0, grammage: 'heavy' } },
    })
    expect(bad.statusCode, bad.body).toBe(400)
    expect(fieldsOf(bad).sort()).toEqual(['action.job.grammage', 'action.job.width'])
    const long = await change(event.id, {
      version: event.version,
      action: { kind: 'job', customer: 'c'.repeat(121), job: {} },
    })
    expect(long.statusCode).toBe(400)
    expect(fieldsOf(long)).toEqual(['action.customer'])
  })

  it("is not an operator's to set on someone else's work order (404)", async () => {
    const created = await createTask(oneOff({ name: 'Replace the web guide sensor' }))
    const event = await workOrderOf(created.json().id)
    // Not assigned to the operator: to them it does not exist.
    await t.ctx.db
      .update(schema.maintenanceEvents)
      .set({ operatorUserId: t.base.userIds['tech@demo.plant'] })
      .where(eq(schema.maintenanceEvents.id, event.id))
    const res = await change(
      event.id,
      { version: event.version, action: { kind: 'job', ...savedJob } },
      operator,
    )
    expect(res.statusCode).toBe(404)
  })

  it('are printed with the work order in the audit PDF', async () => {
    const res = await createTask(oneOff({ ...jobFields, name: 'Align the unwinder' }))
    expect(res.statusCode, res.body).toBe(200)
    const pdf = await get('/api/maintenance/report/audit?initialDate=2026-11-23&finalDate=2026-11-23')
    expect(pdf.statusCode).toBe(200)
    const text = await pdfText(pdf.rawPayload)
    expect(text).toContain('Customer: Lácteos del Norte')
    expect(text).toContain('Job: Yoghurt lid 125 g (LN-4471)')
    expect(text).toContain('Grammage: 80.5 g/m²')
    expect(text).toContain('Width: 1,220 mm')
    expect(text).toContain('Material: PP')
  })
})

describe('the maintenance language', () => {
  const managerId = () => t.base.userIds['manager@demo.plant']
  const setLanguages = (language: string, maintenanceLanguage: string) =>
    t.ctx.db
      .update(schema.users)
      .set({ language, maintenanceLanguage })
      .where(eq(schema.users.id, managerId()))

  const auditText = async () => {
    const res = await get('/api/maintenance/report/audit?initialDate=2026-11-20&finalDate=2026-11-20')
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200)
    return pdfText(res.rawPayload)
  }

  it('writes the audit PDF in it, whatever the interface language', async () => {
    await setLanguages('en_EN', 'pt_PT')
    const pt = await auditText()
    expect(pt).toContain('Relatório de auditoria de manutenção')
    expect(pt).not.toContain('Maintenance audit report')
    await setLanguages('en_EN', 'es_ES')
    const es = await auditText()
    expect(es).toContain('Informe de auditoría de mantenimiento')
    expect(es).not.toContain('Relatório de auditoria')
  })

  it('falls back to the interface language when it is unset or not a maintenance choice', async () => {
    await setLanguages('ca_ES', '')
    expect(await auditText()).toContain("Informe d'auditoria de manteniment")
    await setLanguages('fr_FR', 'fr_FR')
    expect(await auditText()).toContain("Rapport d'audit de maintenance")
    await setLanguages('en_EN', 'en_EN')
  })

  it("writes the maintenance mail's subject and its work order's PDF in it", async () => {
    const [event] = await t.ctx.db
      .select({ id: schema.maintenanceEvents.id })
      .from(schema.maintenanceEvents)
      .where(
        and(
          eq(schema.maintenanceEvents.machineId, m['Flexo CI 1'].id),
          eq(schema.maintenanceEvents.state, 2),
        ),
      )
      .limit(1)
    await t.ctx.db.execute(sql`
      update users set user_preferences = array_append(
        array_remove(array_remove(user_preferences, 'USER_SENDPDFMAINTENANCE_NO'), 'USER_SENDPDFMAINTENANCE_YES'),
        'USER_SENDPDFMAINTENANCE_YES')
      where id = ${managerId()}`)
    const mailIn = async (maintenanceLanguage: string) => {
      await setLanguages('en_EN', maintenanceLanguage)
      const mail = await composeMail(
        t.ctx.db,
        { kind: 'maintenance_pdf', subjectId: event.id, userId: managerId() },
        { now: MAINTENANCE_NOW, orderMaxDays: 31 },
      )
      return { subject: mail.subject, pdf: await pdfText(mail.attachments?.[0]?.content as Buffer) }
    }
    const pt = await mailIn('pt_PT')
    const es = await mailIn('es_ES')
    expect(pt.subject).toMatch(/^Ordem de trabalho concluída: /)
    expect(es.subject).toMatch(/^Orden de trabajo realizada: /)
    expect(pt.pdf).toContain('Relatório de auditoria de manutenção')
    expect(es.pdf).toContain('Informe de auditoría de mantenimiento')
    await setLanguages('en_EN', 'en_EN')
  })
})
