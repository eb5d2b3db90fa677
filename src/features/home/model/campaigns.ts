import type { Retargeting } from '@/contract/account'

import { MAINTENANCE_CAMPAIGN, OPERATION_ANALYTICS_CAMPAIGN } from '@/lib/promotions/promotion-keys'

export { MAINTENANCE_CAMPAIGN }

/** The maintenance promotion opens on the tile click when visible and not silenced (spec 001 §4). */
export function maintenancePromotion(campaigns: readonly Retargeting[] | undefined): Retargeting | null {
  const c = campaigns?.find((x) => x.code === MAINTENANCE_CAMPAIGN)
  return c?.isVisible && c.isReminderEnabled ? c : null
}

/**
 * The retargeting modal of the home screen: the first other visible campaign (the operation-analytics
 * one belongs to its interest page) the user has never answered, on any device: once per user and
 * campaign (ADR 040). Every way out of the dialog answers it (closed, interested, don't show again).
 */
export function pendingRetargeting(campaigns: readonly Retargeting[] | undefined): Retargeting | null {
  return (
    campaigns?.find(
      (c) =>
        c.code !== MAINTENANCE_CAMPAIGN &&
        c.code !== OPERATION_ANALYTICS_CAMPAIGN &&
        c.isVisible &&
        c.isReminderEnabled &&
        c.isInterested === null,
    ) ?? null
  )
}
