/**
 * Planning maintenance (spec 001 §7): tasks (multipart with the step-by-step PDF) and assets, their
 * writes at the manager level only (DESIGN.md: "tasks and assets: manager level"; ROLE_COMMERCIAL
 * is refused every write by the access stage), the task form's choices, and a task's page data
 * (with its readings as .xlsx, issue 33).
 * Every machine a write names must be the user's (403 MACHINE_NOT_ASSIGNED).
 */
import { z } from 'zod'
import { maintenanceAssetSchema } from '../../../src/contract/maintenance'
import {
  maintenanceAssetInputSchema,
  maintenanceTaskDetailSchema,
  maintenanceTaskFormDataSchema,
  maintenanceTaskInputSchema,
  maintenanceTaskSavedSchema,
  ORDER_PHOTOS_MAX,
  TASK_FILE_MAX_BYTES,
} from '../../../src/contract/maintenance-tasks'
import { dbIdParamSchema } from '../../../src/contract/wire'
import type { AppContext } from '../../context'
import type { UserAccess } from '../../http/access'
import type { Api } from '../../http/api'
import { pdfPart, photoParts } from '../../http/openapi-form'
import type { AuthUser } from '../../http/principals'
import { defineRoute, defineWrite } from '../../http/route'
import { sendWorkbook, XLSX } from '../../http/send-workbook'
import { prepareReadingsExport } from '../../services/maintenance/reports/readings-export'
import { maintenanceSettings } from '../../services/maintenance/settings'
import { createAsset, deleteAsset, updateAsset } from '../../services/maintenance/tasks/asset-write'
import { attachInstructions, deleteTask, updateTask } from '../../services/maintenance/tasks/task-edit'
import { taskDetail, taskFormData } from '../../services/maintenance/tasks/task-reads'
import { createTask, type TaskWriter } from '../../services/maintenance/tasks/task-write'
import { taskUsageProgress } from '../../services/maintenance/usage/usage-tasks'
import { eventReader, maintenanceArea, maintenancePlanning, plantToday } from './shared'
import { readInstructionsUpload, readTaskUpload } from './task-upload'

const tags = ['maintenance']

/** Planning writes name machines (the task's, the asset's): each must be the user's. */
const planning = { ...maintenancePlanning, machines: 'checked' } as const satisfies UserAccess

const idParams = z.object({ id: dbIdParamSchema })

const taskFields =
  'multipart/form-data fields name, description, type, condition, frequency, customFrequencyDays (custom only), ' +
  'reason, provider, durationMinutes, risk (0-5), startDate and endDate (yyyy-MM-dd), machines, assets and ' +
  'operators (comma-joined ids), sourceStop (JSON {machineId, start, description}: the stop a corrective ' +
  'order answers), optional customer, jobName, jobReference, jobGrammage (g/m²), jobThickness (µm), jobWidth (mm) ' +
  "and jobMaterial (the customer and job of a new task's work orders; an edit leaves its work orders' own), " +
  'and the step-by-step PDF under `file` (application/pdf, at most 20 MB).'

/** The task form of POST /maintenance/{id} (read by ./task-upload.ts). */
const taskForm = { fields: maintenanceTaskInputSchema, files: { file: pdfPart(TASK_FILE_MAX_BYTES) } }
/** POST /maintenance: the same, and a new corrective work order's photos (order-photos.ts). */
const newTaskForm = {
  fields: maintenanceTaskInputSchema,
  files: { ...taskForm.files, images: photoParts(ORDER_PHOTOS_MAX) },
}

