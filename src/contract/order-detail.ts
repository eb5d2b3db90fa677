import { z } from 'zod'
import { machineConsumptionUnits, machineCostKeys } from './machine-cost-keys'
import { tagUnits } from './machine-tags'
import { dbIdParamSchema } from './wire'

/**
 * The production-order detail (spec 000 §2.5, §3.4; spec 001 §3 production and configuration
 * records, per-operator aggregate). Every figure is computed by the server from the stored rows
 * of the order (state periods, inactivities, power-offs, rolls, speed samples), never stored
 * pre-made. Lengths are meters and speeds m/min: the client converts to the user's units. Times
 * are seconds; dates ISO 8601 in UTC, null while open.
 */

/** The three query parameters that name an order (spec 000 §7), shared by every detail call. */
export const orderRefQuerySchema = z.object({
  machineHashCode: z.string().min(1).max(64),
  idOnMachine: z.coerce.number().int().min(-2_147_483_648).max(2_147_483_647),
  insertTimestamp: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
})
export type OrderRefQuery = z.infer<typeof orderRefQuerySchema>

/** A navigation result (spec 000 §3.4): the address of another order. */
export const orderAddressSchema = z.object({
  machineHashCode: z.string(),
  orderIdM: z.number().int(),
  orderInsertTimestamp: z.number().int(),
})
export type OrderAddress = z.infer<typeof orderAddressSchema>

const iso = z.string()
const isoOrNull = z.string().nullable()

export const orderChartSchema = z.object({
  progress: z.object({
    /** Clean meters over target meters, percent; null without a target. */
    progress: z.number().nullable(),
    targetMeters: z.number(),
    productionMeters: z.number(),
    countRolls: z.number().int(),
  }),
  availability: z.object({
    /** (totalTime - inactivityTime) / totalTime, percent; null when no time passed. */
    availability: z.number().nullable(),
    /** Active + inactive seconds: the order's span minus its power-off time. */
    totalTime: z.number(),
    inactivityTime: z.number(),
    inactivitiesCount: z.number().int(),
    /** Shown apart: counts in neither active nor inactive time. */
    powerOffTime: z.number(),
  }),
  production: z.object({
    /** productiveMeters / totalMeters, percent; null with no meters. */
    production: z.number().nullable(),
    totalMeters: z.number(),
    productiveMeters: z.number(),
    wasteMeters: z.number(),
  }),
  speed: z.object({
    /** Clean speed: productive meters over active (non-inactive) time, m/min. */
    averageSpeed: z.number(),
    /** Meters over turning (state 3) time, m/min. */
    averageTurningSpeed: z.number(),
    /** The machine's maximum speed, m/min: the gauges' 100 %. */
    maxSpeed: z.number(),
    maxSpeedReached: z.number(),
  }),
})
export type OrderChart = z.infer<typeof orderChartSchema>

/** A state block: mechanical change (1), adjustment (2) or turning (3), summed from its periods. */
export const stateBlockSchema = z.object({
  state: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  dateStart: isoOrNull,
  dateFinish: isoOrNull,
  /** Seconds from the block's first start to its last finish. */
  time: z.number(),
  /** Seconds the machine was in this state (the periods summed). */
  stateTime: z.number(),
  inactivityTime: z.number(),
  inactivityCount: z.number().int(),
  powerOffTime: z.number(),
  meters: z.number(),
  /** Meters run during inactivities (turning only: null for the other two). */
  inactivityMeters: z.number().nullable(),
})
export type StateBlock = z.infer<typeof stateBlockSchema>

export const orderOperatorSchema = z.object({ name: z.string(), dateStart: iso, dateFinish: isoOrNull })
export type OrderOperator = z.infer<typeof orderOperatorSchema>

/** Per-operator aggregate (spec 001 §3), over the operator's periods on the order. */
export const operatorAggregateSchema = z.object({
  name: z.string(),
  dateStart: iso,
  dateFinish: isoOrNull,
  totalTime: z.number(),
  totalMeters: z.number(),
  cleanMeter: z.number(),
  wasteMeter: z.number(),
  inactivityTime: z.number(),
  turningTime: z.number(),
  nInactivities: z.number().int(),
  nRolls: z.number().int(),
  averageSpeed: z.number(),
  turningSpeed: z.number(),
})
export type OperatorAggregate = z.infer<typeof operatorAggregateSchema>

export const orderRollSchema = z.object({
  number: z.number().int(),
  dateStart: iso,
  dateFinish: isoOrNull,
  duration: z.number(),
  cleanMeter: z.number(),
  wasteMeter: z.number(),
})
export type OrderRoll = z.infer<typeof orderRollSchema>

