/**
 * Maintenance work orders on the wire (spec 001 §3, §7): the event as the lists and the detail
 * read it, the list's query (comma-joined ids, state codes 1-4, yyyy-MM-dd days, paging, order),
 * and a change to an event (one action of maintenance-rules.ts plus the version it was based on).
 */
import { z } from 'zod'
import { isoDaySchema } from './iso-day'
import type { StepAnswerValue } from './maintenance-procedures'
import { procedureSchema, stepAnswerSchema, stepAnswerValueSchema } from './maintenance-procedures'
import { frequencies } from './maintenance-recurrence'
import { taskConditions, taskTypes } from './maintenance-task-kinds'
import { taskUsageSchema, taskUsageValuesSchema, usageProgressSchema } from './maintenance-usage'
import { DB_INT_MAX } from './wire'

export { eventFacts, ruleAction } from './maintenance-rules'
export { taskConditions, taskTypes } from './maintenance-task-kinds'

/** A yyyy-MM-dd day that exists (the spec's request format for maintenance dates). */
export { isoDaySchema }

/** `1,2,3` in a query string -> [1, 2, 3]; each a database id; at most 200. */
export const commaIdsSchema = z
  .string()
  .max(2400)
  .regex(/^\d{1,10}(,\d{1,10})*$/, 'expected comma-joined ids such as 1,2,3')
  .transform((v) => v.split(',').map(Number))
  .pipe(z.array(z.number().int().positive().max(DB_INT_MAX)).max(200))

/** State codes of the list query: 1 open (created or postponed, today or later), 2 done, 3 cancelled, 4 outdated. */
export const stateCodesSchema = z
  .string()
  .max(20)
  .regex(/^[1-4](,[1-4])*$/, 'expected state codes 1 to 4, comma-joined')
  .transform((v) => [...new Set(v.split(',').map(Number))] as Array<1 | 2 | 3 | 4>)

/**
 * 'next': today first, then the coming days in order, then the past from the latest back: a list
 * opens on what comes next (issue 29), not on its furthest day.
 */
export const maintenanceOrderBy = ['next', 'date', '-date', 'risk', '-risk'] as const

export const maintenanceEventQuerySchema = z.object({
  maintenanceStates: stateCodesSchema,
  machines: commaIdsSchema.optional(),
  assets: commaIdsSchema.optional(),
  operators: commaIdsSchema.optional(),
  /** The work orders of these tasks (a task's page lists its own). */
  tasks: commaIdsSchema.optional(),
  /** Risk levels 0-5, comma-joined (the dashboard's risk figures link to their list). */
  risks: z
    .string()
    .max(20)
    .regex(/^[0-5](,[0-5])*$/, 'expected risk levels 0 to 5, comma-joined')
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .optional(),
  maintenanceFrequencies: z
    .string()
    .max(100)
    .regex(
      new RegExp(`^(${frequencies.join('|')})(,(${frequencies.join('|')}))*$`),
      'expected frequencies, comma-joined',
    )
    .transform((v) => v.split(',') as Array<(typeof frequencies)[number]>)
    .optional(),
  initialDate: isoDaySchema.optional(),
  finalDate: isoDaySchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).max(DB_INT_MAX).default(0),
  orderBy: z.enum(maintenanceOrderBy).default('date'),
})
export type MaintenanceEventQuery = z.infer<typeof maintenanceEventQuerySchema>

export const maintenanceEventSchema = z.object({
  id: z.number().int(),
  taskId: z.number().int(),
  taskName: z.string(),
  type: z.enum(taskTypes),
  condition: z.enum(taskConditions),
  frequency: z.enum(frequencies),
  /** The task's recurrence by use (issue 44): a work order a crossing planned reads by it, not "One-off". */
  usage: taskUsageValuesSchema.nullish(),
  risk: z.number().int().min(0).max(5),
  machineId: z.number().int().nullable(),
  machineName: z.string().nullable(),
  assetId: z.number().int().nullable(),
  assetName: z.string().nullable(),
  operatorUserId: z.number().int().nullable(),
  operatorName: z.string().nullable(),
  /** Stored state: 1 created, 2 done, 3 cancelled, 5 postponed or rescheduled. */
  state: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(5)]),
  /** What the screens show: the stored state, or 4 outdated for open work before today. */
  displayState: z.number().int().min(1).max(5),
  date: z.string(),
  originalDate: z.string(),
  postponeCount: z.number().int(),
  durationMinutes: z.number().int().nullable(),
  notes: z.string().nullable(),
  /** Send it back with a change: a change based on an older version is a 409 with this event as it is now. */
  version: z.number().int(),
  /** The task has a step-by-step PDF. */
  hasInstructions: z.boolean(),
  /** The customer and job it is done for (spec 001 §3); null and an all-null job when not given. */
  customer: z.string().nullable(),
  job: z.object({
    name: z.string().nullable(),
    reference: z.string().nullable(),
    grammage: z.number().nullable(),
    thickness: z.number().nullable(),
    width: z.number().nullable(),
    material: z.string().nullable(),
  }),
})
export type MaintenanceEvent = z.infer<typeof maintenanceEventSchema>

