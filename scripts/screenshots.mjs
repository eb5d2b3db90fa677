/**
 * Screenshots of screens as a user sees them, for looking at what was built (not a test):
 *   node scripts/screenshots.mjs <demo user> <dark|light> /path [/path ...]
 * against a running server (BASE, default http://localhost:8080), at WIDTHS (default 360,768,1280),
 * into /tmp/shots/. Prints each page's scrollWidth (wider than the viewport = sideways scroll).
 */
import { chromium } from '@playwright/test'

const base = process.env.BASE ?? 'http://localhost:8080'
const [user = 'manager', scheme = 'dark', ...paths] = process.argv.slice(2)
const widths = (process.env.WIDTHS ?? '360,768,1280').split(',').map(Number)
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
})
const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: scheme })
const page = await context.newPage()
page.on('pageerror', (e) => console.log('pageerror', e.message))
page.on('console', (m) => {
  if (m.type() === 'error') console.log('console', m.text())
})
await page.goto(base + '/login')
await page.locator('input').first().fill(`${user}@demo.plant`)
await page.locator('input[type=password]').fill('demo1234')
await page.keyboard.press('Enter')
await page.waitForURL('**/home')
await page.waitForTimeout(1500)
await page.keyboard.press('Escape')
if (process.env.THEME) {
  await page.evaluate((t) => localStorage.setItem('plant-portal.color-scheme', t), scheme)
}
for (const p of paths) {
  for (const w of widths) {
    await page.setViewportSize({ width: w, height: 900 })
    await page.goto(base + p)
    await page.waitForTimeout(2500)
    await page.keyboard.press('Escape')
    const name = `/tmp/shots/${user}-${scheme}-${p.replace(/[^a-z0-9]+/gi, '_')}-${w}.png`
    await page.screenshot({ path: name, fullPage: process.env.FULL === '1' })
    const sw = await page.evaluate(() => document.documentElement.scrollWidth)
    console.log(name, 'scrollWidth', sw)
  }
}
await browser.close()