export const orderInactivitySchema = z.object({
  id: z.number().int(),
  /** 1 mechanical change, 2 adjustment, 3 end of group (turning): the CM/AA/EG colour. */
  state: z.number().int(),
  /** 1 process, 2 machine. */
  category: z.number().int(),
  description: z.string(),
  /** The stop's code (src/contract/stop-reasons.ts): named by it, else by `description` (ADR 034). */
  reasonCode: z.string().max(60).nullish(),
  dateStart: iso,
  dateFinish: isoOrNull,
  duration: z.number(),
  meters: z.number(),
})
export type OrderInactivity = z.infer<typeof orderInactivitySchema>

export const orderPowerOffSchema = z.object({
  id: z.number().int(),
  state: z.number().int(),
  description: z.string().nullable(),
  dateStart: iso,
  dateFinish: isoOrNull,
  duration: z.number(),
})
export type OrderPowerOff = z.infer<typeof orderPowerOffSchema>

/** GET /api/order/production: the order record with its KPIs, states, people, rolls and stops. */
export const orderProductionSchema = z.object({
  order: z.object({
    id: z.number().int(),
    machineHashCode: z.string(),
    idOnMachine: z.number().int(),
    insertTimestamp: z.number().int(),
    reference: z.string(),
    dateStart: iso,
    dateFinish: isoOrNull,
    targetMeter: z.number(),
    /** Null without ROLE_JOB_COSTING, or while unfinished. */
    poCost: z.number().nullable(),
    poCostSurface: z.number().nullable(),
    /** Previous and next top-level order of the same machine by start date; null at the ends. */
    previous: orderAddressSchema.nullable(),
    next: orderAddressSchema.nullable(),
  }),
  machine: z.object({
    id: z.number().int(),
    name: z.string(),
    lineName: z.string(),
    maxSpeed: z.number(),
    maxNumDeck: z.number().int(),
    hasJobCosting: z.boolean(),
    hasOperationAnalytics: z.boolean(),
    consumableTypes: z.number().int(),
  }),
  job: z.object({
    reference: z.string().nullable(),
    customer: z.string().nullable(),
    material: z.string().nullable(),
    width: z.number().nullable(),
    format: z.number().nullable(),
    numColor: z.number().int().nullable(),
  }),
  chart: orderChartSchema,
  states: z.array(stateBlockSchema),
  operators: z.array(orderOperatorSchema),
  operatorAggregates: z.array(operatorAggregateSchema),
  rolls: z.array(orderRollSchema),
  inactivities: z.array(orderInactivitySchema),
  powerOffs: z.array(orderPowerOffSchema),
  /** Server time the open periods were measured to. */
  measuredAt: iso,
})
export type OrderProduction = z.infer<typeof orderProductionSchema>

/** GET /api/job_average_kpis: the objective boxes, averages of earlier finished orders. */
export const orderObjectivesSchema = z.object({
  /** 'job': the same job on this machine; 'machine': the machine's recent orders; null: none. */
  basis: z.enum(['job', 'machine']).nullable(),
  orders: z.number().int(),
  availability: z.number().nullable(),
  production: z.number().nullable(),
  /** Clean speed, m/min. */
  speed: z.number().nullable(),
})
export type OrderObjectives = z.infer<typeof orderObjectivesSchema>

const inkwellValue = z.union([z.string(), z.number(), z.null()])
export const orderInkwellSchema = z.object({
  position: z.number().int(),
  kind: z.enum(['flexo', 'offset']),
  /** The ink's colour for the ink wheel, #rrggbb; null for an unused deck. */
  hex: z.string().nullable(),
  values: z.record(z.string(), inkwellValue),
})
export type OrderInkwell = z.infer<typeof orderInkwellSchema>

/** GET /api/order/configuration: the order configuration record (spec 000 §3.4). */
export const orderConfigurationSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  targetMeter: z.number(),
  inkwells: z.array(orderInkwellSchema),
  variables: z.array(z.object({ name: z.string(), value: z.union([z.string(), z.number(), z.boolean()]) })),
})
export type OrderConfiguration = z.infer<typeof orderConfigurationSchema>

/** GET /api/order/printed-codes: digital machines' code grading; null when none was recorded. */
export const printedCodesSchema = z
  .object({
    inkConsumedLiter: z.number(),
    totalPrintedCode: z.number().int(),
    numGradeA: z.number().int(),
    numGradeB: z.number().int(),
    numGradeC: z.number().int(),
    numGradeD: z.number().int(),
    numGradeF: z.number().int(),
    numDuplicated: z.number().int(),
    numNoReadableCode: z.number().int(),
  })
  .nullable()
export type PrintedCodes = z.infer<typeof printedCodesSchema>

