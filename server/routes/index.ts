import type { AppContext } from '../context'
import { accountRoutes } from './account'
import { analyticsApiRoutes } from './analytics/embed'
import { displayAreaRoutes } from './display'
import { documentRoutes } from './documents'
import { ingestRoutes } from './ingest'
import { stopCostRoutes } from './job-costing/stop-costs'
import { maintenanceRoutes } from './maintenance'
import { plantRoutes } from './plant'
import { statisticsRoutes } from './statistics'
import { systemRoutes } from './system/health'
import type { Api } from './types'

/** Every area registers its routes here, under /api. */
export async function registerApiRoutes(api: Api, ctx: AppContext) {
  await systemRoutes(api, ctx)
  await accountRoutes(api, ctx)
  await plantRoutes(api, ctx)
  await statisticsRoutes(api, ctx)
  await ingestRoutes(api, ctx)
  await documentRoutes(api, ctx)
  await maintenanceRoutes(api, ctx)
  await displayAreaRoutes(api, ctx)
  await analyticsApiRoutes(api, ctx)
  await stopCostRoutes(api, ctx)
}
