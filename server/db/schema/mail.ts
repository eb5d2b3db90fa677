/**
 * The mail queue (issue 17 item 3, docs/decisions/023-mail-queue.md): one row per report mail a
 * user asked for with their preferences (the order PDF when an order finishes, the work order's
 * report when it is done). Rows are queued in the transaction of the event that causes them; the
 * worker (server/services/mail-queue/) claims due rows with FOR UPDATE SKIP LOCKED, sends, and
 * marks them sent, or retries them with backoff and gives up after 5 attempts.
 *
 * The unique index (kind, subject_id, user_id) is "never twice": a replayed or repeated event
 * queues nothing new (insert ... on conflict do nothing).
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts'

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const mailJobKinds = ['order_pdf', 'maintenance_pdf'] as const
export type MailJobKind = (typeof mailJobKinds)[number]
export const mailJobStates = ['pending', 'sent', 'failed'] as const
export type MailJobState = (typeof mailJobStates)[number]

export const mailJobs = pgTable(
  'mail_jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: mailJobKinds }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The production order id (order_pdf) or the maintenance event id (maintenance_pdf). */
    subjectId: integer('subject_id').notNull(),
    state: text('state', { enum: mailJobStates }).notNull().default('pending'),
    /** Attempts started (counted when a worker claims the job). */
    attempts: integer('attempts').notNull().default(0),
    /** When the job is due: its creation, a retry's backoff, or a claim's lease. */
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    uniqueIndex('mail_jobs_once_key').on(t.kind, t.subjectId, t.userId),
    index('mail_jobs_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
    check('mail_jobs_kind_check', sql`${t.kind} in ('order_pdf', 'maintenance_pdf')`),
    check('mail_jobs_state_check', sql`${t.state} in ('pending', 'sent', 'failed')`),
  ],
)
