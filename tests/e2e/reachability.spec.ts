/**
 * Every screen a role may open can be found (issue 32): each demo account starts on /home, opens
 * the Applications menu, and follows the links of every screen it reaches, one page per route (a
 * few for routes with parameters, whose instances differ). Then every route of the route tree that
 * the account may open must have been reached. "May open": a route without parameters that, opened
 * by its address, shows its screen rather than "No access" or another page; a route with
 * parameters where the account may open the screen that lists it (`listedOn`). The signed-out pages,
 * the line-side display (opened by its link, spec 000 §2.2) and the catch-all are not in menus.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { finishedFlexoOrder } from './support/demo-plant'
import { expect, test } from './support/fixtures'
import { anyLang } from './support/i18n'
import { type DemoKey, signIn } from './support/session'

/** The navigable paths of the route tree, read from the generated file (FileRoutesByTo). */
function routePatterns(): string[] {
  const source = readFileSync(path.join(import.meta.dirname, '../../src/routeTree.gen.ts'), 'utf8')
  const block = source.slice(source.indexOf('export interface FileRoutesByTo {'))
  // The interface ends at a closing brace of its own line ('{-$file}' holds one too).
  const body = block.slice(0, block.indexOf('\n}'))
  return [...body.matchAll(/'([^']+)': typeof/g)].map((m) => m[1] as string)
}

const notInMenus = new Set(['/', '/$', '/login', '/recover-account', '/reset-password/$token', '/display'])

/**
 * Routes an account opens by address only to read why it cannot use them: the commercial user
 * reads the genius board but may not prepare orders (its rule, spec 001 §6), so "New order" is not
 * offered, and the page says why instead of showing the form.
 */
const refusedInPlace: Partial<Record<DemoKey, string[]>> = { sales: ['/genius-board/new'] }

/** Routes with parameters, and the screen that lists their instances. */
const listedOn: Record<string, string> = {
  '/machine-control/$machineHashCode/$idOnMachine/$insertTimestamp': '/historical',
  '/documents/$machineSN': '/documents',
  '/documents/$machineSN/electrical/{-$file}': '/documents',
  '/documents/$machineSN/maintenance/{-$file}': '/documents',
  '/documents/$machineSN/mechanical/{-$file}': '/documents',
  '/documents/$machineSN/operational/{-$file}': '/documents',
  '/documents/$machineSN/subassemblies/{-$file}': '/documents',
  '/genius-board/$order': '/genius-board',
  '/maintenance/events/$event': '/maintenance/today',
  '/maintenance/tasks/$task': '/maintenance/tasks',
  // Editing needs the rights creating does: whoever may open "new" may open "edit".
  '/maintenance/tasks/$task/edit': '/maintenance/tasks/new',
  '/maintenance/assets/$asset/edit': '/maintenance/assets/new',
}
/**
 * The order's analytics: the analysis for an account with operation analytics, the interest page
 * for one without (spec 000 §2.6); either is reached from the order page. A roll's analysis is
 * reached from the order page's rolls, when the order has rolls and the account has analytics.
 */
const orderPage = '/machine-control/$machineHashCode/$idOnMachine/$insertTimestamp'
const analytics = '/operation-analytics/$machineHashCode/$idOnMachine/$insertTimestamp'
const interested = '/operation-analytics-interested/$machineHashCode/$idOnMachine/$insertTimestamp'
const roll = '/operation-analytics/$machineHashCode/$idOnMachine/$insertTimestamp/roll/$number'

/** A route pattern as a regular expression over a pathname. */
function matcher(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith('{-$')) return '(?:/[^/]+)?'
      if (segment.startsWith('$')) return '/[^/]+'
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
    })
    .join('')
  return new RegExp(`^${source}/?$`)
}

const patterns = routePatterns().filter((p) => !notInMenus.has(p))
const matchers = patterns.map((p) => [p, matcher(p)] as const)
const patternOf = (pathname: string) => {
  // The most specific match: '/maintenance/tasks/new' before '/maintenance/tasks/$task'.
  const found = matchers.filter(([, re]) => re.test(pathname))
  found.sort((a, b) => b[0].split('$').length - a[0].split('$').length)
  return found.at(-1)?.[0]
}

/**
 * The page's requests in flight (code, catalogs, data), kept from page events. Playwright's
 * 'networkidle' waits a fixed 500 ms of silence on every page; the crawl opens about fifty per
 * account, so it waits for its own, shorter silence instead.
 */
function watchRequests(page: Page) {
  const open = new Set<object>()
  let changed = Date.now()
  page.on('request', (request) => {
    open.add(request)
    changed = Date.now()
  })
  const settled = (request: object) => {
    open.delete(request)
    changed = Date.now()
  }
  page.on('requestfinished', settled)
  page.on('requestfailed', settled)
  /** Resolves once nothing has been in flight for `quietMs` (at most `capMs`: a polled screen asks again). */
  return async (quietMs = 250, capMs = 5_000) => {
    const started = Date.now()
    while (Date.now() - started < capMs) {
      if (open.size === 0 && Date.now() - changed >= quietMs) return
      await page.waitForTimeout(50)
    }
  }
}