export const maintenanceEventPageSchema = z.object({
  total: z.number().int(),
  results: z.array(maintenanceEventSchema),
})

const note = z.string().trim().max(1000).optional()

export const WORK_ORDER_TEXT_MAX = 120
/** Upper bounds of a job's measures: grammage g/m², thickness µm, width mm. */
export const JOB_MEASURE_MAX = { grammage: 10_000, thickness: 100_000, width: 100_000 } as const

/** A typed text: blank is none. */
const jobText = z
  .string()
  .trim()
  .max(WORK_ORDER_TEXT_MAX)
  .nullish()
  .transform((v) => v || null)
const measure = (max: number) =>
  z
    .number()
    .positive()
    .max(max)
    .nullish()
    .transform((v) => v ?? null)

/**
 * The job a work order was done for (spec 001 §3: name, reference, grammage, thickness, width,
 * material), as typed: grammage in g/m², thickness in µm, width in mm. Each may be absent.
 */
export const workOrderJobSchema = z.object({
  name: jobText,
  reference: jobText,
  grammage: measure(JOB_MEASURE_MAX.grammage),
  thickness: measure(JOB_MEASURE_MAX.thickness),
  width: measure(JOB_MEASURE_MAX.width),
  material: jobText,
})
export type WorkOrderJob = z.output<typeof workOrderJobSchema>
export type WorkOrderJobInput = z.input<typeof workOrderJobSchema>

/** The customer and job of a work order: set when it is created (the task form) or edited (a change). */
export const workOrderCustomerJobSchema = z.object({
  customer: jobText,
  job: workOrderJobSchema,
})
export type WorkOrderCustomerJob = z.output<typeof workOrderCustomerJobSchema>

export const emptyWorkOrderJob: WorkOrderJob = {
  name: null,
  reference: null,
  grammage: null,
  thickness: null,
  width: null,
  material: null,
}

/** PUT /maintenanceEvent/{id}: one action (maintenance-rules.ts) and the version it was based on. */
export const maintenanceEventChangeSchema = z.object({
  version: z.number().int().min(1).max(DB_INT_MAX),
  /**
   * When the user made the change on their device, if not just now (a change queued offline):
   * the history keeps it beside the time the server received it. A device clock ahead of the
   * server's counts as now.
   */
  deviceAt: z.iso.datetime({ offset: true }).optional(),
  action: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('complete'),
      durationMinutes: z.number().int().min(1).max(100_000),
      notes: note,
    }),
    z.object({ kind: z.literal('postpone'), to: isoDaySchema, notes: note }),
    z.object({ kind: z.literal('reschedule'), to: isoDaySchema, notes: note }),
    z.object({ kind: z.literal('reopen'), notes: note }),
    z.object({ kind: z.literal('cancel'), notes: note }),
    /** The customer and job it is done for: an edit of the work order, no transition (spec 001 §3). */
    z.object({ kind: z.literal('job'), customer: jobText, job: workOrderJobSchema, notes: note }),
    /**
     * One procedure step's answer (issue 33): replaces the step's earlier answer, no transition.
     * It does not move the version on (docs/decisions/047): answers queued offline on one base all land.
     */
    z.object({
      kind: z.literal('answer'),
      stepId: z.string().max(40),
      value: stepAnswerValueSchema,
      notes: note,
      /**
       * The step's answer the device showed when the user answered: its `answeredAt`, or null when
       * the step showed unanswered. The server refuses it with 409 ANSWER_CONFLICT when the step's
       * answer is now another one given by someone else (docs/decisions/047). Absent (older
       * clients): the last delivered wins, as before.
       */
      basedOn: z.iso.datetime({ offset: true }).nullable().optional(),
    }),
  ]),
})
export type MaintenanceEventChange = z.infer<typeof maintenanceEventChangeSchema>

