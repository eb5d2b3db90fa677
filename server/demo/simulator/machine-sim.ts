/**
 * One simulated machine, stepped one simulated minute at a time. Each step first reports the
 * minute that just ran (a sample of the monotonic counters, attributed by the server to whatever
 * was open during that minute), then decides what happens at this instant: phase changes
 * (1 change -> 2 adjustment -> 3 production), rolls, order finish and the next order, inactivities,
 * power-offs, shift changes. It only produces ingestion events; simulator.ts sends them. Each
 * sample carries the speed set point of the phase and the tag values, as a gateway reads them off
 * the machine's controller (ADR 044).
 */
import type { IngestPreparedOrder } from '../../../src/contract/genius-board'
import type { IngestEventInput, IngestMachineSnapshot } from '../../../src/contract/ingest'
import type { MachineLineName } from '../../../src/contract/session'
import { demoMachines } from '../catalog'
import { goalFactor, operatorFor } from '../history/machine-history'
import { adjustSetPoint, demoSetPoint, demoTags } from '../history/tags'
import { shiftOf } from '../model/clock'
import { demoConsumptions } from '../model/consumptions'
import { type DemoJob, jobFitsLine, orderShape } from '../model/jobs'
import { customerNames, operatorNames, reasonsFor } from '../model/names'
import { mulberry32, type Rng } from '../model/prng'
import { type LineProfile, lineProfiles } from '../model/profiles'

export const MIN = 60_000
const iso = (ms: number) => new Date(ms).toISOString()

interface SimOrder {
  idOnMachine: number
  reference: string
  goal: number
  clean: number
  waste: number
  /**
   * What its consumptions follow, known for the orders this run started (a resumed order finishes
   * without consumptions, so without costs).
   */
  run?: { startedAt: number; width: number; numColor: number | null; grammage: number }
}

export interface SimOptions {
  /** Chance per minute of a machine power-off / of the gateway going silent. */
  powerOffPerMinute?: number
  silencePerMinute?: number
}

export class MachineSim {
  readonly serial: string
  readonly hashCode: string
  readonly line: MachineLineName
  readonly profile: LineProfile
  readonly index: number
  /** The last simulated minute already stepped (ms). */
  lastAt: number
  clean: number
  waste: number
  order: SimOrder | null = null
  phase = 1
  phaseUntil = 0
  roll: { number: number; meters: number; length: number } | null = null
  lastRollNumber = 0
  inactivityUntil: number | null = null
  powerOffUntil: number | null = null
  /** While set, the gateway is offline: events pile up and are sent when it returns. */
  silentUntil: number | null = null
  speed = 0
  private baseFactor = 0.75
  /** The machine id the tag values are keyed by (deterministic per machine, not per run). */
  private readonly tagKey: number
  private wasteFraction = 0.02
  private lastIdOnMachine: number
  private readonly jobs: DemoJob[]
  /** Genius-board orders waiting at this machine, oldest sent first (see offerPrepared). */
  private prepared: IngestPreparedOrder[] = []
  /** Prepared orders this run already started, so a list read before the server saw the start does not start them twice. */
  private readonly taken = new Set<number>()

  constructor(
    private readonly snap: IngestMachineSnapshot,
    position: number,
    jobs: DemoJob[],
    private readonly rng: Rng,
    now: number,
    private readonly options: SimOptions = {},
  ) {
    this.serial = snap.serialNumber
    this.hashCode = snap.hashCode
    this.line = (snap.line in lineProfiles ? snap.line : 'FLEXO') as MachineLineName
    this.profile = lineProfiles[this.line]
    const demoIndex = demoMachines.findIndex((m) => m.serialNumber === snap.serialNumber)
    this.index = demoIndex >= 0 ? demoIndex : position % demoMachines.length
    this.jobs = jobs.filter((j) => jobFitsLine(j, this.line))
    const last = snap.lastTransactionAt ? Date.parse(snap.lastTransactionAt) : now - MIN
    this.lastAt = Math.floor(last / MIN) * MIN
    this.clean = snap.counters?.clean ?? 0
    this.waste = snap.counters?.waste ?? 0
    this.lastIdOnMachine = snap.lastIdOnMachine ?? rng.int(1000, 9000)
    this.tagKey = this.index + 1
    this.resume(snap, now)
  }

