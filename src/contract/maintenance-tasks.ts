/**
 * Writing maintenance tasks and assets (spec 001 §3, §7): the task form's fields as they arrive in
 * multipart (text, so numbers and ids are coerced), the asset body, what the task form chooses
 * from, and what a task write answers. Shared by the server (validation) and the task form (the
 * same limits, so a field the form accepts is one the server accepts).
 */
import { z } from 'zod'
import {
  commaIdsSchema,
  emptyWorkOrderJob,
  instructionsFileSchema,
  isoDaySchema,
  JOB_MEASURE_MAX,
  maintenanceDataSchema,
  maintenanceTaskSchema,
  taskConditions,
  taskTypes,
  WORK_ORDER_TEXT_MAX,
  type WorkOrderCustomerJob,
} from './maintenance'
import { procedureSchema } from './maintenance-procedures'
import { frequencies } from './maintenance-recurrence'
import { dayNumber } from './maintenance-rules'
import { usageField } from './maintenance-usage'
import { dbIdParamSchema, dbIdSchema } from './wire'

/** The step-by-step PDF of a task: at most 20 MB. */
export const TASK_FILE_MAX_BYTES = 20 * 1024 * 1024
/**
 * Photos a new one-off corrective work order is saved with (POST /maintenance, `images`): the
 * server puts them on the work order it plans, as it does a work request's.
 */
export const ORDER_PHOTOS_MAX = 5
export const TASK_NAME_MAX = 120
export const TASK_DESCRIPTION_MAX = 2000
export const TASK_REASON_MAX = 200
export const TASK_PROVIDER_MAX = 200
export const TASK_DURATION_MAX = 100_000
export const CUSTOM_DAYS_MAX = 366
export const STOP_DESCRIPTION_MAX = 500

/** Multipart text: an empty field is an absent one. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

/** A whole number that may arrive as text ("30"); "abc" is a 400 naming the field, never NaN in SQL. */
const wholeNumber = (min: number, max: number) =>
  z.preprocess((v) => {
    const value = blankToUndefined(v)
    return typeof value === 'string' ? Number(value.trim()) : value
  }, z.number().int().min(min).max(max))

/** A decimal that may arrive as text ("80.5"); "abc" is a 400 naming the field. */
const decimalNumber = (max: number) =>
  z.preprocess((v) => {
    const value = blankToUndefined(v)
    return typeof value === 'string' ? Number(value.trim()) : value
  }, z.number().positive().max(max).optional())

const requiredText = (max: number) => z.string().trim().min(1).max(max)
const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max).optional()).transform((v) => v ?? null)

/** The machine stop a corrective order answers (plant control's "request maintenance"). */
export const sourceStopSchema = z.object({
  machineId: dbIdSchema,
  start: z.iso.datetime({ offset: true }),
  description: z.string().trim().max(STOP_DESCRIPTION_MAX),
})
export type SourceStop = z.infer<typeof sourceStopSchema>

/** Sent as a JSON text field of the multipart body; text that is not JSON fails as `sourceStop`. */
const sourceStopField = z.preprocess((v) => {
  const value = blankToUndefined(v)
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value) as unknown
  } catch {
    return value
  }
}, sourceStopSchema.optional())

/**
 * The procedure (issue 33) as a JSON text field: absent keeps the task's (a client that does not
 * know procedures must not wipe one), empty clears it (null), text that is not JSON fails as
 * `procedure`, a bad step as its path (`procedure.steps.2.max`).
 */
const procedureField = z.preprocess((v) => {
  if (v === undefined) return undefined
  if (typeof v !== 'string') return v
  if (v.trim() === '') return null
  try {
    return JSON.parse(v) as unknown
  } catch {
    return v
  }
}, procedureSchema.nullable().optional())

export const WRONG_DATE_SELECTION = 'wrong date selection'

/** Null when nothing of the customer and job was given. */
const customerJobOrNull = (given: WorkOrderCustomerJob): WorkOrderCustomerJob | null =>
  given.customer !== null || Object.values(given.job).some((v) => v !== null) ? given : null

/**
 * POST /maintenance and POST /maintenance/{id}: the task's fields (multipart text). The PDF is the
 * `file` part; `removeFile=true` on an edit drops the current one.
 */
