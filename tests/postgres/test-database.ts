/**
 * The database under a test app: in-memory PGlite by default; on a Postgres server when the run
 * provides one (vitest.postgres.config.ts's globalSetup) or TEST_DATABASE_URL names one. On Postgres
 * each call gets its own database, t_<random>, copied from the migrated template when there is one
 * (else migrated in place), and dropped again on close.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { type Database, openDatabase } from '../../server/db/client'

export interface PostgresTarget {
  /** A superuser (or CREATEDB) URL to the maintenance database. */
  adminUrl: string
  /** A database with the migrations applied, to copy; null to migrate each new database. */
  template: string | null
  version: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: PostgresTarget
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

/** A migrated, empty database for one test app. */
export async function openTestDatabase(): Promise<Database> {
  const target = postgresTarget()
  if (!target) {
    const database = await openDatabase({ dataDir: 'memory' })
    await database.migrate()
    return database
  }
  const { name, url } = await createPostgresDatabase(target)
  const database = await openDatabase({ databaseUrl: url })
  if (!target.template) await database.migrate()
  return {
    ...database,
    async close() {
      await database.close()
      await dropPostgresDatabase(target, name)
    },
  }
}
