/**
 * The portal at scale on one machine, from Debian's packages: a Postgres server (a throwaway
 * cluster, scripts/pg-cluster.ts), N API instances of server/main.ts on it, HAProxy in front
 * (deploy/haproxy/portal.cfg) and the plant simulator as its own process, writing through the
 * balancer with its ingest key. Used by `npm run cluster`, the cluster test (tests/cluster) and the
 * soak bench (bench/soak.ts).
 *
 * Every instance gets the same settings: the database, one files folder (what object storage
 * would be at scale), ANALYTICS_SECRET (dashboard tickets signed by one are accepted by all) and
 * TRUST_PROXY naming the balancer. The instances start together; the startup lock
 * (server/startup/startup-lock.ts) lets the first migrate and seed while the others wait.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '../../server/db/client'
import { ensureSimulatorKey, simulatorKeyFile } from '../../server/demo/simulator/api-key'
import { freePort, type Cluster as PostgresCluster, startCluster as startPostgres } from '../pg-cluster'
import { serverNodeArgs } from '../server-bundle'

const root = path.resolve(import.meta.dirname, '../..')
export const HAPROXY_CONFIG = path.join(root, 'deploy/haproxy/portal.cfg')
export const HAPROXY_HINT =
  'HAProxy was not found. Install it with `apt-get install -y haproxy` (Debian/Ubuntu), or set HAPROXY to its path.'

export interface ClusterOptions {
  /** API instances behind the balancer: 1 to 3 (the HAProxy configuration names three). */
  instances?: number
  /** The balancer's port; a free one when unset. */
  port?: number
  /** Extra environment of every API instance (DEMO_NOW, DEMO_DAYS, LOG_LEVEL...). */
  env?: Record<string, string>
  /** The simulator process: its speed, or false for none. */
  simulator?: { speed: number } | false
  /** Where each process's output goes (prefixed by its name). */
  log?: (line: string) => void
}

export interface Instance {
  name: string
  port: number
  pid: () => number | null
  running: () => boolean
  /** SIGKILL: the process dies mid-request, as on a crash or a lost machine. */
  kill(): Promise<void>
  /** Starts it again on the same port and waits until it is healthy. */
  restart(): Promise<void>
}

export interface PortalCluster {
  /** The balancer's address: what clients use. */
  url: string
  databaseUrl: string
  dataDir: string
  instances: Instance[]
  simulator: { pid: () => number | null } | null
  stop(): Promise<void>
}

function findHaproxy(): string {
  const candidates = [process.env.HAPROXY, '/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].filter(Boolean)
  for (const c of candidates) if (existsSync(c as string)) return c as string
  const which = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' })
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim()
  throw new Error(HAPROXY_HINT)
}

interface Managed {
  child: ChildProcess | null
  start(): ChildProcess
}

function manage(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  log: (l: string) => void,
): Managed {
  const managed: Managed = {
    child: null,
    start() {
      const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
      const relay = (chunk: Buffer) => {
        for (const line of chunk.toString().split('\n'))
          if (line.trim()) log(`[${name}] ${line.slice(0, 500)}`)
      }
      child.stdout?.on('data', relay)
      child.stderr?.on('data', relay)
      managed.child = child
      return child
    },
  }
  return managed
}

async function waitHealthy(url: string, child: ChildProcess, name: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before it was healthy`)
    }
    const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${name} was not healthy at ${url} within ${timeoutMs} ms`)
}

async function stopChild(child: ChildProcess | null, graceMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}

export async function startPortalCluster(options: ClusterOptions = {}): Promise<PortalCluster> {
  const count = options.instances ?? 3
  if (count < 1 || count > 3) throw new Error('instances: 1 to 3 (deploy/haproxy/portal.cfg names three)')
  const log = options.log ?? ((line: string) => console.log(line))
  const haproxy = findHaproxy()
  const cleanups: (() => Promise<void>)[] = []
  const stopAll = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((err) => log(`[cluster] stop: ${err}`))
    cleanups.length = 0
  }
  try {
    const postgres: PostgresCluster = await startPostgres({ log: (m) => log(`[postgres] ${m}`) })
    cleanups.push(() => postgres.stop())
    const databaseUrl = await postgres.createDatabase('portal')
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'))
    mkdirSync(dataDir, { recursive: true })
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }))

    const lbPort = options.port ?? (await freePort())
    const url = `http://127.0.0.1:${lbPort}`
    const analyticsSecret = randomBytes(24).toString('hex')
    const instances: Instance[] = []
    const started: Promise<void>[] = []
    for (let i = 1; i <= count; i++) {
      const name = `api${i}`
      const port = await freePort()
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        STATIC_DIR: process.env.E2E_STATIC_DIR ?? path.join(root, 'dist'),
        SIMULATOR: 'off',
        ANALYTICS_SECRET: analyticsSecret,
        TRUST_PROXY: '127.0.0.1',
        PUBLIC_URL: url,
        LOG_LEVEL: 'warn',
        ...options.env,
      }
      const managed = manage(name, process.execPath, serverNodeArgs(), env, log)
      const instanceUrl = `http://127.0.0.1:${port}`
      const launch = () => waitHealthy(instanceUrl, managed.start(), name, 300_000)
      instances.push({
        name,
        port,
        pid: () => managed.child?.pid ?? null,
        running: () =>
          !!managed.child && managed.child.exitCode === null && managed.child.signalCode === null,
        async kill() {
          const child = managed.child
          if (!child || child.exitCode !== null || child.signalCode !== null) return
          const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
          child.kill('SIGKILL')
          await exited
        },
        restart: launch,
      })
      cleanups.push(() => stopChild(managed.child))
      started.push(launch())
    }
    await Promise.all(started)

    // The balancer: three server lines; with fewer instances the last one stands in for the rest.
    const address = (i: number) => `127.0.0.1:${instances[Math.min(i, count) - 1].port}`
    const balancer = manage(
      'haproxy',
      haproxy,
      ['-db', '-f', HAPROXY_CONFIG],
      {
        ...process.env,
        LB_BIND: `127.0.0.1:${lbPort}`,
        API1: address(1),
        API2: address(2),
        API3: address(3),
      },
      log,
    )
    const lb = balancer.start()
    cleanups.push(() => stopChild(balancer.child, 3000))
    await waitHealthy(url, lb, 'haproxy', 30_000)

    let simulator: PortalCluster['simulator'] = null
    if (options.simulator) {
      // The simulator's own ingest key, as an operator would provision it (server/demo/simulator/api-key.ts).
      const database = await openDatabase({ databaseUrl })
      try {
        await ensureSimulatorKey(database.db, dataDir, new Date())
      } finally {
        await database.close()
      }
      const sim = manage(
        'simulator',
        process.execPath,
        [
          '--import',
          'tsx',
          'server/demo/simulator/cli.ts',
          '--url',
          url,
          '--key-file',
          simulatorKeyFile(dataDir),
          '--speed',
          String(options.simulator.speed),
        ],
        { ...process.env },
        log,
      )
      sim.start()
      cleanups.push(() => stopChild(sim.child))
      simulator = { pid: () => sim.child?.pid ?? null }
    }

    return { url, databaseUrl, dataDir, instances, simulator, stop: stopAll }
  } catch (err) {
    await stopAll()
    throw err
  }
}
