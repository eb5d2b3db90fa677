/**
 * The report mails the preferences promise (issue 17 item 3, ADR 023): queued in the transaction
 * of the event (an order finished through the ingestion API, a work order done), once per subject
 * and user, only for the users who asked and may see it; sent by the worker with the report PDF,
 * also after a restart; retried with backoff and given up after 5 attempts.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type App, buildApp } from '../../server/app'
import { queueOrderMails } from '../../server/db/mail-jobs/enqueue'
import * as schema from '../../server/db/schema'
import { createMailer, type MailMessage } from '../../server/lib/mailer'
import { hashToken } from '../../server/lib/tokens'
import { extractPdfText } from '../../server/services/documents/extract-text'
import { BACKOFF_MS, MailQueue } from '../../server/services/mail-queue/worker'
import { MAINTENANCE_NOW } from '../support/database-fixtures'
import { bearer, type DemoMachineRef, demoMachinesByName, signIn } from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

// The app's clock (business time) is pinned; the queue schedules on real time (ADR 023).
const now = MAINTENANCE_NOW
let t: TestApp
/** The app serving requests: t.app until the restart test replaces it. */
let app: App
let ingestKey: string
let m: Record<string, DemoMachineRef>
const MACHINE = 'Flexo CI 1'
const user = (email: string) => t.base.userIds[email]

beforeAll(async () => {
  t = await createTestApp({ now: () => now }, {}, { fixture: 'maintenance' })
  app = t.app
  m = await demoMachinesByName(t.ctx.db)
  const secret = 'secret-mail-gateway-0123456789'
  await t.ctx.db.insert(schema.apiKeys).values({
    companyId: t.base.companyId,
    clientId: 'mail-gateway',
    alias: 'mail-gateway',
    secretHash: hashToken(secret),
    scopes: ['ingest'],
  })
  ingestKey = `ApiKey mail-gateway:${secret}`
  // Order mails: manager@ and sales@ asked and see the machine; operator@ asked but loses the
  // machine; tech@ asked but has no production-analytics role; new@ asked but never accepted the
  // terms. Maintenance mails: manager@ (manager level) and operator@ (only their own work orders).
  await setMailPreferences('manager@demo.plant', { order: true, maintenance: true })
  await setMailPreferences('sales@demo.plant', { order: true, maintenance: true })
  await setMailPreferences('operator@demo.plant', { order: true, maintenance: true })
  await setMailPreferences('tech@demo.plant', { order: true, maintenance: false })
  await setMailPreferences('new@demo.plant', { order: true, maintenance: false })
  await t.ctx.db
    .delete(schema.userMachines)
    .where(
      and(
        eq(schema.userMachines.userId, user('operator@demo.plant')),
        eq(schema.userMachines.machineId, m[MACHINE].id),
      ),
    )
}, 120_000)

afterAll(async () => {
  if (app !== t.app) await app.close()
  await t.close()
})

async function setMailPreferences(email: string, want: { order: boolean; maintenance: boolean }) {
  const [row] = await t.ctx.db
    .select({ codes: schema.users.userPreferences })
    .from(schema.users)
    .where(eq(schema.users.id, user(email)))
  const codes = row.codes.filter((c) => !c.startsWith('USER_SENDPDF'))
  codes.push(`USER_SENDPDFWHENFINISHORDER_${want.order ? 'YES' : 'NO'}`)
  codes.push(`USER_SENDPDFMAINTENANCE_${want.maintenance ? 'YES' : 'NO'}`)
  await t.ctx.db
    .update(schema.users)
    .set({ userPreferences: codes })
    .where(eq(schema.users.id, user(email)))
}

// Each order runs 20 minutes, one after the other, with the meter counters going on.
const firstMinute = Date.parse('2026-11-19T06:00:00Z')
const at = (minute: number) => new Date(firstMinute + minute * 60_000).toISOString()
let orders = 0

function ingest(events: unknown[], key?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/ingest/v1/events',
    headers: { authorization: ingestKey, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { machine: m[MACHINE].hashCode, events },
  })
}

/** Starts and finishes an order in one batch; answers the response and the order's id. */
async function runOrder(reference: string, key?: string) {
  const n = orders++
  const start = n * 30
  const meters = (k: number) => ({ totalMeter: k * 1000, cleanMeter: k * 900, wasteMeter: k * 100 })
  const events = [
    { type: 'sample', at: at(start), speed: 0, ...meters(2 * n + 1) },
    {
      type: 'order_start',
      at: at(start),
      idOnMachine: 9000 + n,
      insertTimestamp: Math.floor((firstMinute + start * 60_000) / 1000) - 60,
      reference,
      jobReference: `JOB-${reference}`,
      customer: 'Mail Test Customer',
      operators: ['Mail Operator'],
      targetMeter: 1000,
      materialId: 3,
      width: 800,
    },
    { type: 'state', at: at(start + 1), state: 3 },
    { type: 'sample', at: at(start + 10), speed: 100, ...meters(2 * n + 2) },
    { type: 'order_finish', at: at(start + 20) },
  ]
  const res = await ingest(events, key)
  expect(res.statusCode, res.body).toBe(200)
  const [order] = await t.ctx.db
    .select({ id: schema.productionOrders.id })
    .from(schema.productionOrders)
    .where(eq(schema.productionOrders.reference, reference))
  return { events, orderId: order.id, finishedAt: at(start + 20) }
}

