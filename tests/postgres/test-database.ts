/**
 * The database under a test app, copied from a fixture the run's global setup seeded once
 * (tests/support/database-fixtures.ts): in-memory PGlite loaded from a dump
 * (tests/server/global-setup.ts), or on a Postgres server (vitest.postgres.config.ts's globalSetup,
 * or TEST_DATABASE_URL) its own database t_<random>, created from the fixture's template and dropped
 * again on close. Without a global setup (TEST_DATABASE_URL alone) the database is migrated and
 * seeded in place.
 */
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { type Database, openDatabase } from '../../server/db/client'
import { type FixtureManifest, type FixtureName, seedFixtures } from '../support/database-fixtures'

/** A fixture, or 'empty': the migrated schema with no rows. */
export type DatabaseStart = FixtureName | 'empty'

export interface PostgresTarget {
  /** A superuser (or CREATEDB) URL to the maintenance database. */
  adminUrl: string
  /** A database with the migrations applied, to copy; null to migrate each new database. */
  template: string | null
  /** The seeded fixtures' template databases, when the global setup made them. */
  fixtures?: Record<FixtureName, string>
  manifest?: FixtureManifest
  version: string
}

/** The PGlite run's dumps (tests/server/global-setup.ts): one file per start, and the seeds' ids. */
export interface PgliteDumps {
  dir: string
  manifest: FixtureManifest
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: PostgresTarget
    pgliteDumps: PgliteDumps
  }
}

export function postgresTarget(): PostgresTarget | null {
  const provided: PostgresTarget | undefined = inject('postgres')
  if (provided) return provided
  const url = process.env.TEST_DATABASE_URL
  return url ? { adminUrl: url, template: null, version: 'unknown' } : null
}

async function admin<T>(
  adminUrl: string,
  run: (client: InstanceType<typeof pg.Client>) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

export function databaseUrl(adminUrl: string, name: string) {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Creates an empty (or template-copied) database on the target and returns its name and URL. */
export async function createPostgresDatabase(target: PostgresTarget, fromTemplate = true) {
  const name = `t_${randomBytes(8).toString('hex')}`
  const template = fromTemplate && target.template ? ` template ${target.template}` : ''
  await admin(target.adminUrl, (c) => c.query(`create database ${name}${template}`))
  return { name, url: databaseUrl(target.adminUrl, name) }
}

/**
 * Drops a test database. pool.end() resolves before its sockets have closed, so the backends may
 * linger a moment: wait for them (55006 "being accessed by other users") rather than killing them
 * WITH (FORCE), which would hit the closing clients with an unhandled FATAL 57P01.
 */
export async function dropPostgresDatabase(target: PostgresTarget, name: string) {
  await admin(target.adminUrl, async (c) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      try {
        await c.query(`drop database if exists ${name}`)
        return
      } catch (err) {
        if ((err as { code?: string }).code !== '55006') throw err
        await new Promise((r) => setTimeout(r, 100))
      }
    }
    await c.query(`drop database if exists ${name} with (force)`)
  })
}

export interface TestDatabase extends Database {
  /** What the seeds returned: the ids of the demo catalogue, the maintenance counts. */
  manifest: FixtureManifest | null
}

/** What a copy of `start` holds of the seeds the global setup ran. */
function manifestAt(manifest: FixtureManifest | null, start: DatabaseStart): FixtureManifest | null {
  if (!manifest || start === 'empty') return null
  return start === 'base' ? { ...manifest, maintenance: null } : manifest
}

const dumps = new Map<DatabaseStart, Blob>()

function pgliteDump(provided: PgliteDumps, start: DatabaseStart): Blob {
  let dump = dumps.get(start)
  if (!dump) {
    dump = new Blob([readFileSync(path.join(provided.dir, `${start}.tar`))])
    dumps.set(start, dump)
  }
  return dump
}

/** A database for one test app, starting from `start` (default: the demo catalogue). */
export async function openTestDatabase(start: DatabaseStart = 'base'): Promise<TestDatabase> {
  const target = postgresTarget()
  if (!target) {
    const provided: PgliteDumps | undefined = inject('pgliteDumps')
    if (provided) {
      const database = await openDatabase({ dataDir: 'memory', snapshot: pgliteDump(provided, start) })
      return { ...database, manifest: manifestAt(provided.manifest, start) }
    }
    const database = await openDatabase({ dataDir: 'memory' })
    await database.migrate()
    return { ...database, manifest: start === 'empty' ? null : await seedFixtures(database.db, start) }
  }
  const template = start === 'empty' ? target.template : (target.fixtures?.[start] ?? target.template)
  const seeded = start !== 'empty' && target.fixtures !== undefined
  const { name, url } = await createPostgresDatabase({ ...target, template })
  const database = await openDatabase({ databaseUrl: url })
  if (!template) await database.migrate()
  const manifest = seeded
    ? manifestAt(target.manifest ?? null, start)
    : start === 'empty'
      ? null
      : await seedFixtures(database.db, start)
  return {
    ...database,
    manifest,
    async close() {
      await database.close()
      await dropPostgresDatabase(target, name)
    },
  }
}
