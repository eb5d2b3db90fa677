import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { Procedure, StepAnswerValue } from '../../../src/contract/maintenance-procedures'
import type { TaskUsage } from '../../../src/contract/maintenance-usage'
import { users } from './accounts'
import { storedFiles } from './files'
import { machines, plants } from './plant'

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const maintenanceAssets = pgTable('maintenance_assets', {
  id: serial('id').primaryKey(),
  plantId: integer('plant_id')
    .notNull()
    .references(() => plants.id),
  machineId: integer('machine_id').references(() => machines.id),
  name: text('name').notNull(),
  description: text('description'),
  createdAt: ts('created_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
})

/**
 * Preventive or corrective tasks (spec 001 §3): type adjust|clean|grease|review|substitute,
 * condition stopped|running|locked_out, frequency daily|weekly|monthly|yearly|custom|none, risk 0-5.
 */
export const maintenanceTasks = pgTable('maintenance_tasks', {
  id: serial('id').primaryKey(),
  plantId: integer('plant_id')
    .notNull()
    .references(() => plants.id),
  name: text('name').notNull(),
  description: text('description'),
  type: text('type', { enum: ['adjust', 'clean', 'grease', 'review', 'substitute'] }).notNull(),
  condition: text('condition', { enum: ['stopped', 'running', 'locked_out'] }).notNull(),
  frequency: text('frequency', {
    enum: ['daily', 'weekly', 'monthly', 'yearly', 'custom', 'none'],
  }).notNull(),
  customFrequencyDays: integer('custom_frequency_days'),
  reason: text('reason'),
  provider: text('provider'),
  durationMinutes: integer('duration_minutes'),
  risk: smallint('risk').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }),
  /** The step-by-step PDF. */
  fileId: uuid('file_id').references(() => storedFiles.id),
  createdBy: integer('created_by').references(() => users.id),
  /** A corrective order requested from a machine stop: the stop it answers (machine, start, description). */
  sourceStop: jsonb('source_stop').$type<{ machineId: number; start: string; description: string }>(),
  /** The step-by-step procedure (issue 33); each work order planned from the task copies it. */
  procedure: jsonb('procedure').$type<Procedure>(),
  /** Recurrence by use (issue 33): thresholds, when the counters start again, the crossing's number. */
  usage: jsonb('usage').$type<TaskUsage>(),
  usageSince: ts('usage_since'),
  usageCycle: integer('usage_cycle').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
})

export const maintenanceTaskMachines = pgTable(
  'maintenance_task_machines',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => maintenanceTasks.id, { onDelete: 'cascade' }),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.machineId] })],
)

export const maintenanceTaskAssets = pgTable(
  'maintenance_task_assets',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => maintenanceTasks.id, { onDelete: 'cascade' }),
    assetId: integer('asset_id')
      .notNull()
      .references(() => maintenanceAssets.id),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.assetId] })],
)

export const maintenanceTaskOperators = pgTable(
  'maintenance_task_operators',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => maintenanceTasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] })],
)

/**
 * Events (work orders): one occurrence of a task on a date. state 1 created, 2 done, 3 cancelled,
 * 4 outdated, 5 postponed/rescheduled. Edited from several devices: version guards stale writes.
 */
export const maintenanceEvents = pgTable(
  'maintenance_events',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => maintenanceTasks.id),
    machineId: integer('machine_id').references(() => machines.id),
    assetId: integer('asset_id').references(() => maintenanceAssets.id),
    operatorUserId: integer('operator_user_id').references(() => users.id),
    state: smallint('state').notNull().default(1),
    date: date('date', { mode: 'string' }).notNull(),
    originalDate: date('original_date', { mode: 'string' }).notNull(),
    postponeCount: smallint('postpone_count').notNull().default(0),
    durationMinutes: integer('duration_minutes'),
    notes: text('notes'),
    /**
     * The customer and the job the work order was done for (spec 001 §3: customer; job name,
     * reference, grammage g/m², thickness µm, width mm, material), as typed on the work order: a
     * record of what ran, not a link that later edits of the plant's jobs would rewrite.
     */
    customer: text('customer'),
    jobName: text('job_name'),
    jobReference: text('job_reference'),
    jobGrammage: doublePrecision('job_grammage'),
    jobThickness: doublePrecision('job_thickness'),
    jobWidth: doublePrecision('job_width'),
    jobMaterial: text('job_material'),
    /** The task's procedure as it was when this work order was planned: later task edits leave it. */
    procedure: jsonb('procedure').$type<Procedure>(),
    doneAt: ts('done_at'),
    doneBy: integer('done_by').references(() => users.id),
    /** The task's usage cycle whose crossing made this work order; one per task and cycle. */
    usageCycle: integer('usage_cycle'),
    version: integer('version').notNull().default(1),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('maintenance_events_date_idx').on(t.date),
    index('maintenance_events_task_idx').on(t.taskId),
    uniqueIndex('maintenance_events_task_usage_cycle_key').on(t.taskId, t.usageCycle),
  ],
)

