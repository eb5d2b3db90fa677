/**
 * The two Postgres advisory locks of cost recalculation, keyed (class, plant id):
 *
 * - PRICES, a transaction lock: every price write takes it first thing in its transaction, and so
 *   does the job's transaction for each order. A write's marks and the job's "reprice, then delete
 *   the mark" can then never interleave: without it, a write committing between the job reading the
 *   prices and deleting the mark would find the order still marked (ON CONFLICT DO NOTHING) and the
 *   order would keep the old prices for good. It also serializes two writes of one plant, so their
 *   period checks see each other.
 * - RUN, a session lock held for a whole run: two API instances on one Postgres never recalculate
 *   the same plant together. It lives on one pooled connection for the run's length; a crashed
 *   process drops the connection and the lock with it. PGlite is one session in one process, where
 *   session locks are reentrant: there the job's in-process guard is the whole story.
 */
import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { Db, DbOrTx } from '../../db/client'

/** Lock classes: 15 for issue 15, then 1 and 2. Distinct from any single-bigint advisory key. */
const PRICES_LOCK = 1501
const RUN_LOCK = 1502

/** Waits for the plant's price lock, held until the transaction ends. Call it before reading prices. */
export async function lockPlantPrices(tx: DbOrTx, plantId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PRICES_LOCK}::int, ${plantId}::int)`)
}

export type RunLockResult<T> = { ran: true; value: T } | { ran: false }

/** Runs `run` holding the plant's run lock, or answers { ran: false } when another session holds it. */
export async function withRunLock<T>(
  db: Db,
  plantId: number,
  run: () => Promise<T>,
): Promise<RunLockResult<T>> {
  // Drizzle keeps the driver's client on the database object (typed on neither flavour here).
  const client = (db as unknown as { $client?: unknown }).$client
  if (!(client instanceof pg.Pool)) return { ran: true, value: await run() }
  const connection = await client.connect()
  let broken: Error | undefined
  try {
    const { rows } = await connection.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1::int, $2::int) as locked',
      [RUN_LOCK, plantId],
    )
    if (!rows[0]?.locked) return { ran: false }
    try {
      return { ran: true, value: await run() }
    } finally {
      await connection
        .query('select pg_advisory_unlock($1::int, $2::int)', [RUN_LOCK, plantId])
        .catch((err) => {
          // A connection that cannot unlock is thrown away, which releases the lock on the server.
          broken = err instanceof Error ? err : new Error(String(err))
        })
    }
  } finally {
    connection.release(broken)
  }
}
