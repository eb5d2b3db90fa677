import { sql } from 'drizzle-orm'
import Fastify, { type FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../server/db/client'
import { installErrorHandler } from '../../server/http/error-handler'
import { ABANDONED_MS, idempotentWrite, requestHash } from '../../server/http/idempotency'
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  type PostgresTarget,
  postgresTarget,
} from './test-database'

// The Idempotency-Key contract under real concurrency: on a Postgres server each request below runs
// on its own pooled connection, so the unique index (owner, key) is what decides the winner, not
// PGlite's single connection serialising everything.

let target: PostgresTarget
let name: string
let url: string
let database: Database
let app: FastifyInstance

async function effects(note: string) {
  const { rows } = await database.db.execute(sql`select count(*)::int as n from effects where note = ${note}`)
  return (rows[0] as { n: number }).n
}

beforeAll(async () => {
  const found = postgresTarget()
  if (!found) throw new Error('tests/postgres needs vitest.postgres.config.ts (or TEST_DATABASE_URL)')
  target = found
  ;({ name, url } = await createPostgresDatabase(target))
  database = await openDatabase({ databaseUrl: url })
  await database.db.execute(sql`create table effects (id serial primary key, note text not null)`)

  // A write route like every real one: its effect (one row) happens inside idempotentWrite's tx.
  app = Fastify()
  installErrorHandler(app)
  app.post<{ Body: { note: string; holdMs?: number } }>('/write', (request, reply) =>
    idempotentWrite(database.db, request, reply, async (tx) => {
      const { note, holdMs = 0 } = request.body
      const { rows } = await tx.execute(sql`insert into effects (note) values (${note}) returning id`)
      if (holdMs) await tx.execute(sql`select pg_sleep(${holdMs / 1000})`)
      return { status: 201, body: { id: (rows[0] as { id: number }).id, note } }
    }),
  )
  await app.ready()
})

afterAll(async () => {
  await app?.close()
  await database?.close()
  if (name) await dropPostgresDatabase(target, name)
})

const write = (key: string, body: { note: string; holdMs?: number }) =>
  app.inject({ method: 'POST', url: '/write', headers: { 'idempotency-key': key }, payload: body })

