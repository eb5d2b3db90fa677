/**
 * Offline start bench (`npm run bench:offline`): how fast the app shows its data with no network.
 *
 * 1. Builds the PWA into a temporary folder (dist/ is left to the e2e suite), seeds a temporary demo
 *    DATA_DIR and starts the real server over both.
 * 2. In Debian's Chromium: signs in as the demo manager, waits until the service worker is
 *    activated and controls the page and the query cache (with the notifications) is saved in
 *    IndexedDB, then cuts the network (context.setOffline).
 * 3. Offline, alternately: reloads /home and reads the `app:data-shown` mark (set when the
 *    notification bell first renders server data, here restored from IndexedDB; its time is from
 *    navigation start), and opens /floor.html, a one-line static page precached by the same worker,
 *    whose first contentful paint is the floor no app can beat. One warm-up pair, then RUNS pairs.
 * 4. Prints medians, the ratio to the floor and the 1 s target; writes bench/results/offline-<date>.json.
 *    Exits 1 when the median data time misses the target.
 */
import { execSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { repoRoot } from '../tests/e2e/support/server'
import { chromiumArgs, chromiumPath } from '../tests/support/chromium'
import { withBuiltApp } from './built-app'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const TARGET_MS = 1_000
const USER = 'manager@demo.plant'
const PASSWORD = 'demo1234'

interface AppRun {
  /** Navigation start to the `app:data-shown` mark. */
  dataShownMs: number
  /** First contentful paint of the app (the shell may paint before its data). */
  fcpMs: number
  fromServiceWorker: boolean
}

interface FloorRun {
  fcpMs: number
  fromServiceWorker: boolean
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}

const round = (n: number) => Math.round(n * 10) / 10

/** Polls `read` in the page until it returns a number (page.waitForFunction would not await it). */
async function pollInPage<T>(page: Page, read: () => T | null, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const value = await page.evaluate(read)
    if (value !== null && value !== undefined) return value as T
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`timed out waiting for ${what} at ${page.url()}`)
}

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`timed out waiting for ${what}`)
}

async function prepare(page: Page, baseURL: string): Promise<number> {
  await page.goto(`${baseURL}/login`)
  await page.getByRole('textbox', { name: /^\s*user\s*$/i }).fill(USER)
  await page.getByRole('textbox', { name: /^\s*password\s*$/i }).fill(PASSWORD)
  const login = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/login')
  await page.getByRole('button', { name: /^\s*sign in\s*$/i }).click()
  const userId = ((await (await login).json()) as { user: { userId: number } }).user.userId
  await page.waitForURL(/\/home$/, { timeout: 30_000 })
  await pollInPage(
    page,
    () => performance.getEntriesByName('app:data-shown')[0]?.startTime ?? null,
    'data online',
  )
  await until(
    () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration()
        return registration?.active?.state === 'activated' && navigator.serviceWorker.controller !== null
      }),
    'the service worker to control the page',
  )
  await until(
    () =>
      page.evaluate(
        (userId) =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('plant-portal')
            open.onerror = () => resolve(false)
            open.onsuccess = () => {
              const db = open.result
              if (!db.objectStoreNames.contains('queryCache')) return resolve(false)
              const get = db
                .transaction('queryCache')
                .objectStore('queryCache')
                .get(`plant-portal.queries:${userId}`)
              get.onsuccess = () => resolve(String(get.result?.value ?? '').includes('"notifications"'))
              get.onerror = () => resolve(false)
            }
          }),
        userId,
      ),
    'the query cache to be saved',
  )
  return userId
}

async function appRun(page: Page): Promise<AppRun> {
  const response = await page.reload()
  const dataShownMs = await pollInPage(
    page,
    () => performance.getEntriesByName('app:data-shown')[0]?.startTime ?? null,
    'app:data-shown offline',
  )
  const fcpMs = await pollInPage(
    page,
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    'the app FCP',
  )
  if (!/\/home$/.test(page.url())) throw new Error(`the offline reload left /home: ${page.url()}`)
  return { dataShownMs, fcpMs, fromServiceWorker: response?.fromServiceWorker() ?? false }
}

