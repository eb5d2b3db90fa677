/**
 * The usage sweep's schedule: once started (startup/run-until-signal.ts), a pass now, every 60 s,
 * and shortly after an ingestion batch (wake, debounced: a busy gateway sends a batch a second).
 * One pass at a time per instance; other instances' passes are harmless (usage-sweep.ts inserts
 * each crossing's work order once). Tests call runOnce.
 */
import type { Db } from '../../../db/client'
import { sweepUsage } from './usage-sweep'

export const USAGE_SWEEP_MS = 60_000
const WAKE_DEBOUNCE_MS = 5_000

interface UsageJobOptions {
  db: Db
  now: () => Date
  log: { error: (msg: string) => void }
}

export class UsageJob {
  private timer: NodeJS.Timeout | null = null
  private wakeTimer: NodeJS.Timeout | null = null
  private running: Promise<number[]> | null = null
  private started = false

  constructor(private readonly options: UsageJobOptions) {}

  start(): void {
    if (this.started) return
    this.started = true
    this.kick()
    this.timer = setInterval(() => this.kick(), USAGE_SWEEP_MS)
    this.timer.unref?.()
  }

  async stop(): Promise<void> {
    this.started = false
    if (this.timer) clearInterval(this.timer)
    if (this.wakeTimer) clearTimeout(this.wakeTimer)
    this.timer = null
    this.wakeTimer = null
    await this.running?.catch(() => undefined)
  }

  /** After an ingestion batch: a pass soon (a started job only). */
  wake(): void {
    if (!this.started || this.wakeTimer) return
    this.wakeTimer = setTimeout(() => {
      this.wakeTimer = null
      this.kick()
    }, WAKE_DEBOUNCE_MS)
    this.wakeTimer.unref?.()
  }

  /** One pass; a call during a pass gets that pass. Answers the work orders created. */
  runOnce(): Promise<number[]> {
    if (this.running) return this.running
    const run = sweepUsage(this.options.db, this.options.now()).finally(() => {
      this.running = null
    })
    this.running = run
    return run
  }

  private kick() {
    this.runOnce().catch((err) => this.options.log.error(`usage sweep: ${err}`))
  }
}
