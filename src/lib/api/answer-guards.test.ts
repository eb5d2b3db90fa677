/**
 * The zod-free guards of the first screens (lib/api/answer-shape.ts) against the zod schemas the
 * server validates the same answers with: answers generated from each schema pass their guard
 * unchanged, and the same answers broken at one place (a field removed, a value of another type,
 * null) are refused exactly when the schema refuses them. Fixed seeds: the runs are the same
 * every time.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { notificationsResponseSchema, retargetingSchema } from '@/contract/account'
import {
  documentMachineSchema,
  documentSearchHitSchema,
  documentTextSchema,
  machineDocumentsSchema,
} from '@/contract/documents'
import { historicResponseSchema } from '@/contract/historic'
import {
  maintenanceDashboardSchema,
  maintenanceDataSchema,
  maintenanceEventDetailSchema,
  maintenanceEventPageSchema,
  maintenanceEventSchema,
  maintenanceSettingsSchema,
  myWorkOrdersSchema,
} from '@/contract/maintenance'
import { stepKinds } from '@/contract/maintenance-procedures'
import { analyticsEmbedSchema } from '@/contract/operation-analytics'
import {
  childOrdersSchema,
  machineCostsSchema,
  machineOrderConsumptionsSchema,
  orderConfigurationSchema,
  orderHistogramSchema,
  orderObjectivesSchema,
  orderProductionSchema,
  plantCostsSchema,
  printedCodesSchema,
  synopticStructureSchema,
  synopticValuesSchema,
} from '@/contract/order-detail'
import {
  namedEntityListSchema,
  plantControlMachineListSchema,
  plantMachineListSchema,
} from '@/contract/plant'
import { sessionSchema } from '@/contract/session'
import { isHistoricResponse } from '@/features/historical/model/historic-answer'
import {
  isMaintenanceDashboard,
  isMaintenanceData,
  isMaintenanceEvent,
  isMaintenanceEventDetail,
  isMaintenanceEventPage,
  isMaintenanceSettings,
  isMyWorkOrders,
} from '@/features/maintenance/model/maintenance-answers'
import { isNotificationsAnswer } from '@/features/notifications/model/notifications-answer'
import { isAnalyticsEmbed } from '@/features/operation-analytics/model/embed-answer'
import {
  isMachineCosts,
  isMachineOrderConsumptions,
  isPlantCosts,
} from '@/features/order-detail/model/cost-answers'
import { isOrderHistogram } from '@/features/order-detail/model/histogram-answer'
import {
  isChildOrders,
  isOrderConfiguration,
  isOrderObjectives,
  isPrintedCodes,
  isSynopticStructure,
  isSynopticValues,
} from '@/features/order-detail/model/order-answers'
import { isOrderProduction } from '@/features/order-detail/model/production-answer'
import { isSessionAnswer } from '@/features/session/model/session-answer'
import { expectShape } from '@/lib/api/guards'
import {
  isDocumentMachines,
  isDocumentSearchHits,
  isDocumentText,
  isMachineDocuments,
} from '@/lib/documents/document-answers'
import { isNamedEntityList, isPlantControlMachineList, isPlantMachineList } from '@/lib/production/answers'
import { isRetargeting, isRetargetingList } from '@/lib/promotions/retargeting-answer'
import { type JsonSchema, validSchemaArbitrary } from '../../../tests/server/fuzz/schema-arbitrary'

type Guard = (value: unknown) => boolean

/**
 * A work order's procedure and answers (issue 33) as the maintenance guard checks them: the fields
 * every step and answer kind shares. Their schemas are unions by kind with refinements (unique ids,
 * min <= max, trimmed text) that the JSON-schema generator cannot produce, and
 * contract/maintenance-procedures.test.ts tests them; the server checks every answer against them.
 */
