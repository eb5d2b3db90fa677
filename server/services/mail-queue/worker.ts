/**
 * The mail queue's worker (ADR 023): sends the report mails queued in mail_jobs.
 *
 * Claiming: one statement takes up to BATCH due pending jobs with FOR UPDATE SKIP LOCKED, counts
 * the attempt and moves next_attempt_at a lease ahead (LEASE_MS), so another instance (or this one
 * after a restart) does not take a job while it is being sent, and takes it again once the lease
 * has passed when the sender died. No transaction is held while the PDF is drawn and the mail
 * sent (PGlite has one connection: a long transaction would stop every request). A job claimed but
 * not tried when the worker stops is released at once.
 *
 * Then: sent -> state 'sent' and sent_at; a failure -> next_attempt_at after the backoff of that
 * attempt (1 min, 5 min, 30 min, 2 h), and after the 5th failed attempt state 'failed'; a job that
 * can never be sent (NotSendable) -> 'failed' at once. last_error keeps the reason.
 *
 * When: `start()` (the running server, startup/run-until-signal.ts) sends what is due now, which
 * is also every job left pending by a stop or a crash, and then polls every 30 s; `wake()` after a
 * commit that queued jobs sends them at once. Before `start()` nothing is sent: tests call
 * `runOnce()` or start it themselves. `stop()` waits for the mail in hand; the app calls it on close.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { mailQueuedIn } from '../../db/mail-jobs/enqueue'
import type { MailJobKind } from '../../db/schema'
import type { Mailer } from '../../lib/mailer'
import { composeMail, NotSendable } from './compose'

export interface MailQueueLog {
  error(details: object, message: string): void
  info(details: object, message: string): void
}

export interface MailQueueOptions {
  db: Db
  mailer: Mailer
  /** The app's clock (ctx.now): the reports' "now". */
  now: () => Date
  /**
   * The queue's clock: due times, backoff, leases, sent_at. Real time (the default), not the app's
   * clock, which tests pin: jobs are queued at the database's now().
   */
  clock?: () => Date
  /** ORDER_MAX_DAYS, for the order report. */
  orderMaxDays: number
  /** How often a started worker looks for due jobs (default 30 s). */
  pollMs?: number
  /** How long a claimed job is left to its sender before another may take it (default 10 min). */
  leaseMs?: number
  log?: MailQueueLog
}

export interface MailRunResult {
  sent: number
  /** Failed attempts that will be tried again. */
  retried: number
  /** Jobs given up (5 failed attempts, or never sendable). */
  failed: number
}

/** The wait after the 1st, 2nd, 3rd and 4th failed attempt; the 5th gives up. */
export const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000] as const
export const MAX_ATTEMPTS = 5
const POLL_MS = 30_000
const LEASE_MS = 10 * 60_000
const BATCH = 10
const silent: MailQueueLog = { error: () => {}, info: () => {} }

type ClaimedJob = {
  id: number
  kind: MailJobKind
  user_id: number
  subject_id: number
  attempts: number
}

export class MailQueue {
  private timer: NodeJS.Timeout | null = null
  private running: Promise<MailRunResult> | null = null
  private again = false
  private started = false
  private stopping = false
  private readonly log: MailQueueLog
  private readonly clock: () => Date

  constructor(private readonly options: MailQueueOptions) {
    this.log = options.log ?? silent
    this.clock = options.clock ?? (() => new Date())
  }

  /** Sends what is due now (jobs left by a restart included), then looks again every 30 s. */
  start(): void {
    if (this.started || this.stopping) return
    this.started = true
    this.kick()
    this.timer = setInterval(() => this.kick(), this.options.pollMs ?? POLL_MS)
    this.timer.unref?.()
  }

  /** Stops polling and waits for the mails in hand. */
  async stop(): Promise<void> {
    this.stopping = true
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.running?.catch(() => undefined)
  }

  /** Looks for due jobs now (a started worker only). */
  wake(): void {
    if (this.started && !this.stopping) this.kick()
  }

  /** After a write's commit: wakes the worker when that transaction queued mails. */
  wakeIfQueued(tx: object): void {
    if (mailQueuedIn(tx)) this.wake()
  }

