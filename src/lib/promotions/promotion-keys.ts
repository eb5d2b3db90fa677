/** Query keys of the campaigns (spec 001 §3 promotional campaign), read by home and operation analytics. */
export const promotionKeys = {
  retargetings: () => ['promotions', 'retargetings'] as const,
}

/** The campaign of the maintenance assistant tile (spec 001 §4). */
export const MAINTENANCE_CAMPAIGN = 'maintenance-2025-q1'
/** The campaign of the operation-analytics interest page and its wizard (spec 001 §2.6). */
export const OPERATION_ANALYTICS_CAMPAIGN = 'operation-analytics-2026'
