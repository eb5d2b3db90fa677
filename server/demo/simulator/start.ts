/**
 * Starts the simulator inside the server process (SIMULATOR=on, the default for npm start). It
 * writes only through the ingestion endpoint with app.inject() and its own API key, and reports
 * its health to /api/health (app.simulatorHealth). At start a missing or refused key is replaced
 * (ensureSimulatorKey); at run time a refused key is only reported and logged once, and the
 * simulator waits for a new key in DATA_DIR/simulator-key.txt (runner.ts says why).
 */
import type { App } from '../../app'
import type { AppContext } from '../../context'
import { ensureSimulatorKey, simulatorKeyFile } from './api-key'
import { runEvery, simulatedClock, TICK_MS } from './clock'
import { keyFile } from './key-source'
import { SimulatorRunner } from './runner'
import { PlantSimulator } from './simulator'
import { injectTransport } from './transport'
import { type SimulatorLog, watchTransport } from './watched-transport'

export async function startInProcessSimulator(
  app: App,
  ctx: AppContext,
): Promise<(() => Promise<void>) | null> {
  const log: SimulatorLog = { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m) }
  const credentials = await ensureSimulatorKey(ctx.db, ctx.env.DATA_DIR, ctx.now())
  if (!credentials) {
    log.info('simulator: no company in the database, not started')
    return null
  }
  const file = simulatorKeyFile(ctx.env.DATA_DIR)
  const keys = keyFile(file, credentials, `a new key is written to ${file} or the server restarts`)
  const health = app.simulatorHealth
  const transport = watchTransport(injectTransport(app, keys.current), health, log, keys.recovery)
  const simulator = new PlantSimulator(transport, { seed: ctx.env.DEMO_SEED, log: log.info })
  const runner = new SimulatorRunner({ simulator, health, keys, log })
  const now = simulatedClock(ctx.now().getTime(), ctx.env.SIMULATOR_SPEED)
  // A key refused already (revoked between the check and now) is reported; the ticks wait for a new one.
  if (await runner.start(now())) {
    log.info(`simulator: ${simulator.machines.length} machines, x${ctx.env.SIMULATOR_SPEED} speed`)
  }
  const stop = runEvery(() => runner.tick(now()), TICK_MS, log.info)
  return async () => {
    await stop()
    health.set('off')
  }
}
