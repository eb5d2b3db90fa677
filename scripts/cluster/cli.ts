/**
 * `npm run cluster`: the portal as it runs at scale, on this machine: a Postgres server, three API
 * instances, HAProxy in front and the plant simulator as its own process (scripts/cluster/harness.ts).
 * Everything is thrown away on Ctrl-C. Options: --instances N (1-3), --port P (the balancer's),
 * --speed S (the simulator's clock; 0 for no simulator).
 */
import { parseArgs } from 'node:util'
import { startPortalCluster } from './harness'

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '3' },
    port: { type: 'string', default: '8080' },
    speed: { type: 'string', default: '1' },
  },
})

const started = Date.now()
console.log('Starting Postgres, the API instances (the first seeds the demo plant) and HAProxy...')
const speed = Number(values.speed)
const cluster = await startPortalCluster({
  instances: Number(values.instances),
  port: Number(values.port),
  simulator: speed > 0 ? { speed } : false,
  env: { LOG_LEVEL: 'info' },
})
console.log(`\nThe portal is at ${cluster.url} (ready in ${Math.round((Date.now() - started) / 1000)} s)`)
console.log(`  Postgres: ${cluster.databaseUrl}`)
for (const i of cluster.instances) console.log(`  ${i.name}: http://127.0.0.1:${i.port} (pid ${i.pid()})`)
if (cluster.simulator) console.log(`  simulator: pid ${cluster.simulator.pid()}`)
console.log('Sign in as manager@demo.plant / demo1234. Ctrl-C stops everything.\n')

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  console.log('Stopping...')
  await cluster.stop()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
