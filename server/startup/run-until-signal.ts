/**
 * The running server's life after listen: the in-process plant simulator (when SIMULATOR is on),
 * the cost recalculation's sweep for leftover marks, the report mails' queue, the usage-triggered
 * maintenance sweep (every instance runs it; each crossing's work order is inserted once), and a clean stop on
 * SIGTERM/SIGINT: simulator first (it calls the API), then no new connections (closing the app
 * also stops the cost recalculation after its order in hand and the mail queue after its mail in
 * hand), then up to 10 s for requests still running, then the database.
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context'
import type { Database } from '../db/client'
import { runAsSingleton } from './singleton'

/** Advisory lock of the in-process simulator: one per database, however many instances (ADR 027). */
const SIMULATOR_LOCK = [1801, 2] as const

/** Loaded on demand, so a server without the simulator never imports it. */
async function startSimulator(app: FastifyInstance, ctx: AppContext) {
  const { startInProcessSimulator } = await import('../demo/simulator/start')
  return startInProcessSimulator(app, ctx)
}

export async function runUntilSignal(app: FastifyInstance, ctx: AppContext, database: Database) {
  const stopSimulator = ctx.env.SIMULATOR
    ? await runAsSingleton(ctx.db, {
        lock: SIMULATOR_LOCK,
        start: () => startSimulator(app, ctx),
        log: (m) => app.log.info(`simulator: ${m}`),
      })
    : null
  // Orders left marked for a cost recalculation (a crash, another instance's writes): now and every minute.
  app.costRecalculation.start()
  // Report mails due now (those left by a stop or a crash too), then every 30 s and on each wake.
  app.mailQueue.start()
  // Usage-triggered preventive work (issue 33): a pass now, every 60 s and after ingestion.
  app.usageSweep.start()

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info(`${signal}: shutting down`)
    await stopSimulator?.()
    await app.close() // stops accepting connections, lets open ones finish; stops the cost recalculation
    const stillRunning = await app.drain(10_000) // handlers whose client already left
    if (stillRunning > 0) app.log.warn(`${stillRunning} requests still running at shutdown`)
    await database.close()
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}
