// temp probe (delete after): scripts a cold first screen loads, per build
import { chromium } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { cpSync, rmSync } from 'node:fs'
import { startServer } from './tests/e2e/support/server'
const dist = process.env.PROBE_DIST!
rmSync('/tmp/probe-data', { recursive: true, force: true })
cpSync(process.env.PROBE_SEED!, '/tmp/probe-data', { recursive: true })
process.env.E2E_STATIC_DIR = dist
const server = await startServer({ dataDir: '/tmp/probe-data' })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
try {
  const ctx = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 800 } })
  const page = await ctx.newPage()
  await page.goto('/login')
  await page.getByRole('textbox', { name: 'User', exact: true }).fill('tech@demo.plant')
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL(/home|terms/)
  const cdp = await ctx.newCDPSession(page)
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.setBypassServiceWorker', { bypass: true })
  const rows: Promise<[string, number]>[] = []
  page.on('response', (r) => {
    if (r.request().resourceType() !== 'script') return
    rows.push(r.body().then((b) => [new URL(r.url()).pathname.replace(/-[A-Za-z0-9_-]{8}\.js$/, ''), gzipSync(b).length] as [string, number], () => ['?', 0]))
  })
  await page.goto('/maintenance/today', { waitUntil: 'networkidle' })
  for (const [p, n] of (await Promise.all(rows)).sort()) console.log(`${n} ${p}`)
} finally {
  await browser.close()
  await server.stop()
}