  /** Picks up where the snapshot says the machine is. */
  private resume(snap: IngestMachineSnapshot, now: number) {
    const rng = this.rng
    const soon = () => Math.max(now, this.lastAt) + rng.int(1, 10) * MIN
    if (snap.order) {
      const o = snap.order
      const goal = o.targetMeter * goalFactor(rng)
      this.order = {
        idOnMachine: o.idOnMachine,
        reference: o.reference,
        goal: Math.max(goal, o.cleanMeter + 500),
        clean: o.cleanMeter,
        waste: o.wasteMeter,
      }
      this.lastRollNumber = o.lastRollNumber
      this.phase = snap.state >= 1 && snap.state <= 3 ? snap.state : 1
      const since = o.stateSince ? Date.parse(o.stateSince) : this.lastAt
      const typical = this.phase === 1 ? this.profile.changeMinutes : this.profile.adjustMinutes
      this.phaseUntil = Math.max(since + rng.int(typical[0], typical[1]) * MIN, soon())
      this.pickRunParameters()
    }
    if (snap.roll)
      this.roll = {
        number: snap.roll.number,
        meters: snap.roll.cleanMeter + snap.roll.wasteMeter,
        length: this.rollLength(),
      }
    if (snap.inactivity)
      this.inactivityUntil = Math.max(Date.parse(snap.inactivity.dateStart) + rng.int(5, 30) * MIN, soon())
    if (snap.powerOff)
      this.powerOffUntil = Math.max(Date.parse(snap.powerOff.dateStart) + rng.int(30, 150) * MIN, soon())
    this.speed = this.nextSpeed()
  }

  /**
   * Events for a long gap (the server was down): the machine reports a power-off covering it, so
   * the history shows where data is missing instead of inventing production.
   */
  catchUp(now: number): IngestEventInput[] {
    const gapStart = this.lastAt + MIN
    const target = Math.floor(now / MIN) * MIN
    if (target - this.lastAt <= 15 * MIN) return []
    const events: IngestEventInput[] = []
    if (this.powerOffUntil === null) {
      events.push({ type: 'poweroff_start', at: iso(gapStart), description: 'No data (gateway offline)' })
      this.inactivityUntil = null
    }
    events.push({ type: 'poweroff_end', at: iso(target) })
    this.powerOffUntil = null
    this.lastAt = target
    this.speed = this.nextSpeed()
    return events
  }

  private rollLength() {
    return this.rng.range(this.profile.rollLength[0], this.profile.rollLength[1])
  }

  private pickRunParameters() {
    this.baseFactor = this.rng.range(this.profile.speedFactor[0], this.profile.speedFactor[1])
    this.wasteFraction = this.rng.range(this.profile.wasteFraction[0], this.profile.wasteFraction[1])
  }

  private nextSpeed(): number {
    if (this.powerOffUntil !== null || this.inactivityUntil !== null || !this.order) return 0
    const max = this.snap.maxSpeed
    if (this.phase === 1) return 0
    if (this.phase === 2) return Math.round(max * this.rng.range(...this.profile.adjustSpeedFactor) * 10) / 10
    const v = max * this.baseFactor * (1 + 0.04 * this.rng.gauss())
    return Math.round(Math.min(max * 0.98, Math.max(0, v)) * 10) / 10
  }

  /** The set point the operator dialled for the current phase, m/min; none without an order. */
  private setPoint(): number | undefined {
    if (!this.order) return undefined
    const max = this.snap.maxSpeed
    if (this.phase === 1) return 0
    if (this.phase === 2) return adjustSetPoint(max, this.profile.adjustSpeedFactor)
    return demoSetPoint(max * this.baseFactor, max)
  }

  private operatorName(at: number) {
    return operatorNames[(operatorFor(this.index, at) - 1) % operatorNames.length]
  }

