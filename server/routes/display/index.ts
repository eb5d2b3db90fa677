import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { displayRoutes } from './displays'
import { displayStatusRoutes } from './status'

export async function displayAreaRoutes(api: Api, ctx: AppContext) {
  await displayRoutes(api, ctx)
  await displayStatusRoutes(api, ctx)
}
