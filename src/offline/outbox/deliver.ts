/**
 * One attempt to deliver one command with plain fetch (no ky, no React): the same code runs in
 * the page and in the service worker. The Idempotency-Key is the command's id, so every attempt
 * of a command is the same request to the server; files are rebuilt from the stored bytes, so
 * the body hash the server keeps for the key matches on every retry.
 */

import { parseRetryAfter } from './backoff'
import { type AttemptOutcome, classifyResponse, networkFailure } from './classify'
import type { OutboxBlob, OutboxCommand } from './types'

export interface DeliveryTarget {
  /** API base, for example '/api'. */
  baseUrl: string
  token: string
  fetch: typeof fetch
  now: () => number
  /** Per-attempt time limit; uploads over a weak link take a while. */
  timeoutMs?: number
}

export function commandUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}

export function buildBody(
  command: OutboxCommand,
  blobs: Map<string, OutboxBlob>,
): {
  body?: BodyInit
  contentType?: string
} {
  const { body } = command
  if (body.kind === 'none') return {}
  if (body.kind === 'json') return { body: JSON.stringify(body.value), contentType: 'application/json' }
  const form = new FormData()
  for (const [name, value] of body.fields) form.append(name, value)
  for (const file of body.files) {
    const blob = blobs.get(file.blobId)
    // A missing file would change what the server hashes under this key: refuse to send rather
    // than deliver a different request.
    if (!blob) throw new MissingBlobError(file.blobId)
    form.append(file.field, new Blob([blob.data], { type: blob.type }), file.fileName)
  }
  return { body: form }
}

export class MissingBlobError extends Error {
  constructor(blobId: string) {
    super(`The stored file ${blobId} of this command is missing`)
    this.name = 'MissingBlobError'
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '')
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

export async function attemptDelivery(
  command: OutboxCommand,
  blobs: Map<string, OutboxBlob>,
  target: DeliveryTarget,
): Promise<AttemptOutcome> {
  let built: ReturnType<typeof buildBody>
  try {
    built = buildBody(command, blobs)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { kind: 'rejected', error: { status: 0, code: 'MISSING_FILE', message } }
  }
  const headers = new Headers({
    Authorization: `Bearer ${target.token}`,
    'Idempotency-Key': command.id,
    Accept: 'application/json',
  })
  if (built.contentType) headers.set('Content-Type', built.contentType)
  let response: Response
  try {
    response = await target.fetch(commandUrl(target.baseUrl, command.url), {
      method: command.method,
      headers,
      body: built.body,
      cache: 'no-store',
      signal: AbortSignal.timeout(target.timeoutMs ?? 120_000),
    })
  } catch (error) {
    return networkFailure(error)
  }
  const body = await readBody(response)
  return classifyResponse(
    response.status,
    body,
    parseRetryAfter(response.headers.get('Retry-After'), target.now()),
  )
}
