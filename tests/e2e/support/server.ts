/**
 * Starts and stops real API servers for end-to-end tests and the web bench. Each server runs
 * `server/main.ts` in its own process, compiled once per run when global setup bundled it
 * (E2E_SERVER_BUNDLE) or under tsx (node --import tsx); either way the pid we hold is the server
 * itself and SIGTERM reaches it. It listens on 127.0.0.1 on a free port, and serves the built
 * PWA from dist/. A server's state lives in its own DATA_DIR: seeding happens once, then each server
 * gets a copy of the seeded directory, so tests that change state do not leak into others.
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { serverNodeArgs } from '../../../scripts/server-bundle'

export const repoRoot = path.resolve(import.meta.dirname, '../../..')

/** The demo clock anchor: pinned so the seeded history is the same on every run. */
export const DEMO_NOW = '2026-11-20T10:00:00+01:00'

/** The built PWA the servers serve: dist/, or E2E_STATIC_DIR (a build made elsewhere). */
export function staticDir(): string {
  return process.env.E2E_STATIC_DIR ? path.resolve(process.env.E2E_STATIC_DIR) : path.join(repoRoot, 'dist')
}

/**
 * The built PWA a run serves, set as E2E_STATIC_DIR: a build made elsewhere (E2E_STATIC_DIR, as
 * `npm test` passes one build to the e2e and cluster runs), dist/ with E2E_SKIP_BUILD=1 (while
 * iterating), or a fresh build in the run's own folder: not dist/, as a `vite build` started by
 * someone else mid-run would swap the assets under the running servers.
 */
export function ensureBuiltApp(runRoot: string): string {
  if (process.env.E2E_STATIC_DIR) {
    if (!existsSync(path.join(process.env.E2E_STATIC_DIR, 'index.html'))) {
      throw new Error(`E2E_STATIC_DIR=${process.env.E2E_STATIC_DIR} has no index.html`)
    }
  } else if (process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(repoRoot, 'dist', 'index.html'))) {
    process.env.E2E_STATIC_DIR = path.join(repoRoot, 'dist')
  } else {
    const outDir = path.join(runRoot, 'dist')
    console.log(`[e2e] building the PWA (npx vite build --outDir ${outDir})...`)
    execSync(`npx vite build --outDir ${JSON.stringify(outDir)} --emptyOutDir`, {
      cwd: repoRoot,
      stdio: 'inherit',
    })
    process.env.E2E_STATIC_DIR = outDir
  }
  return process.env.E2E_STATIC_DIR
}

export interface RunningServer {
  baseURL: string
  port: number
  dataDir: string
  pid: number
  /** Everything the server printed, for diagnostics when a test fails. */
  output: () => string
  stop: () => Promise<void>
}

export interface StartOptions {
  dataDir: string
  /** Extra or overriding environment variables. */
  env?: Record<string, string>
  /** Milliseconds to wait for /api/health. */
  timeoutMs?: number
  staticDir?: string
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      const port = typeof address === 'object' && address ? address.port : 0
      srv.close(() => resolve(port))
    })
  })
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const port = await freePort()
  // BENCH_TLS_DIR (bench only, experiment): serve over HTTPS with its cert.pem/key.pem.
  const scheme = process.env.BENCH_TLS_DIR ? 'https' : 'http'
  mkdirSync(options.dataDir, { recursive: true })
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    STATIC_DIR: options.staticDir ?? staticDir(),
    SIMULATOR: 'off',
    DEMO_NOW,
    DEMO_DAYS: '10',
    LOGIN_RATE_LIMIT: '1000',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `${scheme}://127.0.0.1:${port}`,
    ...(process.env.BENCH_TLS_DIR
      ? { TLS_CERT: `${process.env.BENCH_TLS_DIR}/cert.pem`, TLS_KEY: `${process.env.BENCH_TLS_DIR}/key.pem` }
      : {}),
    ...options.env,
  }
  delete env.DATABASE_URL // always the embedded database under DATA_DIR
  const child = spawn(process.execPath, serverNodeArgs(), {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  endWithThisProcess(child)
  let output = ''
  const keep = (chunk: Buffer) => {
    output += chunk.toString()
    if (output.length > 200_000) output = output.slice(-100_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)

  const baseURL = `${scheme}://127.0.0.1:${port}`
  await waitForHealth(baseURL, child, () => output, options.timeoutMs ?? 120_000)
  return {
    baseURL,
    port,
    dataDir: options.dataDir,
    pid: child.pid!,
    output: () => output,
    stop: () => stopProcess(child),
  }
}

async function waitForHealth(baseURL: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with code ${child.exitCode} before answering /api/health:\n${output()}`)
    }
    try {
      const res = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2000) })
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  await stopProcess(child)
  throw new Error(`server did not answer ${baseURL}/api/health within ${timeoutMs} ms:\n${output()}`)
}

const running = new Set<ChildProcess>()
let exitHookInstalled = false

/**
 * A server must not outlive the process that started it: a bench stopped by Ctrl-C, or one that
 * crashed past its `finally`, left its API server running. On exit, whatever is still running gets
 * SIGTERM (it closes its database by itself; an exit handler cannot wait for it).
 */
function endWithThisProcess(child: ChildProcess) {
  if (!exitHookInstalled) {
    exitHookInstalled = true
    process.on('exit', () => {
      for (const c of running) c.kill('SIGTERM')
    })
    // Node's default for these signals skips 'exit' handlers; a script without handlers of its
    // own (the benches) now exits through them. Playwright installs its own and stops its servers.
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      if (process.listenerCount(signal) === 0) process.once(signal, () => process.exit(130))
    }
  }
  running.add(child)
  child.once('exit', () => running.delete(child))
}

/** SIGTERM by pid (the server closes its database cleanly), SIGKILL if it hangs. */
export async function stopProcess(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}

/** Seeds a fresh DATA_DIR by running the real server once until it is healthy, then stopping it. */
export async function seedDataDir(dataDir: string, options: { staticDir?: string } = {}): Promise<void> {
  const server = await startServer({ dataDir, timeoutMs: 300_000, ...options })
  await server.stop()
}

/** Copies the seeded directory for one server (PGlite files, mail and uploads alike). */
export function copyDataDir(seedDir: string, target: string): string {
  if (!existsSync(seedDir)) throw new Error(`seed DATA_DIR ${seedDir} is missing: did global setup run?`)
  cpSync(seedDir, target, { recursive: true })
  return target
}
