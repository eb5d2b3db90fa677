/**
 * The shape of the first load (vite.config.ts, codeSplitting): the sign-in page fetches none of the
 * signed-in area's code nor dayjs, and the signed-in home starts from a handful of files rather
 * than dozens, and each stays within its JavaScript budget. Lighthouse scores are bench:web's; this
 * guards the structure and the bytes those figures rest on, which a new import or a moved file in
 * the wrong place (vite.config.ts's chunk groups) would otherwise break silently.
 */
import { gzipSync } from 'node:zlib'
import type { Page, Response } from '@playwright/test'
import { apiToken } from './support/demo-plant'
import { firstScreens, screenPath } from './support/first-screens'
import { expect, test } from './support/fixtures'
import { demoAccount, loginForm, signIn } from './support/session'

/**
 * The JavaScript budgets of README "Measured figures" (gzip, as bench:web counts them). /login was
 * 150 until the maintenance assistant's 21 routes: the route table every page loads (paths, search
 * parsers, preload lists) grew by 2.7 KB; 155 until the job set-up and configuration areas (their
 * error codes' texts, two area catalogs' loaders: 155.05 KB measured); 156 until issue 29 put in
 * every page what must work before any screen does: the in-shell error view (it cannot load with
 * the screen that failed), links read tolerantly with their notice, and the plant's time zone
 * (158.25 KB measured); 159 until issue 30 had every area's first screen start its data in its route
 * loader (the 21 loaders and their helper are in the route table: 159.3 KB measured); 160 until
 * issue 32's last pieces (2 December) added ten lazy chunks (the histogram's series, the cost panels,
 * the work order's job dialog, the phone's historical cards, the charts' tooltip fade): each is a
 * name in the preload table of the entry every page loads (160.2 KB measured). 161 holds that and
 * no accidental import (a route module importing zod adds some 35 KB). 162 since issue 44 (8 December):
 * the sign-in page says why a session ended (the 401's code kept with the sign-out, its message in
 * the six catalogs) and the catalogs give a context to each message with two meanings (161.9 KB).
 */
const budgetKb = { '/login': 162, '/home': 200 } as const

const scriptBodies = new WeakMap<Page, Promise<number>[]>()

/** Paths of the same-origin scripts the page fetches while `load` runs and the network settles. */
async function scriptsLoadedBy(page: Page, load: () => Promise<void>): Promise<string[]> {
  const scripts: string[] = []
  const sizes: Promise<number>[] = []
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return
    scripts.push(new URL(response.url()).pathname)
    sizes.push(
      response.body().then(
        (body) => gzipSync(body).length,
        () => 0,
      ),
    )
  }
  page.on('response', onResponse)
  try {
    await load()
    await page.waitForLoadState('networkidle')
  } finally {
    page.off('response', onResponse)
  }
  scriptBodies.set(page, sizes)
  return scripts
}

/** Gzip kilobytes of the scripts the last scriptsLoadedBy saw: the budget holds whatever moves where. */
async function loadedKb(page: Page) {
  const sizes = await Promise.all(scriptBodies.get(page) ?? [])
  return sizes.reduce((a, b) => a + b, 0) / 1024
}

test('the sign-in page loads no signed-in code and no dayjs', async ({ page }) => {
  const scripts = await scriptsLoadedBy(page, async () => {
    await page.goto('/login')
    await expect(loginForm(page).submit).toBeVisible()
  })
  expect(scripts.some((s) => /\/assets\/index-/.test(s))).toBe(true)
  expect(scripts.filter((s) => /signed-in-|dayjs|\/(ca|en|es|fr|pt|ru)-[\w-]+\.js$/.test(s))).toEqual([])
  expect(await loadedKb(page), 'KB gzip of JavaScript on /login').toBeLessThanOrEqual(budgetKb['/login'])
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
  expect(await loadedKb(page), 'KB gzip of JavaScript on /home').toBeLessThanOrEqual(budgetKb['/home'])
})