/** Lets the page settle: its main region drawn, its first data asked for and answered. */
async function settle(page: Page, quiet: () => Promise<void>) {
  await expect(page.locator('main').first()).toBeVisible({ timeout: 20_000 })
  await quiet()
}

/**
 * The page's links once its data has come: read until two reads a quarter second apart agree and
 * nothing in the main region is loading (a list's rows arrive after its code and catalog).
 */
async function linksOn(page: Page): Promise<string[]> {
  let last = await readLinks(page)
  for (let i = 0; i < 40; i++) {
    await page.waitForTimeout(250)
    const now = await readLinks(page)
    const loading = await page.locator('main .mantine-Loader-root').count()
    if (loading === 0 && now.length === last.length && now.every((l, j) => l === last[j])) return now
    last = now
  }
  return last
}

/** Same-origin link targets on the page: pathname and search. */
async function readLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))
  const origin = new URL(page.url()).origin
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin)
    .map((url) => `${url.pathname}${url.search}`)
}

/** Whether the account may open a route without parameters: its screen, not "No access" or a redirect. */
async function mayOpen(page: Page, quiet: () => Promise<void>, pattern: string): Promise<boolean> {
  await page.goto(pattern)
  await settle(page, quiet)
  if (patternOf(new URL(page.url()).pathname) !== pattern) return false
  const noAccess = page.getByText(anyLang('No access', { exact: true }))
  return (await noAccess.count()) === 0
}

/**
 * Pages followed per route: one, the address without a query first (a filtered list may be empty);
 * two for routes with parameters (an order may have no rolls).
 */
const perPattern = (pattern: string) => (pattern.includes('$') ? 2 : 1)

// The four accounts hold every role between them. new@ (ROLE_USER and production analytics, both the
// operator's) must accept the terms first, which takes a server of its own (home-roles.spec.ts).
for (const key of ['manager', 'operator', 'tech', 'sales'] as const satisfies readonly DemoKey[]) {
  test(`every screen the ${key} account may open is reachable from its menus and screens`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(300_000)
    const quiet = watchRequests(page)
    const { token } = await signIn(page, key)

    // From home: its tiles and links, and the Applications menu.
    const queue: string[] = []
    const visits = new Map<string, number>()
    const reached = new Set<string>(['/home'])
    const enqueue = (target: string) => {
      const pattern = patternOf(new URL(target, 'http://x').pathname)
      if (!pattern) return
      reached.add(pattern)
      if ((visits.get(pattern) ?? 0) >= perPattern(pattern) || queue.includes(target)) return
      visits.set(pattern, (visits.get(pattern) ?? 0) + 1)
      if (target.includes('?')) queue.push(target)
      else queue.unshift(target)
    }
    await settle(page, quiet)
    for (const link of await linksOn(page)) enqueue(link)
    await page.getByRole('button', { name: anyLang('Applications', { exact: true }) }).click()
    const menu = page.getByRole('menu')
    await expect(menu).toBeVisible()
    for (const link of await linksOn(page)) enqueue(link)
    await page.keyboard.press('Escape')

    const seen = new Set<string>(['/home'])
    // Rolls are listed on a finished order's page, and the first orders of a list may be running:
    // the crawl also opens a finished Flexo CI 1 order, one that historical lists.
    let finishedOrderAdded = false
    while (queue.length > 0) {
      if (!finishedOrderAdded && reached.has(orderPage)) {
        finishedOrderAdded = true
        queue.unshift(`/machine-control/${await finishedFlexoOrder(baseURL as string, token as string)}`)
      }
      const target = queue.shift() as string
      if (seen.has(target)) continue
      seen.add(target)
      await page.goto(target)
      await settle(page, quiet)
      for (const link of await linksOn(page)) enqueue(link)
    }

    // What the account may open but did not reach: a route without parameters it opens by address,
    // or a route listed on a screen it opens. Only the unreached need the check.
    const missing: string[] = []
    const refused = refusedInPlace[key] ?? []
    for (const pattern of patterns.filter((p) => !p.includes('$') && !reached.has(p))) {
      if (refused.includes(pattern)) continue
      if (await mayOpen(page, quiet, pattern)) missing.push(pattern)
    }
    for (const pattern of refused) {
      await page.goto(pattern)
      await settle(page, quiet)
      await expect(page.getByRole('main').getByRole('textbox'), `${pattern} offers no form`).toHaveCount(0)
    }
    for (const [pattern, list] of Object.entries(listedOn)) {
      if (!reached.has(pattern) && (await mayOpen(page, quiet, list)))
        missing.push(`${pattern} (listed on ${list})`)
    }
    if (!reached.has(analytics) && !reached.has(interested) && (await mayOpen(page, quiet, '/historical'))) {
      missing.push(`${analytics} or its interest page`)
    }
    if (reached.has(analytics) && !reached.has(roll)) missing.push(roll)
    // Every route is accounted for: in menus and screens, in the list above, or one of the three.
    const unknown = patterns.filter(
      (p) => p.includes('$') && !listedOn[p] && ![analytics, interested, roll].includes(p),
    )
    expect(unknown, 'routes with parameters this test does not know how to expect').toEqual([])
    expect(missing, `screens the ${key} account may open but reaches from nowhere`).toEqual([])
    expect(reached.size, `the ${key} account reaches some screen besides home`).toBeGreaterThan(1)
  })
}