  /**
   * The orders the genius board sent to this machine (GET /ingest/v1/prepared-orders). The operator
   * runs them next, oldest first, when the running order finishes, as a real line works its queue.
   */
  offerPrepared(orders: readonly IngestPreparedOrder[]) {
    this.prepared = orders.filter(
      (o) => (o.machine === this.serial || o.machine === this.hashCode) && !this.taken.has(o.preparedOrderId),
    )
  }

  private startOrder(at: number, events: IngestEventInput[]) {
    const job = this.rng.pick(this.jobs)
    this.lastIdOnMachine++
    const id = this.lastIdOnMachine
    const prepared = this.prepared.shift()
    if (prepared) this.taken.add(prepared.preparedOrderId)
    const reference =
      prepared?.reference ?? `${this.profile.orderPrefix}${String(this.index + 1).padStart(2, '0')}-${id}`
    const randomTarget =
      Math.round(this.rng.range(this.profile.target[0], this.profile.target[1]) / 100) * 100
    const target = prepared?.targetMeter ?? randomTarget
    const shape = {
      ...orderShape(job, this.line, this.snap.maxNumDeck),
      ...(prepared && preparedShape(prepared)),
    }
    events.push({
      type: 'order_start',
      at: iso(at),
      idOnMachine: id,
      insertTimestamp: Math.floor(at / 1000) - this.rng.int(300, 7200),
      reference,
      jobReference: prepared?.jobName ?? job.reference,
      customer: prepared?.customer ?? customerNames[job.customer],
      operators: [this.operatorName(at)],
      targetMeter: target,
      ...shape,
      ...(prepared && { preparedOrderId: prepared.preparedOrderId }),
    })
    this.order = {
      idOnMachine: id,
      reference,
      goal: target * goalFactor(this.rng),
      clean: 0,
      waste: 0,
      run: { startedAt: at, width: shape.width, numColor: shape.numColor ?? null, grammage: job.grammage },
    }
    this.phase = 1
    this.phaseUntil = at + this.rng.int(this.profile.changeMinutes[0], this.profile.changeMinutes[1]) * MIN
    this.roll = null
    this.lastRollNumber = 0
    this.pickRunParameters()
  }

  /**
   * What the finished order consumed, by the seed's model (server/demo/model/consumptions.ts), so live
   * orders are priced like the seeded ones. Its own generator: the run's random sequence stays as it was.
   */
  private consumptions(order: SimOrder, at: number) {
    if (!order.run) return undefined
    const { typeIds, inkGroupIds } = this.snap.consumables
    if (typeIds.length === 0 || inkGroupIds.length === 0) return undefined
    return demoConsumptions(
      {
        types: typeIds,
        line: this.line,
        area: ((order.clean + order.waste) * order.run.width) / 1000,
        hours: Math.max(0, at - order.run.startedAt) / 3_600_000,
        numColor: order.run.numColor,
        grammage: order.run.grammage,
        inkGroupIds,
      },
      mulberry32(this.index * 100_003 + order.idOnMachine),
    )
  }

  private openRoll(at: number, events: IngestEventInput[]) {
    this.lastRollNumber++
    this.roll = { number: this.lastRollNumber, meters: 0, length: this.rollLength() }
    events.push({ type: 'roll_start', at: iso(at), number: this.roll.number })
  }

  private closeRoll(at: number, events: IngestEventInput[]) {
    if (!this.roll) return
    events.push({ type: 'roll_finish', at: iso(at), number: this.roll.number })
    this.roll = null
  }

