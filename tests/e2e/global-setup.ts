/**
 * Runs once before the suite: checks for Debian's Chromium, builds the PWA, and seeds ONE demo
 * DATA_DIR by running the real server until /api/health answers. Workers copy that directory for
 * their own servers (tests/e2e/support/fixtures.ts), so seeding is paid once per run.
 * The build goes to the run's own temporary folder, not dist/: a `vite build` started by someone
 * else mid-run would otherwise swap the assets under the running servers. The paths reach the
 * workers through environment variables, which workers inherit.
 */

import { execSync } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromiumPath } from '../support/chromium'
import { repoRoot, seedDataDir } from './support/server'

export default async function globalSetup() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `${chromiumPath} is missing. The e2e suite uses Debian's Chromium: run ` +
        '`apt-get update && apt-get install -y chromium` (never `npx playwright install`).',
    )
  }
  const root = mkdtempSync(path.join(tmpdir(), 'plant-e2e-'))
  process.env.E2E_ROOT = root

  // E2E_STATIC_DIR serves a build made elsewhere; E2E_SKIP_BUILD=1 reuses dist/ (while iterating).
  if (process.env.E2E_STATIC_DIR) {
    if (!existsSync(path.join(process.env.E2E_STATIC_DIR, 'index.html'))) {
      throw new Error(`E2E_STATIC_DIR=${process.env.E2E_STATIC_DIR} has no index.html`)
    }
  } else if (process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(repoRoot, 'dist', 'index.html'))) {
    process.env.E2E_STATIC_DIR = path.join(repoRoot, 'dist')
  } else {
    const outDir = path.join(root, 'dist')
    console.log(`[e2e] building the PWA (npx vite build --outDir ${outDir})...`)
    execSync(`npx vite build --outDir ${JSON.stringify(outDir)} --emptyOutDir`, {
      cwd: repoRoot,
      stdio: 'inherit',
    })
    process.env.E2E_STATIC_DIR = outDir
  }

  const seedDir = path.join(root, 'seed')
  const started = Date.now()
  await seedDataDir(seedDir)
  console.log(`[e2e] demo DATA_DIR seeded in ${Date.now() - started} ms at ${seedDir}`)
  process.env.E2E_SEED_DIR = seedDir
}
