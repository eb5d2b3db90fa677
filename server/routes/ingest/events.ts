import { ingestBatchSchema, ingestResultSchema } from '../../../src/contract/ingest'
import type { AppContext } from '../../context'
import type { Api } from '../../http/api'
import { defineWrite } from '../../http/route'
import { ingestBatch } from '../../services/ingest/ingest'
import { invalidatePlantReads } from '../../services/plant/read-cache'
import { ingestAccess } from './access'

export function ingestEventsRoute(api: Api, ctx: AppContext) {
  defineWrite(api, ctx.db, {
    method: 'POST',
    url: '/ingest/v1/events',
    access: ingestAccess,
    errors: [404],
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
      body: ingestBatchSchema,
      response: { 200: ingestResultSchema },
    },
    write: async (tx, { apiKey, body }) => {
      let plantId: number | undefined
      const result = await ingestBatch(tx, apiKey.companyId, body, ctx.now(), (machine) => {
        plantId = machine.plantId
      })
      // Once committed, the plant's cached reads (plant control, historic) must not outlive the batch,
      // and the report mails a finished order queued are sent (ADR 023).
      return {
        body: result,
        afterCommit: () => {
          if (plantId !== undefined) invalidatePlantReads(ctx.db, plantId)
          api.mailQueue.wakeIfQueued(tx)
          api.usageSweep.wake()
        },
      }
    },
  })
}
