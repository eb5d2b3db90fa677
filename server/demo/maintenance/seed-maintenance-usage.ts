/**
 * Demo usage-based tasks (issue 33 item 4) on the flexo and offset presses. Each starts its
 * counters at the moment of the machine's generated history that leaves it part way to its
 * threshold (walking the history back from its end), so the task page shows real progress and a
 * forecast, and the simulator's production moves them. "Inspect print deck bearings" on Flexo CI 2
 * (24x7, up to 450 m/min) is left 1,500 m short: a running simulator crosses it within minutes of
 * production (a demonstration of the usage sweep). Without new production (the e2e servers run no simulator) meters and orders stay
 * put, and hours only grow with an open production period, far from their thresholds. None is
 * crossed when seeded, and none plans calendar work (frequency none): the demo's work order counts
 * stay what they were.
 */
import { eq, sql } from 'drizzle-orm'
import type { TaskUsage, UsageCounter } from '../../../src/contract/maintenance-usage'
import { zoneDay } from '../../../src/contract/wall-clock'
import type { Db } from '../../db/client'
import {
  machines,
  maintenanceTaskMachines,
  maintenanceTaskOperators,
  maintenanceTasks,
  plants,
} from '../../db/schema'

type Counted = Exclude<UsageCounter, 'days'>

interface UsageTemplate {
  name: string
  machine: string
  type: 'clean' | 'grease' | 'substitute' | 'review'
  reason: string
  duration: number
  risk: 1 | 2 | 3
  usage: Partial<TaskUsage>
  /** The counter the start is placed by, and how much of it is already counted. */
  counter: Counted
  done: number
  operator: 'operator@demo.plant' | 'tech@demo.plant'
}

export const NEAR_THRESHOLD_TASK = 'Inspect print deck bearings'

const templates: UsageTemplate[] = [
  {
    name: 'Replace doctor blades',
    machine: 'Flexo CI 1',
    type: 'substitute',
    reason: 'Blade wear',
    duration: 40,
    risk: 3,
    usage: { meters: 2_500_000 },
    counter: 'meters',
    done: 1_600_000,
    operator: 'operator@demo.plant',
  },
  {
    name: 'Clean anilox rolls',
    machine: 'Flexo CI 2',
    type: 'clean',
    reason: 'Print density',
    duration: 30,
    risk: 2,
    usage: { orders: 40 },
    counter: 'orders',
    done: 28,
    operator: 'operator@demo.plant',
  },
  {
    name: 'Grease main drive bearings',
    machine: 'Offset VO-6 A',
    type: 'grease',
    reason: 'Bearing life',
    duration: 25,
    risk: 2,
    usage: { hours: 400 },
    counter: 'hours',
    done: 220,
    operator: 'tech@demo.plant',
  },
  {
    name: 'Replace blanket wash cloth',
    machine: 'Offset VO-6 B',
    type: 'substitute',
    reason: 'Print quality',
    duration: 20,
    risk: 1,
    usage: { meters: 3_000_000, orders: 60 },
    counter: 'meters',
    done: 1_200_000,
    operator: 'tech@demo.plant',
  },
  {
    name: NEAR_THRESHOLD_TASK,
    machine: 'Flexo CI 2',
    type: 'review',
    reason: 'Bearing temperature',
    duration: 30,
    risk: 2,
    usage: { meters: 1_500_000 },
    counter: 'meters',
    done: 1_498_500,
    operator: 'operator@demo.plant',
  },
]

/**
 * The instant from which the machine's history counts `done` of the counter: meters and running
 * seconds walk its periods back from the newest, shared by time inside the period where the
 * amount is reached (as the counters share them); orders take the `done`-th newest finish.
 */
async function startFor(db: Db, machineId: number, counter: Counted, done: number): Promise<Date> {
  if (counter === 'orders') {
    const rows = await db.execute<{ at: string | Date }>(sql`
      select date_finish as at from production_orders
      where machine_id = ${machineId} and parent_order_id is null and date_finish is not null
      order by date_finish desc offset ${done - 1} limit 1`)
    return rows.rows[0] ? new Date(rows.rows[0].at) : new Date(0)
  }
  const periods = await db.execute<{ start: string | Date; finish: string | Date; amount: number }>(sql`
    select date_start as start, coalesce(date_finish, date_start) as finish,
      ${counter === 'meters' ? sql`meters` : sql`extract(epoch from (coalesce(date_finish, date_start) - date_start))`} as amount
    from state_periods where machine_id = ${machineId} ${counter === 'hours' ? sql`and state = 3` : sql``}
    order by date_start desc limit 20000`)
  const target = counter === 'hours' ? done * 3600 : done
  let counted = 0
  let earliest = new Date(0)
  for (const p of periods.rows) {
    const amount = Number(p.amount)
    const start = new Date(p.start).getTime()
    const finish = new Date(p.finish).getTime()
    earliest = new Date(start)
    if (amount > 0 && counted + amount >= target) {
      const share = (target - counted) / amount
      return new Date(Math.round(finish - share * (finish - start)))
    }
    counted += amount
  }
  return earliest
}

export async function seedUsageTasks(
  db: Db,
  options: { plantId: number; userIds: Record<string, number>; now: Date },
): Promise<number> {
  const [plant] = await db.select().from(plants).where(eq(plants.id, options.plantId))
  const byName = new Map(
    (
      await db
        .select({ id: machines.id, name: machines.name })
        .from(machines)
        .where(eq(machines.plantId, plant.id))
    ).map((m) => [m.name, m.id]),
  )
  const today = zoneDay(options.now, plant.timezone)
  let seeded = 0
  for (const tpl of templates) {
    const machineId = byName.get(tpl.machine)
    if (machineId === undefined) continue
    const since = await startFor(db, machineId, tpl.counter, tpl.done)
    const usage: TaskUsage = { meters: null, hours: null, orders: null, days: null, ...tpl.usage }
    const [task] = await db
      .insert(maintenanceTasks)
      .values({
        plantId: plant.id,
        name: tpl.name,
        description: null,
        type: tpl.type,
        condition: 'stopped',
        frequency: 'none',
        reason: tpl.reason,
        provider: null,
        durationMinutes: tpl.duration,
        risk: tpl.risk,
        startDate: today,
        createdBy: options.userIds['manager@demo.plant'] ?? null,
        usage,
        usageSince: since,
        usageCycle: 0,
        createdAt: options.now,
        updatedAt: options.now,
      })
      .returning({ id: maintenanceTasks.id })
    await db.insert(maintenanceTaskMachines).values({ taskId: task.id, machineId })
    const operator = options.userIds[tpl.operator]
    if (operator !== undefined)
      await db.insert(maintenanceTaskOperators).values({ taskId: task.id, userId: operator })
    seeded++
  }
  return seeded
}
