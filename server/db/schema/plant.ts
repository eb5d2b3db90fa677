import { sql } from 'drizzle-orm'
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
} from 'drizzle-orm/pg-core'
import { companies } from './accounts'

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const plants = pgTable('plants', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  name: text('name').notNull(),
  currencyCode: text('currency_code').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  timezone: text('timezone').notNull(),
  idOnGrafana: text('id_on_grafana'),
  /** Maintenance planning: working days per week and hours per day (spec 001 §9). */
  workingDaysPerWeek: smallint('working_days_per_week').notNull().default(5),
  workingHoursPerDay: smallint('working_hours_per_day').notNull().default(8),
  /** Which ISO weekdays (1 Monday .. 7 Sunday) recurring maintenance is planned on. */
  maintenanceWorkingDays: smallint('maintenance_working_days')
    .array()
    .notNull()
    .default(sql`'{1,2,3,4,5}'::smallint[]`),
  /** The longest a work order may span, in days (the rule module's maxSpanDays). */
  maintenanceMaxSpanDays: smallint('maintenance_max_span_days').notNull().default(30),
})

/** FLEXO=1, ROTO=2, OFFSET=3, LAMINATING=4, SLITTING=5, DIGITAL=6 (spec 000 §5: lines 1 and 3 are flexo/offset). */
export const machineLines = pgTable('machine_lines', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
})

export const machineModels = pgTable('machine_models', {
  id: serial('id').primaryKey(),
  lineId: integer('line_id')
    .notNull()
    .references(() => machineLines.id),
  name: text('name').notNull(),
  /** Image name; GET /api/machine-images/{image} serves it. */
  image: text('image').notNull(),
})

export const machines = pgTable(
  'machines',
  {
    id: serial('id').primaryKey(),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id),
    modelId: integer('model_id')
      .notNull()
      .references(() => machineModels.id),
    hashCode: text('hash_code').notNull(),
    name: text('name').notNull(),
    serialNumber: text('serial_number').notNull(),
    acquisitionDate: date('acquisition_date', { mode: 'string' }),
    maxSpeed: doublePrecision('max_speed').notNull(),
    minPrintingWidth: doublePrecision('min_printing_width'),
    maxPrintingWidth: doublePrecision('max_printing_width'),
    minMaterialWidth: doublePrecision('min_material_width'),
    maxMaterialWidth: doublePrecision('max_material_width'),
    minFormat: doublePrecision('min_format'),
    maxFormat: doublePrecision('max_format'),
    maxNumDeck: smallint('max_num_deck').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    hasJobCosting: boolean('has_job_costing').notNull().default(false),
    hasOperationAnalytics: boolean('has_operation_analytics').notNull().default(false),
    /** Trolley and function codes of laminators (spec 000 §5). */
    trolley: smallint('trolley'),
    machineFunction: smallint('machine_function'),
  },
  (t) => [
    uniqueIndex('machines_hash_code_key').on(t.hashCode),
    uniqueIndex('machines_serial_key').on(t.serialNumber),
    index('machines_plant_idx').on(t.plantId),
  ],
)

/** Consumable types of job costing (spec 002 §3.2). timeSliced types have period time slots (energy). */
export const consumableTypes = pgTable('consumable_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  category: text('category').notNull(),
  unit: text('unit').notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
  timeSliced: boolean('time_sliced').notNull().default(false),
})

export const machineConsumableTypes = pgTable(
  'machine_consumable_types',
  {
    machineId: integer('machine_id')
      .notNull()
      .references(() => machines.id, { onDelete: 'cascade' }),
    consumableTypeId: integer('consumable_type_id')
      .notNull()
      .references(() => consumableTypes.id),
  },
  (t) => [primaryKey({ columns: [t.machineId, t.consumableTypeId] })],
)

/**
 * The live snapshot of each machine, kept by the ingestion service: what plant control reads
 * (one row per machine, so 10,000 polling screens never scan history).
 */
export const machineStatus = pgTable('machine_status', {
  machineId: integer('machine_id')
    .primaryKey()
    .references(() => machines.id, { onDelete: 'cascade' }),
  state: smallint('state').notNull().default(4),
  speed: doublePrecision('speed').notNull().default(0),
  totalMeter: doublePrecision('total_meter').notNull().default(0),
  lastTransactionAt: ts('last_transaction_at'),
  currentOrderId: integer('current_order_id'),
  inactivityId: integer('inactivity_id'),
  powerOffId: integer('power_off_id'),
  statePeriodId: integer('state_period_id'),
  rollId: integer('roll_id'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
})

/** Images of machine configuration modules (synoptic), and their variables (spec 000 §3.4). */
export const configurationModules = pgTable('configuration_modules', {
  id: serial('id').primaryKey(),
  lineId: integer('line_id')
    .notNull()
    .references(() => machineLines.id),
  code: text('code').notNull(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
  colLgSize: smallint('col_lg_size').notNull().default(4),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  variables: jsonb('variables')
    .$type<
      {
        code: string
        configurationVar: string
        isVisible: boolean
        preference: string | null
        image: string | null
      }[]
    >()
    .notNull()
    .default([]),
})
