import { sql } from 'drizzle-orm'
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { machines, plants } from './plant'

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('customers_plant_name_key').on(t.plantId, t.name)],
)

export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('operators_plant_name_key').on(t.plantId, t.name)],
)

/** Production materials, ids 1-11 (spec 000 §2.4): LDPE, HDPE, PP, PAPER, ... POLYAMIDA. */
export const materials = pgTable('materials', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
})

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id),
    customerId: integer('customer_id').references(() => customers.id),
    reference: text('reference').notNull(),
    materialId: integer('material_id').references(() => materials.id),
    width: doublePrecision('width'),
    format: doublePrecision('format'),
    numColor: smallint('num_color'),
    grammage: doublePrecision('grammage'),
    thickness: doublePrecision('thickness'),
  },
  (t) => [uniqueIndex('jobs_plant_reference_key').on(t.plantId, t.reference)],
)

/**
 * Production orders. A machine identifies its orders by (idOnMachine, insertTimestamp); meters,
 * averages and progress are maintained by the ingestion service as samples arrive.
 */
export const productionOrders = pgTable(
  'production_orders',
  {
    id: serial('id').primaryKey(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    idOnMachine: integer('id_on_machine').notNull(),
    /** Epoch seconds at which the machine inserted the order. */
    insertTimestamp: bigint('insert_timestamp', { mode: 'number' }).notNull(),
    reference: text('reference').notNull(),
    jobId: integer('job_id').references(() => jobs.id),
    customerId: integer('customer_id').references(() => customers.id),
    materialId: integer('material_id').references(() => materials.id),
    width: doublePrecision('width'),
    format: doublePrecision('format'),
    numColor: smallint('num_color'),
    targetMeter: doublePrecision('target_meter').notNull().default(0),
    dateStart: ts('date_start').notNull(),
    dateFinish: ts('date_finish'),
    cleanMeter: doublePrecision('clean_meter').notNull().default(0),
    wasteMeter: doublePrecision('waste_meter').notNull().default(0),
    numRoll: integer('num_roll').notNull().default(0),
    /** Average speed over production time and over turning (state 3) time, m/min. */
    speedTotal: doublePrecision('speed_total').notNull().default(0),
    speedTurning: doublePrecision('speed_turning').notNull().default(0),
    maxSpeedReached: doublePrecision('max_speed_reached').notNull().default(0),
    poCost: doublePrecision('po_cost'),
    poCostSurface: doublePrecision('po_cost_surface'),
    parentOrderId: integer('parent_order_id'),
    /** Order configuration variables recorded by the machine (order configuration, spec 000 §3.4). */
    configuration: jsonb('configuration').$type<Record<string, string | number | boolean>>(),
  },
  (t) => [
    uniqueIndex('orders_machine_key').on(t.machineId, t.idOnMachine, t.insertTimestamp),
    index('orders_machine_start_idx').on(t.machineId, t.dateStart),
    index('orders_start_idx').on(t.dateStart),
    index('orders_customer_idx').on(t.customerId),
    // The historical list (top-level orders only, newest first): a top-N over all assigned
    // machines walks the first index backwards, one machine the second; both answer its count.
    index('orders_list_idx').on(t.dateStart, t.id).where(sql`${t.parentOrderId} is null`),
    index('orders_machine_list_idx')
      .on(t.machineId, t.dateStart, t.id)
      .where(sql`${t.parentOrderId} is null`),
  ],
)

/**
 * Top-level orders per machine and plant-local start day (and per month, below), kept by statement triggers on
 * production_orders (migration 0002): the historical list's total for a search by machines and
 * dates only (the common one, and the costliest to count) is a sum over days, not a scan of
 * every order (server/services/plant/historic-count.ts).
 */
export const orderDayCounts = pgTable(
  'order_day_counts',
  {
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    day: date('day', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.machineId, t.day] })],
)

/** The same per month (month = its first day): a search over years sums months, not days. */
export const orderMonthCounts = pgTable(
  'order_month_counts',
  {
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    month: date('month', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.machineId, t.month] })],
)

