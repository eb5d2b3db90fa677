/**
 * Entry point: reads the environment, opens and prepares the database (server/startup/), builds
 * the app, listens, then runs until SIGTERM/SIGINT.
 */
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { buildApp } from './app'
import { openDatabase } from './db/client'
import { readEnv } from './env'
import { createAppContext } from './startup/app-context'
import { prepareDatabase } from './startup/prepare-database'
import { localUrl, readyLine } from './startup/ready-line'
import { runUntilSignal } from './startup/run-until-signal'

async function main() {
  const env = readEnv()
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
  const ctx = createAppContext(env, database.db)
  await prepareDatabase(database, ctx)

  const https =
    env.TLS_CERT && env.TLS_KEY ? { cert: readFileSync(env.TLS_CERT), key: readFileSync(env.TLS_KEY) } : null
  const app = await buildApp(ctx, {
    logger: { level: env.LOG_LEVEL },
    https,
    staticDir: env.STATIC_DIR,
    trustProxy: env.TRUST_PROXY,
  })
  await app.listen({ port: env.PORT, host: env.HOST })
  const { port } = app.server.address() as AddressInfo
  console.log(readyLine({ url: localUrl(env.HOST, port, https !== null), demo: env.DEMO }))
  await runUntilSignal(app, ctx, database)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
