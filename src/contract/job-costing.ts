/**
 * The wire of job costing (spec 002 §3.2, §7.2; issue 15): every call the /job-costing screen makes,
 * with the bodies the spec names. The rules both sides run (price text, slots, editability, period
 * conflicts, labels) are in job-costing-rules.ts; this file is only shapes.
 *
 * Choices where the spec gives no shape (recorded in docs/decisions/020-job-costing.md):
 * - answers are arrays ordered as the screen shows them, not maps keyed by id;
 * - one consumable period prices one consumable type; a type that is not time-sliced has one slot
 *   00:00-00:00 (§3.2), a time-sliced one (energy) whole-hour slots covering the day;
 * - prices travel as numbers in answers; in request bodies a price may be the spec's text (currency
 *   sign stripped, comma turned into a dot: parsePriceText) or a number.
 */
import { z } from 'zod'
import { COST_STATISTICS_FIRST_DAY, PRICE_DECIMALS, parsePriceText } from './job-costing-rules'
import { dbIdSchema } from './wire'

const daySchema = z.iso.date()
/** 'HH:mm' of a whole hour; '00:00' as a finish time is the end of the day. */
export const slotTimeSchema = z.string().regex(/^(?:[01]\d|2[0-3]):00$/, 'a whole hour, HH:00')

/** A price in a request: a number, or the spec's text form; at most 5 decimals, not negative. */
export const priceInputSchema = z.union([z.number(), z.string().max(32)]).transform((value, ctx) => {
  const parsed = typeof value === 'number' ? value : parsePriceText(value)
  const valid =
    parsed !== null &&
    Number.isFinite(parsed) &&
    parsed >= 0 &&
    parsed < 1e9 &&
    Math.abs(parsed * 10 ** PRICE_DECIMALS - Math.round(parsed * 10 ** PRICE_DECIMALS)) < 1e-6
  if (!valid) {
    ctx.addIssue({ code: 'custom', message: `a price of at least 0 with at most ${PRICE_DECIMALS} decimals` })
    return z.NEVER
  }
  return parsed as number
})

export const currencySchema = z.object({ code: z.string(), symbol: z.string() })
export type Currency = z.infer<typeof currencySchema>

// ---------------------------------------------------------------------------------------------
// Catalogues: GET /consumable-types, /job-cost/plants/{id}/consumable-types, /materials, /ink-groups
// ---------------------------------------------------------------------------------------------

export const consumableTypeSchema = z.object({
  id: dbIdSchema,
  name: z.string(),
  /** The tab it belongs to: energy, ink, material, solvents... (§2.2). */
  category: z.string(),
  /**
   * The stored unit code as the spec lists it (§9: kW, Kg, m³, lts), kept on the wire. A
   * consumption in "kW" is energy used, read as kWh and priced per kWh; people read the SI symbol
   * of their language (quantityUnitOf in units.ts, ADR 031).
   */
  unit: z.string(),
  isEnabled: z.boolean(),
  /** Priced by whole-hour slots (energy: single, dual or triple rate). */
  timeSliced: z.boolean(),
})
export type ConsumableType = z.infer<typeof consumableTypeSchema>

export const materialSchema = z.object({ id: dbIdSchema, name: z.string() })
export const inkGroupSchema = z.object({
  id: dbIdSchema,
  number: z.number().int(),
  hex: z.string(),
  description: z.string(),
})
export type InkGroup = z.infer<typeof inkGroupSchema>

/** GET /job-cost/plants/{plantId}/machine-consumable-types: the machines that have consumable types. */
export const costMachineSchema = z.object({
  id: dbIdSchema,
  /** What the statistics query names the machine by (machineHashCode). */
  hashCode: z.string(),
  name: z.string(),
  machineLineName: z.string(),
  consumableTypes: z.array(dbIdSchema),
  plant: z.object({ id: dbIdSchema, currency: currencySchema }),
})
export type CostMachine = z.infer<typeof costMachineSchema>

// ---------------------------------------------------------------------------------------------
// Statistics: GET /job-cost/statistics?date&groupBy&machineHashCode
// ---------------------------------------------------------------------------------------------

