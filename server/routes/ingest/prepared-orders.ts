import {
  ingestPreparedOrderListSchema,
  ingestPreparedOrderQuerySchema,
} from '../../../src/contract/genius-board'
import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { defineRoute } from '../../http/route'
import { sentOrders } from '../../services/genius-board/ingest-orders'
import { findCompanyMachine, unknownMachine } from '../../services/ingest/ingest'
import { ingestAccess } from './access'

export function ingestPreparedOrdersRoute(api: Api, ctx: AppContext) {
  defineRoute(api, {
    method: 'GET',
    url: '/ingest/v1/prepared-orders',
    access: ingestAccess,
    errors: [404],
    schema: {
      tags: ['ingestion'],
      summary: "Genius-board orders sent to the company's machines and not started yet, oldest sent first",
      description:
        'With ?machine= (serial number or hash code; 404 for no machine of the company), only that ' +
        "machine's. Each with its decks and, for laminating and coating machines, the shared job's whole recipe. " +
        'Start one by sending order_start with its preparedOrderId (POST /ingest/v1/events).',
      querystring: ingestPreparedOrderQuerySchema,
      response: { 200: ingestPreparedOrderListSchema },
    },
    handle: async ({ apiKey, query }) => {
      let machineId: number | null = null
      if (query.machine !== undefined) {
        const machine = await findCompanyMachine(ctx.db, apiKey.companyId, query.machine)
        if (!machine) throw unknownMachine(query.machine)
        machineId = machine.id
      }
      return { orders: await sentOrders(ctx.db, apiKey.companyId, machineId) }
    },
  })
}
