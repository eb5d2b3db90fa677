/**
 * The simulator as its own process, against a running server:
 *   npx tsx server/demo/simulator/cli.ts --url http://localhost:8080 --key clientId:secret
 *   npx tsx server/demo/simulator/cli.ts --url http://localhost:8080 --key-file data/simulator-key.txt
 * Options: --speed N (simulated seconds per real second, default 1), --seed N, --tick ms,
 * --health-port N (serve GET /health: 200 ok, 503 while the key is refused; --health-host, default
 * 127.0.0.1). A refused key is logged once as a WARNING; with --key-file the file is re-read while
 * the key is refused, so writing a new key there resumes it (ADR 026).
 * Run it against a server started with SIMULATOR=off, or two simulators will drive the same machines.
 */
import { parseArgs } from 'node:util'
import { SimulatorHealth } from '../../services/system/simulator-health'
import { runEvery, simulatedClock, TICK_MS } from './clock'
import { serveHealth } from './health-server'
import { fixedKey, type KeySource, keyFile } from './key-source'
import { SimulatorRunner } from './runner'
import { PlantSimulator } from './simulator'
import { fetchTransport } from './transport'
import { type SimulatorLog, watchTransport } from './watched-transport'

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:8080' },
    key: { type: 'string' },
    'key-file': { type: 'string' },
    speed: { type: 'string', default: '1' },
    seed: { type: 'string', default: process.env.DEMO_SEED ?? '20261121' },
    tick: { type: 'string', default: String(TICK_MS) },
    'health-port': { type: 'string' },
    'health-host': { type: 'string', default: '127.0.0.1' },
  },
})

function keySource(): KeySource | null {
  if (values.key) return fixedKey(values.key)
  if (!values['key-file']) return null
  try {
    return keyFile(values['key-file'])
  } catch (err) {
    console.error((err as Error).message)
    process.exit(2)
  }
}

const keys = keySource()
if (!keys) {
  console.error(
    'Give the API key with --key clientId:secret or --key-file PATH (an API key with the ingest scope).',
  )
  process.exit(2)
}
const speed = Number(values.speed)
const stamp = () => new Date().toISOString()
const log: SimulatorLog = {
  info: (m) => console.log(`${stamp()} ${m}`),
  warn: (m) => console.warn(`${stamp()} WARNING ${m}`),
}
const health = new SimulatorHealth()
const transport = watchTransport(fetchTransport(values.url, keys.current), health, log, keys.recovery)
const simulator = new PlantSimulator(transport, { seed: Number(values.seed), log: log.info })
const runner = new SimulatorRunner({ simulator, health, keys, log })
const healthServer = values['health-port']
  ? await serveHealth(health, Number(values['health-port']), values['health-host'])
  : null
const now = simulatedClock(Date.now(), speed)
if (await runner.start(now())) {
  log.info(`simulator: ${simulator.machines.length} machines at ${values.url}, x${speed} speed`)
}
const stop = runEvery(() => runner.tick(now()), Number(values.tick), log.info)
const shutdown = async () => {
  await stop()
  healthServer?.close()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown())
process.on('SIGTERM', () => void shutdown())
