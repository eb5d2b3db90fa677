/**
 * The simulator as its own process, against a running server:
 *   npx tsx server/demo/simulator/cli.ts --url http://localhost:8080 --key clientId:secret
 *   npx tsx server/demo/simulator/cli.ts --url http://localhost:8080 --key-file data/simulator-key.txt
 * Options: --speed N (simulated seconds per real second, default 1), --seed N, --tick ms.
 * Run it against a server started with SIMULATOR=off, or two simulators will drive the same machines.
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { runEvery, simulatedClock, TICK_MS } from './clock'
import { PlantSimulator } from './simulator'
import { fetchTransport } from './transport'

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:8080' },
    key: { type: 'string' },
    'key-file': { type: 'string' },
    speed: { type: 'string', default: '1' },
    seed: { type: 'string', default: process.env.DEMO_SEED ?? '20261121' },
    tick: { type: 'string', default: String(TICK_MS) },
  },
})

const credentials =
  values.key ?? (values['key-file'] ? readFileSync(values['key-file'], 'utf8').trim() : null)
if (!credentials) {
  console.error(
    'Give the API key with --key clientId:secret or --key-file PATH (an API key with the ingest scope).',
  )
  process.exit(2)
}
const speed = Number(values.speed)
const log = (m: string) => console.log(`${new Date().toISOString()} ${m}`)
const simulator = new PlantSimulator(fetchTransport(values.url, credentials), {
  seed: Number(values.seed),
  log,
})
const now = simulatedClock(Date.now(), speed)
await simulator.init(now())
log(`simulator: ${simulator.machines.length} machines at ${values.url}, x${speed} speed`)
const stop = runEvery(() => simulator.tick(now()), Number(values.tick), log)
const shutdown = async () => {
  await stop()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown())
process.on('SIGTERM', () => void shutdown())
