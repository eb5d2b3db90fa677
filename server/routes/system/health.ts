/**
 * GET /api/health: the database probe and the in-process simulator's health (ADR 026). The answer
 * is 200 whenever this instance can serve requests (its database answered), 'degraded' when the
 * simulator's key is refused: a load balancer must not take an API instance out of service for a
 * background part; a monitor reads `status` and `simulator`. A database that does not answer is an
 * error (5xx), as before.
 */
import { sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { publicAccess } from '../../http/access'
import type { Api } from '../../http/api'
import { defineRoute } from '../../http/route'
import { healthAnswerSchema } from '../../services/system/simulator-health'

export async function systemRoutes(api: Api, ctx: AppContext) {
  defineRoute(api, {
    method: 'GET',
    url: '/health',
    access: publicAccess,
    schema: {
      tags: ['system'],
      summary: 'Liveness, database probe and the plant simulator of this instance',
      description:
        "200 while the database answers. `status` is 'degraded' when this instance's simulator is failing " +
        '(the ingestion API refuses its key; `simulator.message` says why, `since` since when); `simulator.state` ' +
        "is 'off' when no simulator runs in this instance (SIMULATOR=off, or another instance runs it).",
      response: { 200: healthAnswerSchema },
    },
    handle: async ({ reply }) => {
      await ctx.db.execute(sql`select 1`)
      reply.header('Cache-Control', 'no-store')
      return api.simulatorHealth.answer()
    },
  })
}