/** GET /api/m2-machine-control/poChild: a slitting order's products (one per lane) and their rolls. */
export const childOrderSchema = z.object({
  reference: z.string(),
  position: z.number().int().nullable(),
  repeats: z.number().nullable(),
  width: z.number().nullable(),
  structure: z.string().nullable(),
  formats: z.string().nullable(),
  length: z.number().nullable(),
  autoStopType: z.string().nullable(),
  maxDiameter: z.number().nullable(),
  quality: z.string().nullable(),
  rolls: z.array(
    z.object({
      number: z.number().int(),
      position: z.number().int().nullable(),
      cleanMeter: z.number(),
      wasteMeter: z.number(),
      motherRoll: z.string(),
    }),
  ),
})
export type ChildOrder = z.infer<typeof childOrderSchema>
export const childOrdersSchema = z.array(childOrderSchema)

/** A state series of the histogram: one segment per period, drawn as a line with an end marker. */
export const histogramSegmentSchema = z.object({ start: z.number(), end: z.number() })

/** GET /api/order/histogram: the speed chart of the order, down-sampled (epoch ms on x). */
export const orderHistogramSchema = z.object({
  dataInit: z.number(),
  dataFi: z.number(),
  /** [epoch ms, m/min] pairs, at most HISTOGRAM_MAX_POINTS, keeping every bucket's min and max. */
  speeds: z.array(z.tuple([z.number(), z.number()])),
  /** How many samples the order has before down-sampling. */
  sampleCount: z.number().int(),
  maxSpeed: z.number(),
  median: z.number(),
  metersTotal: z.number(),
  states: z.object({
    CM: z.array(histogramSegmentSchema),
    AA: z.array(histogramSegmentSchema),
    EG: z.array(histogramSegmentSchema),
  }),
  rolls: z.array(z.object({ number: z.number().int(), start: z.number(), end: z.number() })),
  inactivities: z.array(
    z.object({
      state: z.number().int(),
      description: z.string(),
      reasonCode: z.string().max(60).nullish(),
      start: z.number(),
      end: z.number(),
    }),
  ),
  powerOffs: z.array(z.object({ description: z.string().nullable(), start: z.number(), end: z.number() })),
  operators: z.array(z.object({ name: z.string(), start: z.number(), end: z.number() })),
  /** Maintenance events on the machine during the order: type 1 a point, type 2 an area. */
  tasks: z.array(
    z.object({
      type: z.union([z.literal(1), z.literal(2)]),
      name: z.string(),
      start: z.number(),
      end: z.number(),
    }),
  ),
  /**
   * The speed set point the machine reported, m/min: one segment per stretch of one value (one per
   * order phase, as a machine sets them), none where the samples carry no set point (ADR 044).
   */
  setPoints: z.array(z.object({ start: z.number(), end: z.number(), speed: z.number() })),
  /**
   * Productivity per period of equal length (5 minutes to a day, at most 60 periods): the clean
   * meters made over what the machine's maximum speed would have made in that time, percent 0-100
   * (availability x performance x quality of the period; ADR 044).
   */
  productivity: z.array(z.object({ start: z.number(), end: z.number(), percent: z.number() })),
  /**
   * The machine's tag values (tension, temperature, ...), down-sampled like the speeds; null for a
   * user without both ROLE_USER and ROLE_TECHNICIAN (spec 000 §6), who has no tag-values filter.
   */
  tagValues: z
    .array(
      z.object({
        tag: z.string().max(60),
        /** From the tag's name (src/contract/machine-tags.ts); null when the name tells none. */
        unit: z.enum(tagUnits).nullable(),
        points: z.array(z.tuple([z.number(), z.number()])),
      }),
    )
    .nullable(),
})
export type OrderHistogram = z.infer<typeof orderHistogramSchema>

/** The most points the speed series of the histogram carries (two per bucket: min and max). */
export const HISTOGRAM_MAX_POINTS = 2000
/** The most points each tag's series carries, and the most tags a histogram shows. */
export const HISTOGRAM_TAG_MAX_POINTS = 500
export const HISTOGRAM_MAX_TAGS = 12

/** One of the plant costs' totals: cost in the plant currency, meters, weight in kg. */
const costTotalSchema = z.object({ cost: z.number(), meters: z.number(), weight: z.number() })

