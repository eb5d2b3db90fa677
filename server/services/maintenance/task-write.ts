/**
 * Creating, editing and deleting maintenance tasks (POST /maintenance, POST /maintenance/{id},
 * DELETE /maintenance/{id}). Every machine must be the user's, assets and operators the plant's;
 * the step-by-step PDF goes to the file storage; the work orders follow the task (task-plan.ts):
 * planned on create, replanned when what decides them changes, the untouched future ones removed
 * on delete. The task itself is only soft-deleted: its past work orders stay for the audit.
 */
import { eq, sql } from 'drizzle-orm'
import type { MaintenanceSettings } from '../../../src/contract/maintenance'
import type { MaintenanceTaskInput, MaintenanceTaskSaved } from '../../../src/contract/maintenance-tasks'
import type { DbOrTx } from '../../db/client'
import {
  maintenanceTaskAssets,
  maintenanceTaskMachines,
  maintenanceTaskOperators,
  maintenanceTasks,
  storedFiles,
} from '../../db/schema'
import { badRequest, notFound } from '../../http/errors'
import { type AuthUser, assertMachineAssigned } from '../../http/principals'
import type { UploadedImage } from '../../lib/reencode-image'
import type { FileStorage } from '../../lib/storage'
import { maintenanceFileUrl } from './files'
import { attachOrderPhotos, checkOrderPhotos } from './order-photos'
import { generateWorkOrders, removeUntouchedFuture, type TaskPlan } from './task-plan'
import { planOf, plantOf } from './task-refs'
import { findTask } from './tasks'
import { acceptWorkRequest } from './work-requests'

export interface TaskWriter {
  user: AuthUser
  storage: FileStorage
  /** The plant's today (zoneDay in the plant's zone). */
  today: string
  settings: MaintenanceSettings
  now: Date
}

/** The PDF part of the form, already checked (type, %PDF- signature, size). */
export interface InstructionsPdf {
  fileName: string
  data: Buffer
}

/**
 * Checks that need the plant's settings and today: a work order fits a working day, and a one-off
 * is given a day from today on (an edit may keep the day it already had).
 */
function checkAgainstPlant(w: TaskWriter, input: MaintenanceTaskInput, newDay: boolean) {
  if (input.durationMinutes > w.settings.hoursPerDay * 60) {
    throw badRequest(
      'durationMinutes',
      `Value out of range: longer than the plant's working day of ${w.settings.hoursPerDay} h`,
      'too_big',
    )
  }
  if (newDay && input.frequency === 'none' && input.startDate < w.today) {
    throw badRequest(
      'startDate',
      'wrong date selection: a one-off work order cannot be before today',
      'too_small',
    )
  }
}

async function storeInstructions(tx: DbOrTx, w: TaskWriter, pdf: InstructionsPdf): Promise<string> {
  const stored = await w.storage.put(pdf.data)
  const [row] = await tx
    .insert(storedFiles)
    .values({
      ownerUserId: w.user.id,
      fileName: pdf.fileName,
      mimeType: 'application/pdf',
      size: stored.size,
      sha256: stored.sha256,
      storageKey: stored.storageKey,
    })
    .returning({ id: storedFiles.id })
  return row.id
}

async function linkTask(tx: DbOrTx, taskId: number, plan: TaskPlan) {
  await tx.delete(maintenanceTaskMachines).where(eq(maintenanceTaskMachines.taskId, taskId))
  await tx.delete(maintenanceTaskAssets).where(eq(maintenanceTaskAssets.taskId, taskId))
  await tx.delete(maintenanceTaskOperators).where(eq(maintenanceTaskOperators.taskId, taskId))
  await tx.insert(maintenanceTaskMachines).values(plan.machines.map((machineId) => ({ taskId, machineId })))
  if (plan.assets.length > 0) {
    await tx.insert(maintenanceTaskAssets).values(plan.assets.map((a) => ({ taskId, assetId: a.id })))
  }
  if (plan.operators.length > 0) {
    await tx.insert(maintenanceTaskOperators).values(plan.operators.map((o) => ({ taskId, userId: o.id })))
  }
}

async function saved(tx: DbOrTx, w: TaskWriter, id: number, planned: number, removed: number) {
  const found = await findTask(tx, id, [...w.user.machineIds])
  if (!found) throw notFound('Task not found', 'NOT_FOUND')
  return {
    ...found.task,
    plannedWorkOrders: planned,
    removedWorkOrders: removed,
  } satisfies MaintenanceTaskSaved
}

/**
 * Recurrence by use (issue 33, usage-sweep.ts): the thresholds; the counters start when usage is
 * first set (an edit of the thresholds keeps them running). A one-off ('none') with usage recurs by
 * use only: no calendar work order is planned for it.
 */
const usageColumns = (input: MaintenanceTaskInput) => ({ usage: input.usage })
/** On an edit: the counters start now when usage was not set before. */
const usageStart = (input: MaintenanceTaskInput, now: Date) =>
  input.usage
    ? {
        usageSince: sql`case when ${maintenanceTasks.usage} is null then ${now.toISOString()}::timestamptz
          else ${maintenanceTasks.usageSince} end`,
      }
    : {}
const byUseOnly = (input: MaintenanceTaskInput) => input.usage !== null && input.frequency === 'none'

const taskColumns = (input: MaintenanceTaskInput) => ({
  name: input.name,
  description: input.description,
  type: input.type,
  condition: input.condition,
  frequency: input.frequency,
  customFrequencyDays: input.customFrequencyDays,
  reason: input.reason,
  provider: input.provider,
  durationMinutes: input.durationMinutes,
  risk: input.risk,
  startDate: input.startDate,
  endDate: input.endDate,
  ...usageColumns(input),
})

/** A new task; `images`, a corrective order's photos, go on the work order it plans (order-photos.ts). */
export async function createTask(
  tx: DbOrTx,
  w: TaskWriter,
  input: MaintenanceTaskInput,
  pdf: InstructionsPdf | null,
  images: UploadedImage[] = [],
): Promise<MaintenanceTaskSaved> {
  const plan = await planOf(tx, w.user, input)
  checkAgainstPlant(w, input, true)
  checkOrderPhotos(input, images)
  const fileId = pdf ? await storeInstructions(tx, w, pdf) : null
  const [task] = await tx
    .insert(maintenanceTasks)
    .values({
      plantId: plantOf(w.user),
      ...taskColumns(input),
      fileId,
      createdBy: w.user.id,
      sourceStop: input.sourceStop,
      procedure: input.procedure ?? null,
      usageSince: input.usage ? w.now : null,
      createdAt: w.now,
      updatedAt: w.now,
    })
    .returning({ id: maintenanceTasks.id })
  await linkTask(tx, task.id, plan)
  const planned = byUseOnly(input)
    ? 0
    : await generateWorkOrders(tx, {
        taskId: task.id,
        plan,
        today: w.today,
        workingDays: w.settings.workingDays,
        userId: w.user.id,
        now: w.now,
        customerJob: input.customerJob,
      })
  const accepted =
    input.workRequestId === null
      ? null
      : await acceptWorkRequest(tx, w.user, { requestId: input.workRequestId, taskId: task.id, now: w.now })
  await attachOrderPhotos(tx, w.storage, {
    taskId: task.id,
    eventId: accepted,
    machineId: input.sourceStop?.machineId ?? null,
    userId: w.user.id,
    images,
    now: w.now,
  })
  return saved(tx, w, task.id, planned, 0)
}

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