async function jobsOf(kind: schema.MailJobKind, subjectId: number) {
  return t.ctx.db
    .select()
    .from(schema.mailJobs)
    .where(and(eq(schema.mailJobs.kind, kind), eq(schema.mailJobs.subjectId, subjectId)))
    .orderBy(schema.mailJobs.userId)
}

/** A queue over the test database with its own mailer and clock (another instance, or a restart). */
function queueWith(mailer: { send(m: MailMessage): Promise<void> }, clock?: () => Date) {
  return new MailQueue({ db: t.ctx.db, mailer, now: () => now, orderMaxDays: 31, clock })
}

/** The PDF attachment and the decoded text part of an .eml written by the mailer. */
function readEml(file: string): {
  headers: string
  text: string
  pdf: Buffer | null
  pdfName: string | null
} {
  const raw = readFileSync(file, 'utf8')
  const split = raw.search(/\r?\n\r?\n/)
  const headers = raw.slice(0, split)
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1]
  const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw.slice(split)]
  let text = ''
  let pdf: Buffer | null = null
  let pdfName: string | null = null
  for (const part of parts) {
    const cut = part.search(/\r?\n\r?\n/)
    const head = part.slice(0, cut)
    const body = part.slice(cut).trim()
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase()
    const bytes =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
        : encoding === 'quoted-printable'
          ? Buffer.from(
              body
                .replace(/=\r?\n/g, '')
                .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) =>
                  String.fromCharCode(Number.parseInt(hex, 16)),
                ),
              'latin1',
            )
          : Buffer.from(body, 'utf8')
    if (/content-type:\s*application\/pdf/i.test(head)) {
      pdf = bytes
      pdfName = /filename="?([^";\r\n]+)"?/i.exec(head)?.[1] ?? null
    } else if (/content-type:\s*text\/plain/i.test(head)) {
      text = bytes.toString('utf8')
    }
  }
  return { headers, text, pdf, pdfName }
}

const pdfText = async (pdf: Buffer) => (await extractPdfText(new Uint8Array(pdf))).pages.join(' ')

let firstOrder: { orderId: number; finishedAt: string }

describe('queuing the finished-order mail', () => {
  it('queues one job per user who asked for it and may see the machine, and never twice', async () => {
    const { events, orderId, finishedAt } = await runOrder('MAIL-ORDER-1', 'mail-finish-0001')
    firstOrder = { orderId, finishedAt }
    const jobs = await jobsOf('order_pdf', orderId)
    expect(jobs.map((j) => j.userId)).toEqual(
      [user('manager@demo.plant'), user('sales@demo.plant')].sort((a, b) => a - b),
    )
    expect(jobs.every((j) => j.state === 'pending' && j.attempts === 0 && j.sentAt === null)).toBe(true)

    // The same batch again (its Idempotency-Key): the stored answer, nothing queued.
    const replay = await ingest(events, 'mail-finish-0001')
    expect(replay.statusCode).toBe(200)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    // A second finish of the same order is refused (no order is open) and queues nothing.
    const again = await ingest([{ type: 'order_finish', at: at(25) }])
    expect(again.statusCode).toBe(400)
    // Queuing the same order again adds nothing: the unique index decides.
    expect(await t.ctx.db.transaction((tx) => queueOrderMails(tx, orderId))).toBe(0)
    expect(await jobsOf('order_pdf', orderId)).toHaveLength(2)
  })

  it('queues nothing for a batch that finishes no order', async () => {
    const before = await t.ctx.db.select().from(schema.mailJobs)
    const res = await ingest([{ type: 'heartbeat', at: at(26) }])
    expect(res.statusCode, res.body).toBe(200)
    expect(await t.ctx.db.select().from(schema.mailJobs)).toHaveLength(before.length)
  })
})

