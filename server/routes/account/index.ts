import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { apiKeyRoutes } from './api-keys'
import { notificationRoutes } from './notifications'
import { orderingRoutes } from './ordering'
import { promotionRoutes } from './promotions'
import { sessionRoutes } from './session'
import { settingsRoutes } from './settings'
import { createLimiters } from './shared'
import { supportRoutes } from './support'
import { termsRoutes } from './terms'
import { welcomeRoutes } from './welcome'

/** Accounts, sessions and the shell's own calls (spec 002 §7.4-7.6, 000 §7, 001 §7). */
export async function accountRoutes(api: Api, ctx: AppContext) {
  // The limiter's counts are in the database: every instance sees the same (ADR 025).
  const limiters = createLimiters(ctx)
  await sessionRoutes(api, ctx, limiters)
  await welcomeRoutes(api, ctx, limiters)
  await settingsRoutes(api, ctx)
  await notificationRoutes(api, ctx)
  await supportRoutes(api, ctx)
  await promotionRoutes(api, ctx)
  await apiKeyRoutes(api, ctx)
  await orderingRoutes(api, ctx)
  await termsRoutes(api, ctx)
}
