/**
 * Queuing report mails in the transaction of the event that causes them (ADR 023): one
 * INSERT ... SELECT of the eligible users, nothing else, so ingestion and work-order changes never
 * wait on a PDF or a mail server. The unique (kind, subject_id, user_id) index with ON CONFLICT DO
 * NOTHING makes a replayed or repeated event queue nothing new.
 *
 * The transaction is remembered when it queued something, so the route can wake the worker once
 * it has committed (`MailQueue.wakeIfQueued(tx)`); before the commit the worker could not see the rows.
 */
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../client'
import type { MailJobKind } from '../schema'
import { recipients } from './recipients'

const queuedIn = new WeakSet<object>()

/** Whether this transaction queued at least one mail job. */
export function mailQueuedIn(tx: object): boolean {
  return queuedIn.has(tx)
}

async function queue(tx: DbOrTx, kind: MailJobKind, subjectId: number): Promise<number> {
  const result = await tx.execute<{ id: number }>(sql`
    insert into mail_jobs (kind, user_id, subject_id)
    select ${kind}, r.user_id, r.subject_id from (${recipients(kind, subjectId)}) r
    on conflict (kind, subject_id, user_id) do nothing
    returning id`)
  const count = result.rows.length
  if (count > 0) queuedIn.add(tx)
  return count
}

/** The finished order's PDF, for every user who asked for it and may see the machine. */
export function queueOrderMails(tx: DbOrTx, orderId: number): Promise<number> {
  return queue(tx, 'order_pdf', orderId)
}

/** The done work order's report, for every user who asked for it and may see the work order. */
export function queueMaintenanceMails(tx: DbOrTx, eventId: number): Promise<number> {
  return queue(tx, 'maintenance_pdf', eventId)
}
