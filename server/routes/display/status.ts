/** What a line-side display reads with its token (no user session). */
import { displayStatusSchema } from '../../../src/contract/display'
import type { AppContext } from '../../context'
import type { DisplayAccess } from '../../http/access'
import type { Api } from '../../http/api'
import { currentDisplay } from '../../http/auth'
import { defineRoute } from '../../http/route'
import { displayStatus } from '../../services/display/status'

const access = { who: 'display', area: 'display' } as const satisfies DisplayAccess

export async function displayStatusRoutes(api: Api, ctx: AppContext) {
  defineRoute(api, {
    method: 'GET',
    url: '/display/status',
    access,
    schema: {
      tags: ['displays'],
      summary: "A display's plant (or line) status: Authorization: Display <token>",
      description:
        'Polled every 60 s by line-side screens; served from the per-plant machine snapshot. ' +
        '401 DISPLAY_TOKEN_INVALID for an unknown token, 401 DISPLAY_REVOKED for a revoked one.',
      response: { 200: displayStatusSchema },
    },
    handle: ({ request, reply }) => {
      reply.header('Cache-Control', 'no-store')
      return displayStatus(ctx.db, currentDisplay(request), ctx.now())
    },
  })
}