  /** Steps the minute ending at `at` and returns its events. */
  step(at: number): IngestEventInput[] {
    const events: IngestEventInput[] = []
    const rng = this.rng
    this.lastAt = at
    if (this.order && shiftOf(at) !== shiftOf(at - MIN)) {
      events.push({ type: 'operator_change', at: iso(at), operator: this.operatorName(at) })
    }
    if (this.powerOffUntil !== null) {
      if (at < this.powerOffUntil) {
        if ((at / MIN) % 5 === 0) events.push({ type: 'heartbeat', at: iso(at) })
        return events
      }
      events.push({ type: 'poweroff_end', at: iso(at) })
      this.powerOffUntil = null
    } else {
      this.produce(at, events)
    }

    if (this.inactivityUntil !== null && at >= this.inactivityUntil) {
      events.push({ type: 'inactivity_end', at: iso(at) })
      this.inactivityUntil = null
    }
    if (this.inactivityUntil === null) this.transitions(at, events)
    if (this.powerOffUntil === null && rng.chance(this.options.powerOffPerMinute ?? 1 / 4000)) {
      events.push({
        type: 'poweroff_start',
        at: iso(at),
        description: rng.pick(['Power failure', 'Emergency stop', 'Preventive maintenance']),
      })
      this.powerOffUntil = at + rng.int(20, 120) * MIN
      this.inactivityUntil = null
    }
    if (this.silentUntil === null && rng.chance(this.options.silencePerMinute ?? 1 / 1500)) {
      this.silentUntil = at + rng.int(6, 40) * MIN
    }
    this.speed = this.nextSpeed()
    return events
  }

  /** The minute that just ran: meters at the speed decided a minute ago, then the sample. */
  private produce(at: number, events: IngestEventInput[]) {
    const meters = this.speed
    const wasteShare = this.phase === 3 ? this.wasteFraction : 1
    const waste = meters * wasteShare
    const clean = meters - waste
    this.clean += clean
    this.waste += waste
    if (this.order) {
      this.order.clean += clean
      this.order.waste += waste
    }
    if (this.roll) this.roll.meters += meters
    const c = Math.round(this.clean * 100) / 100
    const w = Math.round(this.waste * 100) / 100
    events.push({
      type: 'sample',
      at: iso(at),
      speed: this.speed,
      totalMeter: Math.round((c + w) * 100) / 100,
      cleanMeter: c,
      wasteMeter: w,
      speedSetPoint: this.setPoint(),
      tags: demoTags(this.tagKey, Math.floor(at / MIN), this.speed > 0),
    })
  }

  private transitions(at: number, events: IngestEventInput[]) {
    const rng = this.rng
    if (!this.order) {
      this.startOrder(at, events)
      return
    }
    if (this.phase === 1 && at >= this.phaseUntil) {
      this.phase = 2
      this.phaseUntil = at + rng.int(this.profile.adjustMinutes[0], this.profile.adjustMinutes[1]) * MIN
      events.push({ type: 'state', at: iso(at), state: 2 })
    } else if (this.phase === 2 && at >= this.phaseUntil) {
      this.phase = 3
      events.push({ type: 'state', at: iso(at), state: 3 })
      this.openRoll(at, events)
    } else if (this.phase === 3) {
      if (!this.roll) this.openRoll(at, events)
      if (this.order.clean >= this.order.goal) {
        this.closeRoll(at, events)
        events.push({ type: 'order_finish', at: iso(at), consumptions: this.consumptions(this.order, at) })
        this.order = null
        this.startOrder(at, events)
        return
      }
      if (this.roll && this.roll.meters >= this.roll.length) {
        this.closeRoll(at, events)
        this.openRoll(at, events)
      }
    }
    const perMinute =
      this.phase === 3 ? 1 / this.profile.minutesBetweenStops : this.phase === 2 ? 1 / 40 : 1 / 60
    const reasons = reasonsFor(this.line, this.phase)
    if (reasons.length && rng.chance(perMinute)) {
      const reason = rng.pick(reasons)
      events.push({
        type: 'inactivity_start',
        at: iso(at),
        category: reason.category,
        description: reason.description,
        reasonCode: reason.reasonCode,
      })
      this.inactivityUntil = at + rng.int(reason.minutes[0], reason.minutes[1]) * MIN
    }
  }
}

/** What a prepared order fixes of the run: its material, width and, with decks, the colours used. */
function preparedShape(order: IngestPreparedOrder) {
  const colours = order.decks.filter((d) => d.inkId !== null).length
  return {
    materialId: order.materialId,
    width: order.width,
    ...(order.decks.length > 0 && { numColor: colours }),
  }
}
