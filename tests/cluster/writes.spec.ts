/**
 * Exactly once across instances (issue 18 item 4): writers send idempotent writes through the
 * balancer for longer than the chaos interval, so instances die under them; each write carries its
 * own Idempotency-Key and a quarter are sent twice at once (a retry racing the first attempt, on
 * another instance). Afterwards Postgres holds each acknowledged write exactly once: 0 lost, 0
 * duplicated.
 */
import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { killsBetween } from './chaos'
import { idempotentPost, signInToken } from './client'

const WRITERS = 6
const DURATION_MS = 35_000

test('idempotent writes while instances are killed: every acknowledged write stored exactly once', async () => {
  test.setTimeout(150_000)
  const testInfo = test.info()
  const token = await signInToken('manager@demo.plant')
  const run = randomUUID().slice(0, 8)
  const started = Date.now()
  const acknowledged = new Map<string, string>() // referer -> key
  let sent = 0
  let retries = 0
  let replays = 0

  const writer = async (w: number) => {
    for (let i = 0; Date.now() - started < DURATION_MS; i++) {
      const referer = `cluster-${run}-${w}-${i}`
      const key = randomUUID()
      const twice = i % 4 === 0
      const sends = twice ? 2 : 1
      const outcomes = await Promise.all(
        Array.from({ length: sends }, () => idempotentPost('/api/log/custom', token, key, { referer })),
      )
      sent += sends
      for (const outcome of outcomes) {
        expect(outcome.status, JSON.stringify(outcome.body)).toBe(200)
        expect(outcome.body).toEqual({ recorded: true })
        retries += outcome.retries
        if (outcome.replayed) replays++
      }
      if (twice) {
        // One effect: at most one answer is the original. Both are replays when the first attempt
        // was stored on an instance killed before it answered, and its client retry got the replay.
        const originals = outcomes.filter((o) => !o.replayed).length
        expect(originals, 'one effect').toBeLessThanOrEqual(1)
        if (outcomes.every((o) => o.retries === 0)) expect(originals, 'one effect, one replay').toBe(1)
      }
      acknowledged.set(referer, key)
    }
  }
  await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)))
  const ended = Date.now()

  const client = new pg.Client({ connectionString: process.env.E2E_CLUSTER_DATABASE_URL })
  await client.connect()
  const { rows } = await client
    .query<{ referer: string; n: number }>(
      `select referer, count(*)::int as n from client_logs where referer like $1 group by referer`,
      [`cluster-${run}-%`],
    )
    .finally(() => client.end())
  const stored = new Map(rows.map((r) => [r.referer, r.n]))
  const lost = [...acknowledged.keys()].filter((r) => !stored.has(r))
  const duplicated = rows.filter((r) => r.n > 1).map((r) => r.referer)
  const unacknowledged = rows.filter((r) => !acknowledged.has(r.referer)).map((r) => r.referer)
  const kills = killsBetween(started, ended)
  const summary =
    `${acknowledged.size} writes (${sent} sends, ${replays} replays, ${retries} client retries) in ` +
    `${Math.round((ended - started) / 1000)} s with ${kills.length} instances killed: ` +
    `${lost.length} lost, ${duplicated.length} duplicated`
  console.log(`[cluster] ${summary}`)
  await testInfo.attach('summary', { body: summary, contentType: 'text/plain' })

  expect(kills.length, 'an instance died while the writes ran').toBeGreaterThanOrEqual(1)
  expect(acknowledged.size).toBeGreaterThan(50)
  expect(lost, 'acknowledged writes missing from the database').toEqual([])
  expect(duplicated, 'writes stored twice').toEqual([])
  expect(unacknowledged, 'stored writes no client was told of').toEqual([])
})
