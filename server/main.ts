/**
 * Entry point: reads the environment, opens and migrates the database, seeds the demo plant when
 * the database is empty, listens, and shuts down cleanly on SIGTERM/SIGINT.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { buildApp } from './app'
import type { AppContext } from './context'
import { openDatabase } from './db/client'
import { isEmpty, seedDemo } from './demo/seed'
import { readEnv } from './env'
import { purgeIdempotencyKeys } from './http/idempotency'
import { createMailer } from './lib/mailer'
import { localStorage } from './lib/storage'

async function main() {
  const env = readEnv()
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
  await database.migrate()

  const pinned = env.DEMO_NOW ? new Date(env.DEMO_NOW) : null
  const now = () => new Date()
  const https =
    env.TLS_CERT && env.TLS_KEY ? { cert: readFileSync(env.TLS_CERT), key: readFileSync(env.TLS_KEY) } : null
  const logger = { level: env.LOG_LEVEL }
  const ctx: AppContext = {
    db: database.db,
    env,
    now,
    storage: localStorage(path.resolve(env.DATA_DIR, 'files')),
    mailer: createMailer({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      mailDir: path.resolve(env.DATA_DIR, 'mail'),
      log: (m) => console.log(m),
    }),
  }

  if (env.DEMO && (await isEmpty(database.db))) {
    console.log('Empty database: seeding the demo plant...')
    await seedDemo(database.db, {
      seed: env.DEMO_SEED,
      now: pinned ?? new Date(),
      days: env.DEMO_DAYS,
      log: (m: string) => console.log(m),
      storage: ctx.storage,
    })
  }
  await purgeIdempotencyKeys(database.db)
  // PGlite runs no autovacuum, so the planner would never get table statistics: refresh them at
  // start, in the background (a few hundred ms on the demo data).
  if (database.kind === 'pglite') {
    void database.db.execute(sql`analyze`).catch((err) => console.warn('analyze failed', err))
  }

  const app = await buildApp(ctx, { logger, https, staticDir: env.STATIC_DIR, trustProxy: env.TRUST_PROXY })
  await app.listen({ port: env.PORT, host: env.HOST })
  const stopSimulator = env.SIMULATOR ? await startSimulatorIfAvailable(app, ctx) : null

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info(`${signal}: shutting down`)
    await stopSimulator?.()
    await app.close() // stops accepting connections, lets open ones finish
    const stillRunning = await app.drain(10_000) // handlers whose client already left
    if (stillRunning > 0) app.log.warn(`${stillRunning} requests still running at shutdown`)
    await database.close()
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

async function startSimulatorIfAvailable(
  app: Awaited<ReturnType<typeof buildApp>>,
  ctx: AppContext,
): Promise<(() => Promise<void>) | null> {
  const { startInProcessSimulator } = await import('./demo/simulator/start')
  return startInProcessSimulator(app, ctx)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
