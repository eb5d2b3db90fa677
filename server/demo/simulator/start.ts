/**
 * Starts the simulator inside the server process (SIMULATOR=on, the default for npm start). It
 * writes only through the ingestion endpoint with app.inject() and its own API key.
 */
import type { App } from '../../app'
import type { AppContext } from '../../context'
import { ensureSimulatorKey } from './api-key'
import { runEvery, simulatedClock, TICK_MS } from './clock'
import { PlantSimulator } from './simulator'
import { injectTransport } from './transport'

export async function startInProcessSimulator(
  app: App,
  ctx: AppContext,
): Promise<(() => Promise<void>) | null> {
  const log = (m: string) => app.log.info(m)
  const credentials = await ensureSimulatorKey(ctx.db, ctx.env.DATA_DIR, ctx.now())
  if (!credentials) {
    log('simulator: no company in the database, not started')
    return null
  }
  const simulator = new PlantSimulator(injectTransport(app, credentials), { seed: ctx.env.DEMO_SEED, log })
  const now = simulatedClock(ctx.now().getTime(), ctx.env.SIMULATOR_SPEED)
  await simulator.init(now())
  log(`simulator: ${simulator.machines.length} machines, x${ctx.env.SIMULATOR_SPEED} speed`)
  return runEvery(() => simulator.tick(now()), TICK_MS, log)
}
