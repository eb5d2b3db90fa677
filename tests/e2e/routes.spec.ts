/**
 * The route map of spec 000 §2.1 / 002 §2.1: legacy and unknown paths redirect, the root depends on
 * the session, every protected route renders inside the shell, and a malformed production-order
 * path shows an error view that leads back to the historical list.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { anyLang } from './support/i18n'
import { DEMO_PASSWORD, loginForm, signIn, submitLogin } from './support/session'

// Every signed-in route of the route tree renders inside the shell and stays where it was opened:
// one walk in links.spec.ts, which opens each with a malformed link as well (it was two walks).

/** The shell: the top bar with the application menu, the bell and the user menu. */
async function expectShell(page: Page, userName: string) {
  await expect(page.getByRole('button', { name: anyLang('Applications', { exact: true }) })).toBeVisible()
  await expect(page.getByRole('button', { name: anyLang('Notifications') })).toBeVisible()
  await expect(page.getByRole('button', { name: new RegExp(userName) })).toBeVisible()
  await expect(page.getByRole('main')).toBeVisible()
}

test('signed out: / and protected routes lead to /login', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/login$/)
  await page.goto('/plant-control')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fplant-control$|\/login\?redirectTo=\/plant-control$/)
  await page.goto('/recover-account')
  await expect(page).toHaveURL(/\/recover-account$/)
})

test('a bad search value in a link is blanked, not passed on: the page opens as without it', async ({
  page,
}) => {
  // The router lays a route's checked search over the raw one: a number where text belongs...
  await page.goto('/login?redirectTo=5&notice=nonsense')
  await expect(loginForm(page).submit).toBeVisible()
  const login = await submitLogin(page, 'manager@demo.plant', DEMO_PASSWORD, { stay: true })
  expect(login.status).toBe(200)
  await expect(page).toHaveURL(/\/home$/)
  // ...and filters the server would refuse: the list opens unfiltered, no 400 behind it.
  await page.goto(`/maintenance/all?risks=${encodeURIComponent('[9]')}&page=0`)
  await expect(page.locator('a[href^="/maintenance/events/"]').first()).toBeVisible()
})

test('redirects of the route map', async ({ page }) => {
  await signIn(page, 'manager')
  const cases: [string, RegExp][] = [
    ['/', /\/home$/],
    ['/login', /\/home$/],
    ['/new', /\/home$/],
    ['/new/home', /\/home$/],
    ['/new/historical', /\/historical$/],
    ['/#/historical', /\/historical$/],
    ['/new/#/job-costing', /\/job-costing$/],
    ['/machine-control', /\/plant-control$/],
    ['/unknown', /\/home$/],
    ['/some/deep/unknown/path', /\/home$/],
  ]
  for (const [from, to] of cases) {
    await page.goto(from)
    await expect(page, `${from} redirects`).toHaveURL(to)
  }
})

test('a malformed production-order path shows an error view with a way back to historical', async ({
  page,
}) => {
  const { account } = await signIn(page, 'manager')
  await page.goto('/machine-control/abc/x/1')
  await expect(page).toHaveURL(/\/machine-control\/abc\/x\/1$/)
  await expectShell(page, account.name)
  const main = page.getByRole('main')
  const back = main
    .getByRole('button', { name: /histor/i })
    .or(main.getByRole('link', { name: /histor/i }))
    .first()
  await expect(back).toBeVisible()
  await back.click()
  await expect(page).toHaveURL(/\/historical$/)
})

test('a production-order detail path renders inside the shell', async ({ page, consoleGuard }) => {
  // The order does not exist: the API answers 404 and the browser logs it.
  consoleGuard.allow(/status of 404/)
  const { account } = await signIn(page, 'manager')
  // Well-formed path; the order may not exist: the shell must still render with a message.
  await page.goto('/machine-control/unknownhash/1/1700000000')
  await expectShell(page, account.name)
})