export async function maintenanceTaskAssetRoutes(api: Api, ctx: AppContext) {
  const writerOf = async (user: AuthUser): Promise<Omit<TaskWriter, 'now'>> => ({
    user,
    storage: ctx.storage,
    today: await plantToday(ctx, user),
    settings: await maintenanceSettings(ctx.db, user.plantId),
  })

  defineRoute(api, {
    method: 'GET',
    url: '/maintenance/form-data',
    access: { ...maintenanceArea, machines: 'filtered' },
    schema: {
      tags,
      summary: "What the task form chooses from, with the plant's today, working days and hours per day",
      response: { 200: maintenanceTaskFormDataSchema },
    },
    handle: async ({ user }) =>
      taskFormData(
        ctx.db,
        eventReader(user),
        user.plantId,
        await plantToday(ctx, user),
        await maintenanceSettings(ctx.db, user.plantId),
      ),
  })

  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/maintenance',
    access: planning,
    errors: [413],
    schema: {
      tags,
      summary: 'Create a task (multipart) and plan its work orders on the working days of the coming year',
      description:
        `${taskFields} Frequency none is one work order on startDate (today or later); up to ${ORDER_PHOTOS_MAX} ` +
        "photos under `images` go on it (on the work request's work order, else on the source stop's machine, " +
        "else the first), with the request's own photos when it answers one. Photos with any other frequency: 400 images.",
      form: newTaskForm,
      response: { 200: maintenanceTaskSavedSchema },
    },
    prepare: async ({ user, request }) => ({
      ...(await readTaskUpload(request)),
      writer: await writerOf(user),
    }),
    write: async (tx, _call, { input, pdf, images, writer }) => ({
      body: await createTask(tx, { ...writer, now: ctx.now() }, input, pdf, images),
    }),
    idempotency: {
      hashInput: (_call, { input, pdf, images }) => ({ input, pdf, images: images.map((i) => i.original) }),
    },
  })

  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/maintenance/:id',
    access: planning,
    errors: [404, 413],
    schema: {
      tags,
      summary: 'Edit a task (multipart); a new plan replaces only the future work orders nobody touched',
      description:
        `${taskFields} removeFile=true drops the current PDF. When the frequency, days, machines, assets or ` +
        'operators change, the future work orders still as planned are replaced; done, cancelled, postponed ' +
        'and past ones stay.',
      form: taskForm,
      params: idParams,
      response: { 200: maintenanceTaskSavedSchema },
    },
    prepare: async ({ user, request }) => ({
      ...(await readTaskUpload(request)),
      writer: await writerOf(user),
    }),
    write: async (tx, { params }, { input, pdf, writer }) => ({
      body: await updateTask(tx, { ...writer, now: ctx.now() }, params.id, input, pdf),
    }),
    idempotency: { hashInput: (_call, { input, pdf }) => ({ input, pdf }) },
  })

  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/maintenanceinfo',
    access: planning,
    errors: [404, 413],
    schema: {
      tags,
      summary: "Attach or replace a task's step-by-step PDF (multipart: taskId and the PDF under `file`)",
      description:
        'The PDF is read whole as a manual upload is (one pdf.js cannot read: 400 naming file) and checked by size (413). The plan does not change.',
      form: {
        fields: z.object({ taskId: dbIdParamSchema }),
        files: { file: pdfPart(TASK_FILE_MAX_BYTES, { required: true }) },
      },
      response: {
        200: z.object({
          taskId: z.number().int(),
          instructions: z.object({ url: z.string(), fileName: z.string() }),
        }),
      },
    },
    prepare: async ({ user, request }) => ({
      ...(await readInstructionsUpload(request)),
      writer: await writerOf(user),
    }),
    write: async (tx, _call, { taskId, pdf, writer }) => ({
      body: await attachInstructions(tx, { ...writer, now: ctx.now() }, taskId, pdf),
    }),
    idempotency: { hashInput: (_call, { taskId, pdf }) => ({ taskId, pdf }) },
  })

  defineWrite(api, ctx.db, {
    method: 'DELETE',
    url: '/maintenance/:id',
    access: planning,
    errors: [404],
    schema: {
      tags,
      summary: 'Delete a task: its future untouched work orders go, its past ones stay for the audit',
      params: idParams,
      response: { 200: z.object({ id: z.number().int(), removedWorkOrders: z.number().int() }) },
    },
    prepare: async ({ user }) => writerOf(user),
    write: async (tx, { params }, writer) => ({
      body: await deleteTask(tx, { ...writer, now: ctx.now() }, params.id),
    }),
  })

  defineRoute(api, {
    method: 'GET',
    url: '/maintenance/:id/detail',
    access: { ...maintenanceArea, machines: 'checked' },
    errors: [404],
    schema: {
      tags,
      summary:
        'A task as its page shows it: the step-by-step PDF (its path and name) and the stop it answers',
      params: idParams,
      response: { 200: maintenanceTaskDetailSchema },
    },
    handle: async ({ user, params }) => {
      const detail = await taskDetail(ctx.db, user, params.id)
      // Recurrence by use (issue 33): each counter's progress and forecast.
      const usageProgress = detail.usage ? await taskUsageProgress(ctx.db, params.id, ctx.now()) : []
      return { ...detail, usageProgress }
    },
  })

  defineRoute(api, {
    method: 'GET',
    url: '/maintenance/:id/readings.xlsx',
    access: { ...maintenanceArea, machines: 'checked' },
    errors: [404],
    download: XLSX,
    schema: {
      tags,
      summary: "A task's readings over time as an Excel workbook (.xlsx): one row per answered reading",
      description:
        "Read as the task's page (404 for no such task, 403 MACHINE_NOT_ASSIGNED when none of its machines " +
        "is the user's). One row per answered reading step of the task's work orders the user may read " +
        '(their machines; their own work orders below the manager level): work order, its day, machine, ' +
        "the step's title, unit, minimum and maximum as the work order's copy of the procedure has them, the " +
        'value as a number, out of limits (yes/no), who answered and when (plant time). Sorted by step (the ' +
        "task's order), then time. A frozen header in the user's language with an auto filter; no readings " +
        'is a sheet with its header only. Named readings-task-<id>-<plant day>.xlsx.',
      params: idParams,
    },
    handle: async ({ user, params, request, reply }) => {
      const file = await prepareReadingsExport(ctx.db, user, eventReader(user), params.id)
      const today = await plantToday(ctx, user)
      return sendWorkbook(request, reply, file, `readings-task-${params.id}-${today}`)
    },
  })

  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/maintenanceAsset',
    access: planning,
    schema: {
      tags,
      summary: 'Create an asset of one of your machines (or of the plant: machineId null)',
      body: maintenanceAssetInputSchema,
      response: { 200: maintenanceAssetSchema },
    },
    write: async (tx, { user, body }) => ({ body: await createAsset(tx, user, body, ctx.now()) }),
  })

  defineWrite(api, ctx.db, {
    method: 'PUT',
    url: '/maintenanceAsset/:id',
    access: planning,
    errors: [404],
    schema: {
      tags,
      summary: 'Edit an asset',
      description: '409 ASSET_IN_USE when it would move away from the machines of a task that uses it.',
      params: idParams,
      body: maintenanceAssetInputSchema,
      response: { 200: maintenanceAssetSchema },
    },
    write: async (tx, { user, params, body }) => ({ body: await updateAsset(tx, user, params.id, body) }),
  })

  defineWrite(api, ctx.db, {
    method: 'DELETE',
    url: '/maintenanceAsset/:id',
    access: planning,
    errors: [404],
    schema: {
      tags,
      summary: 'Delete an asset (soft); 409 ASSET_IN_USE, with the tasks, while an active task uses it',
      params: idParams,
      response: { 200: z.object({ id: z.number().int() }) },
    },
    write: async (tx, { user, params }) => ({ body: await deleteAsset(tx, user, params.id, ctx.now()) }),
  })
}
