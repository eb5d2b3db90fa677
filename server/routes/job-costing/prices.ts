/**
 * Ink-group and material prices of job costing (spec 002 §7.2): the lists (in force, ?history,
 * ?next), creating a period ([{startDate}] → {id}) and saving a period's prices. Reads for the
 * screen (costingRead); writes with ROLE_JOB_COSTING (costingWrite), an Idempotency-Key and one
 * transaction each. A period ended more than a year ago is 409 PERIOD_NOT_EDITABLE. A write that
 * changes past prices marks the orders it affects and, once committed, wakes the recalculation job.
 */
import { z } from 'zod'
import {
  createdSchema,
  createPricePeriodSchema,
  priceListQuerySchema,
  priceListSchema,
  pricePeriodSchema,
  savePricesSchema,
} from '../../../src/contract/job-costing'
import { dbIdParamSchema } from '../../../src/contract/wire'
import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { badRequest } from '../../http/errors'
import { defineRoute, defineWrite } from '../../http/route'
import { createItemPeriod, saveItemPrices } from '../../services/job-costing/item-prices'
import { type PriceKind, priceList } from '../../services/job-costing/item-prices-read'
import { costingPlant } from '../../services/job-costing/periods-plant'
import { costingRead, costingWrite } from './access'

const tags = ['job costing']
const paths = {
  ink: {
    prices: '/job-cost/ink-group-prices',
    periods: '/job-cost/ink-group-price-periods',
    name: 'ink-group',
  },
  material: {
    prices: '/job-cost/material-prices',
    periods: '/job-cost/material-price-periods',
    name: 'material',
  },
} as const

export async function costPriceRoutes(api: Api, ctx: AppContext) {
  const wakeIf = (marked: number, plantId: number) =>
    marked > 0 ? () => api.costRecalculation.wake(plantId) : undefined

  for (const kind of ['ink', 'material'] as const satisfies readonly PriceKind[]) {
    const { name } = paths[kind]

    defineRoute(api, {
      method: 'GET',
      url: paths[kind].prices,
      access: costingRead,
      schema: {
        tags,
        summary: `The ${name} prices in force today; ?history: past periods, newest first; ?next: scheduled ones, oldest first`,
        querystring: priceListQuerySchema,
        response: { 200: priceListSchema },
      },
      handle: async ({ user, query, reply }) => {
        reply.header('Cache-Control', 'no-store')
        const plant = await costingPlant(ctx.db, user.plantId, ctx.now())
        const list = query.history !== undefined ? 'history' : query.next !== undefined ? 'next' : 'current'
        return priceList(ctx.db, plant, kind, list)
      },
    })

    defineWrite(api, ctx.db, {
      method: 'POST',
      url: paths[kind].periods,
      access: costingWrite,
      schema: {
        tags,
        summary: `Create a ${name} price period from its start date; it runs until the next period starts`,
        description:
          "A start before the period in force's start, or on another period's start, is a 400 naming startDate.",
        body: createPricePeriodSchema,
        response: { 200: createdSchema },
      },
      write: async (tx, { user, body }) => {
        const created = await createItemPeriod(tx, user, kind, body[0].startDate, ctx.now())
        return { body: { id: created.id }, afterCommit: wakeIf(created.marked, created.plantId) }
      },
    })

    defineWrite(api, ctx.db, {
      method: 'POST',
      url: paths[kind].prices,
      access: costingWrite,
      schema: {
        tags,
        summary: `Save ${name} prices of a period: by item id, {price} or {id, price} with the price's id`,
        description:
          'Unknown item ids are a 400 naming materials.<id>; a period too old is 409 PERIOD_NOT_EDITABLE.',
        body: savePricesSchema,
        response: { 200: pricePeriodSchema },
      },
      write: async (tx, { user, body }) => {
        const saved = await saveItemPrices(tx, user, kind, body, ctx.now())
        return { body: saved.period, afterCommit: wakeIf(saved.marked, saved.plantId) }
      },
    })
  }

  defineWrite(api, ctx.db, {
    method: 'PUT',
    url: '/job-cost/material-prices/:id',
    access: costingWrite,
    schema: {
      tags,
      summary: 'Save material prices of the period {id} (the body as for POST /job-cost/material-prices)',
      params: z.object({ id: dbIdParamSchema }),
      body: savePricesSchema,
      response: { 200: pricePeriodSchema },
    },
    write: async (tx, { user, params, body }) => {
      if (body.period !== params.id)
        throw badRequest('period', 'The body names another period than the path', 'ID_MISMATCH')
      const saved = await saveItemPrices(tx, user, 'material', body, ctx.now())
      return { body: saved.period, afterCommit: wakeIf(saved.marked, saved.plantId) }
    },
  })
}
