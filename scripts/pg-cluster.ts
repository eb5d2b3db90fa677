/**
 * A throwaway PostgreSQL cluster for tests and benchmarks: initdb into a fresh temp directory, start
 * it on a free 127.0.0.1 port (socket in the same directory), and on stop() shut it down and delete
 * the directory. It never touches the system cluster.
 *
 * initdb refuses to run as root, so as root the binaries run as the `postgres` user (created by
 * Debian's package) on a directory that user owns. Durability is switched off (fsync,
 * synchronous_commit, full_page_writes): the data dies with the run anyway.
 *
 * CLI: `tsx scripts/pg-cluster.ts` starts one, prints its DATABASE_URL and stops it on Ctrl-C.
 */
import { spawn, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

export const INSTALL_HINT =
  'PostgreSQL server binaries (initdb, pg_ctl) were not found. Install them with ' +
  '`apt-get install -y postgresql` (Debian/Ubuntu), or set PG_BIN to the directory holding initdb. ' +
  'To run the rest of the tests without Postgres, set TEST_POSTGRES=skip (never in CI).'

export interface Cluster {
  /** postgres://postgres@127.0.0.1:PORT/postgres (superuser, trust auth). */
  adminUrl: string
  port: number
  dir: string
  version: string
  /** A URL for another database on this cluster. */
  urlFor(database: string): string
  createDatabase(name: string, template?: string): Promise<string>
  stop(): Promise<void>
}

/** The directory holding initdb and pg_ctl: PG_BIN, Debian's newest /usr/lib/postgresql/N/bin, or PATH. */
export function findPgBin(): string {
  if (process.env.PG_BIN) {
    if (existsSync(path.join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN
    throw new Error(`PG_BIN=${process.env.PG_BIN} holds no initdb. ${INSTALL_HINT}`)
  }
  const root = '/usr/lib/postgresql'
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a))
    if (versions[0]) return path.join(root, versions[0], 'bin')
  }
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' })
  if (which.status === 0 && which.stdout.trim()) return path.dirname(which.stdout.trim())
  throw new Error(INSTALL_HINT)
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

const isRoot = () => process.getuid?.() === 0

/** Runs a Postgres binary, as `postgres` when we are root. Resolves with its output; rejects with it. */
function runPg(bin: string, args: string[]): Promise<string> {
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (d) => {
      out += d
    })
    child.stderr.on('data', (d) => {
      out += d
    })
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) resolve(out)
      else reject(new Error(`${path.basename(bin)} exited with ${code}:\n${out}`))
    })
  })
}

function quoteIdent(name: string) {
  return `"${name.replaceAll('"', '""')}"`
}

export interface StartOptions {
  port?: number
  /** Extra `-c name=value` server settings. */
  settings?: Record<string, string | number>
  log?: (message: string) => void
}

export async function startCluster(options: StartOptions = {}): Promise<Cluster> {
  const bin = findPgBin()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'))
  if (isRoot()) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' })
    if (ids.status !== 0) {
      rmSync(dir, { recursive: true, force: true })
      throw new Error(`Running as root but there is no 'postgres' user to run initdb as. ${INSTALL_HINT}`)
    }
    chownSync(dir, Number(ids.stdout), Number(gid.stdout))
  }
  const dataDir = path.join(dir, 'data')
  const logFile = path.join(dir, 'server.log')
  const port = options.port ?? (await freePort())
  const settings: Record<string, string | number> = {
    listen_addresses: '127.0.0.1',
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    max_connections: 300,
    shared_buffers: '128MB',
    ...options.settings,
  }
  const serverOpts = [`-p ${port}`, `-k ${dir}`, ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`)]

  let started = false
  const stopSync = () => {
    if (started) {
      const args = ['-D', dataDir, '-m', 'immediate', '-w', 'stop']
      const full = path.join(bin, 'pg_ctl')
      if (isRoot()) spawnSync('runuser', ['-u', 'postgres', '--', full, ...args], { stdio: 'ignore' })
      else spawnSync(full, args, { stdio: 'ignore' })
      started = false
    }
    rmSync(dir, { recursive: true, force: true })
  }
  // A crashed or interrupted run must not leave a postmaster behind.
  process.once('exit', stopSync)

  try {
    const t0 = Date.now()
    await runPg(path.join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ])
    await runPg(path.join(bin, 'pg_ctl'), [
      '-D',
      dataDir,
      '-l',
      logFile,
      '-w',
      '-o',
      serverOpts.join(' '),
      'start',
    ])
    started = true
    options.log?.(`postgres started on 127.0.0.1:${port} in ${Date.now() - t0} ms (${dir})`)
  } catch (err) {
    const log = existsSync(logFile) ? `\n--- server log ---\n${readFileSync(logFile, 'utf8')}` : ''
    stopSync()
    process.removeListener('exit', stopSync)
    throw new Error(`Could not start a throwaway Postgres cluster: ${(err as Error).message}${log}`)
  }

  const urlFor = (database: string) => `postgres://postgres@127.0.0.1:${port}/${encodeURIComponent(database)}`
  const adminUrl = urlFor('postgres')
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  const { rows } = await admin.query<{ server_version: string }>('show server_version')
  await admin.end()

  return {
    adminUrl,
    port,
    dir,
    version: rows[0].server_version,
    urlFor,
    async createDatabase(name, template) {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      try {
        await client.query(
          `create database ${quoteIdent(name)}${template ? ` template ${quoteIdent(template)}` : ''}`,
        )
      } finally {
        await client.end()
      }
      return urlFor(name)
    },
    async stop() {
      stopSync()
      process.removeListener('exit', stopSync)
    },
  }
}

// CLI: print a URL and keep the cluster until interrupted.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const cluster = await startCluster({ log: console.log })
  console.log(`DATABASE_URL=${cluster.adminUrl}`)
  const stop = () => void cluster.stop().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
