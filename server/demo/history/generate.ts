/**
 * The demo plant's generated history: pure and deterministic for (seed, anchor, days). It knows
 * nothing of the database; write.ts stores what it returns. Machines are generated independently
 * (each with its own random stream), then order details and notifications are added.
 */
import type { DemoPrices } from '../job-costing/demo-prices'
import { buildJobCatalog, type DemoJob } from '../model/jobs'
import { reasonOf } from '../model/names'
import { mulberry32 } from '../model/prng'
import { liveSpecials, machineSchedules } from '../model/profiles'
import { addExtras, type ExtrasInput } from './extras'
import { type HistoryMachine, runMachineHistory } from './machine-history'
import { addSamples } from './samples'
import { offWindows } from './schedule'
import { MIN } from './timeline'
import { emptyRows, type HistoryRows, IdAllocator } from './types'

export interface HistoryUser {
  id: number
  roles: readonly string[]
  machineIds: readonly number[]
}

export interface NotificationRow {
  userId: number
  message: string
  params: string
  href: string
  createdAt: number
}

export interface HistoryInput extends ExtrasInput {
  seed: number
  anchor: Date
  days: number
  machines: HistoryMachine[]
  users: HistoryUser[]
  /** The plant's demo price periods: stored with the history, and (as `priceBook`) its costs. */
  prices: DemoPrices
}

export interface History extends HistoryRows {
  jobs: DemoJob[]
  notifications: NotificationRow[]
}

const DAY = 86_400_000

export function generateHistory(input: HistoryInput): History {
  const end = Math.floor(input.anchor.getTime() / MIN) * MIN
  const start = end - input.days * DAY
  const fineFrom = end - 30 * DAY
  const jobs = buildJobCatalog(input.seed)
  const out = emptyRows()
  const ids = new IdAllocator()

  for (const machine of input.machines) {
    const rng = mulberry32(input.seed + (machine.index + 1) * 7919)
    const schedule = machineSchedules[machine.index] ?? '24x7'
    let machineEnd = end
    if (machine.name === liveSpecials.stale) machineEnd = end - liveSpecials.staleMinutes * MIN
    if (machine.name === liveSpecials.inactive) machineEnd = end - 7 * MIN
    const windows = offWindows(schedule, start, machineEnd, rng, machine.name === liveSpecials.poweredOff)
    const tl = runMachineHistory({ machine, start, end: machineEnd, windows, jobs, rng, ids, out })
    let lastTransactionAt = machineEnd
    if (machine.name === liveSpecials.inactive && tl.order && !tl.powerOff) {
      // Stopped right now by a machine fault; the gateway still reports every minute.
      machineEnd = end
      lastTransactionAt = end
      tl.extendTo(end)
      if (tl.inactivity) tl.advance((end - tl.t) / MIN + 1, 0, 0)
      else tl.stopUntilEnd(reasonOf(tl.state?.state === 3 ? 'doctor_blade_wear' : 'tension_alarm'))
    }
    if (machine.name === liveSpecials.poweredOff) lastTransactionAt = end // heartbeats while off
    tl.finalizeOpen()
    addSamples(out.samples, machine.id, tl.segments, machineEnd, fineFrom)
    const lastSegment = tl.segments[tl.segments.length - 1]
    out.status.push({
      machineId: machine.id,
      state: tl.state?.state ?? 4,
      speed: tl.powerOff || tl.inactivity || !lastSegment ? 0 : Math.round(lastSegment.speed * 10) / 10,
      totalMeter: Math.round((tl.clean + tl.waste) * 100) / 100,
      lastTransactionAt,
      currentOrderId: tl.order?.id ?? null,
      inactivityId: tl.inactivity?.id ?? null,
      powerOffId: tl.powerOff?.id ?? null,
      statePeriodId: tl.state?.id ?? null,
      rollId: tl.roll?.id ?? null,
    })
  }

  const byId = new Map(input.machines.map((m) => [m.id, m]))
  addExtras(out, byId, jobs, input, ids, mulberry32(input.seed ^ 0xe7a5))
  return { ...out, jobs, notifications: notifications(out, input) }
}

/** A few "order finished" notifications per user, from the latest orders on their machines. */
function notifications(out: HistoryRows, input: HistoryInput): NotificationRow[] {
  const machines = new Map(input.machines.map((m) => [m.id, m]))
  const finished = out.orders
    .filter((o) => o.dateFinish !== null && o.parentOrderId === null)
    .sort((a, b) => (b.dateFinish ?? 0) - (a.dateFinish ?? 0))
  const rows: NotificationRow[] = []
  for (const user of input.users) {
    if (!user.roles.includes('ROLE_PRODUCTION_ANALYTICS')) continue
    const mine = new Set(user.machineIds)
    for (const o of finished.filter((f) => mine.has(f.machineId)).slice(0, 6)) {
      const m = machines.get(o.machineId)!
      rows.push({
        userId: user.id,
        message: 'NOTIFICATION_ORDER_FINISHED',
        params: JSON.stringify({ reference: o.reference, machine: m.name }),
        href: `/machine-control/${m.hashCode}/${o.idOnMachine}/${o.insertTimestamp}`,
        createdAt: o.dateFinish!,
      })
    }
  }
  return rows
}