const procedureAsGuarded = {
  procedure: z
    .object({
      steps: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          help: z.string().optional(),
          required: z.boolean(),
          kind: z.enum(stepKinds),
        }),
      ),
    })
    .nullable(),
  answers: z.array(
    z.object({
      stepId: z.string(),
      value: z.object({
        kind: z.enum(stepKinds),
        signature: z.string().optional(),
        password: z.string().optional(),
        confirmedBy: z.enum(['signature', 'password']).optional(),
      }),
      answeredBy: z.string(),
      answeredAt: z.string(),
      outOfLimits: z.boolean(),
      notes: z.string().nullable().optional(),
    }),
  ),
}

const guards: [name: string, guard: Guard, schema: z.ZodType][] = [
  ['isHistoricResponse (POST /order/historic)', isHistoricResponse, historicResponseSchema],
  [
    'isPlantControlMachineList (GET /plant-control/machines, plant control and home)',
    isPlantControlMachineList,
    plantControlMachineListSchema,
  ],
  ['isPlantMachineList (GET /machines_plant)', isPlantMachineList, plantMachineListSchema],
  ['isNamedEntityList (GET /customers_plant, /operators_plant)', isNamedEntityList, namedEntityListSchema],
  ['isNotificationsAnswer (POST /user_notifications/)', isNotificationsAnswer, notificationsResponseSchema],
  ['isSessionAnswer (POST /verify-token)', isSessionAnswer, sessionSchema],
  ['isRetargeting (PUT /user-retargetings/:id)', isRetargeting, retargetingSchema],
  ['isRetargetingList (GET /user-retargetings)', isRetargetingList, z.array(retargetingSchema)],
  // Later screens: the same guards, so that their chunks need not load zod either.
  ['isOrderProduction (GET /order/production)', isOrderProduction, orderProductionSchema],
  ['isOrderObjectives (GET /job_average_kpis)', isOrderObjectives, orderObjectivesSchema],
  ['isOrderConfiguration (GET /order/configuration)', isOrderConfiguration, orderConfigurationSchema],
  ['isPrintedCodes (GET /order/printed-codes)', isPrintedCodes, printedCodesSchema],
  ['isChildOrders (GET /m2-machine-control/poChild)', isChildOrders, childOrdersSchema],
  ['isOrderHistogram (GET /order/histogram)', isOrderHistogram, orderHistogramSchema],
  ['isPlantCosts (GET /job-cost/po-consumption-cost)', isPlantCosts, plantCostsSchema],
  ['isMachineCosts (GET /job-cost/machine-po-costs)', isMachineCosts, machineCostsSchema],
  [
    'isMachineOrderConsumptions (GET /job-cost/machines/:id/machine-po-consumptions)',
    isMachineOrderConsumptions,
    machineOrderConsumptionsSchema,
  ],
  [
    'isSynopticStructure (GET /m2-machine-control/modules-synoptic-structure)',
    isSynopticStructure,
    synopticStructureSchema,
  ],
  [
    'isSynopticValues (GET /m2-machine-control/modules-synoptic-values)',
    isSynopticValues,
    synopticValuesSchema,
  ],
  ['isAnalyticsEmbed (GET /operation-analytics/embed)', isAnalyticsEmbed, analyticsEmbedSchema],
  ['isDocumentMachines (GET /documents/machines)', isDocumentMachines, z.array(documentMachineSchema)],
  ['isMachineDocuments (GET /documents/machines/:serialNumber)', isMachineDocuments, machineDocumentsSchema],
  ['isDocumentSearchHits (GET /documents/search)', isDocumentSearchHits, z.array(documentSearchHitSchema)],
  ['isDocumentText (GET /documents/files/:id/text)', isDocumentText, documentTextSchema],
  // The maintenance first screens (today, the dashboard, the calendar, a work order).
  ["isMaintenanceEvent (a 409 answer's current work order)", isMaintenanceEvent, maintenanceEventSchema],
  ['isMaintenanceEventPage (GET /maintenanceEvent)', isMaintenanceEventPage, maintenanceEventPageSchema],
  [
    'isMaintenanceEventDetail (GET /maintenanceEvent/:id)',
    isMaintenanceEventDetail,
    maintenanceEventDetailSchema.extend(procedureAsGuarded),
  ],
  [
    'isMyWorkOrders (GET /maintenanceEvent/mine)',
    isMyWorkOrders,
    myWorkOrdersSchema.extend({ events: z.array(maintenanceEventDetailSchema.extend(procedureAsGuarded)) }),
  ],
  [
    'isMaintenanceDashboard (GET /maintenanceEvent/dashboard)',
    isMaintenanceDashboard,
    maintenanceDashboardSchema,
  ],
  ['isMaintenanceData (GET /maintenanceEvent/data)', isMaintenanceData, maintenanceDataSchema],
  ['isMaintenanceSettings (GET /maintenance/settings)', isMaintenanceSettings, maintenanceSettingsSchema],
]

