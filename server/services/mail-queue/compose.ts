/**
 * One queued job made into a mail: the recipient checked again (db/mail-jobs/recipients.ts), the
 * report PDF the portal would give them (the order report of GET /order/report-digiflex, the audit
 * report of GET /maintenance/report/audit narrowed to the one work order), and subject and body in
 * their language (a maintenance mail: their maintenance language, maintenance-reader.ts), units and
 * plant time (readerProfile), with the documents toolkit (server/documents).
 *
 * A job that can never be sent (the user may no longer see the subject, the order or work order is
 * gone, the order is too long to report) throws NotSendable: the worker marks it failed at once
 * instead of retrying it.
 */
import { sql } from 'drizzle-orm'
import type { MaintenanceEvent } from '../../../src/contract/maintenance'
import type { Procedure, StepAnswer } from '../../../src/contract/maintenance-procedures'
import { zoneDay } from '../../../src/contract/wall-clock'
import type { DbOrTx } from '../../db/client'
import { recipients } from '../../db/mail-jobs/recipients'
import type { MailJobKind } from '../../db/schema'
import { dayText, plantTime } from '../../documents/plant-time'
import { textsIn } from '../../documents/texts'
import { HttpError } from '../../http/errors'
import type { MailMessage } from '../../lib/mailer'
import { historyEntry } from '../maintenance/events/event-detail'
import { findEvent } from '../maintenance/events/events'
import { procedureOf, stepAnswers } from '../maintenance/procedures/step-answers'
import { renderAuditPdf } from '../maintenance/reports/audit-pdf'
import { maintenanceReader } from '../maintenance/reports/maintenance-reader'
import { procedureLines, procedureTexts } from '../maintenance/reports/procedure-texts'
import { findOrder } from '../order-detail/find-order'
import { orderReport } from '../order-detail/order-report'
import { mailTexts } from './texts'

/** A job that no retry can send: it is marked failed with this reason. */
export class NotSendable extends Error {}

export interface MailJobRef {
  kind: MailJobKind
  subjectId: number
  userId: number
}

export interface ComposeOptions {
  now: Date
  /** ORDER_MAX_DAYS: a longer order has no report (the route's 400 ORDER_TOO_LONG). */
  orderMaxDays: number
}

interface Recipient {
  id: number
  email: string
  name: string
  plantId: number | null
  roles: ReadonlySet<string>
  machineIds: ReadonlySet<number>
}

async function recipient(db: DbOrTx, job: MailJobRef): Promise<Recipient> {
  const eligible = await db.execute(sql`select 1 from (${recipients(job.kind, job.subjectId, job.userId)}) r`)
  if (eligible.rows.length === 0) {
    throw new NotSendable('The user no longer asks for this mail or may no longer see its subject')
  }
  const { rows } = await db.execute<{
    email: string
    display_name: string
    plant_id: number | null
    roles: string[]
    machine_ids: number[] | null
  }>(sql`
    select coalesce(u.notification_address, u.email) as email, u.display_name, u.plant_id, u.roles,
      (select array_agg(um.machine_id) from user_machines um where um.user_id = u.id) as machine_ids
    from users u where u.id = ${job.userId}`)
  const row = rows[0]
  if (!row) throw new NotSendable('The user does not exist')
  return {
    id: job.userId,
    email: row.email,
    name: row.display_name,
    plantId: row.plant_id,
    roles: new Set(row.roles),
    machineIds: new Set((row.machine_ids ?? []).map(Number)),
  }
}

const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '_')

async function orderMail(db: DbOrTx, user: Recipient, orderId: number, options: ComposeOptions) {
  const { rows } = await db.execute<{
    hash_code: string
    id_on_machine: number
    insert_timestamp: number | string
    machine_name: string
  }>(sql`
    select m.hash_code, o.id_on_machine, o.insert_timestamp, m.name as machine_name
    from production_orders o join machines m on m.id = o.machine_id
    where o.id = ${orderId}`)
  const ref = rows[0]
  if (!ref) throw new NotSendable('The order no longer exists')
  const order = await findOrder(
    db,
    user,
    {
      machineHashCode: ref.hash_code,
      idOnMachine: Number(ref.id_on_machine),
      insertTimestamp: Number(ref.insert_timestamp),
    },
    { maxDays: options.orderMaxDays, now: options.now },
  )
  // The same report the download gives this user (order-report.ts).
  const { pdf, fileName, reader } = await orderReport(db, order, user, options.now)
  const values = {
    name: user.name,
    reference: order.reference,
    machine: ref.machine_name,
    finished: order.dateFinish === null ? '-' : plantTime(reader.timezone).instant(order.dateFinish),
  }
  const t = textsIn(mailTexts, reader.language)
  return {
    to: user.email,
    subject: t('orderSubject', values),
    text: `${t('orderBody', values)}\n\n${t('orderWhy', values)}`,
    attachments: [{ filename: fileName, content: pdf, contentType: 'application/pdf' }],
  }
}

