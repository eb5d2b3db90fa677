import {
  date,
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
import { users } from './accounts'
import { consumableTypes, machines, plants } from './plant'
import { inkGroups, materials, productionOrders } from './production'

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/**
 * A price period of one consumable type (energy, solvents...) of a plant: start and finish dates
 * (finish: the day before the next period starts; null for the latest), then time slots.
 */
export const consumablePeriods = pgTable(
  'consumable_periods',
  {
    id: serial('id').primaryKey(),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id),
    consumableTypeId: integer('consumable_type_id')
      .notNull()
      .references(() => consumableTypes.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    finishDate: date('finish_date', { mode: 'string' }),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [uniqueIndex('consumable_periods_start_key').on(t.plantId, t.consumableTypeId, t.startDate)],
)

/** Whole-hour slots; a type that is not time-sliced has one slot 00:00-00:00. */
export const consumablePeriodTimes = pgTable('consumable_period_times', {
  id: serial('id').primaryKey(),
  periodId: integer('period_id')
    .notNull()
    .references(() => consumablePeriods.id, { onDelete: 'cascade' }),
  startTime: text('start_time').notNull(),
  finishTime: text('finish_time').notNull(),
})

export const consumablePrices = pgTable('consumable_prices', {
  id: serial('id').primaryKey(),
  periodTimeId: integer('period_time_id')
    .notNull()
    .references(() => consumablePeriodTimes.id, { onDelete: 'cascade' }),
  consumableTypeId: integer('consumable_type_id')
    .notNull()
    .references(() => consumableTypes.id),
  value: doublePrecision('value').notNull(),
})

export const inkGroupPricePeriods = pgTable(
  'ink_group_price_periods',
  {
    id: serial('id').primaryKey(),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [uniqueIndex('ink_group_price_periods_start_key').on(t.plantId, t.startDate)],
)

export const inkGroupPrices = pgTable(
  'ink_group_prices',
  {
    id: serial('id').primaryKey(),
    periodId: integer('period_id')
      .notNull()
      .references(() => inkGroupPricePeriods.id, { onDelete: 'cascade' }),
    inkGroupId: integer('ink_group_id')
      .notNull()
      .references(() => inkGroups.id),
    price: doublePrecision('price').notNull(),
  },
  (t) => [uniqueIndex('ink_group_prices_key').on(t.periodId, t.inkGroupId)],
)

export const materialPricePeriods = pgTable(
  'material_price_periods',
  {
    id: serial('id').primaryKey(),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [uniqueIndex('material_price_periods_start_key').on(t.plantId, t.startDate)],
)

export const materialPrices = pgTable(
  'material_prices',
  {
    id: serial('id').primaryKey(),
    periodId: integer('period_id')
      .notNull()
      .references(() => materialPricePeriods.id, { onDelete: 'cascade' }),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id),
    price: doublePrecision('price').notNull(),
  },
  (t) => [uniqueIndex('material_prices_key').on(t.periodId, t.materialId)],
)

/** Per-machine cost parameters (spec 002 §3.2 "Machine cost record"). */
export const machineCosts = pgTable('machine_costs', {
  id: serial('id').primaryKey(),
  machineId: integer('machine_id')
    .notNull()
    .unique()
    .references(() => machines.id),
  amortizationPrice: doublePrecision('amortization_price').notNull().default(0),
  operator1Price: doublePrecision('operator1_price').notNull().default(0),
  operator1Percent: doublePrecision('operator1_percent').notNull().default(0),
  operator2Price: doublePrecision('operator2_price').notNull().default(0),
  operator2Percent: doublePrecision('operator2_percent').notNull().default(0),
  operator3Price: doublePrecision('operator3_price').notNull().default(0),
  operator3Percent: doublePrecision('operator3_percent').notNull().default(0),
  clichePrice: doublePrecision('cliche_price').notNull().default(0),
  clicheTimeMinutes: doublePrecision('cliche_time_minutes').notNull().default(0),
  adhesivePrice: doublePrecision('adhesive_price').notNull().default(0),
  waste: doublePrecision('waste').notNull().default(0),
  scraperPrice: doublePrecision('scraper_price').notNull().default(0),
  scraperMeters: doublePrecision('scraper_meters').notNull().default(0),
  stampPrice: doublePrecision('stamp_price').notNull().default(0),
  stampMeters: doublePrecision('stamp_meters').notNull().default(0),
  ragPrice: doublePrecision('rag_price').notNull().default(0),
  ragMeters: doublePrecision('rag_meters').notNull().default(0),
  splicingTapePrice: doublePrecision('splicing_tape_price').notNull().default(0),
  aniloxCleanerPrice: doublePrecision('anilox_cleaner_price').notNull().default(0),
  treatyPencilPrice: doublePrecision('treaty_pencil_price').notNull().default(0),
  updatedAt: ts('updated_at').notNull().defaultNow(),
})

/**
 * Orders whose costs wait for a recalculation after a price change (issue 15 item 6): a price
 * write marks the plant's orders it affects, in the same transaction; the recalculation job
 * (server/services/job-costing/recalculation.ts) reprices them oldest first and deletes each mark in
 * the transaction that writes its new costs, so a crash leaves exactly the unfinished ones marked.
 * The statistics bars of a period holding a marked order are red (PENDING_RECALCULATE).
 */
export const orderCostRecalculations = pgTable(
  'order_cost_recalculations',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => productionOrders.id, { onDelete: 'cascade' }),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id),
    markedAt: ts('marked_at').notNull().defaultNow(),
    /** The price changes behind the mark ({consumableTypeId, from, to, userId, at}), kept in the version. */
    reasons: jsonb('reasons').$type<CostChange[]>().notNull().default([]),
  },
  (t) => [index('order_cost_recalculations_plant_idx').on(t.plantId)],
)

/** One price change that moved an order's cost: the type, the days it changed, who and when. */
export interface CostChange {
  consumableTypeId: number
  from: string
  to: string | null
  userId: number | null
  at: string
}

/**
 * Every recalculation that changed an order's cost (issue 15 item 8): the cost before and after,
 * and the price changes behind it, so a manager can see why last month's figures moved.
 */
export const orderCostVersions = pgTable(
  'order_cost_versions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => productionOrders.id, { onDelete: 'cascade' }),
    computedAt: ts('computed_at').notNull().defaultNow(),
    previousCost: doublePrecision('previous_cost'),
    poCost: doublePrecision('po_cost'),
    reasons: jsonb('reasons').$type<CostChange[]>().notNull().default([]),
  },
  (t) => [index('order_cost_versions_order_idx').on(t.orderId, t.computedAt)],
)

/** The progress of a plant's current recalculation run, shown on the statistics tab. */
export const costRecalculationRuns = pgTable('cost_recalculation_runs', {
  plantId: integer('plant_id')
    .primaryKey()
    .references(() => plants.id),
  /** Orders marked since the run started (marks added while it runs are added here). */
  total: integer('total').notNull().default(0),
  done: integer('done').notNull().default(0),
  startedAt: ts('started_at').notNull().defaultNow(),
  finishedAt: ts('finished_at'),
})