const SEED = 2804
const RUNS = 60

const answers = (schema: z.ZodType) => validSchemaArbitrary(z.toJSONSchema(schema) as JsonSchema)

type Path = (string | number)[]

/** Every place in a JSON value: the keys of its objects and the indexes of its arrays, at any depth. */
function places(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => [[...path, i], ...places(item, [...path, i])])
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, item]) => [[...path, key], ...places(item, [...path, key])])
}

/** Values of every JSON kind, and a fraction where an integer belongs, to put in another's place. */
const strangers: unknown[] = [null, 'zz-not-listed', 1.5, 7, true, {}, []]

/** A copy of the answer with the value at `path` removed (an object's field) or replaced; [] is the whole answer. */
function broken(answer: unknown, path: Path, stranger: unknown): unknown {
  if (path.length === 0) return stranger === 'remove' ? undefined : stranger
  const copy = structuredClone(answer)
  let parent = copy as Record<string | number, unknown>
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>
  const last = path[path.length - 1]
  if (stranger === 'remove' && !Array.isArray(parent)) delete parent[last]
  else parent[last] = stranger === 'remove' ? null : stranger
  return copy
}

const withBreak = (schema: z.ZodType) =>
  answers(schema).chain((answer) =>
    fc.record({
      answer: fc.constant(answer),
      path: fc.constantFrom<Path>([], ...places(answer)),
      stranger: fc.constantFrom<unknown>('remove', ...strangers),
    }),
  )

describe.each(guards)('%s', (_name, guard, schema) => {
  it('accepts the answers its schema describes, and hands them back unchanged', () => {
    fc.assert(
      fc.property(answers(schema), (answer) => {
        const parsed = schema.safeParse(answer)
        // The generator's own check: what it makes must be a valid answer.
        expect(parsed.error).toBeUndefined()
        expect(guard(answer)).toBe(true)
        expect(expectShape(structuredClone(answer), guard as never, 'the answer')).toEqual(parsed.data)
      }),
      { seed: SEED, numRuns: RUNS },
    )
  })

  it('refuses an answer broken at one place exactly when the schema does', () => {
    let refused = 0
    fc.assert(
      fc.property(withBreak(schema), ({ answer, path, stranger }) => {
        const value = broken(answer, path, stranger)
        const valid = schema.safeParse(value).success
        if (!valid) refused++
        expect({ path, stranger, accepted: guard(value) }).toEqual({ path, stranger, accepted: valid })
      }),
      { seed: SEED, numRuns: RUNS * 3 },
    )
    // Most breaks break: the property above is not met by accepting everything.
    expect(refused).toBeGreaterThan(RUNS)
  })

  it('refuses what is not an answer at all (null only where the schema allows it)', () => {
    for (const value of [undefined, null, 'text', 3, true, [], {}]) {
      expect(guard(value), JSON.stringify(value)).toBe(schema.safeParse(value).success)
    }
  })
})
