/**
 * Removes the run's temporary DATA_DIRs and its server bundle; the servers themselves are stopped
 * by their fixtures.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'

export default async function globalTeardown() {
  const root = process.env.E2E_ROOT
  if (root && process.env.E2E_KEEP_DATA !== '1') rmSync(root, { recursive: true, force: true })
  const bundle = process.env.E2E_SERVER_BUNDLE
  if (bundle) rmSync(path.dirname(bundle), { recursive: true, force: true })
}
