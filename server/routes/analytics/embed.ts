import { analyticsEmbedQuerySchema, analyticsEmbedSchema } from '../../../src/contract/operation-analytics'
import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { defineRoute } from '../../http/route'
import { analyticsEmbed } from '../../services/analytics/embed'
import { signerFor } from '../../services/analytics/signer-for'
import { findOrder } from '../../services/order-detail/find-order'

/** Operation analytics (spec 001 §2.6): the right is ROLE_OPERATION_ANALYTICS (ADR 013). */
export async function analyticsApiRoutes(api: Api, ctx: AppContext) {
  defineRoute(api, {
    method: 'GET',
    url: '/operation-analytics/embed',
    access: {
      who: 'user',
      area: 'operation-analytics',
      anyOf: ['ROLE_OPERATION_ANALYTICS'],
      machines: 'checked',
    },
    errors: [400, 404],
    schema: {
      tags: ['operation analytics'],
      summary: 'Where to embed the operation-analytics dashboard of an order or one of its rolls',
      description:
        "The dashboard of the plant's idOnGrafana. With ANALYTICS_URL set, a Grafana address (kiosk mode, the order " +
        'as variables, its period as from/to) and its /logout; unset, the built-in dashboards at /analytics, entered ' +
        'with a signed ticket valid for 60 s that becomes a 15-minute session cookie. 404 when the machine does not ' +
        'allow operation analytics or the roll does not exist; the order checks of /order/production apply.',
      querystring: analyticsEmbedQuerySchema,
      response: { 200: analyticsEmbedSchema },
    },
    handle: async ({ user, query, reply }) => {
      const { roll, ...address } = query
      const now = ctx.now()
      const order = await findOrder(ctx.db, user, address, { maxDays: ctx.env.ORDER_MAX_DAYS, now })
      reply.header('Cache-Control', 'no-store')
      return analyticsEmbed(ctx.db, ctx.env, signerFor(ctx), user.id, order, roll ?? null, now)
    },
  })
}
