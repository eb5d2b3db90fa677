/**
 * A background task that must run in one process only, however many API instances share the
 * Postgres database: the in-process plant simulator (two would drive the same machines twice).
 * Each instance tries a session advisory lock and the one that gets it runs the task while it lives;
 * the others try again every `retryMs`, so when that instance stops or dies (its connection, and
 * the lock with it, goes), another takes over within that time. On PGlite (one process) it just runs.
 *
 * The jobs that work through the database need no such lock: the mail queue claims each mail with
 * FOR UPDATE SKIP LOCKED and the cost recalculation holds a lock per plant (ADR 027).
 */
import pg, { type PoolClient } from 'pg'
import type { Db } from '../db/client'

type Stop = () => Promise<void>

export interface SingletonOptions {
  /** Advisory lock key (class, key); distinct per task. */
  lock: readonly [number, number]
  start: () => Promise<Stop | null>
  log: (message: string) => void
  retryMs?: number
}

/** Starts `start` when this process holds the lock; answers a stop function that releases it. */
export async function runAsSingleton(db: Db, options: SingletonOptions): Promise<Stop> {
  const pool = (db as unknown as { $client?: unknown }).$client
  if (!(pool instanceof pg.Pool)) {
    const stop = await options.start()
    return async () => {
      await stop?.()
    }
  }
  let stopped = false
  let held: { connection: PoolClient; stop: Stop | null } | null = null
  let timer: NodeJS.Timeout | undefined

  const attempt = async () => {
    if (stopped || held) return
    const connection = await pool.connect().catch(() => null)
    if (!connection) return
    const { rows } = await connection
      .query<{ locked: boolean }>('select pg_try_advisory_lock($1::int, $2::int) as locked', [
        ...options.lock,
      ])
      .catch(() => ({ rows: [{ locked: false }] }))
    if (!rows[0]?.locked || stopped) {
      connection.release()
      return
    }
    held = { connection, stop: null }
    // The lock's connection broke (the database restarted): the lock is gone, let another take it.
    connection.on('error', () => void release(true))
    held.stop = await options.start()
  }

  const release = async (broken = false) => {
    const current = held
    held = null
    if (!current) return
    await current.stop?.()
    if (!broken) {
      await current.connection
        .query('select pg_advisory_unlock($1::int, $2::int)', [...options.lock])
        .catch(() => {})
    }
    current.connection.release(broken ? new Error('lock connection lost') : undefined)
  }

  await attempt()
  if (!held) options.log('another instance runs this task; this one stands by')
  const retryMs = options.retryMs ?? 30_000
  timer = setInterval(() => void attempt().catch((err) => options.log(`singleton: ${err}`)), retryMs)
  timer.unref()
  return async () => {
    stopped = true
    clearInterval(timer)
    await release()
  }
}
