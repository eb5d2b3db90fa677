/**
 * The shape of the first load (vite.config.ts, codeSplitting): the sign-in page fetches none of the
 * signed-in area's code nor dayjs, and the signed-in home starts from a handful of files rather
 * than dozens. Sizes and scores are bench:web's; this guards the structure those figures rest on,
 * which a new import in the wrong place silently breaks.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { loginForm, signIn } from './support/session'

/** Paths of the same-origin scripts the page fetches while `load` runs and the network settles. */
async function scriptsLoadedBy(page: Page, load: () => Promise<void>): Promise<string[]> {
  const scripts: string[] = []
  const onResponse = (response: { url(): string; request(): { resourceType(): string } }) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname)
  }
  page.on('response', onResponse)
  try {
    await load()
    await page.waitForLoadState('networkidle')
  } finally {
    page.off('response', onResponse)
  }
  return scripts
}

test('the sign-in page loads no signed-in code and no dayjs', async ({ page }) => {
  const scripts = await scriptsLoadedBy(page, async () => {
    await page.goto('/login')
    await expect(loginForm(page).submit).toBeVisible()
  })
  expect(scripts.some((s) => /\/assets\/index-/.test(s))).toBe(true)
  expect(scripts.filter((s) => /signed-in-|dayjs|\/(ca|en|es|fr|pt|ru)-[\w-]+\.js$/.test(s))).toEqual([])
})

test('the signed-in home starts from a handful of files', async ({ page }) => {
  await signIn(page, 'manager')
  // A cold reload: nothing from the HTTP cache or the service worker's precache.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.setBypassServiceWorker', { bypass: true })
  const scripts = await scriptsLoadedBy(page, async () => {
    await page.reload()
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
  })
  await cdp.detach()
  expect(scripts.some((s) => /\/assets\/signed-in-/.test(s))).toBe(true)
  // 8 today (entry, runtime, vendor, Mantine base, page frame, signed-in, catalog, workbox-window);
  // the default splitting gave 30.
  expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(10)
})
