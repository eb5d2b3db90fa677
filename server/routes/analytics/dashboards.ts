/**
 * The built-in dashboard service (/analytics, outside the API): what the portal embeds when no
 * Grafana is configured. Its own short-lived login (a signed ticket from the API, then a session
 * cookie limited to /analytics) and logout; pages are server-rendered HTML without script.
 */
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { analyticsEmbedQuerySchema } from '../../../src/contract/operation-analytics'
import type { AppContext } from '../../context'
import { HttpError } from '../../http/errors'
import { cookieValue, dashboardViewer, SESSION_COOKIE } from '../../services/analytics/dashboard-access'
import { escapeHtml, renderDashboard, renderExpired } from '../../services/analytics/dashboard-page'
import { SESSION_TTL_MS } from '../../services/analytics/embed'
import { signerFor } from '../../services/analytics/signer-for'
import { readerProfile } from '../../services/export/reader-profile'
import { findOrder } from '../../services/order-detail/find-order'
import { orderHistogram } from '../../services/order-detail/histogram'
import { orderRecord } from '../../services/order-detail/order-record'

const pageQuery = analyticsEmbedQuerySchema.extend({
  ticket: z.string().max(2000).optional(),
  theme: z.enum(['dark', 'light']).catch('dark'),
})

export async function builtInDashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  const signer = signerFor(ctx)
  const secure = ctx.env.PUBLIC_URL.startsWith('https:') ? '; Secure' : ''
  const html = (status: number, body: string) => ({ status, body })

  app.get('/analytics/d/:uid', { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8')
    const parsed = pageQuery.safeParse(request.query)
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') ?? 'query'
      return reply.status(400).send(`<!doctype html><p>Invalid parameter: ${escapeHtml(field)}</p>`)
    }
    const { ticket, theme, roll, ...address } = parsed.data
    const now = ctx.now()
    const fromTicket = signer.verify<{ u: number }>(ticket, now)
    const fromSession = signer.verify<{ u: number }>(cookieValue(request.headers.cookie, SESSION_COOKIE), now)
    const userId = fromTicket?.u ?? fromSession?.u
    const viewer = typeof userId === 'number' ? await dashboardViewer(ctx.db, userId) : null
    const reader = viewer ? await readerProfile(ctx.db, viewer.id, viewer.plantId) : null
    if (!viewer || !reader) return reply.status(401).send(renderExpired('en_EN', theme))
    if (fromTicket) {
      const session = signer.sign({ u: viewer.id }, SESSION_TTL_MS, now)
      reply.header(
        'Set-Cookie',
        `${SESSION_COOKIE}=${session}; Path=/analytics; HttpOnly; SameSite=Strict; Max-Age=${SESSION_TTL_MS / 1000}${secure}`,
      )
    }
    const page = await (async () => {
      try {
        const order = await findOrder(ctx.db, viewer, address, { maxDays: ctx.env.ORDER_MAX_DAYS, now })
        const record = await orderRecord(ctx.db, order, { withCosts: false, now })
        if (!record.machine.hasOperationAnalytics) return html(404, '<p>Not available for this machine.</p>')
        const histogram = await orderHistogram(ctx.db, order, record.machine.maxSpeed, now)
        if (roll !== undefined && !histogram.rolls.some((r) => r.number === roll))
          return html(404, '<p>No such roll.</p>')
        return html(200, renderDashboard({ record, histogram, roll: roll ?? null, theme, ...reader }))
      } catch (error) {
        if (error instanceof HttpError) return html(error.status, `<p>${escapeHtml(error.message)}</p>`)
        throw error
      }
    })()
    return reply
      .status(page.status)
      .send(page.body.startsWith('<!doctype') ? page.body : `<!doctype html>${page.body}`)
  })

  /** Logout of the dashboard service (spec 001 §2.6): the session cookie is dropped. */
  app.get('/analytics/logout', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header(
        'Set-Cookie',
        `${SESSION_COOKIE}=; Path=/analytics; HttpOnly; SameSite=Strict; Max-Age=0${secure}`,
      )
      .header('Cache-Control', 'no-store')
      .status(204)
      .send(),
  )
}