export const costGroupBySchema = z.enum(['week', 'month'])
/** How many periods (bars) the statistics answer per type, ending with the one holding `date`. */
export const COST_STATISTICS_PERIODS = 12

export const costStatisticsQuerySchema = z.object({
  date: daySchema.refine((day) => day >= COST_STATISTICS_FIRST_DAY, {
    message: `no earlier than ${COST_STATISTICS_FIRST_DAY}`,
  }),
  groupBy: costGroupBySchema.default('month'),
  machineHashCode: z.string().min(1).max(64),
})

export const costStatisticsRowSchema = z.object({
  consumableTypeId: dbIdSchema,
  /** The period's first day (yyyy-MM-dd); the screen labels it with costPeriodLabel. */
  label: daySchema,
  consumption: z.number(),
  cost: z.number(),
  squareMeters: z.number(),
  meter: z.number(),
  /** Some order of the period waits for its costs to be recalculated after a price change. */
  recalculate: z.boolean(),
})
export type CostStatisticsRow = z.infer<typeof costStatisticsRowSchema>

/** The recalculation job of the plant, shown on the statistics tab while it runs. */
export const recalculationProgressSchema = z.object({
  pending: z.number().int().min(0),
  /** Orders of the current run already recomputed. */
  done: z.number().int().min(0),
  running: z.boolean(),
})
export type RecalculationProgress = z.infer<typeof recalculationProgressSchema>

export const costStatisticsSchema = z.object({
  rows: z.array(costStatisticsRowSchema),
  recalculation: recalculationProgressSchema,
})
export type CostStatistics = z.infer<typeof costStatisticsSchema>

// ---------------------------------------------------------------------------------------------
// Consumable periods (energy, solvents, gases, water)
// ---------------------------------------------------------------------------------------------

export const periodTimeSchema = z.object({
  id: dbIdSchema,
  startTime: slotTimeSchema,
  finishTime: slotTimeSchema,
  price: z.object({ id: dbIdSchema, value: z.number(), currency: z.string() }),
  consumableType: z.object({ id: dbIdSchema }),
})

export const consumablePeriodSchema = z.object({
  id: dbIdSchema,
  consumableTypeId: dbIdSchema,
  startDate: daySchema,
  /** Last day in force; null for the open-ended latest period. */
  finishDate: daySchema.nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
  periodTimes: z.array(periodTimeSchema),
})
export type ConsumablePeriod = z.infer<typeof consumablePeriodSchema>

/** ?consumable-types=1,6&limit=1000 (historic: newest first) and /period/latest?consumable-types=. */
export const consumableTypesQuerySchema = z.object({
  'consumable-types': z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, 'comma-separated consumable type ids')
    .transform((s) => s.split(',').map(Number)),
  limit: z.coerce.number().int().min(1).max(1000).default(1000),
})

/** POST /job-cost/period: a slot of the new period (§3.2 "Create period payload"). */
export const periodTimeInputSchema = z.object({
  startTime: slotTimeSchema,
  finishTime: slotTimeSchema,
  consumablePeriodTimePrice: z.object({
    consumableType: z.object({ id: dbIdSchema }),
    price: z.object({ value: priceInputSchema }),
  }),
})

export const createPeriodSchema = z.object({
  startDate: daySchema,
  periodTimes: z.array(periodTimeInputSchema).min(1).max(24),
})
export type CreatePeriodBody = z.input<typeof createPeriodSchema>

/** PUT /job-cost/period/{id}: dates and the slots' prices by price id (§3.2 "Update period payload"). */
export const updatePeriodSchema = z.object({
  id: dbIdSchema,
  startDate: daySchema,
  finishDate: daySchema.nullable().optional(),
  periodTimes: z
    .array(
      z.object({
        startTime: slotTimeSchema,
        finishTime: slotTimeSchema,
        price: z.object({ id: dbIdSchema, value: priceInputSchema }),
      }),
    )
    .min(1)
    .max(24),
})
export type UpdatePeriodBody = z.input<typeof updatePeriodSchema>

