import { apiErrorSchema } from '../../../src/contract/errors'
import { ingestMachineListSchema } from '../../../src/contract/ingest'
import type { AppContext } from '../../context'
import { requireApiKey } from '../../http/auth'
import { machineSnapshots } from '../../services/ingest/snapshot'
import type { Api } from '../types'

export function ingestMachinesRoute(api: Api, ctx: AppContext) {
  api.get(
    '/ingest/v1/machines',
    {
      preHandler: requireApiKey('ingest'),
      schema: {
        tags: ['ingestion'],
        summary: "Where each of the company's machines stands, to resume sending events",
        security: [{ apiKey: [] }],
        response: { 200: ingestMachineListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const auth = request.auth
      if (auth?.kind !== 'apiKey') throw new Error('unreachable: requireApiKey guards this route')
      return { machines: await machineSnapshots(ctx.db, auth.companyId) }
    },
  )
}
