/**
 * How the simulator reaches the ingestion API: in-process through app.inject() (the same route
 * pipeline, API-key auth included) or over HTTP with fetch for the standalone CLI. The credentials
 * are read on every call, so a new key (key-source.ts) is used from the next call on. A read the
 * API refuses throws IngestRefused with its status; a batch answers its status.
 */
import type { IngestPreparedOrder } from '../../../src/contract/genius-board'
import type { IngestBatchInput, IngestMachineSnapshot } from '../../../src/contract/ingest'
import type { App } from '../../app'

/** The ingestion API answered a read with something other than 200. */
export class IngestRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** 401 (unknown, revoked or expired key) and 403 (no ingest scope): the key, not the data, is wrong. */
export const isKeyRefusal = (status: number) => status === 401 || status === 403
export const refusedKey = (err: unknown): err is IngestRefused =>
  err instanceof IngestRefused && isKeyRefusal(err.status)

type Credentials = string | (() => string)
const authorizationOf = (credentials: Credentials) => () =>
  `ApiKey ${typeof credentials === 'string' ? credentials : credentials()}`

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

export function injectTransport(app: App, credentials: Credentials): Transport {
  const authorization = authorizationOf(credentials)
  return {
    async machines() {
      const res = await app.inject({
        method: 'GET',
        url: '/api/ingest/v1/machines',
        headers: { authorization: authorization() },
      })
      if (res.statusCode !== 200)
        throw new IngestRefused(res.statusCode, `GET /api/ingest/v1/machines: ${res.statusCode} ${res.body}`)
      return res.json().machines
    },
    // No Idempotency-Key in process: a response cannot be lost between the route and the
    // simulator, and a failed batch rolls back, so a retry is safe without one; this spares the
    // idempotency table ~17,000 stored responses a day (kept 30 days).
    async send(batch) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/ingest/v1/events',
        headers: { authorization: authorization() },
        payload: batch,
      })
      return { status: res.statusCode, body: res.json() }
    },
    async preparedOrders() {
      const res = await app.inject({
        method: 'GET',
        url: PREPARED_ORDERS_PATH,
        headers: { authorization: authorization() },
      })
      if (res.statusCode !== 200)
        throw new IngestRefused(res.statusCode, `GET ${PREPARED_ORDERS_PATH}: ${res.statusCode} ${res.body}`)
      return res.json().orders
    },
  }
}

export function fetchTransport(baseUrl: string, credentials: Credentials): Transport {
  const authorization = authorizationOf(credentials)
  const url = (path: string) => new URL(path, baseUrl).toString()
  return {
    async machines() {
      const res = await fetch(url('/api/ingest/v1/machines'), { headers: { authorization: authorization() } })
      if (!res.ok)
        throw new IngestRefused(res.status, `GET /api/ingest/v1/machines: ${res.status} ${await res.text()}`)
      return ((await res.json()) as { machines: IngestMachineSnapshot[] }).machines
    },
    async send(batch, idempotencyKey) {
      const res = await fetch(url('/api/ingest/v1/events'), {
        method: 'POST',
        headers: {
          authorization: authorization(),
          'idempotency-key': idempotencyKey,
          'content-type': 'application/json',
        },
        body: JSON.stringify(batch),
      })
      return { status: res.status, body: await res.json().catch(() => null) }
    },
    async preparedOrders() {
      const res = await fetch(url(PREPARED_ORDERS_PATH), { headers: { authorization: authorization() } })
      if (!res.ok)
        throw new IngestRefused(res.status, `GET ${PREPARED_ORDERS_PATH}: ${res.status} ${await res.text()}`)
      return ((await res.json()) as { orders: IngestPreparedOrder[] }).orders
    },
  }
}