async function maintenanceMail(db: DbOrTx, user: Recipient, eventId: number, options: ComposeOptions) {
  // Subject, body and the work order's PDF in the maintenance language (spec 002 §2.5).
  const reader = await maintenanceReader(db, user.id, user.plantId)
  const today = zoneDay(options.now, reader.timezone)
  const event: MaintenanceEvent | null = await findEvent(db, eventId, today)
  if (!event) throw new NotSendable('The work order no longer exists')
  const [history, extra] = await Promise.all([
    db.execute<Parameters<typeof historyEntry>[0]>(sql`
      select h.id, h.at, u.display_name as user_name, h.transition_id, h.from_state, h.to_state, h.details
      from maintenance_event_history h left join users u on u.id = h.user_id
      where h.event_id = ${eventId} order by h.at, h.id`),
    db.execute<{ done_at: Date | string | null; plant_name: string | null }>(sql`
      select e.done_at, p.name as plant_name
      from maintenance_events e join maintenance_tasks t on t.id = e.task_id
      left join plants p on p.id = t.plant_id
      where e.id = ${eventId}`),
  ])
  const facts = extra.rows[0]
  const procedure = await procedureOf(db, eventId)
  const answers = await stepAnswers(db, eventId, procedure)
  const pdf = await renderAuditPdf(
    {
      plantName: facts?.plant_name ?? null,
      readerName: user.name,
      today,
      // The audit report narrowed to this one work order: its filters say so.
      filters: {
        machines: event.machineName ? [event.machineName] : null,
        assets: event.assetName ? [event.assetName] : null,
        operators: event.operatorName ? [event.operatorName] : null,
        states: null,
        types: [event.type],
        frequencies: null,
        risks: null,
        initialDate: event.date,
        finalDate: event.date,
      },
      events: [
        { ...event, history: history.rows.map((row) => historyEntry(row, procedure)), procedure, answers },
      ],
    },
    reader,
    options.now,
  )
  // Asset names often start with their machine's ("Flexo CI 1 · Process units"): not said twice.
  const machine = event.machineName ?? ''
  const asset = event.assetName ?? ''
  const where =
    (machine && asset.includes(machine) ? asset : [machine, asset].filter(Boolean).join(' · ')) || '-'
  const values = {
    name: user.name,
    task: event.taskName,
    where,
    done: facts?.done_at ? plantTime(reader.timezone).instant(facts.done_at) : dayText(event.date),
  }
  const t = textsIn(mailTexts, reader.language)
  return {
    to: user.email,
    subject: t('maintenanceSubject', values),
    text: `${t('maintenanceBody', values)}${answeredSteps(procedure, answers, reader)}\n\n${t('maintenanceWhy', values)}`,
    attachments: [
      {
        filename: `work-order-${eventId}-${fileSafe(event.date)}.pdf`,
        content: pdf,
        contentType: 'application/pdf',
      },
    ],
  }
}

/** The mail of a job, or NotSendable when it can never be sent. */
export async function composeMail(
  db: DbOrTx,
  job: MailJobRef,
  options: ComposeOptions,
): Promise<MailMessage> {
  const user = await recipient(db, job)
  try {
    return job.kind === 'order_pdf'
      ? await orderMail(db, user, job.subjectId, options)
      : await maintenanceMail(db, user, job.subjectId, options)
  } catch (err) {
    // The portal's own refusals (403 machine, 404 gone, 400 too long) will not change on a retry.
    if (err instanceof HttpError && err.status < 500) throw new NotSendable(`${err.code}: ${err.message}`)
    throw err
  }
}

/** The answered procedure steps (issue 33) as lines of the mail's body, after a blank line; '' for none. */
function answeredSteps(
  procedure: Procedure | null,
  answers: StepAnswer[],
  reader: Parameters<typeof procedureLines>[2],
): string {
  const lines = procedureLines(procedure, answers, reader)
  if (lines.length === 0) return ''
  const title = textsIn(procedureTexts, reader.language)('procedure')
  return `\n\n${title}:\n${lines.map((l) => `- ${l.text}`).join('\n')}`
}