/**
 * Every area's first screen as the user who opens it, with its budget (issue 30): a screen that
 * grows past it fails the run. The target is 250 KB (300 with the order detail's charts). Where a
 * screen is still heavier, its budget is its weight of 28 November 2026 plus 3 KB, so it can only
 * go down (statistics, the maintenance dashboard and a work order 1-3 KB more since their loaders
 * start their data, issue 30): the maintenance screens (Dexie, zod, the filters' date picker and selects, and on the
 * dashboard the weeks chart's Recharts, 120 KB), job costing, plant control, statistics and the
 * rest of the production screens. The manual in the viewer carries pdf.js and its worker: no
 * budget of 250 KB can hold a PDF renderer. Issue 31 (29 November) raised five by 1-2 KB, measured:
 * the work requests' route in the route table every page loads (0.4 KB), their menu entry, count
 * and bell texts (0.3 KB on maintenance pages), and the stop line of plant control and the display
 * in the base catalog; maintenance today had reached its budget exactly (363.0 KB) with the stop
 * line alone. On 1 December the maintenance screens' answers were checked without zod (their guards
 * in features/maintenance/model/maintenance-answers.ts): 25-27 KB less each, and the budgets with them;
 * then their filter bars' selects and date picker became stand-ins until reached for
 * (components/deferred-filter-bar.tsx) and the list order a native select: 25-30 KB less on today,
 * the dashboard and the calendar; and the area's phone menu drawer loads on the burger's first use:
 * 7-10 KB less on every maintenance screen. Issue 32 (1 December) made statistics and inactivities
 * open with data (the last choice of machines, or the plant's first, on the last full day: ADR 041)
 * instead of an empty "choose machines" page, so their first screen now draws its charts: +141 KB
 * and +145 KB of Recharts and the chart panels, measured (444.6 and 430.4 KB), budgets raised to
 * that plus 3. Drawing the first panels (accumulated time, donuts) without Recharts is the open way
 * back under 300. The same day the navigation log (POST /log/custom, in the shell of every signed-in
 * page) and the historical page size kept on the device put historical 0.2 KB over its 269 and the
 * manual in the viewer 0.1 KB over its 875: 270 and 876, measured (269.2 and 875.1).
 * On 2 December statistics drew its accumulated time and donuts with Mantine's Progress and
 * RingProgress (components/share-ring.tsx), inactivities its donuts too, and their charts below wait
 * until scrolled to (ADR 043); and this test opened its screens at 1280 x 720 until then, where a
 * chart at the fold loads the chart library a phone does not need first: now at Lighthouse's mobile
 * screen, as bench:web measures. Measured there: statistics 309.6, inactivities 296.9 (on a phone
 * its Pareto is a list of bars), the maintenance dashboard 288.3 (its weeks chart below the fold),
 * the order detail 283.8: budgets lowered to these plus 3. The same day issue 32's last pieces
 * raised six, measured: historical 271.5 (on a phone its orders are cards, a chunk of their own,
 * and its width and format filters read the user's unit), shared jobs 294.6 (the searchable list of
 * every job: one query per customer through useQueries), a work order 339.3 (its customer and job),
 * job costing 343.1 and the genius board 286.1 (the entry's preload table, as /login above).
 * Later on 2 December (ADR 049) every budget went down to its measured weight plus 3 (250 at most
 * where under it): the positioning library, dropdowns, menus, tooltips and date popover load when a
 * field, header or badge is first approached, zod's JSON Schema generator left the browser build,
 * and the unsaved-changes and action dialogs load when needed. Measured: plant control 253.7 /
 * 254.7, historical 230.4, genius board 251.6, shared jobs 264.2, plant configuration 248.8,
 * today 280.6, the dashboard 276.1, a work order 323.5 (now with its procedure, issue 33), the
 * calendar 320.2 (with its usage forecasts), statistics 304.3, inactivities 293.7, job costing
 * 335.6, the order detail 281.4, documents 235.2, the display 228.1, the interest page 197.6, the
 * viewer 871.4. Lowered to 229, historical's budget failed the run ("historical 230.4 KB > 229 KB").
 */
/** The viewport of Lighthouse's mobile preset (bench/web.ts: formFactor 'mobile'). */
const LIGHTHOUSE_MOBILE = { width: 412, height: 823 }

/** Each first screen's budget (support/first-screens.ts names them). */
const budgetsKb: Record<string, number> = {
  'plant control (manager)': 257,
  'plant control (operator)': 258,
  historical: 233,
  'order detail': 285,
  "operation analytics' interest page": 201,
  statistics: 307,
  inactivities: 297,
  'job costing': 339,
  'technical documents': 238,
  'maintenance dashboard': 279,
  // Issue 44 (8 December): a usage task's work order says its recurrence ("Every 2,500,000 m or 40
  // orders", recurrence-text) instead of "One-off", in the lists, the calendar and the work order:
  // today 284.8, the calendar 323.4, a work order 327.3 KB measured.
  'maintenance today': 285,
  'maintenance calendar': 324,
  'a work order': 328,
  'a manual in the viewer': 875,
  'the line-side display': 231,
  'shared jobs': 267,
  'genius board': 255,
  'plant configuration': 250,
}

for (const user of ['manager', 'operator', 'tech'] as const) {
  test(`each first screen the ${user} opens stays within its JavaScript budget`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const screens = firstScreens.filter((s) => s.user === user)
    // Lighthouse's mobile screen, as bench:web opens them: what shows first on a phone is what loads.
    await page.setViewportSize(LIGHTHOUSE_MOBILE)
    const managerToken = await apiToken(baseURL as string, demoAccount('manager').email)
    const { token } = await signIn(page, user)
    const tokens = { user: token as string, manager: managerToken, baseURL: baseURL as string }
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    const weights: string[] = []
    const over: string[] = []
    for (const screen of screens) {
      const target = await screenPath(screen, tokens, page)
      // A screen added to the list without a budget of its own gets issue 30's target.
      const budget = budgetsKb[screen.name] ?? 250
      await page.goto('about:blank')
      await scriptsLoadedBy(page, async () => {
        await page.goto(target)
        await expect(page.locator('main').first()).toBeVisible()
        await screen.open?.(page)
      })
      const kb = await loadedKb(page)
      weights.push(`${screen.name}: ${kb.toFixed(1)} KB (budget ${budget})`)
      if (kb > budget) over.push(`${screen.name} ${kb.toFixed(1)} KB > ${budget} KB`)
    }
    await cdp.detach()
    await testInfo.attach('first-screen weights', { body: weights.join('\n'), contentType: 'text/plain' })
    console.log(weights.join('\n'))
    expect(over, 'first screens over their JavaScript budget').toEqual([])
  })
}