export const maintenanceEventImages = pgTable('maintenance_event_images', {
  id: serial('id').primaryKey(),
  eventId: integer('event_id')
    .notNull()
    .references(() => maintenanceEvents.id, { onDelete: 'cascade' }),
  fileId: uuid('file_id')
    .notNull()
    .references(() => storedFiles.id),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: ts('created_at').notNull().defaultNow(),
})

/** Each transition applied to an event: the audit trail behind the audit PDF report. */
export const maintenanceEventHistory = pgTable('maintenance_event_history', {
  id: serial('id').primaryKey(),
  eventId: integer('event_id')
    .notNull()
    .references(() => maintenanceEvents.id, { onDelete: 'cascade' }),
  transitionId: smallint('transition_id'),
  fromState: smallint('from_state').notNull(),
  toState: smallint('to_state').notNull(),
  userId: integer('user_id').references(() => users.id),
  at: ts('at').notNull().defaultNow(),
  details: text('details'),
})

/**
 * A procedure step's answer on a work order (issue 33): one per step, a changed answer replaces
 * the earlier one (the history keeps each). `answered_at` is the device's time when it gave one
 * (answers made offline arrive later, at `received_at`). A password sign-off stores only how it
 * was confirmed, never the password.
 */
export const maintenanceStepAnswers = pgTable(
  'maintenance_step_answers',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => maintenanceEvents.id, { onDelete: 'cascade' }),
    stepId: text('step_id').notNull(),
    value: jsonb('value').$type<StepAnswerValue>().notNull(),
    outOfLimits: boolean('out_of_limits').notNull(),
    notes: text('notes'),
    answeredBy: integer('answered_by')
      .notNull()
      .references(() => users.id),
    answeredAt: ts('answered_at').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('maintenance_step_answers_event_step_key').on(t.eventId, t.stepId)],
)

/**
 * Work requests (issue 31): a problem reported from the floor by anyone who may use maintenance or
 * see plant control; a maintenance manager accepts it (it becomes the corrective task's first work
 * order, `event_id`) or declines it with a reason. `urgency` low|high|stopped, `state`
 * new|accepted|declined.
 */
export const workRequests = pgTable(
  'work_requests',
  {
    id: serial('id').primaryKey(),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    assetId: integer('asset_id').references(() => maintenanceAssets.id),
    description: text('description').notNull(),
    urgency: text('urgency', { enum: ['low', 'high', 'stopped'] }).notNull(),
    stopReasonCode: text('stop_reason_code'),
    state: text('state', { enum: ['new', 'accepted', 'declined'] })
      .notNull()
      .default('new'),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: ts('decided_at'),
    declineReason: text('decline_reason'),
    eventId: integer('event_id').references(() => maintenanceEvents.id, { onDelete: 'set null' }),
  },
  (t) => [index('work_requests_plant_state_idx').on(t.plantId, t.state, t.createdAt)],
)

export const workRequestImages = pgTable('work_request_images', {
  id: serial('id').primaryKey(),
  requestId: integer('request_id')
    .notNull()
    .references(() => workRequests.id, { onDelete: 'cascade' }),
  fileId: uuid('file_id')
    .notNull()
    .references(() => storedFiles.id),
  createdAt: ts('created_at').notNull().defaultNow(),
})
