/**
 * Runs once before the suite: checks for Debian's Chromium, builds the PWA, bundles the server and
 * seeds ONE demo DATA_DIR by running the real server until /api/health answers. Workers copy that directory for
 * their own servers (tests/e2e/support/fixtures.ts), so seeding is paid once per run.
 * The build: ensureBuiltApp (support/server.ts). The paths reach the workers through environment
 * variables, which workers inherit.
 */

import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { bundleServer } from '../../scripts/server-bundle'
import { chromiumPath, testBrowserPath } from '../support/chromium'
import { ensureBuiltApp, seedDataDir } from './support/server'

export default async function globalSetup() {
  for (const browser of [testBrowserPath, chromiumPath]) {
    if (!existsSync(browser)) {
      throw new Error(
        `${browser} is missing. The e2e suite uses Debian's Chromium: run ` +
          '`apt-get update && apt-get install -y chromium chromium-headless-shell` (never `npx playwright install`).',
      )
    }
  }
  const root = mkdtempSync(path.join(tmpdir(), 'plant-e2e-'))
  process.env.E2E_ROOT = root

  ensureBuiltApp(root)
  // One compiled server for the run's ~60 server starts (scripts/server-bundle.ts).
  process.env.E2E_SERVER_BUNDLE = await bundleServer(`plant-e2e-server-${path.basename(root)}`)

  // Seeded ahead by `npm test` beside the builds (tests/e2e/seed-demo.ts), or here.
  const preseeded = process.env.E2E_PRESEEDED_DIR
  if (preseeded && existsSync(path.join(preseeded, 'pg'))) {
    console.log(`[e2e] demo DATA_DIR seeded ahead at ${preseeded}`)
    process.env.E2E_SEED_DIR = preseeded
    return
  }
  const seedDir = path.join(root, 'seed')
  const started = Date.now()
  await seedDataDir(seedDir)
  console.log(`[e2e] demo DATA_DIR seeded in ${Date.now() - started} ms at ${seedDir}`)
  process.env.E2E_SEED_DIR = seedDir
}
