import type { Retargeting } from '@/contract/account'

/** The promotional campaign code of the maintenance assistant (spec 001 §4). */
export const MAINTENANCE_CAMPAIGN = 'maintenance-2025-q1'

/** The maintenance promotion opens on the tile click when visible and not silenced (spec 001 §4). */
export function maintenancePromotion(campaigns: readonly Retargeting[] | undefined): Retargeting | null {
  const c = campaigns?.find((x) => x.code === MAINTENANCE_CAMPAIGN)
  return c?.isVisible && c.isReminderEnabled ? c : null
}

/**
 * The retargeting modal of the home screen: the first other visible campaign the user has neither
 * answered with interest nor silenced with "don't show again".
 */
export function pendingRetargeting(campaigns: readonly Retargeting[] | undefined): Retargeting | null {
  return (
    campaigns?.find(
      (c) => c.code !== MAINTENANCE_CAMPAIGN && c.isVisible && c.isReminderEnabled && c.isInterested !== true,
    ) ?? null
  )
}
