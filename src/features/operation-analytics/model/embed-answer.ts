import type { AnalyticsEmbed } from '@/contract/operation-analytics'
import { shapeGuard } from '@/lib/api/answer-shape'

/**
 * GET /operation-analytics/embed's answer: analyticsEmbedSchema described without zod
 * (lib/api/guards.ts says why, lib/api/answer-shape.ts how the two are kept equal).
 */
export const isAnalyticsEmbed = shapeGuard<AnalyticsEmbed>({
  fields: { url: 'string', logoutUrl: 'string', builtIn: 'boolean' },
})
