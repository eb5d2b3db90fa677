/**
 * One machine's generated history, walked forward minute by minute of machine time. Orders tile
 * the machine's time back to back; inside an order, state periods (1 change, 2 adjustment,
 * 3 production) tile the order; inactivities and power-offs are sub-intervals of the state period
 * they happen in (with its state) and never overlap each other. Meters come from "segments" of
 * constant speed; the same segments later yield the speed samples, so samples, rolls, states and
 * order totals all agree. Everything still running at the end is left open.
 */
import type { Reason } from '../model/names'
import { crewRows } from './crew'
import type {
  HistoryRows,
  IdAllocator,
  InactivityRow,
  OrderRow,
  PowerOffRow,
  RollRow,
  StateRow,
} from './types'

export const MIN = 60_000

export interface OffWindow {
  start: number
  end: number
  description: string
}

export interface Segment {
  start: number
  end: number
  speed: number
  cleanRate: number
  wasteRate: number
  clean0: number
  waste0: number
  /** The speed set point of the order phase, m/min (null outside an order). */
  setPoint: number | null
}

interface OrderAcc {
  offMs: number
  s3Ms: number
  s3InactMs: number
  s3OffMs: number
  s3Meters: number
  maxSpeed: number
}

const freshAcc = (): OrderAcc => ({ offMs: 0, s3Ms: 0, s3InactMs: 0, s3OffMs: 0, s3Meters: 0, maxSpeed: 0 })
const round2 = (n: number) => Math.round(n * 100) / 100

export type NewOrder = Omit<
  OrderRow,
  | 'id'
  | 'machineId'
  | 'dateStart'
  | 'dateFinish'
  | 'cleanMeter'
  | 'wasteMeter'
  | 'numRoll'
  | 'speedTotal'
  | 'speedTurning'
  | 'maxSpeedReached'
>

export class MachineTimeline {
  done = false
  readonly segments: Segment[] = []
  /** The speed set point of the running order phase, m/min, carried by the segments (ADR 044). */
  setPoint: number | null = null
  clean: number
  waste: number
  order: OrderRow | null = null
  state: StateRow | null = null
  roll: RollRow | null = null
  inactivity: InactivityRow | null = null
  powerOff: PowerOffRow | null = null
  private acc = freshAcc()
  private offIdx = 0
  private rollCount = 0

  constructor(
    readonly machineId: number,
    public t: number,
    public end: number,
    private readonly offWindows: OffWindow[],
    counters: { clean: number; waste: number },
    private readonly ids: IdAllocator,
    private readonly out: HistoryRows,
    private readonly operatorAt: (ms: number) => number,
  ) {
    this.clean = counters.clean
    this.waste = counters.waste
    if (t >= end) this.done = true
  }

  openOrder(fields: NewOrder) {
    const order: OrderRow = {
      ...fields,
      id: this.ids.take('orders'),
      machineId: this.machineId,
      dateStart: this.t,
      dateFinish: null,
      cleanMeter: 0,
      wasteMeter: 0,
      numRoll: 0,
      speedTotal: 0,
      speedTurning: 0,
      maxSpeedReached: 0,
    }
    this.out.orders.push(order)
    this.order = order
    this.acc = freshAcc()
    this.rollCount = 0
    return order
  }

  openState(state: number) {
    this.closeState()
    const row: StateRow = {
      id: this.ids.take('states'),
      machineId: this.machineId,
      orderId: this.order!.id,
      state,
      dateStart: this.t,
      dateFinish: null,
      meters: 0,
    }
    this.out.states.push(row)
    this.state = row
  }

  private closeState() {
    const s = this.state
    if (!s) return
    s.dateFinish = this.t
    s.meters = round2(s.meters)
    if (s.state === 3) this.acc.s3Ms += s.dateFinish - s.dateStart
    this.state = null
  }

  openRoll() {
    this.closeRoll()
    this.rollCount++
    const row: RollRow = {
      id: this.ids.take('rolls'),
      orderId: this.order!.id,
      number: this.rollCount,
      dateStart: this.t,
      dateFinish: null,
      cleanMeter: 0,
      wasteMeter: 0,
    }
    this.out.rolls.push(row)
    this.roll = row
  }

  closeRoll() {
    const r = this.roll
    if (!r) return
    r.dateFinish = this.t
    r.cleanMeter = round2(r.cleanMeter)
    r.wasteMeter = round2(r.wasteMeter)
    this.roll = null
  }

  /** Runs the machine for `minutes` of powered-on time; power-off windows pause it. */
  advance(minutes: number, speed: number, wasteFraction: number, stopOnPowerOff = false) {
    let remaining = Math.max(1, Math.round(minutes)) * MIN
    while (remaining > 0 && !this.done) {
      while (this.offIdx < this.offWindows.length && this.offWindows[this.offIdx].end <= this.t) this.offIdx++
      const w = this.offWindows[this.offIdx]
      if (w && w.start <= this.t) {
        this.enterPowerOff(w)
        if (stopOnPowerOff) return
        continue
      }
      const limit = Math.min(w ? w.start : Number.POSITIVE_INFINITY, this.end)
      const run = Math.min(remaining, limit - this.t)
      if (run <= 0) {
        this.done = true
        break
      }
      this.pushSegment(this.t, this.t + run, speed, wasteFraction)
      this.t += run
      remaining -= run
      if (this.t >= this.end) this.done = true
    }
  }

