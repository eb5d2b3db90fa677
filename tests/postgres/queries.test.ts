import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import type { AppContext } from '../../server/context'
import { type Database, openDatabase } from '../../server/db/client'
import { seedDemo } from '../../server/demo/seed'
import { readEnv } from '../../server/env'
import { localStorage } from '../../server/lib/storage'
import { openTestDatabase, postgresTarget } from './test-database'

// The read paths the plant lives on, run against the SAME generated demo plant on a Postgres server
// and on embedded PGlite: both must give identical answers (same rows, order, numbers and null-ness).
// Differences here are dialect or driver slips: numeric/bigint parsing, timestamp zones, sort
// stability, collation.

const NOW = new Date('2026-11-20T10:00:00Z')
const DAYS = 6
const day = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`

type Who = 'manager' | 'operator'

interface Side {
  database: Database
  app: FastifyInstance
  /** manager@ (all machines) and operator@ (FLEXO and LAMINATING only). */
  tokens: Record<Who, string>
  dir: string
}

async function side(database: Database): Promise<Side> {
  await seedDemo(database.db, { seed: 20261121, now: NOW, days: DAYS })
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-pgq-'))
  const ctx: AppContext = {
    db: database.db,
    env: readEnv({ DATA_DIR: dir, LOGIN_RATE_LIMIT: '1000', DEMO_NOW: NOW.toISOString() }),
    now: () => NOW,
    storage: localStorage(path.join(dir, 'files')),
    mailer: { send: async () => {} },
  }
  const app = await buildApp(ctx)
  await app.ready()
  const b64 = (s: string) => Buffer.from(s).toString('base64')
  const signIn = async (who: Who) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { user: b64(`${who}@demo.plant`), password: b64('demo1234'), token: '', redirect: false },
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().token as string
  }
  return {
    database,
    app,
    tokens: { manager: await signIn('manager'), operator: await signIn('operator') },
    dir,
  }
}

let pgSide: Side
let liteSide: Side

beforeAll(async () => {
  if (!postgresTarget())
    throw new Error('tests/postgres needs vitest.postgres.config.ts (or TEST_DATABASE_URL)')
  const lite = await openDatabase({ dataDir: 'memory' })
  await lite.migrate()
  ;[pgSide, liteSide] = await Promise.all([openTestDatabase('empty').then(side), side(lite)])
  expect(pgSide.database.kind).toBe('postgres')
  expect(liteSide.database.kind).toBe('pglite')
}, 240_000)

afterAll(async () => {
  for (const s of [pgSide, liteSide]) {
    if (!s) continue
    await s.app.close()
    await s.database.close()
    rmSync(s.dir, { recursive: true, force: true })
  }
})

async function both(method: 'GET' | 'POST', url: string, payload?: unknown, who: Who = 'manager') {
  const [onPg, onLite] = await Promise.all(
    [pgSide, liteSide].map((s) =>
      s.app.inject({
        method,
        url,
        payload: payload as never,
        headers: { authorization: `Bearer ${s.tokens[who]}` },
      }),
    ),
  )
  expect(onPg.statusCode, onPg.body).toBe(200)
  expect(onLite.statusCode, onLite.body).toBe(200)
  expect(onPg.json()).toEqual(onLite.json())
  return onPg.json()
}

describe('representative queries: Postgres server and PGlite agree', () => {
  it('plant status list (GET /api/plant-control/machines)', async () => {
    const machines = await both('GET', '/api/plant-control/machines')
    expect(machines.length).toBe(12)
    expect(machines.some((m: { poReference: string | null }) => m.poReference !== null)).toBe(true)
  })

  it('historic list: first page, no filter, and the next page', async () => {
    const first = await both('POST', '/api/order/historic', { limit: 100, offset: 0 })
    expect(first.results.length).toBeGreaterThan(10)
    expect(first.total).toBeGreaterThanOrEqual(first.results.length)
    const starts = first.results.map((r: { dateStart: string }) => r.dateStart)
    expect([...starts].sort().reverse()).toEqual(starts) // newest first
    await both('POST', '/api/order/historic', { limit: 10, offset: 10 })
  })

  it('historic list: one machine, a date range, customer + progress, text search', async () => {
    const machines = await both('GET', '/api/plant-control/machines')
    const one = await both('POST', '/api/order/historic', { machine: [machines[0].machineId], limit: 100 })
    expect(one.results.length).toBeGreaterThan(0)
    expect(one.results.every((r: { machine: string }) => r.machine === machines[0].machineName)).toBe(true)

    const ranged = await both('POST', '/api/order/historic', {
      date_start: day(new Date(NOW.getTime() - 2 * 86_400_000)),
      date_finish: day(NOW),
      limit: 100,
    })
    expect(ranged.total).toBeGreaterThan(0)

    const all = await both('POST', '/api/order/historic', { limit: 100 })
    const customer = all.results.find((r: { customer: string | null }) => r.customer)?.customer
    expect(customer).toBeTruthy()
    await both('POST', '/api/order/historic', { customer: [customer], progress: [3], limit: 100 })
    await both('POST', '/api/order/historic', { order: all.results[0].reference.slice(0, 4), limit: 25 })
  })

  it('the filter lists (customers, operators), scoped to the machines of the user', async () => {
    expect((await both('GET', '/api/customers_plant')).length).toBeGreaterThan(0)
    const operators = await both('GET', '/api/operators_plant')
    expect(operators.length).toBeGreaterThan(0)
    const scoped = await both('GET', '/api/operators_plant', undefined, 'operator')
    expect(scoped.length).toBeGreaterThan(0)
    expect(scoped.length).toBeLessThan(operators.length)
    await both('GET', '/api/customers_plant', undefined, 'operator')
  })

  it('historic list: every progress band (the shared progress formula)', async () => {
    for (const progress of [[1], [2], [3]]) {
      await both('POST', '/api/order/historic', { progress, limit: 100 }, 'operator')
    }
  })
})
