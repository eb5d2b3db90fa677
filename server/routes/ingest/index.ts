import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { ingestEventsRoute } from './events'
import { ingestMachinesRoute } from './machines'
import { ingestPreparedOrdersRoute } from './prepared-orders'

/** The ingestion API of machine gateways and the simulator (API keys with the ingest scope). */
export async function ingestRoutes(api: Api, ctx: AppContext) {
  ingestEventsRoute(api, ctx)
  ingestMachinesRoute(api, ctx)
  ingestPreparedOrdersRoute(api, ctx)
}
