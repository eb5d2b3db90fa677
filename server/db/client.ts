/**
 * One database handle for the app: embedded PGlite (file-backed under DATA_DIR, or in memory for
 * tests) or a Postgres server when DATABASE_URL is set. Both speak Postgres; the SQL we write runs
 * on Postgres 15 (Debian) and PGlite's 18.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema'

/**
 * Drizzle's pglite and node-postgres databases share one query API; we type both as the
 * node-postgres flavour so services are written once.
 */
export type Db = NodePgDatabase<typeof schema>
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type DbOrTx = Db | Tx

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
  close(): Promise<void>
}

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations')

export interface OpenOptions {
  /** postgres://... to use a server. */
  databaseUrl?: string
  /** A directory for file-backed PGlite, or 'memory'. */
  dataDir?: string
  /**
   * In memory only: start from this PGlite data-directory dump (PGlite's dumpDataDir) instead of an
   * empty cluster. Tests load one migrated and seeded dump per file: loading takes about a second,
   * a new cluster plus the migrations and the seed about three.
   */
  snapshot?: Blob
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20 })
    const db = drizzlePg(pool, { schema })
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    }
  }
  const dir = options.dataDir ?? 'memory'
  let client: PGlite
  if (dir === 'memory') {
    client = new PGlite(options.snapshot ? { loadDataDir: options.snapshot } : undefined)
  } else {
    const pgDir = path.resolve(dir, 'pg')
    mkdirSync(pgDir, { recursive: true })
    client = new PGlite(pgDir)
  }
  await client.waitReady
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  }
}
