/**
 * `npm run bench:documents` (second step, also run by `npm run bench:web`): the in-app viewer on a
 * 200-page manual (issue 11), against the real server and Chromium.
 *
 * 1. Seeds a demo DATA_DIR, starts the server, renders a ~200-page operation manual (the demo
 *    generator with enough printing decks) and uploads it as the manager (the admin upload path).
 * 2. Online, --runs times: the HTTP cache dropped, the viewer URL opened cold; time from navigation
 *    start to the first page rendered (the viewer's User Timing mark), and the PDF bytes of the
 *    range answers that ended before it (Resource Timing).
 * 3. Offline: the manual saved with the viewer's "Save offline", the network cut, then --runs
 *    reloads: time to the first page from the service worker's cache.
 * Writes bench/results/documents-viewer-<date>.json.
 *
 * Options: --runs N (default 5).
 */
import { execSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Page } from '@playwright/test'
import { renderManual } from '../server/demo/documents/manual-pdf'
import { repoRoot, seedDataDir, startServer } from '../tests/e2e/support/server'
import { chromiumArgs, chromiumPath } from '../tests/support/chromium'

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '5' } } })
const RUNS = Number(args.runs)
const USER = 'manager@demo.plant'
const PASSWORD = 'demo1234'
const MACHINE = 'FX-CI-2019-0412'

async function bigManual() {
  // Each printing deck adds two pages (its topic and its figure): grow until about 200 pages.
  let decks = 80
  for (;;) {
    const pdf = await renderManual({
      machine: {
        name: 'Flexo CI 1',
        model: 'CI Flexo',
        serialNumber: MACHINE,
        line: 'FLEXO',
        decks,
        maxSpeed: 400,
      },
      section: 'operational',
      language: 'en_EN',
    })
    if (pdf.pages >= 200) return pdf
    decks += Math.ceil((200 - pdf.pages) / 2)
  }
}

async function upload(baseURL: string, data: Buffer): Promise<{ id: number; pages: number; size: number }> {
  const b64 = (s: string) => Buffer.from(s).toString('base64')
  const login = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: b64(USER), password: b64(PASSWORD), token: '', redirect: false }),
  })
  const { token } = (await login.json()) as { token: string }
  const form = new FormData()
  form.set('section', 'maintenance')
  form.set('language', 'en_EN')
  form.set('title', 'Bench manual (200 pages)')
  form.set('file', new Blob([new Uint8Array(data)], { type: 'application/pdf' }), 'bench-200.pdf')
  const res = await fetch(`${baseURL}/api/documents/machines/${MACHINE}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `bench-${Date.now()}` },
    body: form,
  })
  if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`)
  return (await res.json()) as { id: number; pages: number; size: number }
}

async function signIn(page: Page, baseURL: string) {
  await page.goto(`${baseURL}/login`)
  await page.getByRole('textbox', { name: /^\s*user\s*$/i }).fill(USER)
  await page.getByRole('textbox', { name: /^\s*password\s*$/i }).fill(PASSWORD)
  await page.getByRole('button', { name: /^\s*sign in\s*$/i }).click()
  await page.waitForURL(/\/home$/, { timeout: 30_000 })
}

/**
 * Opens the viewer; answers the ms from navigation start to the first page rendered (the viewer's
 * 'pdf-first-page' User Timing mark) and the PDF bytes whose responses ended before it (Resource
 * Timing, body bytes as received: pdf.js goes on fetching the other pages' objects right after).
 */
async function firstPage(page: Page, url: string, open: () => Promise<unknown>) {
  await open()
  await page.waitForURL(url)
  await page.locator('.pdfViewer .page canvas').first().waitFor({ state: 'visible', timeout: 60_000 })
  await page.waitForFunction(() => performance.getEntriesByName('pdf-first-page').length > 0)
  return page.evaluate(() => {
    const mark = performance.getEntriesByName('pdf-first-page')[0].startTime
    const files = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) =>
      /\/documents\/files\/\d+$/.test(new URL(r.name).pathname),
    )
    const before = files.filter((r) => r.responseEnd <= mark)
    return {
      ms: mark,
      bytes: before.reduce((sum, r) => sum + r.encodedBodySize, 0),
      requests: before.length,
      allBytes: files.reduce((sum, r) => sum + r.encodedBodySize, 0),
    }
  })
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]
}

if (!existsSync(path.join(repoRoot, 'dist', 'index.html'))) {
  console.log('dist/ is missing: building (npx vite build)...')
  execSync('npx vite build', { cwd: repoRoot, stdio: 'inherit' })
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-viewer-'))
await seedDataDir(dataDir)
const server = await startServer({ dataDir })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
  const pdf = await bigManual()
  const manual = await upload(server.baseURL, pdf.data)
  const viewerPath = `/documents/${MACHINE}/maintenance/${manual.id}`
  const viewerUrl = `${server.baseURL}${viewerPath}`
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await signIn(page, server.baseURL)
  const cdp = await context.newCDPSession(page)
  // Warm the app's own code once (the bench is about the manual, not the first load).
  await firstPage(page, viewerUrl, () => page.goto(viewerUrl))
  const online: Awaited<ReturnType<typeof firstPage>>[] = []
  for (let i = 0; i < RUNS; i++) {
    await cdp.send('Network.clearBrowserCache')
    await page.goto(`${server.baseURL}/home`)
    online.push(await firstPage(page, viewerUrl, () => page.goto(viewerUrl)))
  }

  await page.getByRole('button', { name: /save offline/i }).click()
  await page.getByText(/saved on this device/i).waitFor({ timeout: 120_000 })
  await context.setOffline(true)
  const offline: number[] = []
  for (let i = 0; i < RUNS; i++) {
    offline.push((await firstPage(page, viewerUrl, () => page.reload())).ms)
  }
  await context.close()

  const result = {
    manual: { pages: manual.pages, bytes: manual.size },
    online: {
      medianMs: median(online.map((r) => r.ms)),
      medianBytesBeforeFirstPage: median(online.map((r) => r.bytes)),
      medianRequestsBeforeFirstPage: median(online.map((r) => r.requests)),
      runs: online,
    },
    offline: { medianMs: median(offline), runs: offline },
  }
  console.log(
    `\nViewer, a ${manual.pages}-page manual of ${Math.round(manual.size / 1024)} KB, ${RUNS} runs (median)\n`,
  )
  console.log('| | first page shown | PDF bytes before it |')
  console.log('|---|---:|---:|')
  console.log(
    `| online (Range requests) | ${Math.round(result.online.medianMs)} ms | ${Math.round(result.online.medianBytesBeforeFirstPage / 1024)} KB in ${result.online.medianRequestsBeforeFirstPage} requests |`,
  )
  console.log(
    `| offline (saved, service worker) | ${Math.round(result.offline.medianMs)} ms | 0 (from the device) |`,
  )
  const out = path.resolve(import.meta.dirname, 'results')
  mkdirSync(out, { recursive: true })
  writeFileSync(
    path.join(out, `documents-viewer-${new Date().toISOString().slice(0, 10)}.json`),
    JSON.stringify(result, null, 2),
  )
} finally {
  await browser.close()
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