async function floorRun(page: Page, baseURL: string): Promise<FloorRun> {
  const response = await page.goto(`${baseURL}/floor.html`)
  const fcpMs = await pollInPage(
    page,
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    'the floor FCP',
  )
  return { fcpMs, fromServiceWorker: response?.fromServiceWorker() ?? false }
}

async function main() {
  await withBuiltApp('bench:offline', async (baseURL) => {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
    const version = browser.version()
    const app: AppRun[] = []
    const floor: FloorRun[] = []
    let warmup: { app: AppRun; floor: FloorRun }
    try {
      const context = await browser.newContext({
        serviceWorkers: 'allow',
        viewport: { width: 1280, height: 800 },
      })
      const page = await context.newPage()
      await prepare(page, baseURL)
      await context.setOffline(true)
      // Back to /home after the floor page, then measure the reload of /home.
      const homeThenReload = async () => {
        await page.goto(`${baseURL}/home`)
        return appRun(page)
      }
      warmup = { app: await homeThenReload(), floor: await floorRun(page, baseURL) }
      for (let i = 0; i < RUNS; i++) {
        app.push(await homeThenReload())
        floor.push(await floorRun(page, baseURL))
      }
      await context.close()
    } finally {
      await browser.close()
    }

    if (![...app, ...floor].every((r) => r.fromServiceWorker))
      throw new Error('a measured navigation did not come from the service worker')
    const dataShown = median(app.map((r) => r.dataShownMs))
    const appFcp = median(app.map((r) => r.fcpMs))
    const floorFcp = median(floor.map((r) => r.fcpMs))
    const ratio = dataShown / floorFcp
    const withinTarget = dataShown < TARGET_MS

    const rows: Array<[string, string, string]> = [
      [
        'offline reload of /home: data shown (app:data-shown)',
        `${round(dataShown)} ms`,
        app.map((r) => round(r.dataShownMs)).join(', '),
      ],
      [
        'offline reload of /home: first contentful paint',
        `${round(appFcp)} ms`,
        app.map((r) => round(r.fcpMs)).join(', '),
      ],
      [
        'floor: /floor.html first contentful paint',
        `${round(floorFcp)} ms`,
        floor.map((r) => round(r.fcpMs)).join(', '),
      ],
      ['ratio data shown / floor', `${round(ratio)}x`, ''],
      [`target data shown < ${TARGET_MS} ms`, withinTarget ? 'met' : 'MISSED', ''],
    ]
    const width = Math.max(...rows.map((r) => r[0].length))
    console.log(
      `\nOffline start, median of ${RUNS} (Chromium ${version}, ${cpus().length} cores, load ${loadavg()[0].toFixed(2)})`,
    )
    for (const [name, value, runs] of rows)
      console.log(`${name.padEnd(width)}  ${value.padStart(9)}  ${runs}`)

    const date = new Date().toISOString().slice(0, 10)
    const out = path.join(repoRoot, 'bench', 'results', `offline-${date}.json`)
    mkdirSync(path.dirname(out), { recursive: true })
    writeFileSync(
      out,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          commit: execSync('git rev-parse --short HEAD', { cwd: repoRoot }).toString().trim(),
          chromium: version,
          cpus: cpus().length,
          loadAverage: loadavg().map((n) => round(n)),
          runs: RUNS,
          targetMs: TARGET_MS,
          medians: { dataShownMs: round(dataShown), appFcpMs: round(appFcp), floorFcpMs: round(floorFcp) },
          ratioToFloor: Math.round(ratio * 100) / 100,
          withinTarget,
          warmup,
          app,
          floor,
        },
        null,
        2,
      )}\n`,
    )
    console.log(`\nwrote ${path.relative(repoRoot, out)}`)
    if (!withinTarget) process.exitCode = 1
  })
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
