/**
 * The cost recalculation job (issue 15 item 6). Price writes mark the finished orders whose costs
 * they change (marking.ts); this job reprices the marked orders of a plant, oldest first (by
 * date_start), a group at a time (ORDERS_PER_TRANSACTION) in a transaction that writes their new
 * costs (repriceOrders, the one pricing engine), deletes their marks and counts them into
 * cost_recalculation_runs.done, setting
 * finished_at when no mark is left. The marks are the job's whole state: after a crash or a restart
 * it simply continues with the marks left, and the counts stay right because each mark is counted
 * in the transaction that removes it.
 *
 * One run at a time per plant: an in-process guard (a run asked for while one runs is run again
 * after it, so marks committed during the last look are not left behind) and a Postgres session
 * advisory lock (recalculation-locks.ts), so two API instances never run the same plant together.
 *
 * When: `wake(plant)` after a price write, debounced (COST_RECALC_DEBOUNCE_MS, successive edits
 * make one run); `start()` looks for leftover marks at once and then every minute. `stop()` cancels
 * the timers and waits for the order in hand; the app calls it on close.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { countIntoRun } from './marking'
import { lockPlantPrices, withRunLock } from './recalculation-locks'
import { keepVersions } from './recalculation-versions'
import { repriceOrder, repriceOrders } from './reprice'

export interface JobLog {
  error(details: object, message: string): void
  info(details: object, message: string): void
}

export interface CostRecalculationOptions {
  db: Db
  /** Wait after the last wake before a run starts. */
  debounceMs: number
  /** How often `start()` looks for leftover marks. */
  sweepMs?: number
  /**
   * Orders repriced per transaction (default ORDERS_PER_TRANSACTION). A group amortizes the fixed
   * cost of a transaction and of production_orders' statement triggers (64 orders/s one by one,
   * about 1,800 by 100, on PGlite with 20,000 orders); the marks and counts still change in the
   * transaction that writes the costs they stand for, so a crash loses at most one group's work.
   */
  ordersPerTransaction?: number
  log?: JobLog
}

export interface RunOptions {
  /** Stop after this many orders (a run cut short, as a crash would; the rest stays marked). */
  maxOrders?: number
}

export interface RunResult {
  /** Orders repriced by this run. */
  processed: number
  /** Marks of the plant left when it ended. */
  left: number
  /** Not run: another session holds the plant's run lock. */
  locked?: boolean
}

const BATCH = 200
export const ORDERS_PER_TRANSACTION = 50
const SWEEP_MS = 60_000
const silent: JobLog = { error: () => {}, info: () => {} }

type Row = Record<string, unknown>

export class CostRecalculation {
  private readonly timers = new Map<number, NodeJS.Timeout>()
  private readonly runs = new Map<number, Promise<RunResult>>()
  private readonly again = new Set<number>()
  private sweeper: NodeJS.Timeout | null = null
  private stopping = false
  private readonly log: JobLog

  constructor(private readonly options: CostRecalculationOptions) {
    this.log = options.log ?? silent
  }

  /** Asks for a run of the plant once no other wake has come for the debounce time. */
  wake(plantId: number): void {
    if (this.stopping) return
    clearTimeout(this.timers.get(plantId))
    const timer = setTimeout(() => {
      this.timers.delete(plantId)
      void this.runPlant(plantId).catch((err) =>
        this.log.error({ err, plantId }, 'cost recalculation failed'),
      )
    }, this.options.debounceMs)
    timer.unref?.()
    this.timers.set(plantId, timer)
  }

  /** Looks for leftover marks now and every minute (the server calls it once it listens). */
  start(): void {
    if (this.sweeper || this.stopping) return
    void this.sweep()
    this.sweeper = setInterval(() => void this.sweep(), this.options.sweepMs ?? SWEEP_MS)
    this.sweeper.unref?.()
  }

  /** Cancels the timers and waits for the runs in hand to finish their current order. */
  async stop(): Promise<void> {
    this.stopping = true
    if (this.sweeper) clearInterval(this.sweeper)
    this.sweeper = null
    for (const timer of this.timers.values()) clearTimeout(timer)
    this.timers.clear()
    await Promise.allSettled([...this.runs.values()])
  }

  /** Whether a run of the plant is under way in this process. */
  isRunning(plantId: number): boolean {
    return this.runs.has(plantId)
  }

  /** Runs the plant's marked orders now; a call during a run gets that run (and asks for another). */
  runPlant(plantId: number, options: RunOptions = {}): Promise<RunResult> {
    const current = this.runs.get(plantId)
    if (current) {
      this.again.add(plantId)
      return current
    }
    const run = withRunLock(this.options.db, plantId, () => this.process(plantId, options))
      .then(
        async (r): Promise<RunResult> =>
          r.ran ? r.value : { processed: 0, left: await this.marksLeft(plantId), locked: true },
      )
      .finally(() => {
        this.runs.delete(plantId)
        if (this.again.delete(plantId)) this.wake(plantId)
      })
    this.runs.set(plantId, run)
    return run
  }