/** GET /api/job-cost/po-consumption-cost: the plant costs of a finished order (job costing). */
export const plantCostsSchema = z.object({
  /** Printed surface: (clean + waste meters) x width, m². */
  squareMeters: z.number(),
  lines: z.array(
    z.object({
      consumableTypeId: z.number().int(),
      name: z.string(),
      category: z.string(),
      /** The type's stored unit code ("kW" for energy used: kWh, ADR 031); price is per that unit. */
      unit: z.string(),
      consumption: z.number(),
      cost: z.number().nullable(),
      /** cost / consumption. */
      price: z.number().nullable(),
      consumptionPerSquareMeter: z.number().nullable(),
      costPerSquareMeter: z.number().nullable(),
    }),
  ),
  /** Ink consumption and cost by ink group. */
  inkGroups: z.array(
    z.object({
      id: z.number().int(),
      number: z.number().int(),
      hex: z.string(),
      description: z.string(),
      consumption: z.number(),
      cost: z.number().nullable(),
    }),
  ),
  total: z.number(),
  totalPerSquareMeter: z.number().nullable(),
  /**
   * The material run through the machine (spec 000 §3.4 "totals used, clean and waste"): used is
   * clean + waste meters, the material's weight (consumption of the material types, kg) and the
   * order's plant cost (every line); clean and waste share the weight and the cost by their meters,
   * and add up to used (docs/decisions/045-job-cost-calls.md).
   */
  totals: z.object({ used: costTotalSchema, clean: costTotalSchema, waste: costTotalSchema }),
})
export type PlantCosts = z.infer<typeof plantCostsSchema>

export const machineCostKeySchema = z.enum(machineCostKeys)

/** GET /api/job-cost/machine-po-costs: the machine costs of a finished order; null without a cost record. */
export const machineCostsSchema = z
  .object({
    lines: z.array(z.object({ key: machineCostKeySchema, cost: z.number() })),
    total: z.number(),
  })
  .nullable()
export type MachineCosts = z.infer<typeof machineCostsSchema>

/*
 * The job-cost calls of spec 000 §7 that name an order by its id (po) rather than its address:
 * machine PO consumptions and ink-group PO consumptions under the machine, ink-group PO costs
 * under the order (docs/decisions/045-job-cost-calls.md).
 */

/** `?po=`: the production order's id. */
export const poQuerySchema = z.object({ po: dbIdParamSchema })
/** `/job-cost/machines/:id/...`: the machine's id. */
export const costMachineParamsSchema = z.object({ id: dbIdParamSchema })
/** `/job-cost/po/:po/...`. */
export const poParamsSchema = z.object({ po: dbIdParamSchema })

/**
 * GET /api/job-cost/machines/{id}/machine-po-consumptions?po={po}: what the order used of the
 * machine, one line per machine-cost line (the quantity its price is applied to), whether or not
 * the machine has a cost record.
 */
export const machineOrderConsumptionsSchema = z.object({
  lines: z.array(
    z.object({
      key: z.enum(machineCostKeys),
      quantity: z.number(),
      unit: z.enum(machineConsumptionUnits),
    }),
  ),
})
export type MachineOrderConsumptions = z.infer<typeof machineOrderConsumptionsSchema>

/** GET /api/job-cost/po/{po}/ink-group-po-costs: the order's ink cost by ink-group id (null: not priced). */
export const inkGroupOrderCostsSchema = z.record(
  z.string().max(12),
  z.object({ cost: z.number().nullable(), costPerSquareMeter: z.number().nullable() }),
)
export type InkGroupOrderCosts = z.infer<typeof inkGroupOrderCostsSchema>

/** GET /api/job-cost/machines/{id}/ink-group-po-consumptions?po={po}: ink used (kg) by ink-group id. */
export const inkGroupOrderConsumptionsSchema = z.record(
  z.string().max(12),
  z.object({ consumption: z.number(), consumptionPerSquareMeter: z.number().nullable() }),
)
export type InkGroupOrderConsumptions = z.infer<typeof inkGroupOrderConsumptionsSchema>

/** GET /api/m2-machine-control/modules-synoptic-structure: the configuration modules of the machine's line. */
export const synopticStructureSchema = z.object({
  /** Laminators: the trolley and function codes that decide the enabled modules (spec 000 §5). */
  trolley: z.number().int().nullable(),
  machineFunction: z.number().int().nullable(),
  modules: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      sortOrder: z.number().int(),
      colLgSize: z.number().int(),
      images: z.array(z.string()),
      variables: z.array(
        z.object({
          code: z.string(),
          configurationVar: z.string(),
          isVisible: z.boolean(),
          preference: z.string().nullable(),
          image: z.string().nullable(),
        }),
      ),
    }),
  ),
})
export type SynopticStructure = z.infer<typeof synopticStructureSchema>

/** GET /api/m2-machine-control/modules-synoptic-values: the order's value of each module variable. */
export const synopticValuesSchema = z.record(
  z.string(),
  z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
)
export type SynopticValues = z.infer<typeof synopticValuesSchema>