export const orderOperators = pgTable(
  'order_operators',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => productionOrders.id, { onDelete: 'cascade' }),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    dateStart: ts('date_start').notNull(),
    dateFinish: ts('date_finish'),
  },
  (t) => [
    index('order_operators_order_idx').on(t.orderId),
    index('order_operators_operator_idx').on(t.operatorId),
  ],
)

export const rolls = pgTable(
  'rolls',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => productionOrders.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    dateStart: ts('date_start').notNull(),
    dateFinish: ts('date_finish'),
    cleanMeter: doublePrecision('clean_meter').notNull().default(0),
    wasteMeter: doublePrecision('waste_meter').notNull().default(0),
  },
  (t) => [uniqueIndex('rolls_order_number_key').on(t.orderId, t.number)],
)

/** Machine states over time: 1 mechanical change, 2 adjustment, 3 production (turning). */
export const statePeriods = pgTable(
  'state_periods',
  {
    id: serial('id').primaryKey(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    orderId: integer('order_id').references(() => productionOrders.id, { onDelete: 'cascade' }),
    state: smallint('state').notNull(),
    dateStart: ts('date_start').notNull(),
    dateFinish: ts('date_finish'),
    meters: doublePrecision('meters').notNull().default(0),
  },
  (t) => [
    index('state_periods_machine_idx').on(t.machineId, t.dateStart),
    index('state_periods_order_idx').on(t.orderId),
  ],
)

/**
 * Inactivities: state (1 CM, 2 AA, 3 EG), category (1 process, 2 machine), description (the
 * gateway's text) and reason_code (a code of src/contract/stop-reasons.ts, or null: ADR 034).
 */
export const inactivities = pgTable(
  'inactivities',
  {
    id: serial('id').primaryKey(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    orderId: integer('order_id').references(() => productionOrders.id, { onDelete: 'cascade' }),
    state: smallint('state').notNull(),
    category: smallint('category').notNull(),
    description: text('description').notNull(),
    reasonCode: text('reason_code'),
    dateStart: ts('date_start').notNull(),
    dateFinish: ts('date_finish'),
    meters: doublePrecision('meters').notNull().default(0),
  },
  (t) => [
    index('inactivities_machine_idx').on(t.machineId, t.dateStart),
    index('inactivities_order_idx').on(t.orderId),
  ],
)

export const powerOffs = pgTable(
  'power_offs',
  {
    id: serial('id').primaryKey(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    orderId: integer('order_id').references(() => productionOrders.id, { onDelete: 'cascade' }),
    state: smallint('state').notNull(),
    description: text('description'),
    dateStart: ts('date_start').notNull(),
    dateFinish: ts('date_finish'),
  },
  (t) => [
    index('power_offs_machine_idx').on(t.machineId, t.dateStart),
    index('power_offs_order_idx').on(t.orderId),
  ],
)

/**
 * Speed and meter samples: one row per machine and minute for the last 30 days, per 5 minutes
 * before that (retention). Meters are the machine's monotonic counters. A gateway may add the
 * speed set point in force (m/min) and its tag values (tension, temperature, ...: name -> value,
 * in the tag's unit, server/services/order-detail/tag-units.ts) to a sample; the histogram shows
 * them (ADR 044).
 */
export const speedSamples = pgTable(
  'speed_samples',
  {
    machineId: integer('machine_id').notNull(),
    ts: ts('ts').notNull(),
    speed: real('speed').notNull(),
    totalMeter: doublePrecision('total_meter').notNull(),
    cleanMeter: doublePrecision('clean_meter').notNull(),
    wasteMeter: doublePrecision('waste_meter').notNull(),
    speedSetPoint: real('speed_set_point'),
    tags: jsonb('tags').$type<Record<string, number>>(),
  },
  (t) => [primaryKey({ columns: [t.machineId, t.ts] })],
)

export const inks = pgTable('inks', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  hex: text('hex').notNull(),
})

/** Ink groups priced in job costing (spec 002 §3.2): id, hex, number, description. */
export const inkGroups = pgTable('ink_groups', {
  id: serial('id').primaryKey(),
  number: integer('number').notNull(),
  hex: text('hex').notNull(),
  description: text('description').notNull(),
})

/** Inkwell configuration per order and deck; flexo and offset carry different fields (spec 000 §3.4). */
export const orderInkwells = pgTable(
  'order_inkwells',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => productionOrders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: text('kind', { enum: ['flexo', 'offset'] }).notNull(),
    inkId: integer('ink_id').references(() => inks.id),
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] })],
)

