/**
 * The statistics tab of job costing (spec 002 §2.2, §7.2): GET /job-cost/statistics, one machine
 * named by its hash code (404 MACHINE_NOT_FOUND for an unknown one, 403 MACHINE_NOT_ASSIGNED for
 * another's), 12 weeks or months per consumable type, and the plant's recalculation progress.
 */
import { costStatisticsQuerySchema, costStatisticsSchema } from '../../../src/contract/job-costing'
import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { defineRoute } from '../../http/route'
import { findCostingMachine } from '../../services/job-costing/catalogs-machine'
import { costStatistics } from '../../services/job-costing/statistics'
import { costFigures } from './access'

export async function jobCostingStatisticsRoutes(api: Api, ctx: AppContext) {
  defineRoute(api, {
    method: 'GET',
    url: '/job-cost/statistics',
    access: costFigures,
    errors: [404],
    schema: {
      tags: ['job costing'],
      summary: "One machine's consumption and cost per consumable type over 12 weeks or months",
      description:
        'machineHashCode: the machine (its hashCode in /job-cost/plants/{id}/machine-consumable-types); 404 ' +
        "MACHINE_NOT_FOUND when no machine has it, 403 MACHINE_NOT_ASSIGNED when it is not the user's. date " +
        "(yyyy-MM-dd, from 1970-01-01 to the plant's today: else a 400 naming date) and groupBy week (ISO, from " +
        'Monday) or month (default) give 12 periods ending with the one holding date, plant-local; each type ' +
        "of the machine has a row per period (zeros when empty), label = the period's first day. Sums over " +
        'the finished top-level orders that started in the period: consumption, cost (unpriced as 0), ' +
        'squareMeters ((clean + waste) x width / 1000) and meter (clean + waste), once per order among those ' +
        'with the type; recalculate when one of its orders waits for a cost recalculation. A machine without ' +
        "consumable types answers no rows. recalculation: the plant's job (pending marks, done in this run).",
      querystring: costStatisticsQuerySchema,
      response: { 200: costStatisticsSchema },
    },
    handle: async ({ user, query, reply }) => {
      const machine = await findCostingMachine(ctx.db, user, { hashCode: query.machineHashCode })
      reply.header('Cache-Control', 'no-store')
      return costStatistics(ctx.db, machine, query, ctx.now())
    },
  })
}
