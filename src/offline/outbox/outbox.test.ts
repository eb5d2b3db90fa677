import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '@/offline/db'
import { BACKOFF_CAP_MS, backoffDelay } from './backoff'
import { type FlushReport, flushOutbox } from './flush'
import {
  countPendingCommands,
  discardCommand,
  type EnqueueInput,
  enqueueCommand,
  listCommands,
  resendCommand,
  retryCommand,
} from './outbox'

const user = 7
let clock = 1_000_000
const now = () => clock

interface Sent {
  url: string
  method: string
  key: string | null
  auth: string | null
  body: BodyInit | null | undefined
}

/** A fake server: answers in order from `answers`, recording what was sent. */
function server(...answers: Array<number | Error | ((sent: Sent) => Response)>) {
  const sent: Sent[] = []
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers)
    const request: Sent = {
      url: String(url),
      method: init?.method ?? 'GET',
      key: headers.get('Idempotency-Key'),
      auth: headers.get('Authorization'),
      body: init?.body,
    }
    sent.push(request)
    const answer = answers.length > 1 ? answers.shift()! : answers[0]
    if (answer instanceof Error) throw answer
    if (typeof answer === 'function') return answer(request)
    const body =
      answer >= 400
        ? { error: answer === 409 ? 'VERSION_CONFLICT' : `E${answer}`, message: `m${answer}` }
        : { ok: true }
    return new Response(JSON.stringify(body), {
      status: answer,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent }
}

function command(scope: string, extra: Partial<EnqueueInput> = {}) {
  return enqueueCommand(
    {
      userId: user,
      scope,
      method: 'POST',
      url: `things/${scope}`,
      body: { kind: 'json', value: { scope } },
      kind: 'test',
      summary: scope,
      ...extra,
    },
    clock++,
  )
}

async function flush(fetch: typeof globalThis.fetch, userId = user): Promise<FlushReport> {
  const report = await flushOutbox({ userId, token: 'tok', baseUrl: '/api', fetch, now, random: () => 0.5 })
  if (report === 'busy') throw new Error('busy')
  return report
}

beforeEach(async () => {
  await db.outbox.clear()
  await db.outboxBlobs.clear()
})

