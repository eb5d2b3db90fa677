/**
 * One instance at a time prepares the database. Several API instances started together on one
 * Postgres would otherwise all run the migrations and all find the database empty and seed the demo
 * plant at once. A session advisory lock, taken on one connection of the pool and held while
 * `prepare` runs, makes the others wait; they then find the migrations applied and the plant there.
 * A crashed instance drops its connection and the lock with it. PGlite is one process: no lock.
 */
import pg from 'pg'
import type { Db } from '../db/client'

/** Lock class 1801 (issue 18), key 1: database preparation. Distinct from every other advisory key. */
const PREPARE_LOCK = [1801, 1] as const

export async function withStartupLock<T>(db: Db, prepare: () => Promise<T>): Promise<T> {
  // Drizzle keeps the driver's client on the database object (typed on neither flavour here).
  const client = (db as unknown as { $client?: unknown }).$client
  if (!(client instanceof pg.Pool)) return prepare()
  const connection = await client.connect()
  let broken: Error | undefined
  try {
    await connection.query('select pg_advisory_lock($1::int, $2::int)', [...PREPARE_LOCK])
    try {
      return await prepare()
    } finally {
      await connection
        .query('select pg_advisory_unlock($1::int, $2::int)', [...PREPARE_LOCK])
        .catch((err) => {
          // A connection that cannot unlock is thrown away, which releases the lock on the server.
          broken = err instanceof Error ? err : new Error(String(err))
        })
    }
  } finally {
    connection.release(broken)
  }
}
