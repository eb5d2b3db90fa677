import { ingestMachineListSchema } from '../../../src/contract/ingest'
import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { defineRoute } from '../../http/route'
import { machineSnapshots } from '../../services/ingest/snapshot'
import { ingestAccess } from './access'

export function ingestMachinesRoute(api: Api, ctx: AppContext) {
  defineRoute(api, {
    method: 'GET',
    url: '/ingest/v1/machines',
    access: ingestAccess,
    schema: {
      tags: ['ingestion'],
      summary: "Where each of the company's machines stands, to resume sending events",
      response: { 200: ingestMachineListSchema },
    },
    handle: async ({ apiKey }) => ({ machines: await machineSnapshots(ctx.db, apiKey.companyId) }),
  })
}
