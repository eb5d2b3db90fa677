import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { historicRoutes } from './historic'
import { historicExportRoutes } from './historic-export'
import { machineImageRoutes } from './machine-images'
import { orderDetailRoutes } from './order-detail'
import { plantConfigurationRoutes } from './plant-configuration'
import { plantControlRoutes } from './plant-control'
import { plantListRoutes } from './plant-lists'

export async function plantRoutes(api: Api, ctx: AppContext) {
  await plantListRoutes(api, ctx)
  await machineImageRoutes(api, ctx)
  await plantControlRoutes(api, ctx)
  await historicRoutes(api, ctx)
  await historicExportRoutes(api, ctx)
  await orderDetailRoutes(api, ctx)
  await plantConfigurationRoutes(api, ctx)
}
