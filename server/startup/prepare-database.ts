/**
 * What the database needs before the server takes requests, in order: the migrations; the demo
 * plant when DEMO is on and the database is empty (the first start); the purge of expired
 * Idempotency-Keys; and, on PGlite, fresh planner statistics. On Postgres, instances started together
 * take turns (startup-lock.ts): the first migrates and seeds, the others find it done.
 */
import { sql } from 'drizzle-orm'
import type { AppContext } from '../context'
import type { Database } from '../db/client'
import { extendOrderHistory } from '../demo/extend-orders'
import { isEmpty, seedDemo } from '../demo/seed'
import { purgeIdempotencyKeys } from '../http/idempotency'
import { withStartupLock } from './startup-lock'

export async function prepareDatabase(database: Database, ctx: AppContext): Promise<void> {
  await withStartupLock(database.db, () => migrateAndSeed(database, ctx))
  // PGlite runs no autovacuum, so the planner would never get table statistics: refresh them at
  // start, in the background (a few hundred ms on the demo data).
  if (database.kind === 'pglite') {
    void database.db.execute(sql`analyze`).catch((err) => console.warn('analyze failed', err))
  }
}

async function migrateAndSeed(database: Database, ctx: AppContext): Promise<void> {
  await database.migrate()
  const { env } = ctx
  if (env.DEMO && (await isEmpty(database.db))) {
    console.log('Empty database: seeding the demo plant...')
    await seedDemo(database.db, {
      seed: env.DEMO_SEED,
      now: env.DEMO_NOW ? new Date(env.DEMO_NOW) : new Date(),
      // Work orders follow the server's real clock (ctx.now), which DEMO_NOW does not pin.
      maintenanceNow: ctx.now(),
      days: env.DEMO_DAYS,
      log: (m: string) => console.log(m),
      storage: ctx.storage,
    })
    if (env.DEMO_ORDERS > 0) await extendOrderHistory(database.db, env.DEMO_ORDERS, (m) => console.log(m))
  }
  await purgeIdempotencyKeys(database.db)
}
