/** Removes the run's temporary DATA_DIRs; the servers themselves are stopped by their fixtures. */
import { rmSync } from 'node:fs'

export default async function globalTeardown() {
  const root = process.env.E2E_ROOT
  if (root && process.env.E2E_KEEP_DATA !== '1') rmSync(root, { recursive: true, force: true })
}
