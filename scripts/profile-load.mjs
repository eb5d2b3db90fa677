/**
 * Where a screen's first load spends the main thread (ADR 051): not a test, a tool for reading why a
 * screen is slow before changing it. Lighthouse names long tasks by the chunk they ran in; this
 * names the source function.
 *
 *   npx vite build --sourcemap --outDir /tmp/sm-dist     # a build with its source maps
 *   (start the server on it: STATIC_DIR=/tmp/sm-dist, README "Run it")
 *   node scripts/profile-load.mjs <demo user> <path> [/tmp/sm-dist]
 *
 * Signs in as `<demo user>@demo.plant`, drops the HTTP cache (the session stays in IndexedDB),
 * slows the CPU 4× as Lighthouse's mobile profile does, and loads `<path>` cold with the V8
 * sampling profiler on. Prints the API requests with their start times, the busiest functions and
 * packages (self time, mapped through the source maps), and a 100 ms timeline of what ran. BASE
 * sets the server (default http://127.0.0.1:8080). Times are at the slowed CPU, as Lighthouse's.
 */
import { existsSync, readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { SourceMapConsumer } from 'source-map-js'

const base = process.env.BASE ?? 'http://127.0.0.1:8080'
const [user = 'manager', path = '/home', mapsDir = '/tmp/sm-dist'] = process.argv.slice(2)
const assets = `${mapsDir}/assets`

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
})
const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } })
const page = await context.newPage()
await page.goto(`${base}/login`)
await page.getByRole('textbox', { name: /^\s*user\s*$/i }).fill(`${user}@demo.plant`)
await page.getByRole('textbox', { name: /^\s*password\s*$/i }).fill('demo1234')
await page.getByRole('button', { name: /^\s*sign in\s*$/i }).click()
await page.waitForURL(/\/home$/, { timeout: 30_000 })
await page.waitForTimeout(1_500)
await page.goto('about:blank')

const cdp = await context.newCDPSession(page)
await cdp.send('Network.enable')
await cdp.send('Network.clearBrowserCache')
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
const started = Date.now()
const requests = []
page.on('request', (r) => {
  if (r.url().includes('/api/')) requests.push(`${Date.now() - started} ms  ${r.url().replace(base, '')}`)
})
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
await cdp.send('Profiler.start')
await page.goto(base + path)
await page.waitForTimeout(7_000)
const { profile } = await cdp.send('Profiler.stop')
await browser.close()

const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
const maps = new Map()
function consumerOf(url) {
  const file = url.split('/').pop()
  if (!maps.has(file)) {
    const map = `${assets}/${file}.map`
    maps.set(file, existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : null)
  }
  return maps.get(file)
}
const names = new Map()
/** A sample's function and source file, through the source maps where the build has them. */
function frameOf(id) {
  if (names.has(id)) return names.get(id)
  const frame = nodes.get(id).callFrame
  let fn = frame.functionName || '(anonymous)'
  let file = frame.url.split('/').pop() || '(native)'
  const map = frame.url ? consumerOf(frame.url) : null
  if (map && frame.lineNumber >= 0) {
    const at = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber })
    if (at.source) {
      file = `${at.source.replace(/.*node_modules\//, 'nm/').replace(/.*\/src\//, 'src/')}:${at.line}`
      fn = at.name ?? fn
    }
  }
  const pkg = file.startsWith('nm/')
    ? file
        .split('/')
        .slice(0, file.startsWith('nm/@') ? 3 : 2)
        .join('/')
    : file.startsWith('src/')
      ? file.split('/').slice(0, 3).join('/')
      : file
  const named = { fn: `${fn} ${file}`, pkg }
  names.set(id, named)
  return named
}

const byFunction = new Map()
const byPackage = new Map()
const timeline = new Map()
let at = profile.startTime
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i]
  const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000
  const { fn, pkg } = frameOf(id)
  if (fn.startsWith('(idle)')) return
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms)
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms)
  const bucket = Math.floor((at - profile.startTime) / 100_000) * 100
  const slot = timeline.get(bucket) ?? new Map()
  slot.set(pkg, (slot.get(pkg) ?? 0) + ms)
  timeline.set(bucket, slot)
})
const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n)
console.log(`API requests (ms after navigation, CPU slowed 4x):\n  ${requests.join('\n  ')}`)
console.log('\nBusiest packages (ms of self time):')
for (const [name, ms] of top(byPackage, 20)) console.log(`${ms.toFixed(1).padStart(8)}  ${name}`)
console.log('\nBusiest functions (ms of self time):')
for (const [name, ms] of top(byFunction, 30)) console.log(`${ms.toFixed(1).padStart(8)}  ${name}`)
console.log('\nTimeline (100 ms buckets busier than 20 ms):')
for (const [bucket, slot] of [...timeline].sort((a, b) => a[0] - b[0])) {
  const busy = [...slot.values()].reduce((a, b) => a + b, 0)
  if (busy < 20) continue
  const parts = top(slot, 4).map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
  console.log(`${String(bucket).padStart(6)} ms  busy ${busy.toFixed(0).padStart(3)}: ${parts.join(' | ')}`)
}