/** GET /maintenanceEvent/dashboard: the list's filters without states and paging. */
export const maintenanceDashboardQuerySchema = maintenanceEventQuerySchema.omit({
  maintenanceStates: true,
  limit: true,
  offset: true,
  orderBy: true,
})

export const maintenanceDashboardSchema = z.object({
  /** The plant day the figures are counted on. */
  today: z.string(),
  byState: z.object({
    open: z.number().int(),
    done: z.number().int(),
    cancelled: z.number().int(),
    outdated: z.number().int(),
  }),
  /** Open and outdated work per risk level 0-5 (every level present). */
  byRisk: z.array(z.object({ risk: z.number().int(), open: z.number().int(), outdated: z.number().int() })),
  dueToday: z.number().int(),
  /** Open work planned from today to six days ahead. */
  dueThisWeek: z.number().int(),
  /** The last 8 weeks (Monday first): work planned that week and how much of it is done. */
  weeks: z.array(z.object({ weekStart: z.string(), planned: z.number().int(), done: z.number().int() })),
  /**
   * New work requests the caller may triage (issue 31; 0 below the manager level): the menu's
   * count comes with the dashboard every maintenance page reads. Absent from a device's own counts.
   */
  newRequests: z.number().int().optional(),
})
export type MaintenanceDashboard = z.infer<typeof maintenanceDashboardSchema>

const named = z.object({ id: z.number().int(), name: z.string() })

/** GET /maintenanceEvent/data: what the filters and forms choose from (spec 001 §7). */
export const maintenanceDataSchema = z.object({
  machines: z.array(named),
  assets: z.array(named.extend({ machineId: z.number().int().nullable() })),
  operators: z.array(named),
  taskTypes: z.array(z.enum(taskTypes)),
  taskConditions: z.array(z.enum(taskConditions)),
  frequencies: z.array(z.enum(frequencies)),
  /** The user's machines with no active user in the operator role (the area warns about them). */
  machinesWithoutOperator: z.array(z.number().int()),
})
export type MaintenanceData = z.infer<typeof maintenanceDataSchema>

/** A preventive or corrective task (spec 001 §3), as the task list and form read it. */
export const maintenanceTaskSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(taskTypes),
  condition: z.enum(taskConditions),
  frequency: z.enum(frequencies),
  customFrequencyDays: z.number().int().nullable(),
  reason: z.string().nullable(),
  provider: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
  risk: z.number().int().min(0).max(5),
  startDate: z.string(),
  endDate: z.string().nullable(),
  machines: z.array(named),
  assets: z.array(named),
  operators: z.array(named),
  hasInstructions: z.boolean(),
  /** Recurrence by use (issue 33, maintenance-usage.ts); the server always sends it, null for none. */
  usage: taskUsageSchema.nullish(),
  /** Each counter's progress and forecast (GET /maintenance/{id}, its detail and the task list). */
  usageProgress: z.array(usageProgressSchema).optional(),
})
export type MaintenanceTask = z.infer<typeof maintenanceTaskSchema>

/** GET /maintenance/list: comma-joined machines and assets, types and conditions. */
export const maintenanceTaskQuerySchema = z.object({
  machines: commaIdsSchema.optional(),
  assets: commaIdsSchema.optional(),
  maintenanceTypes: z
    .string()
    .max(100)
    .regex(
      new RegExp(`^(${taskTypes.join('|')})(,(${taskTypes.join('|')}))*$`),
      'expected task types, comma-joined',
    )
    .transform((v) => v.split(',') as Array<(typeof taskTypes)[number]>)
    .optional(),
  maintenanceConditions: z
    .string()
    .max(100)
    .regex(
      new RegExp(`^(${taskConditions.join('|')})(,(${taskConditions.join('|')}))*$`),
      'expected task conditions, comma-joined',
    )
    .transform((v) => v.split(',') as Array<(typeof taskConditions)[number]>)
    .optional(),
})
export type MaintenanceTaskQuery = z.infer<typeof maintenanceTaskQuerySchema>

export const maintenanceAssetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  machineId: z.number().int().nullable(),
  machineName: z.string().nullable(),
})
export type MaintenanceAsset = z.infer<typeof maintenanceAssetSchema>

/**
 * A procedure step's answer on its history row (issue 33), for each reader to put in their own
 * words. The value was checked against the step when it was given (stepAnswerValueSchema) and a
 * sign-off's drawing is left out; here it is described loosely (a kind and whatever its kind
 * holds), so that this module's schema stays light, and typed as the answer value it is.
 */