describe('sending', () => {
  it('survives a restart before sending: the new app sends each queued mail once, with a PDF that parses', async () => {
    // The app stops before its worker ran (tests never start it by themselves): the jobs wait.
    await t.app.close()
    expect((await jobsOf('order_pdf', firstOrder.orderId)).every((j) => j.state === 'pending')).toBe(true)

    // A new app over the same database, writing .eml files as a server without SMTP_URL does.
    const mailDir = path.join(t.ctx.env.DATA_DIR, 'mail')
    const mailer = createMailer({ from: 'portal@test', mailDir, log: () => {} })
    app = await buildApp({ ...t.ctx, mailer })
    await app.ready()
    app.mailQueue.start()
    const deadline = Date.now() + 30_000
    const emls = () => readdirSync(mailDir, { withFileTypes: true }).filter((f) => f.name.endsWith('.eml'))
    while (Date.now() < deadline) {
      const sent = await jobsOf('order_pdf', firstOrder.orderId)
      if (sent.every((j) => j.state === 'sent')) break
      await new Promise((r) => setTimeout(r, 100))
    }
    // Stopped, it finishes the run in hand: a job reads 'sent' before that run returns, and a
    // runOnce() during it got the run itself (its sent count), which failed one busy run in three.
    await app.mailQueue.stop()
    // Another instance finds nothing more to send.
    const other: MailMessage[] = []
    expect(await queueWith({ send: async (x) => void other.push(x) }).runOnce()).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    })
    expect(other).toEqual([])

    const jobs = await jobsOf('order_pdf', firstOrder.orderId)
    expect(jobs.map((j) => [j.state, j.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ])
    const files = emls().map((f) => path.join(mailDir, f.name))
    expect(files).toHaveLength(2)
    const mails = files.map(readEml)
    const toManager = mails.find((x) => /^to: manager@demo\.plant/im.test(x.headers))
    const toSales = mails.find((x) => /^to: sales@demo\.plant/im.test(x.headers))
    expect(toManager && toSales).toBeTruthy()
    // In the reader's language: manager@ reads English, sales@ Spanish.
    expect(toManager?.text).toContain('The production order MAIL-ORDER-1 finished on Flexo CI 1')
    expect(toSales?.text).toContain('La orden de producción MAIL-ORDER-1 terminó en Flexo CI 1')
    for (const mail of mails) {
      expect(mail.pdfName).toBe('order-MAIL-ORDER-1.pdf')
      expect(mail.pdf?.subarray(0, 5).toString()).toBe('%PDF-')
      expect(await pdfText(mail.pdf as Buffer)).toContain('MAIL-ORDER-1')
    }
  }, 90_000)

  it('wakes the worker after the commit of a write that queued mails, not after others', async () => {
    const wake = vi.spyOn(app.mailQueue, 'wake')
    await ingest([{ type: 'heartbeat', at: at(27) }])
    expect(wake).not.toHaveBeenCalled()
    const { orderId } = await runOrder('MAIL-ORDER-2')
    expect(wake).toHaveBeenCalledTimes(1)
    expect(await jobsOf('order_pdf', orderId)).toHaveLength(2)
    wake.mockRestore()
  })

  it('sends each job once when two instances run together', async () => {
    const { orderId } = await runOrder('MAIL-ORDER-3')
    const sent: MailMessage[] = []
    const slow = {
      send: async (message: MailMessage) => {
        await new Promise((r) => setTimeout(r, 50))
        sent.push(message)
      },
    }
    const [a, b] = await Promise.all([queueWith(slow).runOnce(), queueWith(slow).runOnce()])
    // Jobs of MAIL-ORDER-2 were still pending too: four jobs, each sent by one instance.
    expect(a.sent + b.sent).toBe(4)
    expect(sent.map((x) => x.to).sort()).toEqual([
      'manager@demo.plant',
      'manager@demo.plant',
      'sales@demo.plant',
      'sales@demo.plant',
    ])
    expect((await jobsOf('order_pdf', orderId)).every((j) => j.state === 'sent' && j.attempts === 1)).toBe(
      true,
    )
  }, 60_000)

  it('retries a failed send after 1 min, 5 min, 30 min and 2 h, then gives up after 5 attempts', async () => {
    const { orderId } = await runOrder('MAIL-ORDER-4')
    let clock = Date.now() + 1000
    let tries = 0
    const queue = queueWith(
      {
        send: async () => {
          tries += 1
          throw new Error('SMTP down')
        },
      },
      () => new Date(clock),
    )
    const due = async () => (await jobsOf('order_pdf', orderId)).map((j) => j.nextAttemptAt.getTime())
    expect(await queue.runOnce()).toEqual({ sent: 0, retried: 2, failed: 0 })
    for (const [i, wait] of BACKOFF_MS.entries()) {
      const jobs = await jobsOf('order_pdf', orderId)
      expect(jobs.map((j) => [j.state, j.attempts, j.lastError])).toEqual([
        ['pending', i + 1, 'SMTP down'],
        ['pending', i + 1, 'SMTP down'],
      ])
      expect(await due()).toEqual([clock + wait, clock + wait])
      // Not due a second before its time.
      clock += wait - 1000
      expect(await queue.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 })
      clock += 1000
      const last = i === BACKOFF_MS.length - 1
      expect(await queue.runOnce()).toEqual({ sent: 0, retried: last ? 0 : 2, failed: last ? 2 : 0 })
    }
    const jobs = await jobsOf('order_pdf', orderId)
    expect(jobs.map((j) => [j.state, j.attempts, j.sentAt])).toEqual([
      ['failed', 5, null],
      ['failed', 5, null],
    ])
    expect(tries).toBe(10)
    clock += 86_400_000
    expect(await queue.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 })
  }, 120_000)

  it('gives up at once on a job its user may no longer receive, and sends nothing', async () => {
    const { orderId } = await runOrder('MAIL-ORDER-5')
    await setMailPreferences('sales@demo.plant', { order: false, maintenance: true })
    const sent: MailMessage[] = []
    const result = await queueWith({ send: async (x) => void sent.push(x) }).runOnce()
    expect(result).toEqual({ sent: 1, retried: 0, failed: 1 })
    expect(sent.map((x) => x.to)).toEqual(['manager@demo.plant'])
    const jobs = await jobsOf('order_pdf', orderId)
    const sales = jobs.find((j) => j.userId === user('sales@demo.plant'))
    expect(sales).toMatchObject({ state: 'failed', attempts: 1 })
    expect(sales?.lastError).toMatch(/no longer/)
    await setMailPreferences('sales@demo.plant', { order: true, maintenance: true })
  }, 60_000)
})

