/**
 * A client of the balancer for the cluster tests, retrying as the app's own clients do: the
 * offline outbox sends a write again with the same Idempotency-Key after no answer, a 5xx or 409
 * IDEMPOTENCY_KEY_IN_USE (src/offline/outbox/classify.ts); TanStack Query retries a failed read.
 */
import { expect } from '@playwright/test'

export const balancer = () => {
  const url = process.env.E2E_EXTERNAL_URL
  if (!url) throw new Error('E2E_EXTERNAL_URL is not set: run through playwright.cluster.config.ts')
  return url
}

const b64 = (s: string) => Buffer.from(s).toString('base64')

/** A session through the balancer; sent again if its instance died with it (a sign-in is safe to repeat). */
export async function signInToken(email: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${balancer()}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: b64(email), password: b64('demo1234'), token: '', redirect: false }),
    }).catch(() => null)
    if (res && res.status < 500) {
      expect(res.status, await res.clone().text()).toBe(200)
      return ((await res.json()) as { token: string }).token
    }
    if (attempt === 5) throw new Error(`sign-in through the balancer failed: ${res?.status ?? 'no answer'}`)
    await new Promise((r) => setTimeout(r, 1000))
  }
}

export interface WriteOutcome {
  status: number
  body: unknown
  replayed: boolean
  /** Sends beyond the first: transport failures, 5xx, or the key still held by a dead instance. */
  retries: number
}

/** One write, sent again with the same key until it has an answer that is not a reason to retry. */
export async function idempotentPost(
  path: string,
  token: string,
  key: string,
  body: unknown,
  deadlineMs = 60_000,
): Promise<WriteOutcome> {
  const deadline = Date.now() + deadlineMs
  let retries = 0
  for (;;) {
    try {
      const res = await fetch(`${balancer()}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'idempotency-key': key,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      })
      const answer = await res.json().catch(() => null)
      const inUse = res.status === 409 && (answer as { error?: string })?.error === 'IDEMPOTENCY_KEY_IN_USE'
      if (res.status < 500 && !inUse) {
        return {
          status: res.status,
          body: answer,
          replayed: res.headers.get('idempotent-replayed') === 'true',
          retries,
        }
      }
    } catch {
      // no answer: the instance died with the request, or the connection broke
    }
    if (Date.now() > deadline) throw new Error(`${path} with key ${key}: no answer within ${deadlineMs} ms`)
    retries++
    await new Promise((r) => setTimeout(r, Math.min(4000, 250 * 2 ** Math.min(retries, 4))))
  }
}
