import type { AppContext } from '../context'
import type { Api } from '../http/api'
import { accountRoutes } from './account'
import { analyticsApiRoutes } from './analytics/embed'
import { displayAreaRoutes } from './display'
import { documentRoutes } from './documents'
import { geniusBoardRoutes } from './genius-board'
import { ingestRoutes } from './ingest'
import { jobCostingCatalogRoutes } from './job-costing/catalogs'
import { jobCostingMachineRoutes } from './job-costing/machines'
import { jobCostingOrderRoutes } from './job-costing/order-costs'
import { costPeriodRoutes } from './job-costing/periods'
import { costPriceRoutes } from './job-costing/prices'
import { jobCostingStatisticsRoutes } from './job-costing/statistics'
import { stopCostRoutes } from './job-costing/stop-costs'
import { maintenanceRoutes } from './maintenance'
import { plantRoutes } from './plant'
import { sharedJobRoutes } from './shared-jobs'
import { statisticsRoutes } from './statistics'
import { systemRoutes } from './system/health'

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
  await jobCostingCatalogRoutes(api, ctx)
  await costPeriodRoutes(api, ctx)
  await costPriceRoutes(api, ctx)
  await jobCostingMachineRoutes(api, ctx)
  await jobCostingOrderRoutes(api, ctx)
  await jobCostingStatisticsRoutes(api, ctx)
  await sharedJobRoutes(api, ctx)
  await geniusBoardRoutes(api, ctx)
}
