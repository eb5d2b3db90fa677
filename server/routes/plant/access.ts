import type { UserAccess } from '../../http/access'

/** Plant control, historical and the other production-analytics reads (DESIGN.md). */
export const productionAnalytics = {
  who: 'user',
  area: 'production-analytics',
  anyOf: ['ROLE_PRODUCTION_ANALYTICS'],
  machines: 'filtered',
} as const satisfies UserAccess

/** Machine, customer and operator lists for selectors: any signed-in user, own machines only. */
export const selectors = {
  who: 'user',
  area: 'selectors',
  machines: 'filtered',
} as const satisfies UserAccess
