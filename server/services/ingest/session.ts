/**
 * One machine's live state while a batch of events is applied. The machine_status snapshot names
 * the open order, state period, roll, inactivity and power-off; they are loaded once (the status
 * row locked FOR UPDATE, so two batches of one machine never interleave), changed in memory as
 * samples add meters, and written back when they close or when the batch ends. Everything runs in
 * the idempotent write's transaction: a failed batch leaves no trace.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import * as t from '../../db/schema'

export type OrderRow = typeof t.productionOrders.$inferSelect
export type StateRow = typeof t.statePeriods.$inferSelect
export type RollRow = typeof t.rolls.$inferSelect
export type InactivityRow = typeof t.inactivities.$inferSelect
export type PowerOffRow = typeof t.powerOffs.$inferSelect
export type StatusRow = typeof t.machineStatus.$inferSelect

export interface MachineRef {
  id: number
  plantId: number
  name: string
  hashCode: string
  serialNumber: string
}

export interface SampleRow {
  machineId: number
  ts: Date
  speed: number
  totalMeter: number
  cleanMeter: number
  wasteMeter: number
  speedSetPoint?: number | null
  tags?: Record<string, number> | null
}

const RETENTION_FINE_MS = 30 * 86_400_000

async function byId<T>(rows: Promise<T[]>): Promise<T | null> {
  return (await rows)[0] ?? null
}

export class MachineSession {
  order: OrderRow | null = null
  state: StateRow | null = null
  roll: RollRow | null = null
  inactivity: InactivityRow | null = null
  powerOff: PowerOffRow | null = null
  lastSample: SampleRow | null = null
  readonly pendingSamples: SampleRow[] = []
  /** Time of the last applied event (ms); events must not go back in time. */
  cursor: number
  private readonly startedAt: number

  private constructor(
    readonly tx: Tx,
    readonly machine: MachineRef,
    readonly status: StatusRow,
  ) {
    this.cursor = status.lastTransactionAt?.getTime() ?? Number.NEGATIVE_INFINITY
    this.startedAt = this.cursor
  }

  static async load(tx: Tx, machine: MachineRef): Promise<MachineSession> {
    let [status] = await tx
      .select()
      .from(t.machineStatus)
      .where(eq(t.machineStatus.machineId, machine.id))
      .for('update')
    if (!status) {
      ;[status] = await tx.insert(t.machineStatus).values({ machineId: machine.id }).returning()
    }
    const s = new MachineSession(tx, machine, status)
    if (status.currentOrderId) {
      s.order = await byId(
        tx.select().from(t.productionOrders).where(eq(t.productionOrders.id, status.currentOrderId)),
      )
    }
    if (status.statePeriodId) {
      s.state = await byId(
        tx
          .select()
          .from(t.statePeriods)
          .where(and(eq(t.statePeriods.id, status.statePeriodId), isNull(t.statePeriods.dateFinish))),
      )
    }
    if (status.rollId) {
      s.roll = await byId(
        tx
          .select()
          .from(t.rolls)
          .where(and(eq(t.rolls.id, status.rollId), isNull(t.rolls.dateFinish))),
      )
    }
    if (status.inactivityId) {
      s.inactivity = await byId(
        tx
          .select()
          .from(t.inactivities)
          .where(and(eq(t.inactivities.id, status.inactivityId), isNull(t.inactivities.dateFinish))),
      )
    }
    if (status.powerOffId) {
      s.powerOff = await byId(
        tx
          .select()
          .from(t.powerOffs)
          .where(and(eq(t.powerOffs.id, status.powerOffId), isNull(t.powerOffs.dateFinish))),
      )
    }
    s.lastSample = await byId(
      tx
        .select()
        .from(t.speedSamples)
        .where(eq(t.speedSamples.machineId, machine.id))
        .orderBy(desc(t.speedSamples.ts))
        .limit(1),
    )
    return s
  }

  async saveOrder() {
    const o = this.order
    if (!o) return
    await this.tx
      .update(t.productionOrders)
      .set({
        cleanMeter: o.cleanMeter,
        wasteMeter: o.wasteMeter,
        maxSpeedReached: o.maxSpeedReached,
        dateFinish: o.dateFinish,
      })
      .where(eq(t.productionOrders.id, o.id))
  }

  async saveState() {
    const s = this.state
    if (s) {
      await this.tx
        .update(t.statePeriods)
        .set({ meters: s.meters, dateFinish: s.dateFinish })
        .where(eq(t.statePeriods.id, s.id))
    }
  }

  async saveRoll() {
    const r = this.roll
    if (r) {
      await this.tx
        .update(t.rolls)
        .set({ cleanMeter: r.cleanMeter, wasteMeter: r.wasteMeter, dateFinish: r.dateFinish })
        .where(eq(t.rolls.id, r.id))
    }
  }

  async saveInactivity() {
    const i = this.inactivity
    if (i) {
      await this.tx
        .update(t.inactivities)
        .set({ meters: i.meters, dateFinish: i.dateFinish })
        .where(eq(t.inactivities.id, i.id))
    }
  }

  async savePowerOff() {
    const p = this.powerOff
    if (p) await this.tx.update(t.powerOffs).set({ dateFinish: p.dateFinish }).where(eq(t.powerOffs.id, p.id))
  }

  /**
   * Retention: samples are kept per minute for 30 days, then per 5 minutes. Each batch thins the
   * stretch that has just crossed the 30-day line (at most a week of it, by the primary key).
   */
  private async thinOldSamples() {
    if (!Number.isFinite(this.startedAt)) return
    const to = this.cursor - RETENTION_FINE_MS
    const from = Math.max(this.startedAt - RETENTION_FINE_MS - 60_000, to - 7 * 86_400_000)
    if (to <= from) return
    await this.tx.execute(sql`delete from speed_samples where machine_id = ${this.machine.id}
      and ts >= ${new Date(from).toISOString()}::timestamptz and ts < ${new Date(to).toISOString()}::timestamptz
      and mod(extract(epoch from ts)::bigint, 300) <> 0`)
  }

  /** Writes what is still open, the pending samples and the snapshot. */
  async flush() {
    await this.saveOrder()
    await this.saveState()
    await this.saveRoll()
    await this.saveInactivity()
    if (this.pendingSamples.length) {
      for (let i = 0; i < this.pendingSamples.length; i += 500) {
        const chunk = this.pendingSamples.slice(i, i + 500)
        await this.tx
          .insert(t.speedSamples)
          .values(chunk)
          .onConflictDoUpdate({
            target: [t.speedSamples.machineId, t.speedSamples.ts],
            set: {
              speed: sqlExcluded('speed'),
              totalMeter: sqlExcluded('total_meter'),
              cleanMeter: sqlExcluded('clean_meter'),
              wasteMeter: sqlExcluded('waste_meter'),
              speedSetPoint: sqlExcluded('speed_set_point'),
              tags: sqlExcluded('tags'),
            },
          })
      }
      this.pendingSamples.length = 0
      await this.thinOldSamples()
    }
    const s = this.status
    await this.tx
      .update(t.machineStatus)
      .set({
        state: s.state,
        speed: s.speed,
        totalMeter: s.totalMeter,
        lastTransactionAt: s.lastTransactionAt,
        currentOrderId: this.order?.id ?? null,
        statePeriodId: this.state?.id ?? null,
        rollId: this.roll?.id ?? null,
        inactivityId: this.inactivity?.id ?? null,
        powerOffId: this.powerOff?.id ?? null,
        updatedAt: new Date(),
      })
      .where(eq(t.machineStatus.machineId, this.machine.id))
  }
}

const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`)
