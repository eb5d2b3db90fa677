/**
 * Creating maintenance tasks (POST /maintenance), and what an edit (task-edit.ts) writes the same
 * way. Every machine must be the user's, assets and operators the plant's; the step-by-step PDF
 * goes to the file storage; the work orders follow the task (task-plan.ts): planned on create,
 * replanned when what decides them changes, the untouched future ones removed on delete.
 */
import { eq, sql } from 'drizzle-orm'
import type { MaintenanceSettings } from '../../../../src/contract/maintenance'
import type { MaintenanceTaskInput, MaintenanceTaskSaved } from '../../../../src/contract/maintenance-tasks'
import type { DbOrTx } from '../../../db/client'
import {
  maintenanceTaskAssets,
  maintenanceTaskMachines,
  maintenanceTaskOperators,
  maintenanceTasks,
  storedFiles,
} from '../../../db/schema'
import { badRequest, notFound } from '../../../http/errors'
import type { AuthUser } from '../../../http/principals'
import type { UploadedImage } from '../../../lib/reencode-image'
import type { FileStorage } from '../../../lib/storage'
import { acceptWorkRequest } from '../requests/work-requests'
import { attachOrderPhotos, checkOrderPhotos } from './order-photos'
import { generateWorkOrders, type TaskPlan } from './task-plan'
import { planOf, plantOf } from './task-refs'
import { findTask } from './tasks'

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
export function checkAgainstPlant(w: TaskWriter, input: MaintenanceTaskInput, newDay: boolean) {
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

export async function storeInstructions(tx: DbOrTx, w: TaskWriter, pdf: InstructionsPdf): Promise<string> {
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

export async function linkTask(tx: DbOrTx, taskId: number, plan: TaskPlan) {
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

export async function saved(tx: DbOrTx, w: TaskWriter, id: number, planned: number, removed: number) {
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
export const usageStart = (input: MaintenanceTaskInput, now: Date) =>
  input.usage
    ? {
        usageSince: sql`case when ${maintenanceTasks.usage} is null then ${now.toISOString()}::timestamptz
          else ${maintenanceTasks.usageSince} end`,
      }
    : {}
export const byUseOnly = (input: MaintenanceTaskInput) => input.usage !== null && input.frequency === 'none'

export const taskColumns = (input: MaintenanceTaskInput) => ({
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
