/**
 * A task's work orders (spec 001 §9, docs/decisions/015 "Recurrence and today"): the days its
 * frequency falls on over the plant's working days, from the plant's today (never in the past) to
 * at most a year ahead, one work order per day, machine and asset, each with its creation in the
 * history. Replanning removes only the future work nobody has touched yet: done, cancelled,
 * postponed, reopened or photographed work orders are records and stay.
 */
import { sql } from 'drizzle-orm'
import type { WorkOrderCustomerJob } from '../../../../src/contract/maintenance'
import type { Procedure } from '../../../../src/contract/maintenance-procedures'
import type { Frequency, WorkingDays } from '../../../../src/contract/maintenance-recurrence'
import { occurrences } from '../../../../src/contract/maintenance-recurrence'
import { EventState } from '../../../../src/contract/maintenance-rules'
import type { DbOrTx } from '../../../db/client'
import { maintenanceEventHistory, maintenanceEvents } from '../../../db/schema'
import { badRequest } from '../../../http/errors'
import { customerJobValues } from '../events/work-order-job'

/** How far ahead a recurring task is planned; a later day is planned when the task is saved again. */
export const PLAN_HORIZON_DAYS = 365
/** More work orders than this from one save is a mistake in the form (daily on every machine...). */
export const MAX_PLANNED_WORK_ORDERS = 10_000

const DAY_MS = 86_400_000
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)

export interface TaskPlan {
  frequency: Frequency
  customFrequencyDays: number | null
  startDate: string
  endDate: string | null
  machines: number[]
  /** The task's assets with their machine (null: a plant asset of no machine). */
  assets: Array<{ id: number; machineId: number | null }>
  /** The task's operators, in the order chosen, with the machines assigned to each. */
  operators: Array<{ id: number; machineIds: number[] }>
}

/**
 * The days to plan: a one-off ('none') is its start day alone, exactly that day, if it is not past;
 * a recurring task its occurrences from max(start, today) to min(end, today + 365 days).
 */
export function planDays(plan: TaskPlan, today: string, workingDays: WorkingDays): string[] {
  if (plan.frequency === 'none') return plan.startDate >= today ? [plan.startDate] : []
  const from = plan.startDate > today ? plan.startDate : today
  const horizon = addDays(today, PLAN_HORIZON_DAYS)
  const to = plan.endDate !== null && plan.endDate < horizon ? plan.endDate : horizon
  if (from > to) return []
  return occurrences(
    { frequency: plan.frequency, anchor: plan.startDate, customDays: plan.customFrequencyDays },
    from,
    to,
    workingDays,
  )
}

export interface PlannedWorkOrder {
  date: string
  machineId: number
  assetId: number | null
  operatorUserId: number | null
}

/**
 * Who and what each day's work is about, as the demo seed assigns it: one work order per machine
 * and per task asset of that machine (plant assets of no machine go with every machine; none: one
 * work order without an asset), carried out by the first chosen operator assigned to that machine
 * (none: unassigned, which any operator of the machine may take).
 */
export function plannedWorkOrders(plan: TaskPlan, days: string[]): PlannedWorkOrder[] {
  const perMachine = plan.machines.map((machineId) => {
    const assets = plan.assets.filter((a) => a.machineId === machineId || a.machineId === null)
    const operator = plan.operators.find((o) => o.machineIds.includes(machineId))
    return {
      machineId,
      assetIds: assets.length > 0 ? assets.map((a) => a.id) : [null],
      operatorUserId: operator?.id ?? null,
    }
  })
  return days.flatMap((date) =>
    perMachine.flatMap(({ machineId, assetIds, operatorUserId }) =>
      assetIds.map((assetId) => ({ date, machineId, assetId, operatorUserId })),
    ),
  )
}

const keyOf = (w: { date: string; machineId: number | null; assetId: number | null }) =>
  `${w.date}|${w.machineId}|${w.assetId}`

/**
 * Inserts the task's work orders from today on, skipping any day, machine and asset a kept work
 * order already stands for (its original day), each with a 'create' history row. Answers how many.
 */
export async function generateWorkOrders(
  tx: DbOrTx,
  options: {
    taskId: number
    plan: TaskPlan
    today: string
    workingDays: WorkingDays
    userId: number
    now: Date
    /** The customer and job the new work orders are for (the task form of a new task). */
    customerJob?: WorkOrderCustomerJob | null
  },
): Promise<number> {
  const { taskId, plan, today, workingDays, userId, now } = options
  const customerJob = customerJobValues(options.customerJob ?? null)
  // Each work order carries the procedure as it is now (issue 33): a later task edit leaves it be.
  const task = await tx.execute<{ procedure: Procedure | null }>(sql`
    select procedure from maintenance_tasks where id = ${taskId}`)
  const procedure = task.rows[0]?.procedure ?? null
  const kept = await tx.execute<{ date: string; machine_id: number | null; asset_id: number | null }>(sql`
    select original_date::text as date, machine_id, asset_id from maintenance_events
    where task_id = ${taskId} and original_date >= ${today}::date`)
  const existing = new Set(
    kept.rows.map((r) => keyOf({ date: r.date, machineId: r.machine_id, assetId: r.asset_id })),
  )
  const planned = plannedWorkOrders(plan, planDays(plan, today, workingDays)).filter(
    (w) => !existing.has(keyOf(w)),
  )
  if (planned.length > MAX_PLANNED_WORK_ORDERS) {
    throw badRequest(
      'frequency',
      `This would plan ${planned.length} work orders (at most ${MAX_PLANNED_WORK_ORDERS}): choose a lower frequency or fewer machines`,
      'too_big',
    )
  }
  for (let i = 0; i < planned.length; i += 500) {
    const batch = planned.slice(i, i + 500)
    const inserted = await tx
      .insert(maintenanceEvents)
      .values(
        batch.map((w) => ({
          taskId,
          machineId: w.machineId,
          assetId: w.assetId,
          operatorUserId: w.operatorUserId,
          state: EventState.created,
          date: w.date,
          originalDate: w.date,
          updatedAt: now,
          procedure,
          ...customerJob,
        })),
      )
      .returning({ id: maintenanceEvents.id, date: maintenanceEvents.date })
    await tx.insert(maintenanceEventHistory).values(
      inserted.map((e) => ({
        eventId: e.id,
        transitionId: null,
        fromState: EventState.created,
        toState: EventState.created,
        userId,
        at: now,
        details: JSON.stringify({ action: 'create', to: e.date }),
      })),
    )
  }
  return planned.length
}

/**
 * Deletes the task's future work orders nobody has touched: created (state 1), never postponed,
 * never changed (version 1: a reopened one has moved on), without photos or step answers (answers
 * leave the version as it is, ADR 047), planned today or later.
 * Past work orders, and every done, cancelled or postponed one, stay for the audit. Answers how many.
 */
export async function removeUntouchedFuture(tx: DbOrTx, taskId: number, today: string): Promise<number> {
  const removed = await tx.execute<{ id: number }>(sql`
    delete from maintenance_events e
    where e.task_id = ${taskId} and e.state = ${EventState.created} and e.postpone_count = 0
      and e.version = 1 and e.date >= ${today}::date
      and not exists (select 1 from maintenance_event_images i where i.event_id = e.id)
      and not exists (select 1 from maintenance_step_answers a where a.event_id = e.id)
    returning e.id`)
  return removed.rows.length
}
