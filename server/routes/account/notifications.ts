/** The notification bell (spec 002 §2.9, §7.6). */
import { z } from 'zod'
import { notificationsRequestSchema, notificationsResponseSchema } from '../../../src/contract/account'
import type { AppContext } from '../../context'
import { currentUser, requireUser } from '../../http/auth'
import { idempotentWrite } from '../../http/idempotency'
import { clickBell, listNotifications } from '../../services/account/notifications'
import type { Api } from '../types'
import { ownSettings, tags } from './shared'

export async function notificationRoutes(api: Api, ctx: AppContext) {
  // The spec's path has a trailing slash; the bare path is accepted too (hidden from the docs).
  for (const path of ['/user_notifications/', '/user_notifications']) {
    api.post(
      path,
      {
        schema: {
          tags,
          summary: 'The own notifications, newest first, with the number of new ones (a read)',
          hide: path === '/user_notifications',
          body: notificationsRequestSchema.nullish(),
          response: { 200: notificationsResponseSchema },
        },
        // A read sent as POST: ownSettings lets ROLE_COMMERCIAL through the write guard.
        preValidation: requireUser(ownSettings),
      },
      async (request) => {
        const user = currentUser(request)
        const filters = request.body?.filters ?? {}
        return listNotifications(ctx.db, user.id, filters.limit ?? 20, filters.offset ?? 0)
      },
    )
  }

  api.post(
    '/user_notifications/click_bell',
    {
      schema: {
        tags,
        summary: 'Mark every notification as seen',
        body: z.unknown().optional(),
        response: { 200: z.object({ numNewNotification: z.literal(0) }) },
      },
      preValidation: requireUser(ownSettings),
    },
    async (request, reply) => {
      const user = currentUser(request)
      return idempotentWrite(
        ctx.db,
        request,
        reply,
        async (tx) => ({ body: await clickBell(tx, user.id, ctx.now()) }),
        { hashInput: () => null },
      )
    },
  )
}
