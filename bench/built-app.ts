/**
 * What the browser benchmarks stand on: the PWA built into a temporary folder (dist/ is left to
 * the e2e suite), a freshly seeded demo plant beside it, and the real server on loopback serving
 * both. Everything goes when the run ends, passed or failed.
 */
import { execSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { repoRoot, seedDataDir, startServer } from '../tests/e2e/support/server'

export async function withBuiltApp<T>(name: string, run: (baseURL: string) => Promise<T>): Promise<T> {
  const root = mkdtempSync(path.join(tmpdir(), `${name}-`))
  const staticDir = path.join(root, 'dist')
  const dataDir = path.join(root, 'data')
  let stop: (() => Promise<void>) | undefined
  try {
    console.log(`[${name}] building the PWA into a temporary folder...`)
    execSync(`npx vite build --outDir ${JSON.stringify(staticDir)} --emptyOutDir`, {
      cwd: repoRoot,
      stdio: 'pipe',
    })
    console.log(`[${name}] seeding the demo plant...`)
    await seedDataDir(dataDir)
    const server = await startServer({ dataDir, staticDir })
    stop = server.stop
    return await run(server.baseURL)
  } finally {
    await stop?.()
    rmSync(root, { recursive: true, force: true })
  }
}