  /** Sends every due job now; a call during a run gets that run (and asks for another after it). */
  runOnce(): Promise<MailRunResult> {
    if (this.running) {
      this.again = true
      return this.running
    }
    const run = this.drain().finally(() => {
      this.running = null
      if (this.again) {
        this.again = false
        if (this.started && !this.stopping) this.kick()
      }
    })
    this.running = run
    return run
  }

  private kick(): void {
    void this.runOnce().catch((err) => {
      if (!this.stopping) this.log.error({ err }, 'mail queue run failed')
    })
  }

  private async drain(): Promise<MailRunResult> {
    const result: MailRunResult = { sent: 0, retried: 0, failed: 0 }
    while (!this.stopping) {
      const jobs = await this.claim()
      if (jobs.length === 0) break
      for (const [i, job] of jobs.entries()) {
        if (this.stopping) {
          await this.release(jobs.slice(i))
          break
        }
        result[await this.process(job)] += 1
      }
    }
    if (result.sent + result.retried + result.failed > 0) this.log.info({ ...result }, 'report mails')
    return result
  }

  /** Takes due jobs for this worker: the attempt counted, the lease set (see the file's header). */
  private async claim(): Promise<ClaimedJob[]> {
    const now = this.clock()
    const leaseUntil = new Date(now.getTime() + (this.options.leaseMs ?? LEASE_MS))
    const { rows } = await this.options.db.execute<ClaimedJob>(sql`
      with due as (
        select id from mail_jobs
        where state = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
        order by next_attempt_at, id
        limit ${BATCH}
        for update skip locked
      )
      update mail_jobs j set attempts = j.attempts + 1, next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
      from due where j.id = due.id
      returning j.id, j.kind, j.user_id, j.subject_id, j.attempts`)
    return rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) }))
  }

  /** The job as this worker claimed it (not taken again by another after its lease passed). */
  private stillMine(job: ClaimedJob) {
    return sql`id = ${job.id} and state = 'pending' and attempts = ${job.attempts}`
  }

  /** Claimed jobs not tried before a stop: due again at once, the attempt not counted. */
  private async release(jobs: ClaimedJob[]): Promise<void> {
    for (const job of jobs) {
      await this.options.db.execute(sql`
        update mail_jobs set attempts = attempts - 1, next_attempt_at = ${this.clock().toISOString()}::timestamptz
        where id = ${job.id} and state = 'pending' and attempts = ${job.attempts}`)
    }
  }

  private async process(job: ClaimedJob): Promise<keyof MailRunResult> {
    const { db, mailer, now, orderMaxDays } = this.options
    try {
      if (job.attempts > MAX_ATTEMPTS)
        throw new NotSendable('Gave up: the sender stopped during every attempt')
      const message = await composeMail(
        db,
        { kind: job.kind, subjectId: Number(job.subject_id), userId: Number(job.user_id) },
        { now: now(), orderMaxDays },
      )
      await mailer.send(message)
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err)
      const giveUp = err instanceof NotSendable || job.attempts >= MAX_ATTEMPTS
      const retryAt = new Date(
        this.clock().getTime() + BACKOFF_MS[Math.min(job.attempts, BACKOFF_MS.length) - 1],
      )
      await db.execute(sql`
        update mail_jobs set
          state = ${giveUp ? 'failed' : 'pending'},
          next_attempt_at = ${giveUp ? sql`next_attempt_at` : sql`${retryAt.toISOString()}::timestamptz`},
          last_error = ${reason.slice(0, 1000)}
        where ${this.stillMine(job)}`)
      if (err instanceof NotSendable)
        this.log.info({ jobId: job.id, kind: job.kind, reason }, 'report mail not sendable')
      else if (giveUp) this.log.error({ err, jobId: job.id, kind: job.kind }, 'report mail given up')
      return giveUp ? 'failed' : 'retried'
    }
    await db.execute(sql`
      update mail_jobs set state = 'sent', sent_at = ${this.clock().toISOString()}::timestamptz, last_error = null
      where ${this.stillMine(job)}`)
    return 'sent'
  }
}

export function createMailQueue(options: MailQueueOptions): MailQueue {
  return new MailQueue(options)
}