/** PUT /job-cost/price/{id} (§3.2 "Update price payload"). */
export const updatePriceSchema = z.object({ id: dbIdSchema, value: priceInputSchema })

// ---------------------------------------------------------------------------------------------
// Ink-group and material prices (§2.2 ink and material tabs)
// ---------------------------------------------------------------------------------------------

export const itemPriceSchema = z.object({
  /** The ink group's or material's id. */
  itemId: dbIdSchema,
  priceId: dbIdSchema,
  /** Per kg, in the plant currency. */
  price: z.number(),
})

export const pricePeriodSchema = z.object({
  id: dbIdSchema,
  startDate: daySchema,
  /** The day before the next period starts; null for the latest. */
  finishDate: daySchema.nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
  prices: z.array(itemPriceSchema),
})
export type PricePeriod = z.infer<typeof pricePeriodSchema>

/**
 * GET /job-cost/ink-group-prices and /job-cost/material-prices: `periods` holds the period in force
 * (none yet: empty); with ?history the past ones, newest first; with ?next the scheduled ones,
 * oldest first (§2.2).
 */
export const priceListSchema = z.object({ currency: currencySchema, periods: z.array(pricePeriodSchema) })
export type PriceList = z.infer<typeof priceListSchema>

export const priceListQuerySchema = z.object({
  history: z.string().max(8).optional(),
  next: z.string().max(8).optional(),
})

/** POST /job-cost/ink-group-price-periods and /material-price-periods: [{startDate}] → {id}. */
export const createPricePeriodSchema = z.array(z.object({ startDate: daySchema })).length(1)
export const createdSchema = z.object({ id: dbIdSchema })

/**
 * POST /job-cost/ink-group-prices, /material-prices and PUT /material-prices/{id}: the period and a
 * map of item id to {id, price} when editing or {price} when creating (§3.2).
 */
export const savePricesSchema = z.object({
  period: dbIdSchema,
  materials: z
    .record(
      z.string().regex(/^\d{1,9}$/, 'an item id'),
      z.object({ id: dbIdSchema.optional(), price: priceInputSchema }),
    )
    .refine((m) => Object.keys(m).length > 0 && Object.keys(m).length <= 500, 'one to 500 prices'),
})
export type SavePricesBody = z.input<typeof savePricesSchema>

// ---------------------------------------------------------------------------------------------
// Machine costs (§3.2 "Machine cost record", §5 "Machine costs")
// ---------------------------------------------------------------------------------------------

/** The fields of the form in the spec's order, with their step (§5) and maximum (percent: 100). */
export const machineCostFields = [
  { key: 'amortizationPrice', step: 0.01 },
  { key: 'operator1Price', step: 0.01 },
  { key: 'operator1Percent', step: 0.01, max: 100 },
  { key: 'operator2Price', step: 0.01 },
  { key: 'operator2Percent', step: 0.01, max: 100 },
  { key: 'operator3Price', step: 0.01 },
  { key: 'operator3Percent', step: 0.01, max: 100 },
  { key: 'clichePrice', step: 0.01 },
  { key: 'clicheTimeMinutes', step: 1 },
  { key: 'adhesivePrice', step: 0.01 },
  { key: 'waste', step: 0.01, max: 100 },
  { key: 'scraperPrice', step: 0.01 },
  { key: 'scraperMeters', step: 1 },
  { key: 'stampPrice', step: 0.00001 },
  { key: 'stampMeters', step: 1 },
  { key: 'ragPrice', step: 0.0001 },
  { key: 'ragMeters', step: 1 },
  { key: 'splicingTapePrice', step: 0.00001 },
  { key: 'aniloxCleanerPrice', step: 0.00001 },
  { key: 'treatyPencilPrice', step: 0.00001 },
] as const
export type MachineCostField = (typeof machineCostFields)[number]['key']

/** "Maximum length is 7" (§5): the typed text, so at most 9,999,999. */
export const MACHINE_COST_MAX_LENGTH = 7
const costValue = (max?: number) =>
  z
    .number()
    .min(0)
    .max(max ?? 9_999_999)

