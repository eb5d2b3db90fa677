/**
 * Editing and deleting maintenance tasks (POST /maintenance/{id}, POST /maintenanceinfo,
 * DELETE /maintenance/{id}): a new plan replaces only the future work orders nobody touched; the
 * task itself is only soft-deleted, its past work orders stay for the audit. Written as a new task
 * is (task-write.ts).
 */
import { eq, sql } from 'drizzle-orm'
import type { MaintenanceTaskInput, MaintenanceTaskSaved } from '../../../../src/contract/maintenance-tasks'
import type { DbOrTx } from '../../../db/client'
import { maintenanceTasks } from '../../../db/schema'
import { badRequest, notFound } from '../../../http/errors'
import { type AuthUser, assertMachineAssigned } from '../../../http/principals'
import { maintenanceFileUrl } from '../files'
import { generateWorkOrders, removeUntouchedFuture } from './task-plan'
import { planOf } from './task-refs'
import {
  byUseOnly,
  checkAgainstPlant,
  type InstructionsPdf,
  linkTask,
  saved,
  storeInstructions,
  type TaskWriter,
  taskColumns,
  usageStart,
} from './task-write'

type StoredTask = {
  id: number
  frequency: string
  custom_frequency_days: number | null
  start_date: string
  end_date: string | null
  machines: number[]
  assets: number[]
  operators: number[]
}

/** A live task of the user's plant whose machines are all the user's (404, 403 otherwise), locked. */
async function ownTask(tx: DbOrTx, user: AuthUser, id: number): Promise<StoredTask> {
  const rows = await tx.execute<StoredTask>(sql`
    select t.id, t.frequency, t.custom_frequency_days, t.start_date::text as start_date, t.end_date::text as end_date,
      coalesce((select array_agg(machine_id order by machine_id) from maintenance_task_machines where task_id = t.id), '{}') as machines,
      coalesce((select array_agg(asset_id order by asset_id) from maintenance_task_assets where task_id = t.id), '{}') as assets,
      coalesce((select array_agg(user_id order by user_id) from maintenance_task_operators where task_id = t.id), '{}') as operators
    from maintenance_tasks t
    where t.id = ${id} and t.deleted_at is null and t.plant_id = ${user.plantId ?? -1}
    for update of t`)
  const task = rows.rows[0]
  if (!task) throw notFound('Task not found', 'NOT_FOUND')
  for (const machineId of task.machines) assertMachineAssigned(user, Number(machineId))
  return task
}

function sameSet(stored: number[], chosen: number[]) {
  const a = new Set(stored.map(Number))
  const b = new Set(chosen)
  return a.size === b.size && [...b].every((id) => a.has(id))
}

/** What decides the work orders: frequency, days, machines, assets and operators. */
function planChanged(before: StoredTask, input: MaintenanceTaskInput) {
  return (
    before.frequency !== input.frequency ||
    before.custom_frequency_days !== input.customFrequencyDays ||
    before.start_date !== input.startDate ||
    before.end_date !== input.endDate ||
    !sameSet(before.machines, input.machines) ||
    !sameSet(before.assets, input.assets) ||
    !sameSet(before.operators, input.operators)
  )
}

export async function updateTask(
  tx: DbOrTx,
  w: TaskWriter,
  id: number,
  input: MaintenanceTaskInput,
  pdf: InstructionsPdf | null,
): Promise<MaintenanceTaskSaved> {
  if (input.workRequestId !== null) {
    throw badRequest('workRequestId', 'A work request is answered by a new task only', 'invalid')
  }
  const before = await ownTask(tx, w.user, id)
  const plan = await planOf(tx, w.user, input)
  const replan = planChanged(before, input)
  checkAgainstPlant(w, input, before.start_date !== input.startDate || before.frequency !== input.frequency)
  const fileId = pdf ? await storeInstructions(tx, w, pdf) : input.removeFile ? null : undefined
  await tx
    .update(maintenanceTasks)
    .set({
      ...taskColumns(input),
      ...(fileId !== undefined ? { fileId } : {}),
      // The stop a corrective order answers is set when it is requested; an edit does not lose it.
      ...(input.sourceStop ? { sourceStop: input.sourceStop } : {}),
      ...usageStart(input, w.now),
      // Absent keeps it (an older client's form knows no procedure); the work orders keep their copy.
      ...(input.procedure !== undefined ? { procedure: input.procedure } : {}),
      updatedAt: w.now,
    })
    .where(eq(maintenanceTasks.id, id))
  await linkTask(tx, id, plan)
  let removed = 0
  let planned = 0
  if (replan) {
    removed = await removeUntouchedFuture(tx, id, w.today)
    planned = byUseOnly(input)
      ? 0
      : await generateWorkOrders(tx, {
          taskId: id,
          plan,
          today: w.today,
          workingDays: w.settings.workingDays,
          userId: w.user.id,
          now: w.now,
        })
  }
  return saved(tx, w, id, planned, removed)
}

/**
 * POST /maintenanceinfo (spec 001 §7, "form data with a file"): a task's step-by-step PDF attached
 * or replaced on its own, without resending the task. The plan does not change.
 */
export async function attachInstructions(tx: DbOrTx, w: TaskWriter, id: number, pdf: InstructionsPdf) {
  await ownTask(tx, w.user, id)
  const fileId = await storeInstructions(tx, w, pdf)
  await tx.update(maintenanceTasks).set({ fileId, updatedAt: w.now }).where(eq(maintenanceTasks.id, id))
  return {
    taskId: id,
    instructions: { url: maintenanceFileUrl(fileId, pdf.fileName), fileName: pdf.fileName },
  }
}

/** Soft delete; its untouched future work orders go, the rest (past, done, moved) stay for the audit. */
export async function deleteTask(tx: DbOrTx, w: TaskWriter, id: number) {
  await ownTask(tx, w.user, id)
  await tx
    .update(maintenanceTasks)
    .set({ deletedAt: w.now, updatedAt: w.now })
    .where(eq(maintenanceTasks.id, id))
  const removed = await removeUntouchedFuture(tx, id, w.today)
  return { id, removedWorkOrders: removed }
}