describe('outbox delivery', () => {
  it('delivers 2xx, removes the command and sends its id as Idempotency-Key with the token', async () => {
    const queued = await command('a')
    const { fetch, sent } = server(201)
    const report = await flush(fetch)
    expect(report.delivered.map((d) => d.command.id)).toEqual([queued.id])
    expect(sent[0]).toMatchObject({
      url: '/api/things/a',
      method: 'POST',
      key: queued.id,
      auth: 'Bearer tok',
    })
    expect(JSON.parse(String(sent[0].body))).toEqual({ scope: 'a' })
    expect(await db.outbox.count()).toBe(0)
  })

  it.each([
    ['a network error', new TypeError('Failed to fetch'), 'offline'],
    ['a 503', 503, null],
    ['a 500', 500, null],
    ['a 429', 429, null],
  ] as const)('keeps the command for a retry with backoff after %s', async (_name, answer, stopped) => {
    const queued = await command('a')
    const report = await flush(server(answer).fetch)
    expect(report.stopped).toBe(stopped)
    const [row] = await listCommands(user)
    expect(row).toMatchObject({ id: queued.id, status: 'failed', attempts: 1 })
    expect(row.nextAttemptAt - clock).toBe(backoffDelay(1, () => 0.5))
    expect(report.nextDueAt).toBe(row.nextAttemptAt)
    expect(row.error?.status).toBe(answer instanceof Error ? 0 : answer)
  })

  it('retries with the SAME Idempotency-Key once the backoff is over, and not before', async () => {
    const queued = await command('a')
    const { fetch, sent } = server(503, 503, 200)
    await flush(fetch)
    expect(sent).toHaveLength(1)
    await flush(fetch) // too early: nothing is sent
    expect(sent).toHaveLength(1)
    clock = (await db.outbox.get(queued.id))!.nextAttemptAt
    await flush(fetch)
    const second = (await db.outbox.get(queued.id))!
    expect(second).toMatchObject({ attempts: 2, status: 'failed' })
    clock = second.nextAttemptAt
    await flush(fetch)
    expect(sent.map((s) => s.key)).toEqual([queued.id, queued.id, queued.id])
    expect(await db.outbox.count()).toBe(0)
  })

  it('honours Retry-After on a 429', async () => {
    await command('a')
    const answer = () => new Response('{}', { status: 429, headers: { 'Retry-After': '120' } })
    await flush(server(answer).fetch)
    const [row] = await listCommands(user)
    expect(row.nextAttemptAt - clock).toBeGreaterThanOrEqual(120_000)
  })

  it('keeps a command refused with 401 as pending for the next sign-in and stops the flush', async () => {
    const first = await command('a')
    await command('b')
    const { fetch, sent } = server(401)
    const report = await flush(fetch)
    expect(report.stopped).toBe('unauthorized')
    expect(sent).toHaveLength(1)
    expect(await db.outbox.get(first.id)).toMatchObject({ status: 'pending', error: { status: 401 } })
    // Signed in again: both go out, the first with its original key.
    const again = server(200)
    await flush(again.fetch)
    expect(again.sent[0].key).toBe(first.id)
    expect(await db.outbox.count()).toBe(0)
  })

  it('marks other 4xx as rejected and 409 as conflict, keeps them until the user decides', async () => {
    const rejected = await command('a')
    const conflict = await command('b')
    await flush(server(422, 409).fetch)
    expect(await db.outbox.get(rejected.id)).toMatchObject({
      status: 'rejected',
      error: { status: 422, code: 'E422', message: 'm422' },
    })
    expect(await db.outbox.get(conflict.id)).toMatchObject({
      status: 'conflict',
      error: { status: 409, code: 'VERSION_CONFLICT', message: 'm409' },
    })
    // Later flushes do not touch them.
    const idle = server(200)
    await flush(idle.fetch)
    expect(idle.sent).toHaveLength(0)
    expect(await countPendingCommands(user)).toBe(2)

    // Retry: a new attempt with the same key. Discard: gone, by the user's choice.
    await retryCommand(rejected.id, clock)
    const retried = server(200)
    await flush(retried.fetch)
    expect(retried.sent.map((s) => s.key)).toEqual([rejected.id])
    expect(await discardCommand(conflict.id)).toBe(true)
    expect(await db.outbox.count()).toBe(0)
  })

  it("keeps the rest of the server's error body: a rule's reason, the entity as it is now", async () => {
    const refused = await command('a')
    const stale = await command('b')
    const answer = ({ key }: Sent) =>
      key === refused.id
        ? new Response(JSON.stringify({ error: 'RULE', message: 'no', reason: 'SAFETY_NO_CANCEL' }), {
            status: 403,
          })
        : new Response(JSON.stringify({ error: 'VERSION_CONFLICT', message: 'x', current: { version: 4 } }), {
            status: 409,
          })
    await flush(server(answer).fetch)
    expect((await db.outbox.get(refused.id))?.error?.details).toEqual({ reason: 'SAFETY_NO_CANCEL' })
    expect((await db.outbox.get(stale.id))?.error?.details).toEqual({ current: { version: 4 } })
  })

  it('a change queued after another on the same entity is sent with the version the first one produced', async () => {
    const first = await command('event:1', {
      method: 'PUT',
      body: { kind: 'json', value: { version: 3, a: 1 } },
    })
    const second = await command('event:1', {
      method: 'PUT',
      body: { kind: 'json', value: { version: 3, a: 2 } },
      takesVersionFromPrevious: true,
    })
    const { fetch, sent } = server(({ key }) =>
      Response.json({ version: key === first.id ? 4 : 5 }, { status: 200 }),
    )
    await flush(fetch)
    expect(sent.map((s) => [s.key, JSON.parse(String(s.body))])).toEqual([
      [first.id, { version: 3, a: 1 }],
      [second.id, { version: 4, a: 2 }],
    ])
  })

  it('resends a conflicting command under a new key, at its place in the queue', async () => {
    const stale = await command('a', { method: 'PUT', body: { kind: 'json', value: { version: 1 } } })
    const after = await command('a')
    await flush(server(409).fetch)
    const newId = await resendCommand(stale.id, { version: 2 }, clock)
    expect(newId).not.toBe(stale.id)
    expect((await listCommands(user)).map((c) => [c.id, c.status, c.error])).toEqual([
      [newId, 'pending', undefined],
      [after.id, 'pending', undefined],
    ])
    const { fetch, sent } = server(200)
    await flush(fetch)
    expect(sent.map((s) => s.key)).toEqual([newId, after.id])
    expect(JSON.parse(String(sent[0].body))).toEqual({ version: 2 })
  })

  it('treats 409 IDEMPOTENCY_KEY_IN_USE (an attempt still running on the server) as a retry', async () => {
    await command('a')
    const answer = () =>
      new Response(JSON.stringify({ error: 'IDEMPOTENCY_KEY_IN_USE', message: 'x' }), { status: 409 })
    await flush(server(answer).fetch)
    expect((await listCommands(user))[0].status).toBe('failed')
  })

  it('delivers FIFO within a scope: a later command waits while an earlier one is not delivered', async () => {
    const a1 = await command('a')
    const b1 = await command('b')
    const a2 = await command('a')
    // a1 fails (5xx), b1 goes through, a2 must not overtake a1.
    const { fetch, sent } = server(({ key }) => new Response('{}', { status: key === a1.id ? 503 : 200 }))
    await flush(fetch)
    expect(sent.map((s) => s.key)).toEqual([a1.id, b1.id])
    expect((await listCommands(user)).map((c) => c.id)).toEqual([a1.id, a2.id])

    clock = (await db.outbox.get(a1.id))!.nextAttemptAt
    const ok = server(200)
    await flush(ok.fetch)
    expect(ok.sent.map((s) => s.key)).toEqual([a1.id, a2.id])
  })

  it('a rejected command blocks the later commands of its scope only', async () => {
    const a1 = await command('a')
    const a2 = await command('a')
    const b1 = await command('b')
    const { fetch, sent } = server(({ key }) => new Response('{}', { status: key === a1.id ? 400 : 200 }))
    await flush(fetch)
    expect(sent.map((s) => s.key)).toEqual([a1.id, b1.id])
    expect((await listCommands(user)).map((c) => [c.id, c.status])).toEqual([
      [a1.id, 'rejected'],
      [a2.id, 'pending'],
    ])
  })

  it('a network error stops the whole flush', async () => {
    await command('a')
    await command('b')
    const { fetch, sent } = server(new TypeError('offline'))
    const report = await flush(fetch)
    expect(report.stopped).toBe('offline')
    expect(sent).toHaveLength(1)
  })

  it("sends only its author's commands", async () => {
    await command('a', { userId: 99 })
    const mine = await command('b')
    const { fetch, sent } = server(200)
    await flush(fetch)
    expect(sent.map((s) => s.key)).toEqual([mine.id])
    expect(await countPendingCommands(99)).toBe(1)
  })

  it('sends multipart files from the stored bytes, the same on every attempt, and deletes them once delivered', async () => {
    const bytes = new Uint8Array([1, 2, 3, 4]).buffer
    const queued = await command('support', {
      url: 'sat_mail',
      body: {
        kind: 'multipart',
        fields: [
          ['subject', 'Hi'],
          ['message', 'Text'],
        ],
        files: [{ field: 'photos', fileName: 'a.jpg', data: bytes, type: 'image/jpeg' }],
      },
    })
    expect(await db.outboxBlobs.count()).toBe(1)
    const { fetch, sent } = server(502, 200)
    await flush(fetch)
    clock = (await db.outbox.get(queued.id))!.nextAttemptAt
    await flush(fetch)
    expect(sent).toHaveLength(2)
    for (const attempt of sent) {
      const form = attempt.body as FormData
      expect(form.get('subject')).toBe('Hi')
      const file = form.get('photos') as File
      expect(file.name).toBe('a.jpg')
      expect(file.type).toBe('image/jpeg')
      expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([1, 2, 3, 4])
      expect(attempt.key).toBe(queued.id)
    }
    expect(await db.outboxBlobs.count()).toBe(0)
  })

  it('sends again a command left "sending" by a closed tab, with the same key', async () => {
    const queued = await command('a')
    await db.outbox.update(queued.id, { status: 'sending' })
    const { fetch, sent } = server(200)
    await flush(fetch)
    expect(sent.map((s) => s.key)).toEqual([queued.id])
  })

  it('does not let the user discard a command while it is being sent', async () => {
    const queued = await command('a')
    await db.outbox.update(queued.id, { status: 'sending' })
    expect(await discardCommand(queued.id)).toBe(false)
    expect(await db.outbox.count()).toBe(1)
  })
})

