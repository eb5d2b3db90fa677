/**
 * The cluster run (playwright.cluster.config.ts): a Postgres server, three API instances behind
 * HAProxy and the simulator as its own process (scripts/cluster/harness.ts), seeded with the same
 * demo plant as the e2e suite, then chaos (tests/cluster/chaos.ts) killing one instance every
 * CHAOS_EVERY_MS for the whole run. The tests reach the balancer through E2E_EXTERNAL_URL
 * (tests/e2e/support/fixtures.ts), so the e2e offline exactly-once test runs here unchanged.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startPortalCluster } from '../../scripts/cluster/harness'
import { bundleServer } from '../../scripts/server-bundle'
import { DEMO_NOW, ensureBuiltApp } from '../e2e/support/server'
import { testBrowserPath } from '../support/chromium'
import { startChaos } from './chaos'

const CHAOS_EVERY_MS = 15_000
const CHAOS_DOWN_MS = 4_000

export default async function globalSetup() {
  if (!existsSync(testBrowserPath))
    throw new Error(`${testBrowserPath} is missing: apt-get install -y chromium-headless-shell`)
  const root = mkdtempSync(path.join(tmpdir(), 'plant-cluster-'))
  ensureBuiltApp(root)
  // One compiled server for the instances and their restarts after each kill (scripts/server-bundle.ts).
  const bundle = await bundleServer(`plant-cluster-server-${path.basename(root)}`)
  process.env.E2E_SERVER_BUNDLE = bundle
  const lines: string[] = []
  const log = (line: string) => {
    lines.push(line)
    if (lines.length > 5000) lines.splice(0, 1000)
    // Warnings and worse, and the harness's own lines; request logs stay in the buffer.
    if (!line.includes('"level":30')) console.log(line)
  }
  const started = Date.now()
  const cluster = await startPortalCluster({
    instances: 3,
    simulator: { speed: 60 },
    // The default login limits: the limiter test counts on them (the other tests sign in correctly).
    env: { DEMO_NOW, DEMO_DAYS: '10' },
    log,
  })
  console.log(`[cluster] 3 instances behind ${cluster.url} in ${Date.now() - started} ms`)
  process.env.E2E_EXTERNAL_URL = cluster.url
  process.env.E2E_CLUSTER_DATABASE_URL = cluster.databaseUrl
  process.env.E2E_CLUSTER_EVENTS = path.join(root, 'chaos.json')
  const chaos = startChaos(cluster.instances, {
    everyMs: CHAOS_EVERY_MS,
    downMs: CHAOS_DOWN_MS,
    eventsFile: process.env.E2E_CLUSTER_EVENTS,
    log,
  })

  return async () => {
    const events = await chaos.stop()
    console.log(`[cluster] ${events.length} instances killed during the run`)
    await cluster.stop()
    rmSync(root, { recursive: true, force: true })
    rmSync(path.dirname(bundle), { recursive: true, force: true })
  }
}
