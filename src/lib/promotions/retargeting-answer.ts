import type { Retargeting } from '@/contract/account'
import { isInteger, isRecord, isStringOrNull } from '@/lib/api/guards'

/** A campaign as GET /user-retargetings answers it (lib/api/guards.ts says why not zod). */
export function isRetargeting(value: unknown): value is Retargeting {
  return (
    isRecord(value) &&
    isInteger(value.id) &&
    typeof value.code === 'string' &&
    typeof value.isVisible === 'boolean' &&
    typeof value.isReminderEnabled === 'boolean' &&
    (value.isInterested === null || typeof value.isInterested === 'boolean') &&
    isStringOrNull(value.videoUrl)
  )
}

export const isRetargetingList = (value: unknown): value is Retargeting[] =>
  Array.isArray(value) && value.every(isRetargeting)
