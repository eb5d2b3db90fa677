import { z } from 'zod'
import { orderRefQuerySchema } from './order-detail'

/** GET /api/operation-analytics/embed: the order's (or roll's) dashboard and how to leave it. */
export const analyticsEmbedQuerySchema = orderRefQuerySchema.extend({
  roll: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
})

export const analyticsEmbedSchema = z.object({
  /** The address to embed (an iframe). */
  url: z.string(),
  /** The dashboard service's logout, sent when the view closes (spec 001 §2.6). */
  logoutUrl: z.string(),
  /** True for the server's own dashboards (/analytics), false for a configured Grafana. */
  builtIn: z.boolean(),
})
export type AnalyticsEmbed = z.infer<typeof analyticsEmbedSchema>
