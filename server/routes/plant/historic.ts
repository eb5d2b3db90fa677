import { historicRequestSchema, historicResponseSchema } from '../../../src/contract/historic'
import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { hasRole } from '../../http/principals'
import { defineRoute } from '../../http/route'
import { searchHistoricCached } from '../../services/plant/historic'
import { scopeHistoricFilters } from '../../services/plant/historic-filters'
import { productionAnalytics } from './access'

export async function historicRoutes(api: Api, ctx: AppContext) {
  defineRoute(api, {
    method: 'POST',
    url: '/order/historic',
    // A search sent as POST (spec 000 §7): it writes nothing, so it needs no Idempotency-Key, and
    // commercial users may run it.
    access: { ...productionAnalytics, readOnly: true },
    schema: {
      tags: ['plant'],
      summary: 'Historical orders of the assigned machines, filtered and paginated, newest first',
      description:
        'Filters: null, "" or [] mean no filter. line/machine: ids; customer/operator/material: ids or names; ' +
        'order/job: reference contains; progress: 1 >100%, 2 100% (rounded), 3 <100%; width/format: equality; ' +
        'date_start/date_finish: dd.MM.yyyy, plant-local days, inclusive. ' +
        'Costs are null without ROLE_JOB_COSTING. The same search is answered from a per-plant cache ' +
        'for up to 2 s (dropped as soon as a machine of the plant reports).',
      body: historicRequestSchema,
      response: { 200: historicResponseSchema },
    },
    handle: ({ user, body, reply }) => {
      const filters = scopeHistoricFilters(body, user)
      reply.header('Cache-Control', 'no-store')
      return searchHistoricCached(ctx.db, filters, {
        plantId: user.plantId,
        withCosts: hasRole(user, 'ROLE_JOB_COSTING'),
        now: ctx.now(),
      })
    },
  })
}
