import { apiErrorSchema } from '../../../src/contract/errors'
import { ingestBatchSchema, ingestResultSchema } from '../../../src/contract/ingest'
import type { AppContext } from '../../context'
import { requireApiKey } from '../../http/auth'
import { idempotentWrite } from '../../http/idempotency'
import { ingestBatch } from '../../services/ingest/ingest'
import { invalidatePlantReads } from '../../services/plant/read-cache'
import type { Api } from '../types'

export function ingestEventsRoute(api: Api, ctx: AppContext) {
  api.post(
    '/ingest/v1/events',
    {
      preHandler: requireApiKey('ingest'),
      schema: {
        tags: ['ingestion'],
        summary: 'Send a batch of machine events (gateways and the simulator)',
        description:
          'Up to 500 events of one machine (serial number or hash code), in time order: samples of the ' +
          "machine's monotonic meter counters, state changes, order start/finish, operator changes, rolls, " +
          'inactivities, power-offs and heartbeats. Applied in order in one transaction; an event that goes ' +
          'back in time or does not fit the machine situation is a 400 naming events.N.field and nothing is ' +
          'applied. Send an Idempotency-Key so that a retried batch is counted once. Requires an API key ' +
          'with the ingest scope (Authorization: ApiKey clientId:secret).',
        security: [{ apiKey: [] }],
        body: ingestBatchSchema,
        response: {
          200: ingestResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const auth = request.auth
      if (auth?.kind !== 'apiKey') throw new Error('unreachable: requireApiKey guards this route')
      const batchFor: { plantId?: number } = {}
      const sent = await idempotentWrite(ctx.db, request, reply, async (tx) => ({
        body: await ingestBatch(tx, auth.companyId, request.body, ctx.now(), (m) => {
          batchFor.plantId = m.plantId
        }),
      }))
      // Committed: the plant's cached reads (plant control, historic) must not outlive the batch.
      if (batchFor.plantId !== undefined) invalidatePlantReads(ctx.db, batchFor.plantId)
      return sent
    },
  )
}
