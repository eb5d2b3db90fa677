/**
 * Starts the real server (server/main.ts) in a child process for the benchmark: a fresh temp
 * DATA_DIR (so the demo plant is seeded on first start), SIMULATOR=off, a free port. Resolves once
 * /api/health answers; stop() sends SIGTERM (the server finishes in-flight requests), then SIGKILL
 * after 10 s, and deletes the data directory.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../scripts/pg-cluster'

const root = path.resolve(import.meta.dirname, '..')

export interface ServerProcess {
  url: string
  /** The server's process id (its memory is read from /proc for the export figure). */
  pid: number
  /** Milliseconds from spawn to a healthy server, seeding included. */
  startupMs: number
  stop(): Promise<void>
}

export async function startServer(
  env: Record<string, string>,
  log: (m: string) => void,
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'))
  const port = await freePort()
  const started = Date.now()
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SIMULATOR: 'off',
      DEMO: 'on',
      LOG_LEVEL: 'warn',
      // Benchmarks measure the API; one login must not trip the login limiter either way.
      LOGIN_RATE_LIMIT: '1000',
      STATIC_DIR: path.join(dataDir, 'no-static'),
      ...env,
    },
  })
  const relay = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (line.trim()) log(`  [server] ${line.length > 400 ? `${line.slice(0, 400)}...` : line}`)
    }
  }
  child.stdout?.on('data', relay)
  child.stderr?.on('data', relay)
  let exited: number | null = null
  child.on('exit', (code) => {
    exited = code ?? -1
  })

  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (exited === null) {
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()))
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await gone
      clearTimeout(timer)
    }
    rmSync(dataDir, { recursive: true, force: true })
  }

  // Seeding the demo history can take minutes on a busy machine.
  const deadline = Date.now() + 20 * 60_000
  while (Date.now() < deadline) {
    if (exited !== null) {
      await stop()
      throw new Error(`the server exited with code ${exited} before it was healthy`)
    }
    try {
      const res = await fetch(`${url}/api/health`)
      if (res.ok) return { url, pid: child.pid ?? 0, startupMs: Date.now() - started, stop }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  await stop()
  throw new Error('the server did not become healthy within 20 minutes')
}