describe('stopping', () => {
  it('releases the jobs it claimed but did not try, and the next worker sends them', async () => {
    const { orderId } = await runOrder('MAIL-ORDER-6')
    const sent: MailMessage[] = []
    const stopping = queueWith({
      send: async (x) => {
        sent.push(x)
        void stopping.stop()
      },
    })
    expect(await stopping.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 })
    const left = (await jobsOf('order_pdf', orderId)).filter((j) => j.state === 'pending')
    expect(left.map((j) => j.attempts)).toEqual([0])
    expect(await queueWith({ send: async (x) => void sent.push(x) }).runOnce()).toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
    })
    expect(sent.map((x) => x.to).sort()).toEqual(['manager@demo.plant', 'sales@demo.plant'])
  }, 60_000)
})

describe('the maintenance report mail', () => {
  it('queues the done work order for the users who asked and may see it, and sends its report', async () => {
    const manager = await signIn(t, 'manager@demo.plant')
    const [event] = await t.ctx.db
      .select({ id: schema.maintenanceEvents.id, version: schema.maintenanceEvents.version })
      .from(schema.maintenanceEvents)
      .innerJoin(schema.maintenanceTasks, eq(schema.maintenanceTasks.id, schema.maintenanceEvents.taskId))
      .where(
        and(
          eq(schema.maintenanceEvents.machineId, m[MACHINE].id),
          eq(schema.maintenanceEvents.state, 1),
          eq(schema.maintenanceTasks.risk, 3),
          sql`${schema.maintenanceEvents.date} >= '2026-11-20'`,
        ),
      )
      .limit(1)
    // Not the operator's own: operator@ (operator level) may not see it and gets nothing.
    await t.ctx.db
      .update(schema.maintenanceEvents)
      .set({ operatorUserId: user('tech@demo.plant') })
      .where(eq(schema.maintenanceEvents.id, event.id))
    const wake = vi.spyOn(app.mailQueue, 'wake')
    const res = await app.inject({
      method: 'PUT',
      url: `/api/maintenanceEvent/${event.id}`,
      headers: { ...bearer(manager), 'idempotency-key': 'mail-maintenance-0001' },
      payload: {
        version: event.version,
        action: { kind: 'complete', durationMinutes: 20, notes: 'Mail test' },
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(wake).toHaveBeenCalledTimes(1)
    wake.mockRestore()
    const jobs = await jobsOf('maintenance_pdf', event.id)
    // sales@ asked too but has no maintenance role; tech@ did not ask.
    expect(jobs.map((j) => j.userId)).toEqual([user('manager@demo.plant')])

    const sent: MailMessage[] = []
    expect(await queueWith({ send: async (x) => void sent.push(x) }).runOnce()).toEqual({
      sent: 1,
      retried: 0,
      failed: 0,
    })
    const [mail] = sent
    const task = res.json().taskName as string
    expect(mail.to).toBe('manager@demo.plant')
    expect(mail.subject.startsWith(`Work order done: ${task} (`)).toBe(true)
    expect(mail.subject.split(MACHINE)).toHaveLength(2)
    const attachment = mail.attachments?.[0]
    expect(attachment?.filename).toMatch(new RegExp(`^work-order-${event.id}-`))
    const text = await pdfText(attachment?.content as Buffer)
    expect(text).toContain(task)
    expect(text).toContain('Mail test')
  }, 60_000)
})