describe('backoff', () => {
  it('grows exponentially with jitter and is capped at about 5 minutes', () => {
    expect(backoffDelay(1, () => 0)).toBe(1_000)
    expect(backoffDelay(1, () => 1)).toBe(2_000)
    expect(backoffDelay(3, () => 1)).toBe(8_000)
    expect(backoffDelay(30, () => 1)).toBe(BACKOFF_CAP_MS)
    expect(backoffDelay(30, () => 0)).toBe(BACKOFF_CAP_MS / 2)
  })
})

describe('sync scheduler', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('retries a failed command when its backoff timer fires (fake timers)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
    const { startOutboxSync } = await import('./sync')
    const queued = await command('a')
    const { fetch, sent } = server(503, 200)
    const sync = startOutboxSync({
      baseUrl: '/api',
      getAuth: () => ({ userId: user, token: 'tok' }),
      isOnline: () => true,
      onUnauthorized: vi.fn(),
      fetch,
      now,
      random: () => 0.5,
      intervalMs: 10 * 60_000,
    })
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    const row = (await db.outbox.get(queued.id))!
    expect(row.status).toBe('failed')
    const delay = row.nextAttemptAt - clock
    // The timer is set on the scheduler's clock (real time here is frozen by the fake timers).
    clock += delay - 1
    await vi.advanceTimersByTimeAsync(delay - 1)
    expect(sent).toHaveLength(1)
    clock += 1
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(sent).toHaveLength(2))
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0))
    expect(sent[1].key).toBe(queued.id)
    sync.stop()
  })

  it('flushes right after a command is queued, reports deliveries, and sends nothing while offline or signed out', async () => {
    const { startOutboxSync } = await import('./sync')
    const { fetch, sent } = server(200)
    let online = false
    let auth: { userId: number; token: string } | null = { userId: user, token: 'tok' }
    const delivered = vi.fn()
    const sync = startOutboxSync({
      baseUrl: '/api',
      getAuth: () => auth,
      isOnline: () => online,
      onUnauthorized: vi.fn(),
      onDelivered: delivered,
      fetch,
      now,
    })
    const queued = await command('a', { invalidate: [['support', 'sent']] })
    expect(await sync.flushNow()).toBe('skipped')
    online = true
    auth = null
    expect(await sync.flushNow()).toBe('skipped')
    expect(sent).toHaveLength(0)
    auth = { userId: user, token: 'tok' }
    await command('b')
    await vi.waitFor(() => expect(delivered).toHaveBeenCalledTimes(2))
    expect(delivered.mock.calls[0][0]).toMatchObject({ id: queued.id, invalidate: [['support', 'sent']] })
    sync.stop()
  })

  it('calls onUnauthorized on a 401 and keeps the command', async () => {
    const { startOutboxSync } = await import('./sync')
    await command('a')
    const onUnauthorized = vi.fn()
    const sync = startOutboxSync({
      baseUrl: '/api',
      getAuth: () => ({ userId: user, token: 'old' }),
      isOnline: () => true,
      onUnauthorized,
      fetch: server(401).fetch,
      now,
    })
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalled())
    expect(await countPendingCommands(user)).toBe(1)
    sync.stop()
  })
})

describe('waiting for a delivery', () => {
  it('says delivered once the command is gone, queued after the time limit, rejected when refused', async () => {
    const { waitForDelivery } = await import('./outbox')
    const a = await command('a')
    const waiting = waitForDelivery(a.id, 2_000, 10)
    await flush(server(200).fetch)
    expect(await waiting).toEqual({ outcome: 'delivered' })

    const b = await command('b')
    expect(await waitForDelivery(b.id, 30, 10)).toEqual({ outcome: 'queued' })
    await flush(server(400).fetch)
    expect(await waitForDelivery(b.id, 30, 10)).toEqual({
      outcome: 'rejected',
      error: { status: 400, code: 'E400', message: 'm400' },
    })
  })
})
