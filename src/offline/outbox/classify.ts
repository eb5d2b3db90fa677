import type { OutboxError } from './types'

/**
 * What an attempt's answer means for the command:
 * - delivered: 2xx (a replay of an earlier success counts too: the server answers with the stored response);
 * - retry: no answer, 5xx, 429, or 409 IDEMPOTENCY_KEY_IN_USE (an earlier attempt of the same key
 *   is still running on the server);
 * - unauthorized: 401, the author must sign in again; the command waits;
 * - conflict: 409, the entity changed elsewhere; the user decides;
 * - rejected: any other 4xx (or an unexpected status); the user decides.
 */
export type AttemptOutcome =
  | { kind: 'delivered'; status: number; body: unknown }
  | { kind: 'retry'; error: OutboxError; retryAfterMs: number }
  | { kind: 'unauthorized'; error: OutboxError }
  | { kind: 'conflict'; error: OutboxError }
  | { kind: 'rejected'; error: OutboxError }

/** The server's `{ error, message }` body as an OutboxError. */
export function errorFromBody(status: number, body: unknown): OutboxError {
  const b = body && typeof body === 'object' ? (body as { error?: unknown; message?: unknown }) : {}
  const code = typeof b.error === 'string' ? b.error : `HTTP_${status}`
  const text = typeof body === 'string' && body.length < 300 ? body : ''
  const message = typeof b.message === 'string' ? b.message : text || `HTTP ${status}`
  const { error: _e, message: _m, ...rest } = b as Record<string, unknown>
  return Object.keys(rest).length ? { status, code, message, details: rest } : { status, code, message }
}

export function classifyResponse(status: number, body: unknown, retryAfterMs = 0): AttemptOutcome {
  if (status >= 200 && status < 300) return { kind: 'delivered', status, body }
  const error = errorFromBody(status, body)
  if (status === 401) return { kind: 'unauthorized', error }
  if (status === 409 && error.code === 'IDEMPOTENCY_KEY_IN_USE') return { kind: 'retry', error, retryAfterMs }
  if (status === 409) return { kind: 'conflict', error }
  if (status === 429 || status >= 500) return { kind: 'retry', error, retryAfterMs }
  return { kind: 'rejected', error }
}

export function networkFailure(reason: unknown): AttemptOutcome {
  const message = reason instanceof Error ? reason.message : String(reason)
  return { kind: 'retry', error: { status: 0, code: 'NETWORK_ERROR', message }, retryAfterMs: 0 }
}