  /** An inactivity of `minutes` (speed 0); a power-off ends it early. */
  stop(minutes: number, reason: Pick<Reason, 'category' | 'description' | 'reasonCode'>) {
    if (this.done || !this.state) return
    const row: InactivityRow = {
      id: this.ids.take('inactivities'),
      machineId: this.machineId,
      orderId: this.order!.id,
      state: this.state.state,
      category: reason.category,
      description: reason.description,
      reasonCode: reason.reasonCode,
      dateStart: this.t,
      dateFinish: null,
      meters: 0,
    }
    this.out.inactivities.push(row)
    this.inactivity = row
    this.advance(minutes, 0, 0, true)
    if (!this.done && this.inactivity === row) this.closeInactivity()
  }

  /** Leaves an inactivity open at the end (a machine stopped right now). */
  stopUntilEnd(reason: Pick<Reason, 'category' | 'description' | 'reasonCode'>) {
    this.stop((this.end - this.t) / MIN + 1, reason)
  }

  /** Lets a finished walk continue to a later end (the live specials of the demo). */
  extendTo(end: number) {
    if (end <= this.end) return
    this.end = end
    this.done = this.t >= end
  }

  private closeInactivity() {
    const i = this.inactivity
    if (!i) return
    i.dateFinish = this.t
    if (i.state === 3) this.acc.s3InactMs += i.dateFinish - i.dateStart
    this.inactivity = null
  }

  private enterPowerOff(w: OffWindow) {
    if (this.inactivity) {
      this.closeInactivity()
    }
    const row: PowerOffRow = {
      id: this.ids.take('powerOffs'),
      machineId: this.machineId,
      orderId: this.order!.id,
      state: this.state!.state,
      description: w.description,
      dateStart: this.t,
      dateFinish: null,
    }
    this.out.powerOffs.push(row)
    if (w.end >= this.end) {
      this.powerOff = row
      this.t = this.end
      this.done = true
      return
    }
    row.dateFinish = w.end
    this.acc.offMs += w.end - this.t
    if (row.state === 3) this.acc.s3OffMs += w.end - this.t
    this.t = w.end
    this.offIdx++
  }

  private pushSegment(start: number, end: number, speed: number, wasteFraction: number) {
    const minutes = (end - start) / MIN
    const cleanRate = speed * (1 - wasteFraction)
    const wasteRate = speed * wasteFraction
    const last = this.segments[this.segments.length - 1]
    const setPoint = this.setPoint
    if (
      last &&
      last.end === start &&
      last.speed === speed &&
      last.cleanRate === cleanRate &&
      last.setPoint === setPoint
    ) {
      last.end = end
    } else {
      this.segments.push({
        start,
        end,
        speed,
        cleanRate,
        wasteRate,
        clean0: this.clean,
        waste0: this.waste,
        setPoint,
      })
    }
    const clean = cleanRate * minutes
    const waste = wasteRate * minutes
    this.clean += clean
    this.waste += waste
    const o = this.order!
    o.cleanMeter += clean
    o.wasteMeter += waste
    this.state!.meters += clean + waste
    if (this.roll) {
      this.roll.cleanMeter += clean
      this.roll.wasteMeter += waste
    }
    if (this.state!.state === 3) this.acc.s3Meters += clean + waste
    if (speed > this.acc.maxSpeed) this.acc.maxSpeed = speed
  }

  /** Closes the running order now (its roll and state period too). */
  finishOrder() {
    this.closeInactivity()
    this.closeRoll()
    this.closeState()
    const o = this.order!
    o.dateFinish = this.t
    this.summarise(o, this.t)
    this.order = null
  }

  /** At the end: everything still running stays open, but the order's aggregates are filled in. */
  finalizeOpen() {
    const o = this.order
    if (!o) return
    const at = this.end
    const acc = this.acc
    if (this.state?.state === 3) acc.s3Ms += at - this.state.dateStart
    if (this.state) this.state.meters = round2(this.state.meters)
    if (this.inactivity?.state === 3) acc.s3InactMs += at - this.inactivity.dateStart
    if (this.powerOff) {
      acc.offMs += at - this.powerOff.dateStart
      if (this.powerOff.state === 3) acc.s3OffMs += at - this.powerOff.dateStart
    }
    if (this.roll) {
      this.roll.cleanMeter = round2(this.roll.cleanMeter)
      this.roll.wasteMeter = round2(this.roll.wasteMeter)
    }
    this.summarise(o, at)
  }

  /** Averages as the ingestion service computes them (services/ingest/aggregates.ts). */
  private summarise(o: OrderRow, at: number) {
    const acc = this.acc
    o.cleanMeter = round2(o.cleanMeter)
    o.wasteMeter = round2(o.wasteMeter)
    o.numRoll = this.rollCount
    const onMinutes = (at - o.dateStart - acc.offMs) / MIN
    o.speedTotal = onMinutes > 0 ? round2((o.cleanMeter + o.wasteMeter) / onMinutes) : 0
    const turning = (acc.s3Ms - acc.s3InactMs - acc.s3OffMs) / MIN
    o.speedTurning = turning > 0 ? round2(acc.s3Meters / turning) : 0
    o.maxSpeedReached = round2(acc.maxSpeed * 1.03)
    this.out.orderOperators.push(...crewRows(o, at, this.operatorAt, this.ids))
  }
}
