/**
 * Consumable periods of job costing (spec 002 §7.2): energy, solvents, gases, water. Reads for the
 * screen (costingRead); writes with ROLE_JOB_COSTING (costingWrite; never ROLE_COMMERCIAL, the
 * shared write rule), an Idempotency-Key and one transaction each. Energy (type 1) also needs the
 * edit_job_cost_energy right: 403 ENERGY_RIGHT_REQUIRED on every write without it. A period too old
 * to change is 409 PERIOD_NOT_EDITABLE. A write that changes past prices marks the orders it
 * affects and, once committed, wakes the recalculation job (debounced).
 */
import { z } from 'zod'
import {
  consumablePeriodSchema,
  consumableTypesQuerySchema,
  createPeriodSchema,
  updatePeriodSchema,
  updatePriceSchema,
} from '../../../src/contract/job-costing'
import { dbIdParamSchema } from '../../../src/contract/wire'
import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { defineRoute, defineWrite } from '../../http/route'
import { createPeriod, type PeriodWrite, updatePrice } from '../../services/job-costing/periods'
import { costingPlant } from '../../services/job-costing/periods-plant'
import { latestPeriods, periodHistory } from '../../services/job-costing/periods-read'
import { updatePeriod } from '../../services/job-costing/periods-update'
import { costingRead, costingWrite } from './access'

const tags = ['job costing']
const writeNotes =
  'Energy (consumable type 1) needs the edit_job_cost_energy right (403 ENERGY_RIGHT_REQUIRED); a period ' +
  'ended more than a year ago is 409 PERIOD_NOT_EDITABLE. Finished orders whose prices change are ' +
  'marked for the cost recalculation job.'

export async function costPeriodRoutes(api: Api, ctx: AppContext) {
  /** The answer of a write, and the job woken after commit when it marked orders. */
  const result = (write: PeriodWrite) => ({
    body: write.period,
    afterCommit: write.marked > 0 ? () => api.costRecalculation.wake(write.plantId) : undefined,
  })

  defineRoute(api, {
    method: 'GET',
    url: '/job-cost/consumable-period-time-price',
    access: costingRead,
    schema: {
      tags,
      summary: "The plant's periods of some consumable types with their slot prices, newest start first",
      querystring: consumableTypesQuerySchema,
      response: { 200: z.array(consumablePeriodSchema) },
    },
    handle: async ({ user, query, reply }) => {
      reply.header('Cache-Control', 'no-store')
      const plant = await costingPlant(ctx.db, user.plantId, ctx.now())
      return periodHistory(ctx.db, plant, query['consumable-types'], query.limit)
    },
  })

  defineRoute(api, {
    method: 'GET',
    url: '/job-cost/period/latest',
    access: costingRead,
    schema: {
      tags,
      summary: 'Per consumable type, the period in force today, else the nearest scheduled one',
      querystring: consumableTypesQuerySchema,
      response: { 200: z.array(consumablePeriodSchema) },
    },
    handle: async ({ user, query, reply }) => {
      reply.header('Cache-Control', 'no-store')
      const plant = await costingPlant(ctx.db, user.plantId, ctx.now())
      return latestPeriods(ctx.db, plant, query['consumable-types'], plant.today)
    },
  })

  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/job-cost/period',
    access: costingWrite,
    schema: {
      tags,
      summary: 'Create a period of one consumable type; it closes the open-ended latest period',
      description:
        'Slots of one type; a time-sliced type covers the day with whole-hour slots, any other type has ' +
        `one slot 00:00-00:00; every price above 0; no overlap, no start before the previous start. ${writeNotes}`,
      body: createPeriodSchema,
      response: { 200: consumablePeriodSchema },
    },
    write: async (tx, { user, body }) => result(await createPeriod(tx, user, body, ctx.now())),
  })

  defineWrite(api, ctx.db, {
    method: 'PUT',
    url: '/job-cost/period/:id',
    access: costingWrite,
    errors: [404],
    schema: {
      tags,
      summary: "Edit a period: its dates, and its slots' times and prices by price id",
      description:
        'Every slot of the period, each with its price id. Moving the start also moves the finish of the ' +
        `period just before when the two were contiguous. ${writeNotes}`,
      params: z.object({ id: dbIdParamSchema }),
      body: updatePeriodSchema,
      response: { 200: consumablePeriodSchema },
    },
    write: async (tx, { user, params, body }) =>
      result(await updatePeriod(tx, user, params.id, body, ctx.now())),
  })

  defineWrite(api, ctx.db, {
    method: 'PUT',
    url: '/job-cost/price/:id',
    access: costingWrite,
    errors: [404],
    schema: {
      tags,
      summary: "Change one slot's price; answers its period",
      description: `The price must be above 0. ${writeNotes}`,
      params: z.object({ id: dbIdParamSchema }),
      body: updatePriceSchema,
      response: { 200: consumablePeriodSchema },
    },
    write: async (tx, { user, params, body }) =>
      result(await updatePrice(tx, user, params.id, body, ctx.now())),
  })
}