describe('idempotency on a Postgres server', () => {
  it('two concurrent writes with one key make one effect; the loser is told it is in progress', async () => {
    const body = { note: 'pair', holdMs: 400 }
    const [a, b] = await Promise.all([write('pair-key-0001', body), write('pair-key-0001', body)])
    const statuses = [a.statusCode, b.statusCode].sort()
    expect(statuses).toEqual([201, 409])
    const loser = a.statusCode === 409 ? a : b
    expect(loser.json().error).toBe('IDEMPOTENCY_KEY_IN_USE')
    expect(await effects('pair')).toBe(1)

    // Once the winner committed, a retry gets the stored answer, not a second effect.
    const winner = a.statusCode === 201 ? a : b
    const retry = await write('pair-key-0001', body)
    expect(retry.statusCode).toBe(201)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(retry.json()).toEqual(winner.json())
    expect(await effects('pair')).toBe(1)
  })

  it('a burst of 12 parallel writes with one key still makes exactly one effect', async () => {
    const body = { note: 'burst' }
    const results = await Promise.all(Array.from({ length: 12 }, () => write('burst-key-0001', body)))
    expect(await effects('burst')).toBe(1)
    const ok = results.filter((r) => r.statusCode === 201)
    expect(ok.length).toBeGreaterThanOrEqual(1)
    for (const r of ok) expect(r.json()).toEqual(ok[0].json())
    for (const r of results) expect([201, 409]).toContain(r.statusCode)
  })

  it('different keys are independent writes', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => write(`many-key-000${i}`, { note: 'many', holdMs: 100 })),
    )
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(201))
    expect(await effects('many')).toBe(6)
  })

  it('the same key with another body is refused with 422 and no effect', async () => {
    await write('reuse-key-0001', { note: 'reuse-a' })
    const other = await write('reuse-key-0001', { note: 'reuse-b' })
    expect(other.statusCode).toBe(422)
    expect(other.json().error).toBe('IDEMPOTENCY_KEY_REUSED')
    expect(await effects('reuse-b')).toBe(0)
  })

  it('the unique index makes a second connection wait for the first, then insert nothing', async () => {
    const first = new pg.Client({ connectionString: url })
    const second = new pg.Client({ connectionString: url })
    await Promise.all([first.connect(), second.connect()])
    const insert = `insert into idempotency_keys (owner, key, request_hash, status)
                    values ('u:1', 'raw-key-0001', 'h', 'running') on conflict do nothing returning id`
    try {
      await first.query('begin')
      await second.query('begin')
      expect((await first.query(insert)).rowCount).toBe(1)
      let secondDone = false
      const pending = second.query(insert).then((r) => {
        secondDone = true
        return r
      })
      await new Promise((r) => setTimeout(r, 300))
      expect(secondDone).toBe(false) // blocked on the uncommitted duplicate
      await first.query('commit')
      expect((await pending).rowCount).toBe(0)
      await second.query('commit')
    } finally {
      await Promise.all([first.end(), second.end()])
    }
    const { rows } = await database.db.execute(
      sql`select count(*)::int as n from idempotency_keys where key = 'raw-key-0001'`,
    )
    expect((rows[0] as { n: number }).n).toBe(1)
  })

  // An API instance killed between its claim and its effect leaves the claim 'running'. The retry
  // (the outbox, the balancer) arrives at once on another instance: it must neither wait minutes
  // nor run the effect while the first holder might still be alive.
  describe('a claim whose holder died', () => {
    const owner = 'ip:127.0.0.1' // inject's address: the owner of a public write
    async function leaveClaim(key: string, note: string, ageMs: number) {
      const hash = requestHash('POST', '/write', { note })
      await database.db.execute(
        sql`insert into idempotency_keys (owner, key, request_hash, status, created_at)
            values (${owner}, ${key}, ${hash}, 'running', ${new Date(Date.now() - ageMs)})`,
      )
    }

    it('is taken over once it is older than ABANDONED_MS and nobody holds it: one effect', async () => {
      await leaveClaim('dead-holder-0001', 'dead-1', ABANDONED_MS + 1000)
      const [a, b] = await Promise.all([
        write('dead-holder-0001', { note: 'dead-1' }),
        write('dead-holder-0001', { note: 'dead-1' }),
      ])
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409])
      expect(await effects('dead-1')).toBe(1)
      const replay = await write('dead-holder-0001', { note: 'dead-1' })
      expect(replay.statusCode).toBe(201)
      expect(replay.headers['idempotent-replayed']).toBe('true')
      expect(await effects('dead-1')).toBe(1)
    })

    it('is not taken over while young: the holder may be about to lock it', async () => {
      await leaveClaim('young-claim-0001', 'young-1', 1000)
      const res = await write('young-claim-0001', { note: 'young-1' })
      expect(res.statusCode).toBe(409)
      expect(res.json().error).toBe('IDEMPOTENCY_KEY_IN_USE')
      expect(await effects('young-1')).toBe(0)
    })

    it('is not taken over while a live holder has it locked, however old', async () => {
      await leaveClaim('slow-holder-0001', 'slow-1', ABANDONED_MS + 1000)
      const holder = new pg.Client({ connectionString: url })
      await holder.connect()
      try {
        await holder.query('begin')
        await holder.query(`select id from idempotency_keys where key = 'slow-holder-0001' for update`)
        const res = await write('slow-holder-0001', { note: 'slow-1' })
        expect(res.statusCode).toBe(409)
        await holder.query('rollback')
      } finally {
        await holder.end()
      }
      expect(await effects('slow-1')).toBe(0)
      // The holder gone (its transaction over, the claim still old): now it is taken over.
      expect((await write('slow-holder-0001', { note: 'slow-1' })).statusCode).toBe(201)
      expect(await effects('slow-1')).toBe(1)
    })
  })
})
