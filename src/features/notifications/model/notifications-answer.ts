import type { z } from 'zod'
import type { notificationsResponseSchema } from '@/contract/account'
import { shapeGuard } from '@/lib/api/answer-shape'

export type NotificationsAnswer = z.infer<typeof notificationsResponseSchema>

/**
 * The bell's answer (POST /user_notifications/): notificationsResponseSchema described without zod
 * (lib/api/guards.ts says why, lib/api/answer-shape.ts how the two are kept equal).
 */
export const isNotificationsAnswer = shapeGuard<NotificationsAnswer>({
  fields: {
    notifications: {
      list: {
        fields: {
          id: 'integer',
          message: 'string',
          params: { nullable: { values: 'unknown' } },
          href: { nullable: 'string' },
          dateTime: 'string',
        },
      },
    },
    numNewNotification: 'integer',
  },
})
