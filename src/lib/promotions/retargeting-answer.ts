import type { Retargeting } from '@/contract/account'
import { type CheckFor, shapeGuard } from '@/lib/api/answer-shape'

/**
 * A campaign as GET /user-retargetings answers it: retargetingSchema described without zod
 * (lib/api/guards.ts says why, lib/api/answer-shape.ts how the two are kept equal).
 */
const retargeting = {
  fields: {
    id: 'integer',
    code: 'string',
    isVisible: 'boolean',
    isReminderEnabled: 'boolean',
    isInterested: { nullable: 'boolean' },
    videoUrl: { nullable: 'string' },
  },
} as const satisfies CheckFor<Retargeting>

export const isRetargeting = shapeGuard<Retargeting>(retargeting)

export const isRetargetingList = shapeGuard<Retargeting[]>({ list: retargeting })
