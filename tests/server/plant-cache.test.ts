/**
 * The per-plant read caches of plant control and the historical search (read-cache.ts, ADR 007):
 * a repeated request within the TTL does not query again, concurrent misses share one query, an
 * ingestion batch for the plant drops the cache, and every answer stays filtered to the user.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema'
import { demoMachines } from '../../server/demo/catalog'
import { hashToken } from '../../server/lib/tokens'
import { PlantReadCache, plantReadCaches } from '../../server/services/plant/read-cache'
import { bearer, ProductionBuilder, signIn } from './fixtures/production'
import { createTestApp, TEST_NOW, type TestApp } from './helpers'

let app: TestApp
let manager: string
let operator: string
let ingestKey: string
let clock = 0
const flexo = demoMachines[0] // Flexo CI 1, assigned to the operator too
const caches = () => plantReadCaches(app.ctx.db)

const get = (token: string) =>
  app.app.inject({ method: 'GET', url: '/api/plant-control/machines', headers: bearer(token) })
const search = (token: string, body: Record<string, unknown>) =>
  app.app.inject({ method: 'POST', url: '/api/order/historic', headers: bearer(token), payload: body })

let minute = 0
function heartbeat() {
  minute++
  return app.app.inject({
    method: 'POST',
    url: '/api/ingest/v1/events',
    headers: { authorization: ingestKey },
    payload: {
      machine: flexo.serialNumber,
      events: [{ type: 'heartbeat', at: new Date(TEST_NOW.getTime() + minute * 60_000).toISOString() }],
    },
  })
}

async function rename(name: string) {
  await app.ctx.db.update(t.machines).set({ name }).where(eq(t.machines.serialNumber, flexo.serialNumber))
}

beforeAll(async () => {
  app = await createTestApp({ now: () => TEST_NOW })
  // A clock the test moves, so "within the TTL" does not depend on how fast the machine is.
  plantReadCaches(app.ctx.db, { ttlMs: 2000, clock: () => clock })
  manager = await signIn(app, 'manager@demo.plant')
  operator = await signIn(app, 'operator@demo.plant')
  const secret = 'secret-cache-test-0123456789'
  await app.ctx.db.insert(t.apiKeys).values({
    companyId: app.base.companyId,
    clientId: 'cache-test',
    alias: 'cache-test',
    secretHash: hashToken(secret),
    scopes: ['ingest'],
  })
  ingestKey = `ApiKey cache-test:${secret}`
  const b = new ProductionBuilder(app.ctx.db, app.base.plantId)
  const [flexoRow] = await app.ctx.db
    .select()
    .from(t.machines)
    .where(eq(t.machines.serialNumber, flexo.serialNumber))
  const [roto] = await app.ctx.db.select().from(t.machines).where(eq(t.machines.name, 'Roto R9 North'))
  for (const [i, machine] of [flexoRow, roto].entries()) {
    await b.order({
      machineId: machine.id,
      reference: `PO-CACHE-${i}`,
      dateStart: new Date(TEST_NOW.getTime() - (i + 1) * 3600e3).toISOString(),
    })
  }
})
afterAll(() => app.close())

describe('plant control snapshot cache', () => {
  it('serves a repeat within the TTL without querying, filtered per user, and drops it on ingestion', async () => {
    clock = 10_000
    const loads = caches().plantControl.loads
    const first = await get(manager)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toHaveLength(12)
    expect(caches().plantControl.loads).toBe(loads + 1)

    // A change outside ingestion is not seen within the TTL: the answer comes from the snapshot.
    await rename('Flexo Renamed')
    clock += 1500
    const again = await get(manager)
    expect(again.json().map((r: { machineName: string }) => r.machineName)).toContain('Flexo CI 1')
    // The operator's answer comes from the same snapshot, narrowed to the operator's machines.
    const mine = (await get(operator)).json()
    expect(mine.map((r: { machineName: string }) => r.machineName)).toEqual([
      'Flexo CI 1',
      'Flexo CI 2',
      'Flexo Stack 6C',
      'Laminator SL 1',
      'Laminator SL 2',
    ])
    expect(caches().plantControl.loads).toBe(loads + 1)

    // An ingestion batch for the plant drops it: the next request reads the database.
    expect((await heartbeat()).statusCode).toBe(200)
    const fresh = (await get(manager)).json()
    expect(caches().plantControl.loads).toBe(loads + 2)
    const renamed = fresh.find(
      (r: { machineSerialNumber: string }) => r.machineSerialNumber === flexo.serialNumber,
    )
    expect(renamed.machineName).toBe('Flexo Renamed')
    expect(renamed.machineLastTransactionAt).toBe(
      new Date(TEST_NOW.getTime() + minute * 60_000).toISOString(),
    )
    await rename('Flexo CI 1')
  })

  it('expires after the TTL and shares one query between concurrent misses', async () => {
    clock += 2001
    const loads = caches().plantControl.loads
    const answers = await Promise.all([get(manager), get(operator), get(manager), get(manager)])
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200])
    expect(answers[1].json()).toHaveLength(5)
    expect(caches().plantControl.loads).toBe(loads + 1)
  })
})

describe('historic search cache', () => {
  it('answers the same search once within the TTL, per user scope', async () => {
    clock += 5000
    const loads = caches().historic.loads
    const a = await search(manager, { order: 'PO-CACHE' })
    expect(a.json().total).toBe(2)
    // Same search, same user: from the cache. Same body from the operator: another scope, another query.
    expect((await search(manager, { order: 'PO-CACHE' })).json()).toEqual(a.json())
    expect(caches().historic.loads).toBe(loads + 1)
    const forOperator = (await search(operator, { order: 'PO-CACHE' })).json()
    expect(forOperator.results.map((r: { machine: string }) => r.machine)).toEqual(['Flexo CI 1'])
    expect(caches().historic.loads).toBe(loads + 2)
    // Another filter is another search.
    await search(manager, { order: 'PO-CACHE-1' })
    expect(caches().historic.loads).toBe(loads + 3)
  })

  it('is dropped by an ingestion batch for the plant', async () => {
    clock += 5000
    await search(manager, { order: 'PO-CACHE' })
    const loads = caches().historic.loads
    await app.ctx.db
      .update(t.productionOrders)
      .set({ reference: 'PO-CACHE-0-EDITED' })
      .where(eq(t.productionOrders.reference, 'PO-CACHE-0'))
    const stale = (await search(manager, { order: 'PO-CACHE' })).json()
    expect(stale.results.map((r: { reference: string }) => r.reference)).toContain('PO-CACHE-0')
    expect(caches().historic.loads).toBe(loads)
    await heartbeat()
    const fresh = (await search(manager, { order: 'PO-CACHE' })).json()
    expect(fresh.results.map((r: { reference: string }) => r.reference)).toContain('PO-CACHE-0-EDITED')
    expect(caches().historic.loads).toBe(loads + 1)
  })
})

describe('PlantReadCache', () => {
  it('does not store a load that an invalidation overtook, and never caches a failure', async () => {
    let now = 0
    const cache = new PlantReadCache<number>(1000, 10, () => now)
    let release: (v: number) => void = () => {}
    const slow = cache.get(1, 'k', () => new Promise<number>((r) => (release = r)))
    expect(cache.get(1, 'k', async () => 99)).toBe(slow) // single flight
    cache.invalidatePlant(1)
    release(1)
    expect(await slow).toBe(1) // its own callers still get it
    expect(await cache.get(1, 'k', async () => 2)).toBe(2) // but it was not stored
    expect(await cache.get(1, 'k', async () => 3)).toBe(2)
    now = 1001
    expect(await cache.get(1, 'k', async () => 4)).toBe(4)

    await expect(cache.get(2, 'k', async () => Promise.reject(new Error('db down')))).rejects.toThrow()
    expect(await cache.get(2, 'k', async () => 5)).toBe(5)
    expect(cache.loads).toBe(5)
  })

  it('keeps at most maxEntries per plant, dropping the oldest', async () => {
    const cache = new PlantReadCache<string>(1000, 2, () => 0)
    for (const k of ['a', 'b', 'c']) await cache.get(1, k, async () => k)
    const loads = cache.loads
    await cache.get(1, 'c', async () => 'x')
    await cache.get(1, 'a', async () => 'a2')
    expect(cache.loads).toBe(loads + 1)
  })
})
