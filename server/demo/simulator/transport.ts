/**
 * How the simulator reaches the ingestion API: in-process through app.inject() (the same route
 * pipeline, API-key auth included) or over HTTP with fetch for the standalone CLI.
 */
import type { IngestPreparedOrder } from '../../../src/contract/genius-board'
import type { IngestBatchInput, IngestMachineSnapshot } from '../../../src/contract/ingest'
import type { App } from '../../app'

export interface SendResult {
  status: number
  body: unknown
}

export interface Transport {
  machines(): Promise<IngestMachineSnapshot[]>
  send(batch: IngestBatchInput, idempotencyKey: string): Promise<SendResult>
  /** The genius-board orders sent to the company's machines and not started yet (oldest first). */
  preparedOrders(): Promise<IngestPreparedOrder[]>
}

const PREPARED_ORDERS_PATH = '/api/ingest/v1/prepared-orders'

export function injectTransport(app: App, credentials: string): Transport {
  const authorization = `ApiKey ${credentials}`
  return {
    async machines() {
      const res = await app.inject({
        method: 'GET',
        url: '/api/ingest/v1/machines',
        headers: { authorization },
      })
      if (res.statusCode !== 200)
        throw new Error(`GET /api/ingest/v1/machines: ${res.statusCode} ${res.body}`)
      return res.json().machines
    },
    // No Idempotency-Key in process: a response cannot be lost between the route and the
    // simulator, and a failed batch rolls back, so a retry is safe without one; this spares the
    // idempotency table ~17,000 stored responses a day (kept 30 days).
    async send(batch) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/ingest/v1/events',
        headers: { authorization },
        payload: batch,
      })
      return { status: res.statusCode, body: res.json() }
    },
    async preparedOrders() {
      const res = await app.inject({ method: 'GET', url: PREPARED_ORDERS_PATH, headers: { authorization } })
      if (res.statusCode !== 200)
        throw new Error(`GET ${PREPARED_ORDERS_PATH}: ${res.statusCode} ${res.body}`)
      return res.json().orders
    },
  }
}

export function fetchTransport(baseUrl: string, credentials: string): Transport {
  const authorization = `ApiKey ${credentials}`
  const url = (path: string) => new URL(path, baseUrl).toString()
  return {
    async machines() {
      const res = await fetch(url('/api/ingest/v1/machines'), { headers: { authorization } })
      if (!res.ok) throw new Error(`GET /api/ingest/v1/machines: ${res.status} ${await res.text()}`)
      return ((await res.json()) as { machines: IngestMachineSnapshot[] }).machines
    },
    async send(batch, idempotencyKey) {
      const res = await fetch(url('/api/ingest/v1/events'), {
        method: 'POST',
        headers: { authorization, 'idempotency-key': idempotencyKey, 'content-type': 'application/json' },
        body: JSON.stringify(batch),
      })
      return { status: res.status, body: await res.json().catch(() => null) }
    },
    async preparedOrders() {
      const res = await fetch(url(PREPARED_ORDERS_PATH), { headers: { authorization } })
      if (!res.ok) throw new Error(`GET ${PREPARED_ORDERS_PATH}: ${res.status} ${await res.text()}`)
      return ((await res.json()) as { orders: IngestPreparedOrder[] }).orders
    },
  }
}
