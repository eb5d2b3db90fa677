/**
 * Generates one machine's orders over the history window: pick a job, mechanical change (maybe a
 * stop), adjustment (all waste), production with rolls and stops until the order's goal, and
 * again. See timeline.ts for the model.
 */
import type { MachineLineName } from '../../../src/contract/session'
import { shiftOf, weekOf } from '../model/clock'
import { type DemoJob, jobFitsLine, orderShape } from '../model/jobs'
import { reasonsFor } from '../model/names'
import type { Rng } from '../model/prng'
import { lineProfiles } from '../model/profiles'
import { demoSetPoint } from './tags'
import { MachineTimeline, type OffWindow } from './timeline'
import type { HistoryRows, IdAllocator } from './types'

export interface HistoryMachine {
  id: number
  index: number
  name: string
  hashCode: string
  line: MachineLineName
  maxSpeed: number
  maxNumDeck: number
  hasJobCosting: boolean
}

/** Three operators per machine, one crew per shift, rotating shifts every week. */
export function operatorFor(machineIndex: number, ms: number): number {
  const crew = (shiftOf(ms) + weekOf(ms)) % 3
  return machineIndex * 3 + crew + 1
}

/** How much of the target an order ends up producing: most close to 100 %, some under or over. */
export function goalFactor(rng: Rng): number {
  const r = rng.next()
  if (r < 0.12) return rng.range(0.6, 0.97)
  if (r < 0.22) return rng.range(1.03, 1.15)
  return rng.range(0.985, 1.02)
}

export function runMachineHistory(options: {
  machine: HistoryMachine
  start: number
  end: number
  windows: OffWindow[]
  jobs: DemoJob[]
  rng: Rng
  ids: IdAllocator
  out: HistoryRows
}): MachineTimeline {
  const { machine, rng } = options
  const profile = lineProfiles[machine.line]
  const jobs = options.jobs.filter((j) => jobFitsLine(j, machine.line))
  const total0 = rng.int(5, 60) * 1_000_000
  const tl = new MachineTimeline(
    machine.id,
    options.start,
    options.end,
    options.windows,
    { clean: total0 * 0.97, waste: total0 * 0.03 },
    options.ids,
    options.out,
    (ms) => operatorFor(machine.index, ms),
  )
  const prefix = `${profile.orderPrefix}${String(machine.index + 1).padStart(2, '0')}`
  let idOnMachine = rng.int(1000, 9000)
  const maybeStop = (state: number, p: number) => {
    if (tl.done || !rng.chance(p)) return
    const reason = rng.pick(reasonsFor(machine.line, state))
    tl.stop(rng.int(reason.minutes[0], reason.minutes[1]), reason)
  }

  while (!tl.done) {
    const job = rng.pick(jobs)
    idOnMachine++
    const order = tl.openOrder({
      idOnMachine,
      insertTimestamp: Math.floor(tl.t / 1000) - rng.int(300, 7200),
      reference: `${prefix}-${idOnMachine}`,
      jobId: job.id,
      customerId: job.customer + 1,
      ...orderShape(job, machine.line, machine.maxNumDeck),
      targetMeter: Math.round(rng.range(profile.target[0], profile.target[1]) / 100) * 100,
      poCost: null,
      poCostSurface: null,
      parentOrderId: null,
      configuration: null,
    })

    // 1: mechanical change, at a standstill.
    tl.openState(1)
    tl.setPoint = 0
    const change = rng.int(profile.changeMinutes[0], profile.changeMinutes[1])
    const split = rng.int(1, Math.max(1, change - 1))
    tl.advance(split, 0, 0)
    maybeStop(1, 0.4)
    if (!tl.done) tl.advance(Math.max(1, change - split), 0, 0)
    if (tl.done) break

    // 2: adjustment, slow and all waste.
    tl.openState(2)
    const adjustSpeed = machine.maxSpeed * rng.range(...profile.adjustSpeedFactor)
    const adjustSet = demoSetPoint(adjustSpeed, machine.maxSpeed)
    tl.setPoint = adjustSet
    tl.advance(rng.int(profile.adjustMinutes[0], profile.adjustMinutes[1]), adjustSpeed, 1)
    maybeStop(2, 0.35)
    if (!tl.done) tl.advance(rng.int(1, 5), adjustSpeed, 1)
    if (tl.done) break

    // 3: production, rolls and stops until the goal.
    tl.openState(3)
    tl.openRoll()
    const goal = order.targetMeter * goalFactor(rng)
    const baseFactor = rng.range(profile.speedFactor[0], profile.speedFactor[1])
    const productionSet = demoSetPoint(machine.maxSpeed * baseFactor, machine.maxSpeed)
    tl.setPoint = productionSet
    const waste = rng.range(profile.wasteFraction[0], profile.wasteFraction[1])
    let rollLength = rng.range(profile.rollLength[0], profile.rollLength[1])
    let readjusted = false
    while (!tl.done && order.cleanMeter < goal) {
      const speed = Math.min(
        machine.maxSpeed * 0.98,
        machine.maxSpeed * baseFactor * (1 + 0.05 * rng.gauss()),
      )
      const clean = speed * (1 - waste)
      const roll = tl.roll!
      const toRoll = Math.ceil((rollLength - roll.cleanMeter - roll.wasteMeter) / speed)
      const toGoal = Math.ceil((goal - order.cleanMeter) / clean)
      const minutes = Math.max(1, Math.min(rng.int(5, 20), toRoll, toGoal))
      tl.advance(minutes, speed, waste)
      if (tl.done || order.cleanMeter >= goal) break
      if (roll.cleanMeter + roll.wasteMeter >= rollLength) {
        tl.openRoll()
        rollLength = rng.range(profile.rollLength[0], profile.rollLength[1])
      }
      maybeStop(3, minutes / profile.minutesBetweenStops)
      if (!readjusted && order.cleanMeter > goal / 2 && rng.chance(0.02)) {
        readjusted = true
        tl.openState(2)
        tl.setPoint = adjustSet
        tl.advance(rng.int(5, 15), adjustSpeed, 1)
        tl.setPoint = productionSet
        if (!tl.done) tl.openState(3)
      }
    }
    if (tl.done) break
    tl.finishOrder()
  }
  return tl
}
