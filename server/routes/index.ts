import type { AppContext } from '../context'
import { systemRoutes } from './system/health'
import type { Api } from './types'

/** Every area registers its routes here, under /api. */
export async function registerApiRoutes(api: Api, ctx: AppContext) {
  await systemRoutes(api, ctx)
}