  /** Starts a run for every plant with marks and no run or wake pending. */
  async sweep(): Promise<void> {
    if (this.stopping) return
    try {
      const { rows } = await this.options.db.execute<Row>(
        sql`select distinct plant_id from order_cost_recalculations`,
      )
      for (const row of rows) {
        const plantId = Number(row.plant_id)
        if (this.stopping || this.runs.has(plantId) || this.timers.has(plantId)) continue
        void this.runPlant(plantId).catch((err) =>
          this.log.error({ err, plantId }, 'cost recalculation failed'),
        )
      }
    } catch (err) {
      if (!this.stopping) this.log.error({ err }, 'cost recalculation sweep failed')
    }
  }

  private async process(plantId: number, options: RunOptions): Promise<RunResult> {
    const max = options.maxOrders ?? Number.POSITIVE_INFINITY
    await this.openRun(plantId)
    // Orders whose repricing failed are left marked for the next run, not retried in a loop.
    const failed: number[] = []
    let processed = 0
    while (!this.stopping && processed < max) {
      const ids = await this.nextOrders(plantId, Math.min(BATCH, max - processed), failed)
      if (ids.length === 0) break
      const size = Math.max(1, Math.floor(this.options.ordersPerTransaction ?? ORDERS_PER_TRANSACTION))
      for (let i = 0; i < ids.length && !this.stopping && processed < max; i += size) {
        const group = ids.slice(i, Math.min(i + size, i + max - processed))
        try {
          processed += await this.reprice(plantId, group)
        } catch (err) {
          failed.push(...group)
          this.log.error({ err, plantId, orderIds: group }, 'cost recalculation of orders failed')
        }
      }
    }
    const left = await this.marksLeft(plantId)
    if (left === 0) {
      // Marks removed otherwise (an order deleted) would leave the run open for ever.
      await this.options.db.execute(sql`
        update cost_recalculation_runs set finished_at = now()
        where plant_id = ${plantId} and finished_at is null`)
    }
    if (processed > 0) this.log.info({ plantId, processed, left }, 'costs recalculated')
    return { processed, left }
  }

  /** A run row for marks that none counts (its last run finished, or marks written by other code). */
  private async openRun(plantId: number): Promise<void> {
    await this.options.db.transaction(async (tx) => {
      await lockPlantPrices(tx, plantId)
      const { rows } = await tx.execute<Row>(sql`
        select
          (select count(*)::int from order_cost_recalculations where plant_id = ${plantId}) as marks,
          (select finished_at is null from cost_recalculation_runs where plant_id = ${plantId}) as open`)
      const marks = Number(rows[0]?.marks ?? 0)
      if (marks > 0 && rows[0]?.open !== true) await countIntoRun(tx, plantId, marks)
    })
  }

  private async nextOrders(plantId: number, limit: number, skip: readonly number[]): Promise<number[]> {
    const { rows } = await this.options.db.execute<Row>(sql`
      select r.order_id from order_cost_recalculations r
      join production_orders o on o.id = r.order_id
      where r.plant_id = ${plantId} and not (r.order_id = any(${`{${skip.join(',')}}`}::int[]))
      order by o.date_start, o.id
      limit ${limit}`)
    return rows.map((r) => Number(r.order_id))
  }

  /** Reprices the orders still marked among `orderIds`, with their marks and count, in one transaction. */
  private reprice(plantId: number, orderIds: readonly number[]): Promise<number> {
    return this.options.db.transaction(async (tx) => {
      await lockPlantPrices(tx, plantId)
      const removed = await tx.execute<Row>(sql`
        with gone as (
          delete from order_cost_recalculations
          where order_id = any(${`{${orderIds.join(',')}}`}::int[]) and plant_id = ${plantId}
          returning order_id, reasons
        )
        select g.order_id, g.reasons, o.po_cost from gone g join production_orders o on o.id = g.order_id`)
      const ids = removed.rows.map((r) => Number(r.order_id))
      if (ids.length === 0) return 0
      if (ids.length === 1) await repriceOrder(tx, ids[0])
      else await repriceOrders(tx, ids)
      await keepVersions(tx, removed.rows)
      await tx.execute(sql`
        update cost_recalculation_runs set
          done = done + ${ids.length},
          total = greatest(total, done + ${ids.length}),
          finished_at = case
            when exists (select 1 from order_cost_recalculations where plant_id = ${plantId}) then null
            else now() end
        where plant_id = ${plantId}`)
      return ids.length
    })
  }

  private async marksLeft(plantId: number): Promise<number> {
    const { rows } = await this.options.db.execute<Row>(
      sql`select count(*)::int as n from order_cost_recalculations where plant_id = ${plantId}`,
    )
    return Number(rows[0]?.n ?? 0)
  }
}

export const createCostRecalculation = (options: CostRecalculationOptions) => new CostRecalculation(options)
