/**
 * The suite's `test`: every test runs against a real server started over a copy of the seeded demo
 * DATA_DIR. By default one server per worker (read-mostly tests share it); `test.use({ isolated:
 * true })` gives each test its own server and DATA_DIR, for tests that change state (accepting
 * terms, changing a password, the theme or the language). `baseURL` points at the test's server,
 * so `page.goto('/home')` works. Any console error, uncaught page error or Lingui warning about a
 * missing or uncompiled message fails the test, except messages a test declares expected with
 * `consoleGuard.allow(/pattern/)`. The home screen's "What's new" (retargeting) dialog opens on its
 * own after a while; a locator handler closes it whenever it stands in the way of an action,
 * unless a test sets `keepRetargeting`.
 */
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { test as base, expect } from '@playwright/test'
import { installRetargetingHandler, watchRetargetings } from './promotions'
import { copyDataDir, type RunningServer, startServer } from './server'

export interface ConsoleGuard {
  /** Declares console errors matching this pattern as expected in this test. */
  allow(pattern: RegExp): void
  /** Errors seen so far that were not allowed. */
  unexpected(): string[]
}

/** Lingui's console warnings about a message missing from the active catalog or not compiled. */
const linguiWarning = /Uncompiled message detected|Messages for locale .* not loaded|missing message/i

interface TestFixtures {
  isolated: boolean
  keepRetargeting: boolean
  server: RunningServer
  consoleGuard: ConsoleGuard
}

interface WorkerFixtures {
  workerServer: RunningServer
}

/**
 * E2E_EXTERNAL_URL: the tests run against a server started elsewhere (the cluster run,
 * tests/cluster/global-setup.ts: three instances behind HAProxy), which they share.
 */
function externalServer(): RunningServer | null {
  const url = process.env.E2E_EXTERNAL_URL
  if (!url) return null
  return {
    baseURL: url,
    port: Number(new URL(url).port),
    dataDir: '',
    pid: 0,
    output: () => '',
    stop: async () => {},
  }
}

function runRoot() {
  const root = process.env.E2E_ROOT
  const seed = process.env.E2E_SEED_DIR
  if (!root || !seed) throw new Error('E2E_ROOT/E2E_SEED_DIR are not set: run through `npx playwright test`')
  return { root, seed }
}

async function serverOverCopy(name: string): Promise<RunningServer> {
  const { root, seed } = runRoot()
  const dataDir = copyDataDir(seed, path.join(root, name))
  return startServer({ dataDir })
}

/**
 * The worker's next isolated server, started while the test before it runs: a server over a fresh
 * copy takes about 4 s to answer /api/health (PGlite opening the copy, the modules, the routes),
 * and about 60 tests ask for one. Each is used once, by the next isolated test in this worker
 * process, so tests still never share a database; the last one is stopped with the worker.
 */
let spare: Promise<RunningServer> | null = null

function startSpare() {
  spare = serverOverCopy(`test-${randomUUID().slice(0, 8)}`)
  // A spare that failed to start fails the test that takes it, not the one running now.
  spare.catch(() => {})
}

async function isolatedServer(): Promise<RunningServer> {
  const next = spare ?? serverOverCopy(`test-${randomUUID().slice(0, 8)}`)
  startSpare()
  return next
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  workerServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright needs the destructuring pattern
    async ({}, use, workerInfo) => {
      const external = externalServer()
      if (external) return use(external)
      const server = await serverOverCopy(`worker-${workerInfo.workerIndex}-${randomUUID().slice(0, 8)}`)
      await use(server)
      await server.stop()
      const unused = spare
      spare = null
      await unused?.then((s) => s.stop()).catch(() => {})
    },
    { scope: 'worker', timeout: 180_000 },
  ],

  isolated: [false, { option: true }],
  keepRetargeting: [false, { option: true }],

  server: async ({ isolated, workerServer }, use, testInfo) => {
    if (isolated && externalServer()) throw new Error('isolated servers cannot run against E2E_EXTERNAL_URL')
    const server = isolated ? await isolatedServer() : workerServer
    const printedBefore = server.output().length
    await use(server)
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('server-output', {
        body: server.output().slice(isolated ? 0 : printedBefore),
        contentType: 'text/plain',
      })
    }
    if (isolated) await server.stop()
  },

  baseURL: async ({ server }, use) => {
    await use(server.baseURL)
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright needs the destructuring pattern
  consoleGuard: async ({}, use) => {
    const allowed: RegExp[] = []
    const seen: string[] = []
    const guard: ConsoleGuard & { record(message: string): void } = {
      allow: (pattern) => allowed.push(pattern),
      unexpected: () => seen.filter((m) => !allowed.some((p) => p.test(m))),
      record: (message) => seen.push(message),
    }
    await use(guard)
  },

  page: async ({ page, keepRetargeting }, use) => {
    watchRetargetings(page)
    if (!keepRetargeting) await installRetargetingHandler(page)
    await use(page)
  },

  context: async ({ context, consoleGuard }, use) => {
    const record = (consoleGuard as ConsoleGuard & { record(message: string): void }).record
    const watch = (page: import('@playwright/test').Page) => {
      page.on('console', (msg) => {
        const type = msg.type()
        // Lingui warns (it does not error) when a message is missing from the active catalog: the
        // user then sees a raw id or the English source, so that fails a test as well.
        if (type !== 'error' && !(type === 'warning' && linguiWarning.test(msg.text()))) return
        const where = msg.location()
        record(`console.${type} at ${page.url()}: ${msg.text()} (${where.url}:${where.lineNumber})`)
      })
      page.on('pageerror', (error) => record(`page error at ${page.url()}: ${error.stack ?? error.message}`))
    }
    context.on('page', watch)
    for (const page of context.pages()) watch(page)
    await use(context)
    const errors = consoleGuard.unexpected()
    expect(errors, `console or page errors:\n${errors.join('\n')}`).toEqual([])
  },
})

export { expect }
