/**
 * Usage tasks as the sweep and the task screens read them. A task's counters start again when the
 * work order of its current cycle is closed (done, or cancelled: otherwise the task would never
 * plan again): the read takes that closing time at once, the sweep writes it (usage-sweep.ts).
 */
import { sql } from 'drizzle-orm'
import type { WorkingDays } from '../../../../src/contract/maintenance-recurrence'
import { EventState } from '../../../../src/contract/maintenance-rules'
import type { TaskUsage, UsageProgress } from '../../../../src/contract/maintenance-usage'
import { zoneDay } from '../../../../src/contract/wall-clock'
import type { DbOrTx } from '../../../db/client'
import { machineUsage } from './usage-counters'
import { RATE_WINDOW_DAYS, usageProgressOf } from './usage-progress'

export interface UsageTask {
  id: number
  plantId: number
  machineId: number
  usage: TaskUsage
  cycle: number
  /** When the counters started again (the closing time of the cycle's work order if closed). */
  since: Date
  /** The current cycle's work order is closed: the sweep moves the task to the next cycle. */
  closed: boolean
  /** The current cycle already has its work order (open or closed). */
  planned: boolean
  timezone: string
  /** The plant's working days: forecasts and the planned work order fall on one. */
  workingDays: WorkingDays
}

type Row = {
  id: number
  plant_id: number
  machine_id: number
  usage: TaskUsage
  usage_cycle: number
  since: string | Date
  closed_at: string | Date | null
  planned: boolean
  timezone: string
  working_days: number[]
}

const CLOSED = `{${EventState.done},${EventState.cancelled}}`

/** Live usage tasks of one machine each; `taskId` narrows to one. */
export async function usageTasks(db: DbOrTx, taskId?: number): Promise<UsageTask[]> {
  const rows = await db.execute<Row>(sql`
    select t.id, t.plant_id, tm.machine_id, t.usage, t.usage_cycle, p.timezone,
      p.maintenance_working_days as working_days,
      coalesce(t.usage_since, t.created_at) as since,
      (select coalesce(e.done_at, e.updated_at) from maintenance_events e
        where e.task_id = t.id and e.usage_cycle = t.usage_cycle and e.state = any(${CLOSED}::smallint[])) as closed_at,
      exists (select 1 from maintenance_events e where e.task_id = t.id and e.usage_cycle = t.usage_cycle) as planned
    from maintenance_tasks t
    join plants p on p.id = t.plant_id
    join lateral (select machine_id from maintenance_task_machines where task_id = t.id
      order by machine_id limit 1) tm on true
    where t.usage is not null and t.deleted_at is null ${taskId === undefined ? sql`` : sql`and t.id = ${taskId}`}
    order by t.id`)
  return rows.rows.map((r) => ({
    id: r.id,
    plantId: r.plant_id,
    machineId: r.machine_id,
    usage: r.usage,
    cycle: Number(r.usage_cycle),
    since: new Date(r.closed_at ?? r.since),
    closed: r.closed_at !== null,
    planned: Boolean(r.planned),
    timezone: r.timezone,
    workingDays: [...r.working_days].map(Number).sort((a, b) => a - b),
  }))
}

const DAY_MS = 86_400_000

/** Each set counter of the task: its value since `since`, its threshold and its forecast day. */
export async function progressOf(db: DbOrTx, task: UsageTask, now: Date): Promise<UsageProgress[]> {
  const counted = task.usage.meters !== null || task.usage.hours !== null || task.usage.orders !== null
  const none = { meters: 0, hours: 0, orders: 0 }
  const [counts, recent] = counted
    ? await Promise.all([
        machineUsage(db, task.machineId, task.since, now),
        machineUsage(db, task.machineId, new Date(now.getTime() - RATE_WINDOW_DAYS * DAY_MS), now),
      ])
    : [none, none]
  return usageProgressOf({
    usage: task.usage,
    counts,
    recent,
    sinceDay: zoneDay(task.since, task.timezone),
    today: zoneDay(now, task.timezone),
    workingDays: task.workingDays,
  })
}

/** GET /maintenance/{id}: the task's progress; empty for a task that recurs by the calendar only. */
export async function taskUsageProgress(db: DbOrTx, taskId: number, now: Date): Promise<UsageProgress[]> {
  const [task] = await usageTasks(db, taskId)
  return task ? progressOf(db, task, now) : []
}

/** The task list with each usage task's progress (a calendar-only task has none). */
export async function withUsageProgress<T extends { id: number; usage?: TaskUsage | null }>(
  db: DbOrTx,
  tasks: T[],
  now: Date,
): Promise<Array<T & { usageProgress?: UsageProgress[] }>> {
  if (!tasks.some((task) => task.usage)) return tasks
  const byId = new Map((await usageTasks(db)).map((task) => [task.id, task]))
  return Promise.all(
    tasks.map(async (task) => {
      const usage = byId.get(task.id)
      return usage ? { ...task, usageProgress: await progressOf(db, usage, now) } : task
    }),
  )
}