export const maintenanceHistoryAnswerSchema = z.object({
  stepId: z.string(),
  value: z.looseObject({ kind: z.string() }) as unknown as z.ZodType<StepAnswerValue>,
  outOfLimits: z.boolean(),
})
export type MaintenanceHistoryAnswer = z.infer<typeof maintenanceHistoryAnswerSchema>

/** One change of a work order's history (who, when, from, to, why): the audit trail. */
export const maintenanceHistoryEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  userName: z.string().nullable(),
  /** 1 reschedule, 2 postpone, 3 reopen, 4 cancel; null for completion or creation. */
  transitionId: z.number().int().nullable(),
  /** 'request': the work request it came from (issue 31), by its requester, with its description as notes. */
  action: z.enum(['create', 'complete', 'postpone', 'reschedule', 'reopen', 'cancel', 'edit', 'request']),
  fromState: z.number().int(),
  toState: z.number().int(),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  notes: z.string().nullable(),
  /** When it was done on the device, when that was before the server received it (`at`). */
  deviceAt: z.string().nullable(),
  /**
   * The step answered, on an answer's row (an 'edit'); its `notes` are then the technician's own
   * note with the answer, if any. Absent in copies kept from before it was sent.
   */
  answer: maintenanceHistoryAnswerSchema.nullable().optional(),
})
export type MaintenanceHistoryEntry = z.infer<typeof maintenanceHistoryEntrySchema>

/** A task's step-by-step PDF: the API path that answers it, its name and its size in bytes. */
export const instructionsFileSchema = z.object({
  url: z.string(),
  fileName: z.string(),
  size: z.number().int(),
})
export type InstructionsFile = z.infer<typeof instructionsFileSchema>

/** A photo of a work order; `url` is the API path that answers its bytes. */
export const maintenanceImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  fileName: z.string(),
  at: z.string(),
})
export type MaintenanceImage = z.infer<typeof maintenanceImageSchema>

/**
 * GET /maintenanceEvent/{id}: the work order with what its detail shows: the task's description,
 * reason, provider and planned duration, the step-by-step PDF (its API path and name), the photos
 * and the history, newest first.
 */
export const maintenanceEventDetailSchema = maintenanceEventSchema.extend({
  description: z.string().nullable(),
  reason: z.string().nullable(),
  provider: z.string().nullable(),
  plannedMinutes: z.number().int().nullable(),
  instructions: instructionsFileSchema.nullable(),
  images: z.array(maintenanceImageSchema),
  history: z.array(maintenanceHistoryEntrySchema),
  doneAt: z.string().nullable(),
  doneByName: z.string().nullable(),
  /** The plant's maximum work-order span in days (the rule module's maxSpanDays). */
  maxSpanDays: z.number().int(),
  /** The task's procedure as it was when this work order was planned (issue 33); null: none. */
  procedure: procedureSchema.nullable(),
  /** Its steps' answers, one per answered step, in the procedure's order. */
  answers: z.array(stepAnswerSchema),
})
export type MaintenanceEventDetail = z.infer<typeof maintenanceEventDetailSchema>

/** The plant's maintenance settings (spec 001 §9): working days and hours for recurrence, the span limit. */
export const maintenanceSettingsSchema = z.object({
  /** ISO weekdays 1 (Monday) to 7 (Sunday) on which recurring work is planned. */
  workingDays: z.array(z.number().int().min(1).max(7)).min(1).max(7),
  hoursPerDay: z.number().int().min(1).max(24),
  maxSpanDays: z.number().int().min(1).max(365),
})
export type MaintenanceSettings = z.infer<typeof maintenanceSettingsSchema>

/** GET /maintenanceEvent/mine: `since` is the `cursor` of the previous answer (absent: everything). */
export const myWorkOrdersQuerySchema = z.object({
  since: z.iso.datetime({ offset: true }).optional(),
})

/**
 * The signed-in user's work orders for a device to keep (issue 13): open ones from two weeks back
 * to four weeks ahead and those closed in the last week, each whole (as its detail). With `since`,
 * only those changed after it come back; `ids` always lists the whole window, so the device drops
 * what left it (closed long ago, deleted, reassigned).
 */
export const myWorkOrdersSchema = z.object({
  /** Send it back as `since` next time. */
  cursor: z.string(),
  /** The plant's day the window is counted from. */
  today: z.string(),
  ids: z.array(z.number().int()),
  events: z.array(maintenanceEventDetailSchema),
})
export type MyWorkOrders = z.infer<typeof myWorkOrdersSchema>