export const maintenanceTaskInputSchema = z
  .object({
    name: requiredText(TASK_NAME_MAX),
    description: optionalText(TASK_DESCRIPTION_MAX),
    type: z.enum(taskTypes),
    condition: z.enum(taskConditions),
    frequency: z.enum(frequencies),
    customFrequencyDays: z.preprocess(blankToUndefined, wholeNumber(1, CUSTOM_DAYS_MAX).optional()),
    reason: requiredText(TASK_REASON_MAX),
    provider: requiredText(TASK_PROVIDER_MAX),
    durationMinutes: wholeNumber(1, TASK_DURATION_MAX),
    risk: wholeNumber(0, 5),
    startDate: isoDaySchema,
    endDate: z.preprocess(blankToUndefined, isoDaySchema.optional()),
    machines: commaIdsSchema.refine((ids) => ids.length > 0, 'at least one machine'),
    assets: z.preprocess(blankToUndefined, commaIdsSchema.optional()),
    operators: z.preprocess(blankToUndefined, commaIdsSchema.optional()),
    sourceStop: sourceStopField,
    procedure: procedureField,
    /** A work request this new task answers (issue 31): accepting it makes the task's work order. */
    workRequestId: z.preprocess(blankToUndefined, dbIdParamSchema.optional()),
    removeFile: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()),
    /** The customer and job its new work orders are for (spec 001 §3); each optional. */
    customer: optionalText(WORK_ORDER_TEXT_MAX),
    jobName: optionalText(WORK_ORDER_TEXT_MAX),
    jobReference: optionalText(WORK_ORDER_TEXT_MAX),
    jobGrammage: decimalNumber(JOB_MEASURE_MAX.grammage),
    jobThickness: decimalNumber(JOB_MEASURE_MAX.thickness),
    jobWidth: decimalNumber(JOB_MEASURE_MAX.width),
    jobMaterial: optionalText(WORK_ORDER_TEXT_MAX),
    /** Recurrence by use (issue 33): JSON of maintenance-usage.ts `taskUsageSchema`; blank for none. */
    usage: usageField,
  })
  .superRefine((input, ctx) => {
    if (input.usage && input.machines.length !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['usage'],
        message: "a usage-based task counts one machine's production",
      })
    }
    if (input.frequency === 'custom' && input.customFrequencyDays === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['customFrequencyDays'],
        message: 'required when the frequency is custom',
      })
    }
    if (input.frequency !== 'custom' && input.customFrequencyDays !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['customFrequencyDays'],
        message: 'only for the custom frequency',
      })
    }
    const start = dayNumber(input.startDate)
    const end = input.endDate ? dayNumber(input.endDate) : null
    if (start !== null && end !== null && end < start) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: WRONG_DATE_SELECTION })
    }
    if (input.workRequestId !== undefined && input.frequency !== 'none') {
      ctx.addIssue({
        code: 'custom',
        path: ['workRequestId'],
        message: 'a work request becomes one corrective work order (frequency none)',
      })
    }
    if (input.sourceStop && !input.machines.includes(input.sourceStop.machineId)) {
      ctx.addIssue({
        code: 'custom',
        path: ['sourceStop', 'machineId'],
        message: "the stop's machine must be one of the task's machines",
      })
    }
  })
  .transform(
    ({
      removeFile,
      customFrequencyDays,
      customer,
      jobName,
      jobReference,
      jobGrammage,
      jobThickness,
      jobWidth,
      jobMaterial,
      ...input
    }) => ({
      ...input,
      customerJob: customerJobOrNull({
        customer,
        job: {
          ...emptyWorkOrderJob,
          name: jobName,
          reference: jobReference,
          grammage: jobGrammage ?? null,
          thickness: jobThickness ?? null,
          width: jobWidth ?? null,
          material: jobMaterial,
        },
      }),
      customFrequencyDays: customFrequencyDays ?? null,
      endDate: input.endDate ?? null,
      assets: input.assets ?? [],
      operators: input.operators ?? [],
      sourceStop: input.sourceStop ?? null,
      usage: input.usage ?? null,
      workRequestId: input.workRequestId ?? null,
      removeFile: removeFile === 'true',
    }),
  )
export type MaintenanceTaskInput = z.output<typeof maintenanceTaskInputSchema>

/** POST /maintenanceAsset and PUT /maintenanceAsset/{id}. */
export const maintenanceAssetInputSchema = z.object({
  name: requiredText(TASK_NAME_MAX),
  description: z.string().trim().max(TASK_DESCRIPTION_MAX).nullish(),
  /** The machine it is part of; null for a plant asset of no machine. */
  machineId: dbIdSchema.nullish(),
})
export type MaintenanceAssetInput = z.infer<typeof maintenanceAssetInputSchema>

/** What a task write answers: the task, and the work orders it planned and removed. */
export const maintenanceTaskSavedSchema = maintenanceTaskSchema.extend({
  plannedWorkOrders: z.number().int(),
  removedWorkOrders: z.number().int(),
})
export type MaintenanceTaskSaved = z.infer<typeof maintenanceTaskSavedSchema>

/** A task as its page shows it: the PDF's API path and name, and the stop it answers. */
export const maintenanceTaskDetailSchema = maintenanceTaskSchema.extend({
  instructions: instructionsFileSchema.nullable(),
  sourceStop: sourceStopSchema.nullable(),
  /** Its step-by-step procedure (issue 33), which each work order planned from it copies; null: none. */
  procedure: procedureSchema.nullable(),
})
export type MaintenanceTaskDetail = z.infer<typeof maintenanceTaskDetailSchema>

/**
 * GET /maintenance/form-data: what the task form chooses from, the operators' machines (an
 * operator carries out work on the machines assigned to them), the plant's today and the settings
 * the form checks and previews with (working days, hours per day).
 */
export const maintenanceTaskFormDataSchema = maintenanceDataSchema
  .omit({ operators: true, machinesWithoutOperator: true })
  .extend({
    operators: z.array(
      z.object({ id: z.number().int(), name: z.string(), machineIds: z.array(z.number().int()) }),
    ),
    today: z.string(),
    workingDays: z.array(z.number().int().min(1).max(7)),
    hoursPerDay: z.number().int(),
  })
export type MaintenanceTaskFormData = z.infer<typeof maintenanceTaskFormDataSchema>
