/**
 * The genius board (spec 000 §1; issue 16): the tools each machine's decks can name, and the
 * production orders prepared in the portal before a machine runs them.
 *
 * A prepared order goes prepared -> sent -> started -> finished (or cancelled before it starts).
 * Its reference is unique per machine among the orders that are not cancelled: a partial unique
 * index, so the database decides between two concurrent creations, and a cancelled reference can
 * be used again.
 */
import { sql } from 'drizzle-orm'
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { DeckValues } from '../../../src/contract/genius-board-rules'
import { users } from './accounts'
import { machines, plants } from './plant'
import { materials, productionOrders } from './production'
import { sharedJobs } from './shared-jobs'

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** Anilox rolls, plate cylinders, sleeve carriers and mounting tapes of a machine, by code. */
export const plantTools = pgTable(
  'plant_tools',
  {
    id: serial('id').primaryKey(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['anilox', 'plate_cylinder', 'carrier', 'tape'] }).notNull(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [
    uniqueIndex('plant_tools_machine_kind_code_key').on(t.machineId, t.kind, t.code),
    check('plant_tools_kind_check', sql`${t.kind} in ('anilox', 'plate_cylinder', 'carrier', 'tape')`),
  ],
)

export const preparedOrders = pgTable(
  'prepared_orders',
  {
    id: serial('id').primaryKey(),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    reference: text('reference').notNull(),
    jobName: text('job_name').notNull(),
    customer: text('customer').notNull(),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id),
    /** mm */
    width: doublePrecision('width').notNull(),
    targetMeter: doublePrecision('target_meter').notNull(),
    /**
     * The recipe of a laminating or coating machine. Set null when the shared job is deleted: the
     * shared-jobs screen deletes jobs with no "in use" rule, a started or finished order keeps its
     * history without it, and a prepared one is refused at send (sharedJobId required) until a
     * recipe is chosen again.
     */
    sharedJobId: integer('shared_job_id').references(() => sharedJobs.id, { onDelete: 'set null' }),
    /** The deck set-up of a flexo or offset machine, in position order. */
    decks: jsonb('decks').$type<DeckValues[]>().notNull().default([]),
    state: text('state', { enum: ['prepared', 'sent', 'started', 'finished', 'cancelled'] })
      .notNull()
      .default('prepared'),
    version: integer('version').notNull().default(0),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    /** The run the machine made of it (set by ingestion at order_start). */
    productionOrderId: integer('production_order_id').references(() => productionOrders.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('prepared_orders_reference_key')
      .on(t.machineId, t.reference)
      .where(sql`${t.state} <> 'cancelled'`),
    index('prepared_orders_machine_state_idx').on(t.machineId, t.state),
    index('prepared_orders_plant_created_idx').on(t.plantId, t.createdAt.desc()),
    index('prepared_orders_production_order_idx')
      .on(t.productionOrderId)
      .where(sql`${t.productionOrderId} is not null`),
    check(
      'prepared_orders_state_check',
      sql`${t.state} in ('prepared', 'sent', 'started', 'finished', 'cancelled')`,
    ),
  ],
)