export const machineCostValuesSchema = z.object(
  Object.fromEntries(
    machineCostFields.map((f) => [f.key, costValue('max' in f ? f.max : undefined)]),
  ) as Record<MachineCostField, z.ZodNumber>,
)
export type MachineCostValues = z.infer<typeof machineCostValuesSchema>

/** GET /job-cost/machines/{id}/prices: the record, or id null and zeros when none is saved yet. */
export const machineCostRecordSchema = machineCostValuesSchema.extend({ id: dbIdSchema.nullable() })
export type MachineCostRecordWire = z.infer<typeof machineCostRecordSchema>

/** GET /job-cost/machines/{id}/machine-po-costs: the machine's latest finished orders and their cost. */
export const machineOrderCostSchema = z.object({
  orderId: dbIdSchema,
  name: z.string(),
  finishedAt: z.iso.datetime({ offset: true }),
  squareMeters: z.number(),
  poCost: z.number().nullable(),
  poCostSurface: z.number().nullable(),
})
export type MachineOrderCost = z.infer<typeof machineOrderCostSchema>

// ---------------------------------------------------------------------------------------------
// What stops cost (issue 15 item 7, beyond the spec): GET /job-cost/stop-costs
// ---------------------------------------------------------------------------------------------

/**
 * A machine's cost per hour standing still: amortization plus the operators at their percent of
 * presence (the hourly lines of the machine-cost record; consumables are not used while stopped),
 * and its current stop (inactivity, state 4, or mechanical change, state 1) with its start.
 */
export const stopCostSchema = z.object({
  machineId: dbIdSchema,
  perHour: z.number().min(0),
  stop: z
    .object({ state: z.union([z.literal(1), z.literal(4)]), since: z.iso.datetime({ offset: true }) })
    .nullable(),
})
export type StopCost = z.infer<typeof stopCostSchema>

/** The user's machines that have a machine-cost record, in the plant currency. */
export const stopCostsSchema = z.object({ currency: currencySchema, machines: z.array(stopCostSchema) })
export type StopCosts = z.infer<typeof stopCostsSchema>

// ---------------------------------------------------------------------------------------------
// Why an order cost more (issue 15 item 8, beyond the peers): GET /job-cost/po-cost-comparison
// ---------------------------------------------------------------------------------------------

export const costCauses = ['prices', 'waste', 'speed', 'downtime', 'other'] as const

/**
 * The order's cost per good m² (consumables plus machine time over the clean area) against the
 * average of similar orders of its machine (same material, width within ±10 %, its latest 20
 * finished), and the difference split into causes that add up to it. `peers` is null when there
 * is no similar order to compare with.
 */
export const orderCostComparisonSchema = z.object({
  currency: currencySchema,
  order: z.number(),
  peers: z
    .object({
      count: z.number().int().min(1),
      costPerSquareMeter: z.number(),
      causes: z.array(z.object({ cause: z.enum(costCauses), amount: z.number() })),
    })
    .nullable(),
  criteria: z.object({ materialName: z.string().nullable(), widthFrom: z.number(), widthTo: z.number() }),
})
export type OrderCostComparison = z.infer<typeof orderCostComparisonSchema>

/**
 * GET /job-cost/po-cost-versions: every recalculation that moved the order's cost, newest first, with
 * the price changes behind it (issue 15 item 8: why last month's figures moved).
 */
export const orderCostVersionSchema = z.object({
  computedAt: z.iso.datetime({ offset: true }),
  previousCost: z.number().nullable(),
  poCost: z.number().nullable(),
  changes: z.array(
    z.object({
      consumableTypeId: dbIdSchema,
      consumableTypeName: z.string(),
      /** The days whose prices changed (yyyy-MM-dd; to null: open-ended). */
      from: daySchema,
      to: daySchema.nullable(),
      changedBy: z.string().nullable(),
      at: z.iso.datetime({ offset: true }),
    }),
  ),
})
export const orderCostVersionsSchema = z.array(orderCostVersionSchema)
export type OrderCostVersion = z.infer<typeof orderCostVersionSchema>
