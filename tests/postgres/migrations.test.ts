import { is, sql } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, type Db, openDatabase } from '../../server/db/client'
import * as schema from '../../server/db/schema'
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  type PostgresTarget,
  postgresTarget,
} from './test-database'

// The one migration, applied to an EMPTY database on the real server (not the template), must build
// exactly the catalogue the Drizzle schema describes and that PGlite builds from the same SQL.

const tables = Object.values(schema as Record<string, unknown>)
  .filter((v): v is PgTable => is(v, PgTable))
  .map((t) => getTableConfig(t))

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[]
}

/** Tables, columns, indexes and constraints of the public schema, in a server-independent order. */
async function catalogue(db: Db) {
  const columns = await rows<Record<string, string>>(
    db,
    sql`select table_name, column_name, data_type, udt_name, is_nullable, column_default
        from information_schema.columns where table_schema = 'public'
        order by table_name, column_name`,
  )
  const indexes = await rows<Record<string, string>>(
    db,
    sql`select tablename, indexname, indexdef from pg_indexes where schemaname = 'public'
        order by tablename, indexname`,
  )
  const constraints = await rows<Record<string, string>>(
    db,
    sql`select conrelid::regclass::text as table_name, conname, contype::text as contype,
               pg_get_constraintdef(oid) as def
        from pg_constraint where connamespace = 'public'::regnamespace
          and contype <> 'n' -- Postgres 18 records NOT NULL here too; 15 does not (columns cover it)
        order by 1, 2`,
  )
  return { columns, indexes, constraints }
}

let target: PostgresTarget
let name: string
let database: Database

beforeAll(async () => {
  const found = postgresTarget()
  if (!found) throw new Error('tests/postgres needs vitest.postgres.config.ts (or TEST_DATABASE_URL)')
  target = found
  const created = await createPostgresDatabase(target, false)
  name = created.name
  database = await openDatabase({ databaseUrl: created.url })
})
afterAll(async () => {
  await database?.close()
  if (name) await dropPostgresDatabase(target, name)
})

describe('migrations on a Postgres server', () => {
  it('runs on Postgres 15 or newer', async () => {
    const [row] = await rows<{ v: string }>(
      database.db,
      sql`select current_setting('server_version_num') as v`,
    )
    expect(Number(row.v)).toBeGreaterThanOrEqual(150000)
    expect(database.kind).toBe('postgres')
  })

  it('applies the migrations to an empty database, and a second run changes nothing', async () => {
    await database.migrate()
    const before = await catalogue(database.db)
    await database.migrate()
    expect(await catalogue(database.db)).toEqual(before)
    const [applied] = await rows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )
    expect(applied.n).toBeGreaterThanOrEqual(1)
  })

  it('creates every table, column and index of the Drizzle schema', async () => {
    const { columns, indexes } = await catalogue(database.db)
    expect(tables.length).toBeGreaterThan(20)
    for (const table of tables) {
      const actual = columns.filter((c) => c.table_name === table.name)
      expect(actual.map((c) => c.column_name).sort(), table.name).toEqual(
        table.columns.map((c) => c.name).sort(),
      )
      for (const column of table.columns) {
        const found = actual.find((c) => c.column_name === column.name)
        expect(found?.is_nullable, `${table.name}.${column.name}`).toBe(column.notNull ? 'NO' : 'YES')
      }
      for (const index of table.indexes) {
        expect(
          indexes.some((i) => i.indexname === index.config.name),
          `${table.name}: ${index.config.name}`,
        ).toBe(true)
      }
    }
  })

  // Its own minute and a half: it starts an embedded PGlite and runs every migration on it, 28 s
  // on this 2-core machine beside the other steps of npm test (30 s, the default, failed a CI run).
  it('builds the same catalogue as embedded PGlite', { timeout: 90_000 }, async () => {
    const lite = await openDatabase({ dataDir: 'memory' })
    try {
      await lite.migrate()
      const expected = await catalogue(lite.db)
      const actual = await catalogue(database.db)
      expect(actual.columns).toEqual(expected.columns)
      expect(actual.indexes).toEqual(expected.indexes)
      expect(actual.constraints).toEqual(expected.constraints)
    } finally {
      await lite.close()
    }
  })
})
