import type {
  ChildOrder,
  OrderConfiguration,
  OrderObjectives,
  PrintedCodes,
  SynopticStructure,
  SynopticValues,
} from '@/contract/order-detail'
import { shapeGuard } from '@/lib/api/answer-shape'

/*
 * The order detail's other answers, their schemas of contract/order-detail.ts described without
 * zod (lib/api/guards.ts says why, lib/api/answer-shape.ts how the two are kept equal).
 */
const nullableString = { nullable: 'string' } as const
const nullableNumber = { nullable: 'number' } as const

/** GET /job_average_kpis. */
export const isOrderObjectives = shapeGuard<OrderObjectives>({
  fields: {
    basis: { nullable: { oneOf: ['job', 'machine'] } },
    orders: 'integer',
    availability: nullableNumber,
    production: nullableNumber,
    speed: nullableNumber,
  },
})

/** GET /order/configuration. */
export const isOrderConfiguration = shapeGuard<OrderConfiguration>({
  fields: {
    id: 'integer',
    reference: 'string',
    targetMeter: 'number',
    inkwells: {
      list: {
        fields: {
          position: 'integer',
          kind: { oneOf: ['flexo', 'offset'] },
          hex: nullableString,
          values: { values: { nullable: { either: { string: true, number: true } } } },
        },
      },
    },
    variables: {
      list: { fields: { name: 'string', value: { either: { string: true, number: true, boolean: true } } } },
    },
  },
})

/** GET /order/printed-codes (null when none was recorded). */
export const isPrintedCodes = shapeGuard<PrintedCodes>({
  nullable: {
    fields: {
      inkConsumedLiter: 'number',
      totalPrintedCode: 'integer',
      numGradeA: 'integer',
      numGradeB: 'integer',
      numGradeC: 'integer',
      numGradeD: 'integer',
      numGradeF: 'integer',
      numDuplicated: 'integer',
      numNoReadableCode: 'integer',
    },
  },
})

/** GET /m2-machine-control/poChild. */
export const isChildOrders = shapeGuard<ChildOrder[]>({
  list: {
    fields: {
      reference: 'string',
      position: { nullable: 'integer' },
      repeats: nullableNumber,
      width: nullableNumber,
      structure: nullableString,
      formats: nullableString,
      length: nullableNumber,
      autoStopType: nullableString,
      maxDiameter: nullableNumber,
      quality: nullableString,
      rolls: {
        list: {
          fields: {
            number: 'integer',
            position: { nullable: 'integer' },
            cleanMeter: 'number',
            wasteMeter: 'number',
            motherRoll: 'string',
          },
        },
      },
    },
  },
})

/** GET /m2-machine-control/modules-synoptic-structure. */
export const isSynopticStructure = shapeGuard<SynopticStructure>({
  fields: {
    trolley: { nullable: 'integer' },
    machineFunction: { nullable: 'integer' },
    modules: {
      list: {
        fields: {
          code: 'string',
          name: 'string',
          sortOrder: 'integer',
          colLgSize: 'integer',
          images: { list: 'string' },
          variables: {
            list: {
              fields: {
                code: 'string',
                configurationVar: 'string',
                isVisible: 'boolean',
                preference: nullableString,
                image: nullableString,
              },
            },
          },
        },
      },
    },
  },
})

/** GET /m2-machine-control/modules-synoptic-values. */
export const isSynopticValues = shapeGuard<SynopticValues>({
  values: { values: { nullable: { either: { string: true, number: true, boolean: true } } } },
})
