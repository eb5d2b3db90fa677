/**
 * What keeps several API instances on one Postgres from doing per-database work twice (ADR 027):
 * the startup lock (instances started together take turns to migrate and seed) and the singleton
 * lock (one instance runs the in-process simulator; another takes over when it goes). Each
 * "instance" here is its own connection pool on the same database, as separate processes would be.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../server/db/client'
import { runAsSingleton } from '../../server/startup/singleton'
import { withStartupLock } from '../../server/startup/startup-lock'
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  type PostgresTarget,
  postgresTarget,
} from './test-database'

let target: PostgresTarget
let name: string
let instances: Database[] = []

beforeAll(async () => {
  const found = postgresTarget()
  if (!found) throw new Error('tests/postgres needs vitest.postgres.config.ts (or TEST_DATABASE_URL)')
  target = found
  const created = await createPostgresDatabase(target)
  name = created.name
  instances = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: created.url })))
})

afterAll(async () => {
  for (const instance of instances) await instance.close()
  if (name) await dropPostgresDatabase(target, name)
})

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('several instances on one database', () => {
  it('take turns to prepare the database: never two at once', async () => {
    let inside = 0
    let most = 0
    const order: number[] = []
    await Promise.all(
      instances.map((instance, i) =>
        withStartupLock(instance.db, async () => {
          inside++
          most = Math.max(most, inside)
          await sleep(150)
          order.push(i)
          inside--
        }),
      ),
    )
    expect(most).toBe(1)
    expect(order.sort()).toEqual([0, 1, 2])
  })

  it('run a singleton task in one instance, and another takes over when it stops', async () => {
    const running = new Set<number>()
    const starts: number[] = []
    const stops = await Promise.all(
      instances.map((instance, i) =>
        runAsSingleton(instance.db, {
          lock: [1801, 99],
          retryMs: 100,
          log: () => {},
          start: async () => {
            running.add(i)
            starts.push(i)
            return async () => {
              running.delete(i)
            }
          },
        }),
      ),
    )
    await sleep(400)
    expect(running.size, 'exactly one instance runs it').toBe(1)
    const first = [...running][0]
    await stops[first]()
    await expect.poll(() => running.size, { timeout: 3000 }).toBe(1)
    expect([...running][0]).not.toBe(first)
    expect(starts).toHaveLength(2)
    for (const [i, stop] of stops.entries()) if (i !== first) await stop()
    expect(running.size).toBe(0)
  })
})
