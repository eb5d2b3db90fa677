/**
 * The pieces of the Prism check (scripts/openapi/check-proxy.ts): the real API server over a small
 * seeded demo plant (one day of history, no manuals or photos: the check uploads its own), listening
 * on a free port in this process, and Prism's validating proxy in front of it, as a child process
 * whose pid we hold. A call through the proxy is checked both ways against the served document.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../../server/app'
import { openDatabase } from '../../server/db/client'
import { seedDemo } from '../../server/demo/seed'
import { readEnv } from '../../server/env'
import { createAppContext } from '../../server/startup/app-context'

const root = path.resolve(import.meta.dirname, '../..')

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * The API server over a fresh in-memory database, built but not yet listening: its document can be
 * read at once (building the app queries nothing), so Prism starts while `serve` migrates, seeds
 * the demo plant and listens.
 */
export async function buildApiServer() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-openapi-proxy-'))
  const database = await openDatabase({ dataDir: 'memory' })
  const port = await freePort()
  const env = readEnv({
    DATA_DIR: dataDir,
    SIMULATOR: 'off',
    LOGIN_RATE_LIMIT: '1000',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  })
  const app = await buildApp(createAppContext(env, database.db))
  return {
    url: `http://127.0.0.1:${port}`,
    db: database.db,
    /** Where the server writes its mail (one .eml a message), for the links a call sends. */
    mailDir: path.join(dataDir, 'mail'),
    async document() {
      return (await app.inject({ method: 'GET', url: '/api/openapi.json' })).body
    },
    async serve() {
      await database.migrate()
      await seedDemo(database.db, { seed: 20261121, now: new Date(), days: 1 })
      await app.listen({ port, host: '127.0.0.1' })
    },
    async stop() {
      await app.close()
      await database.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Prism's proxy in front of `upstream`, validating against `document` (--errors: a violation fails the call). */
export async function startPrism(document: string, upstream: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-openapi-prism-'))
  const file = path.join(dir, 'openapi.json')
  writeFileSync(file, document)
  const port = await freePort()
  const child: ChildProcess = spawn(
    path.join(root, 'node_modules', '.bin', 'prism'),
    ['proxy', file, upstream, '--errors', '--host', '127.0.0.1', '--port', String(port), '-v', 'error'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  const keep = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    rmSync(dir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`prism exited with ${child.exitCode}:\n${output}`)
    try {
      await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })
      return { url, pid: child.pid, output: () => output, stop }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  await stop()
  throw new Error(`prism did not listen within 60 s:\n${output}`)
}
