/**
 * The usage sweep (issue 33): every minute, and after ingestion, each usage task whose current
 * cycle has no work order yet and whose counters crossed a threshold gets one, dated today or the
 * plant's next working day. Exactly once across instances and concurrent sweeps: the work order
 * carries the task's cycle and (task_id, usage_cycle) is unique, so a second insert of the same
 * crossing does nothing. A cycle whose work order is closed moves to the next one, its counters
 * starting again at the closing time; the update is guarded by the cycle it read.
 */
import { and, eq, sql } from 'drizzle-orm'
import { nextWorkingDayOf } from '../../../../src/contract/maintenance-recurrence'
import { EventState } from '../../../../src/contract/maintenance-rules'
import { zoneDay } from '../../../../src/contract/wall-clock'
import type { Db } from '../../../db/client'
import { maintenanceEventHistory, maintenanceEvents, maintenanceTasks } from '../../../db/schema'
import { plannedWorkOrders, type TaskPlan } from '../tasks/task-plan'
import { crossed } from './usage-progress'
import { progressOf, type UsageTask, usageTasks } from './usage-tasks'

/** Moves a task whose cycle's work order is closed to the next cycle; false when another sweep did. */
async function nextCycle(db: Db, task: UsageTask): Promise<boolean> {
  const moved = await db
    .update(maintenanceTasks)
    .set({ usageSince: task.since, usageCycle: task.cycle + 1 })
    .where(and(eq(maintenanceTasks.id, task.id), eq(maintenanceTasks.usageCycle, task.cycle)))
    .returning({ id: maintenanceTasks.id })
  return moved.length > 0
}

/** The task's assets and operators as the planner reads them, for its one machine. */
async function planOfTask(db: Db, task: UsageTask): Promise<TaskPlan> {
  const rows = await db.execute<{
    assets: Array<{ id: number; machineId: number | null }> | null
    operators: Array<{ id: number; machineIds: number[] }> | null
  }>(sql`
    select
      (select json_agg(json_build_object('id', a.id, 'machineId', a.machine_id) order by a.id)
        from maintenance_task_assets ta join maintenance_assets a on a.id = ta.asset_id
        where ta.task_id = t.id and a.deleted_at is null) as assets,
      (select json_agg(json_build_object('id', tu.user_id, 'machineIds',
          (select coalesce(json_agg(um.machine_id), '[]') from user_machines um where um.user_id = tu.user_id))
          order by tu.user_id)
        from maintenance_task_operators tu where tu.task_id = t.id) as operators
    from maintenance_tasks t where t.id = ${task.id}`)
  const row = rows.rows[0]
  return {
    frequency: 'none',
    customFrequencyDays: null,
    startDate: '',
    endDate: null,
    machines: [task.machineId],
    assets: row?.assets ?? [],
    operators: row?.operators ?? [],
  }
}

/** The crossing's work order; null when another sweep made it first. */
async function createUsageWorkOrder(db: Db, task: UsageTask, now: Date): Promise<number | null> {
  // The plant's working days, as the task's forecasts read them (usage-progress.ts).
  const date = nextWorkingDayOf(zoneDay(now, task.timezone), task.workingDays)
  const [work] = plannedWorkOrders(await planOfTask(db, task), [date])
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(maintenanceEvents)
      .values({
        taskId: task.id,
        machineId: task.machineId,
        assetId: work.assetId,
        operatorUserId: work.operatorUserId,
        state: EventState.created,
        date,
        originalDate: date,
        usageCycle: task.cycle,
        // The task's procedure as it is now, as every planned work order carries it.
        procedure: sql`(select procedure from maintenance_tasks where id = ${task.id})`,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [maintenanceEvents.taskId, maintenanceEvents.usageCycle] })
      .returning({ id: maintenanceEvents.id })
    const event = inserted[0]
    if (!event) return null
    await tx.insert(maintenanceEventHistory).values({
      eventId: event.id,
      transitionId: null,
      fromState: EventState.created,
      toState: EventState.created,
      userId: null,
      at: now,
      details: JSON.stringify({ action: 'create', to: date, usageCycle: task.cycle }),
    })
    return event.id
  })
}

/** One pass over the usage tasks; answers the ids of the work orders it created. */
export async function sweepUsage(db: Db, now: Date): Promise<number[]> {
  const created: number[] = []
  for (const found of await usageTasks(db)) {
    let task = found
    if (task.closed) {
      if (!(await nextCycle(db, task))) continue
      task = { ...task, cycle: task.cycle + 1, closed: false, planned: false }
    }
    if (task.planned) continue
    if (!crossed(await progressOf(db, task, now))) continue
    const id = await createUsageWorkOrder(db, task, now)
    if (id !== null) created.push(id)
  }
  return created
}