/** Module configuration variable values per order (synoptic values). */
export const orderModuleValues = pgTable(
  'order_module_values',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => productionOrders.id, { onDelete: 'cascade' }),
    moduleCode: text('module_code').notNull(),
    values: jsonb('values').$type<Record<string, string | number | boolean | null>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.moduleCode] })],
)

/** Printed codes of digital machines (spec 000 §3.4). */
export const printedCodes = pgTable('printed_codes', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => productionOrders.id, { onDelete: 'cascade' }),
  inkConsumedLiter: doublePrecision('ink_consumed_liter').notNull().default(0),
  totalPrintedCode: integer('total_printed_code').notNull().default(0),
  numGradeA: integer('num_grade_a').notNull().default(0),
  numGradeB: integer('num_grade_b').notNull().default(0),
  numGradeC: integer('num_grade_c').notNull().default(0),
  numGradeD: integer('num_grade_d').notNull().default(0),
  numGradeF: integer('num_grade_f').notNull().default(0),
  numDuplicated: integer('num_duplicated').notNull().default(0),
  numNoReadableCode: integer('num_no_readable_code').notNull().default(0),
})

/** Consumption per order and consumable type, the base of job costing. */
export const orderConsumptions = pgTable(
  'order_consumptions',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => productionOrders.id, { onDelete: 'cascade' }),
    consumableTypeId: integer('consumable_type_id').notNull(),
    /** For ink: the ink group; 0 otherwise. */
    groupId: integer('group_id').notNull().default(0),
    consumption: doublePrecision('consumption').notNull(),
    cost: doublePrecision('cost'),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.consumableTypeId, t.groupId] })],
)

/**
 * Statistics rollups (issue 14, ADR 019): what the closed state periods, inactivities and
 * power-offs of a machine add up to per plant-local day, kept by statement triggers as rows are
 * written (migration 0005) and rebuilt from the raw rows by `rebuild_statistics_rollups()`. A
 * period spanning midnight is cut at the local day boundary (23 to 25 hours across a DST change);
 * its meters are shared by time. Open rows are not here: a read adds them live.
 *
 * source: 1 state period, 2 inactivity, 3 power-off; state: 1 CM, 2 AA, 3 EG.
 */
export const machineDayStats = pgTable(
  'machine_day_stats',
  {
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    day: date('day', { mode: 'string' }).notNull(),
    source: smallint('source').notNull(),
    state: smallint('state').notNull(),
    seconds: doublePrecision('seconds').notNull(),
    meters: doublePrecision('meters').notNull(),
  },
  (t) => [primaryKey({ columns: [t.machineId, t.day, t.source, t.state] })],
)

/**
 * Inactivities per machine, plant-local day, category and reason: seconds (cut by day) and repeats
 * (on their start day). reason_code is '' for a stop that came without a code (ADR 034).
 */
export const machineDayInactivities = pgTable(
  'machine_day_inactivities',
  {
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id),
    day: date('day', { mode: 'string' }).notNull(),
    category: smallint('category').notNull(),
    reasonCode: text('reason_code').notNull().default(''),
    description: text('description').notNull(),
    seconds: doublePrecision('seconds').notNull(),
    repeats: integer('repeats').notNull(),
  },
  (t) => [primaryKey({ columns: [t.machineId, t.day, t.category, t.reasonCode, t.description] })],
)
