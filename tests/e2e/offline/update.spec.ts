/**
 * Update flow (prompt mode, src/offline/update.ts): build A is served and controls the page; build
 * B is deployed into the same folder (the server serves files new to it through its not-found
 * fallback, so no restart); the page's update check finds B's worker, which installs and waits;
 * the "new version" notice appears while A still runs; "Reload" activates B and the page reloads
 * under it. B differs from A by a value baked in at build time (VITE_PROVIDER_NAME, shown in the
 * footer of every screen), and by its entry script.
 */
import { execSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '../support/fixtures'
import { anyLang } from '../support/i18n'
import { waitForServiceWorker } from '../support/offline-helpers'
import { copyDataDir, type RunningServer, repoRoot, startServer, staticDir } from '../support/server'

// The worker is what these tests are about (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

/** Build B's name; `npm test` makes B beside A with the same value (scripts/test.mjs). */
const B_NAME = 'Plant Portal build B'

/**
 * Build B: the one `npm test` made beside build A (E2E_UPDATE_BUILD_B), or a build of its own
 * when the suite runs alone.
 */
function makeBuildB(target: string) {
  const made = process.env.E2E_UPDATE_BUILD_B
  if (made && existsSync(path.join(made, 'index.html'))) {
    cpSync(made, target, { recursive: true })
    return
  }
  execSync(`npx vite build --outDir ${JSON.stringify(target)} --emptyOutDir`, {
    cwd: repoRoot,
    env: { ...process.env, VITE_PROVIDER_NAME: B_NAME },
    stdio: 'pipe',
  })
}

function entryScript(dir: string): string {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8')
  const match = /<script type="module"[^>]*src="([^"]+)"/.exec(html)
  if (!match) throw new Error(`no entry script in ${dir}/index.html`)
  return match[1]
}

/** Replaces the content of `target` by the content of `source`, keeping the folder itself. */
function deploy(source: string, target: string) {
  for (const entry of readdirSync(target)) rmSync(path.join(target, entry), { recursive: true, force: true })
  cpSync(source, target, { recursive: true })
}

/** The footer's provider name (text: the builds set no provider address to link, ADR 040). */
const footerName = (page: import('@playwright/test').Page, name: string) =>
  page.locator('footer').getByText(new RegExp(`^© \\d{4} ${name}$`))

test('a new build is announced, and "Reload" runs it', async ({ page }) => {
  test.setTimeout(180_000)
  const root = mkdtempSync(path.join(tmpdir(), 'plant-e2e-update-'))
  const buildA = path.join(root, 'A')
  const buildB = path.join(root, 'B')
  const served = path.join(root, 'served')
  let server: RunningServer | undefined
  try {
    cpSync(staticDir(), buildA, { recursive: true })
    makeBuildB(buildB)
    expect(readFileSync(path.join(buildB, 'sw.js'), 'utf8')).not.toBe(
      readFileSync(path.join(buildA, 'sw.js'), 'utf8'),
    )
    expect(entryScript(buildB)).not.toBe(entryScript(buildA))

    cpSync(buildA, served, { recursive: true })
    const seed = process.env.E2E_SEED_DIR
    if (!seed) throw new Error('E2E_SEED_DIR is not set: run through `npx playwright test`')
    server = await startServer({ dataDir: copyDataDir(seed, path.join(root, 'data')), staticDir: served })
    const base = server.baseURL

    await page.goto(`${base}/login`)
    await expect(footerName(page, 'Plant Portal')).toBeVisible()
    await waitForServiceWorker(page)
    const scriptOf = () =>
      page.evaluate(
        () => new URL(document.querySelector<HTMLScriptElement>('script[type="module"]')!.src).pathname,
      )
    expect(await scriptOf()).toBe(entryScript(buildA))

    deploy(buildB, served)
    // The server answers with B at once: its worker, and a file A did not have (not-found fallback).
    const sw = await page.request.get(`${base}/sw.js`)
    expect(await sw.text()).toBe(readFileSync(path.join(buildB, 'sw.js'), 'utf8'))
    const newEntry = await page.request.get(`${base}${entryScript(buildB)}`)
    expect(newEntry.status()).toBe(200)
    expect(newEntry.headers()['content-type']).toMatch(/javascript/)

    // The page's update check (hourly and on visibility in the app; here, now).
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())!.update()
    })
    const notice = page
      .getByRole('status')
      .filter({ hasText: anyLang('A new version of Plant Portal is available.') })
    await expect(notice).toBeVisible({ timeout: 30_000 })
    // A still runs until the user chooses: the new worker waits.
    await expect(footerName(page, 'Plant Portal')).toBeVisible()
    expect(
      await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting),
    ).toBe(true)

    const reloaded = page.waitForEvent('load')
    await notice.getByRole('button', { name: anyLang('Reload', { exact: true }) }).click()
    await reloaded
    await expect(footerName(page, B_NAME)).toBeVisible()
    expect(await scriptOf()).toBe(entryScript(buildB))
    await waitForServiceWorker(page)
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      return { waiting: !!registration?.waiting, controller: navigator.serviceWorker.controller?.state }
    })
    expect(state).toEqual({ waiting: false, controller: 'activated' })
    await expect(notice).toBeHidden()
  } finally {
    await server?.stop()
    rmSync(root, { recursive: true, force: true })
  }
})
