import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { sharedCustomerRoutes } from './customers'
import { sharedJobListRoutes } from './jobs'
import { sharedRecipeRoutes } from './recipes'

/** Shared customers, shared jobs and their recipes (spec 002 §7.1; issue 16). */
export async function sharedJobRoutes(api: Api, ctx: AppContext) {
  await sharedCustomerRoutes(api, ctx)
  await sharedJobListRoutes(api, ctx)
  await sharedRecipeRoutes(api, ctx)
}
