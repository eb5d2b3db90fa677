/**
 * The job-cost calls of spec 000 §7 that name a production order by its id: machine PO
 * consumptions, ink-group PO costs and ink-group PO consumptions (docs/decisions/045-job-cost-calls.md).
 * Cost figures (ROLE_JOB_COSTING) of one of the user's machines, as the order detail's cost calls
 * (server/routes/plant/order-detail.ts), which name the order by its address instead.
 */
import {
  costMachineParamsSchema,
  inkGroupOrderConsumptionsSchema,
  inkGroupOrderCostsSchema,
  machineOrderConsumptionsSchema,
  poParamsSchema,
  poQuerySchema,
} from '../../../src/contract/order-detail'
import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { defineRoute } from '../../http/route'
import {
  findCostedOrderById,
  inkGroupOrderConsumptions,
  inkGroupOrderCosts,
  machineOrderConsumptions,
} from '../../services/order-detail/po-cost-calls'
import { costFigures } from './access'

const tags = ['job costing', 'order detail']
const ORDER =
  'po is the production order id (GET /order/production answers it as order.id). A machine not the ' +
  "user's is 403 MACHINE_NOT_ASSIGNED; an unknown order, one of another machine than the path's, an " +
  'unfinished order or one of a machine without consumable types 404; an order spanning more than ' +
  'ORDER_MAX_DAYS days 400 ORDER_TOO_LONG; a missing or malformed id a 400 naming it.'

export async function jobCostingOrderRoutes(api: Api, ctx: AppContext) {
  const options = () => ({ maxDays: ctx.env.ORDER_MAX_DAYS, now: ctx.now() })

  defineRoute(api, {
    method: 'GET',
    url: '/job-cost/machines/:id/machine-po-consumptions',
    access: costFigures,
    errors: [400, 404],
    schema: {
      tags,
      summary:
        'What a finished order used of the machine: the quantity each machine-cost line is priced over',
      description: `${ORDER} One line per machine-cost line of GET /job-cost/machine-po-costs: amortization and operators in hours of active + inactive time, cliché and treatment pencil once per order, adhesive and anilox cleaner in inked decks, scraper, stamp and rag in meters run (clean + waste), splicing tape in rolls.`,
      params: costMachineParamsSchema,
      querystring: poQuerySchema,
      response: { 200: machineOrderConsumptionsSchema },
    },
    handle: async ({ user, params, query }) => {
      const order = await findCostedOrderById(ctx.db, user, query.po, { ...options(), machineId: params.id })
      return machineOrderConsumptions(ctx.db, order, ctx.now())
    },
  })

  defineRoute(api, {
    method: 'GET',
    url: '/job-cost/po/:po/ink-group-po-costs',
    access: costFigures,
    errors: [400, 404],
    schema: {
      tags,
      summary: "A finished order's ink cost by ink-group id, and per m² of its surface",
      description: `${ORDER} Keyed by the ink group's id (GET /ink-groups gives its colour and name); cost null while not priced; per m² over (clean + waste meters) x width.`,
      params: poParamsSchema,
      response: { 200: inkGroupOrderCostsSchema },
    },
    handle: async ({ user, params }) =>
      inkGroupOrderCosts(ctx.db, await findCostedOrderById(ctx.db, user, params.po, options())),
  })

  defineRoute(api, {
    method: 'GET',
    url: '/job-cost/machines/:id/ink-group-po-consumptions',
    access: costFigures,
    errors: [400, 404],
    schema: {
      tags,
      summary: "A finished order's ink consumption (kg) by ink-group id, and per m² of its surface",
      description: `${ORDER} Keyed by the ink group's id (GET /ink-groups gives its colour and name); per m² over (clean + waste meters) x width.`,
      params: costMachineParamsSchema,
      querystring: poQuerySchema,
      response: { 200: inkGroupOrderConsumptionsSchema },
    },
    handle: async ({ user, params, query }) =>
      inkGroupOrderConsumptions(
        ctx.db,
        await findCostedOrderById(ctx.db, user, query.po, { ...options(), machineId: params.id }),
      ),
  })
}
