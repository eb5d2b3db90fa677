/** The notification bell (spec 002 §2.9, §7.6). */
import { z } from 'zod'
import { notificationsRequestSchema, notificationsResponseSchema } from '../../../src/contract/account'
import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { defineRoute, defineWrite } from '../../http/route'
import { clickBell, listNotifications } from '../../services/account/notifications'
import { ownSettings, tags } from './shared'

export async function notificationRoutes(api: Api, ctx: AppContext) {
  // The spec's path has a trailing slash; the bare path is accepted too (hidden from the docs).
  for (const url of ['/user_notifications/', '/user_notifications']) {
    defineRoute(api, {
      method: 'POST',
      url,
      // A read sent as POST: ownSettings lets ROLE_COMMERCIAL through the write guard.
      access: ownSettings,
      schema: {
        tags,
        summary: 'The own notifications, newest first, with the number of new ones (a read)',
        hide: url === '/user_notifications',
        body: notificationsRequestSchema.nullish(),
        response: { 200: notificationsResponseSchema },
      },
      handle: ({ user, body }) => {
        const filters = body?.filters ?? {}
        return listNotifications(ctx.db, user.id, filters.limit ?? 20, filters.offset ?? 0)
      },
    })
  }

  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/user_notifications/click_bell',
    access: ownSettings,
    schema: {
      tags,
      summary: 'Mark every notification as seen',
      body: z.unknown().optional(),
      response: { 200: z.object({ numNewNotification: z.literal(0) }) },
    },
    write: async (tx, { user }) => ({ body: await clickBell(tx, user.id, ctx.now()) }),
    idempotency: { hashInput: () => null },
  })
}
