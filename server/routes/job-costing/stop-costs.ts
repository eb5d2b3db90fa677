import { stopCostsSchema } from '../../../src/contract/job-costing'
import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { defineRoute } from '../../http/route'
import { stopCosts } from '../../services/job-costing/stop-costs'
import { costFigures } from './access'

/** What stops cost (issue 15 item 7): read by plant control and the inactivity Pareto. */
export async function stopCostRoutes(api: Api, ctx: AppContext) {
  defineRoute(api, {
    method: 'GET',
    url: '/job-cost/stop-costs',
    access: { ...costFigures, machines: 'filtered' },
    schema: {
      tags: ['job costing'],
      summary: "What an hour standing still costs on each of the user's machines, and their current stop",
      description:
        'Machines with a machine-cost record only. perHour = amortization + each operator price at its ' +
        'percent of presence; stop: the open inactivity (state 4) or mechanical change (state 1) and its start.',
      response: { 200: stopCostsSchema },
    },
    handle: ({ user, reply }) => {
      reply.header('Cache-Control', 'no-store')
      return stopCosts(ctx.db, user)
    },
  })
}
