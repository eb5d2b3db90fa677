/**
 * Work requests from the floor (issue 31): a technician reports a problem with a photo while
 * offline; it reaches the server exactly once when the connection is back (one POST per
 * Idempotency-Key, one request stored, its photo with it); a maintenance manager sees the count in
 * the menu and turns it into a corrective work order through the pre-filled form; the technician
 * sees it accepted and opens the work order from it. A second request, declined with a reason,
 * shows the reason to its requester. At 360 px the page does not scroll sideways, and axe finds no
 * serious violation on it or on the form.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page, Request } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { tr } from '../support/i18n'
import { expectNoSidewaysScroll } from '../support/layout'
import {
  expectOffline,
  expectOnline,
  offlineConsoleNoise,
  outboxCommands,
  pngImage,
  waitForPersistedQuery,
  waitForServiceWorker,
} from '../support/offline-helpers'
import { installRetargetingHandler, watchRetargetings } from '../support/promotions'
import { signIn } from '../support/session'

// The worker and the outbox are what this is about (the suite blocks workers elsewhere).
test.use({ isolated: true, serviceWorkers: 'allow' })

test.beforeEach(({ consoleGuard }) => {
  consoleGuard.allow(offlineConsoleNoise)
})

interface StoredRequest {
  id: number
  description: string
  state: string
  workOrderId: number | null
  declineReason: string | null
  photos: unknown[]
}

async function requestsOf(page: Page, baseURL: string, token: string): Promise<StoredRequest[]> {
  const res = await page.request.get(`${baseURL}/api/maintenance/requests`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { requests: StoredRequest[] }).requests
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: option }).first().click()
}

test('a problem reported offline with a photo arrives once, becomes a work order, and a declined one says why', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two users, a service worker, two network cuts and a photo upload: 24 s on CI, and it went past
  // the default 60 s once locally beside the 300 s CSP walk and a11y on two workers.
  test.setTimeout(120_000)
  const posts: string[] = []
  page.context().on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/maintenance/requests') {
      posts.push(request.headers()['idempotency-key'] ?? '(none)')
    }
  })
  const machinesRead = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/maintenance/requests/machines',
  )
  const { token, account, body } = await signIn(page, 'tech')
  const t = (m: string) => tr(account.locale, m)
  const userId = (body as { user: { userId: number } }).user.userId
  await page.goto('/maintenance/requests')
  await machinesRead
  await waitForServiceWorker(page)
  await waitForPersistedQuery(page, userId, '"machines"')

  // Offline: the form still lists the machines with their state, and the request waits on the device.
  await page.context().setOffline(true)
  await expectOffline(page)
  await page.getByRole('button', { name: t('Report a problem') }).click()
  const dialog = page.getByRole('dialog', { name: t('Report a problem') })
  await choose(page, t('Machine'), /^Flexo CI 1 · /)
  const description = `Oil under the unwinder ${Date.now()}`
  await dialog.getByRole('textbox', { name: t('What is wrong?') }).fill(description)
  await dialog.getByRole('radio', { name: t('The machine cannot run') }).check()
  await dialog
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'leak.png', mimeType: 'image/png', buffer: pngImage(24, 5) }])
  await dialog.getByRole('button', { name: t('Send the request') }).click()
  await expect(
    page.getByText(t('Request saved on this device. It is sent as soon as the connection is back.')),
  ).toBeVisible()
  await expect(page.getByTestId('queued-requests')).toBeVisible()
  expect((await outboxCommands(page)).filter((c) => c.kind === 'work-request')).toHaveLength(1)
  expect(posts).toEqual([])

  // Back online: delivered once, with its photo.
  await page.context().setOffline(false)
  await expectOnline(page)
  await expect.poll(async () => (await outboxCommands(page)).length, { timeout: 20_000 }).toBe(0)
  const filed = (await requestsOf(page, baseURL!, token!)).filter((r) => r.description === description)
  expect(filed).toHaveLength(1)
  expect(filed[0]).toMatchObject({ state: 'new', photos: [expect.anything()] })
  expect(new Set(posts).size).toBe(1)
  expect(posts).toHaveLength(1)
  const card = page.getByRole('article').filter({ hasText: description })
  await expect(card.getByText(t('New'), { exact: true })).toBeVisible()

  // A second one, online, to be declined.
  await page.getByRole('button', { name: t('Report a problem') }).click()
  await choose(page, t('Machine'), /^Flexo CI 1 · /)
  const squeak = `Squeak at the rewinder ${Date.now()}`
  await dialog.getByRole('textbox', { name: t('What is wrong?') }).fill(squeak)
  await dialog.getByRole('button', { name: t('Send the request') }).click()
  await expect(page.getByText(t('Request sent to maintenance.'))).toBeVisible()

  // The manager: the menu counts the new requests; one becomes a work order, one is declined.
  const managerContext = await browser.newContext({ baseURL })
  const manager = await managerContext.newPage()
  // A page of its own context: the fixture's handling of the home promotions is set up by hand.
  watchRetargetings(manager)
  await installRetargetingHandler(manager)
  const signed = await signIn(manager, 'manager')
  const m = (s: string) => tr(signed.account.locale, s)
  await manager.goto('/maintenance/requests')
  await expect(manager.getByRole('link', { name: `${m('Work requests')} (2)` })).toBeVisible()
  await manager
    .getByRole('article')
    .filter({ hasText: squeak })
    .getByRole('button', { name: m('Decline') })
    .click()
  const declining = manager.getByRole('dialog', { name: m('Decline the request') })
  await declining
    .getByRole('textbox', { name: m('Why is it declined?') })
    .fill('The bearing was changed this morning')
  await declining.getByRole('button', { name: m('Decline') }).click()
  await expect(manager.getByRole('link', { name: `${m('Work requests')} (1)` })).toBeVisible()

  await manager
    .getByRole('article')
    .filter({ hasText: description })
    .getByRole('link', { name: m('Create a work order') })
    .click()
  await expect(manager).toHaveURL(/\/maintenance\/tasks\/new-order\?.*workRequestId=\d+/)
  await expect(
    manager.getByText(
      m('From a work request: creating the work order accepts it, and its photos come with it.'),
    ),
  ).toBeVisible()
  await choose(manager, m('Type'), m('Review'))
  await choose(manager, m('Machine condition'), m('Machine stopped'))
  await manager.getByRole('textbox', { name: m('Planned duration (minutes)') }).fill('45')
  await manager.getByRole('textbox', { name: m('Reason'), exact: true }).fill('Oil leak')
  await manager.getByRole('textbox', { name: m('Provider'), exact: true }).fill('Own staff')
  await manager.getByRole('radiogroup').getByText('2', { exact: true }).click()
  await manager.getByRole('button', { name: m('Create the work order') }).click()
  await expect(manager).toHaveURL(/\/maintenance\/tasks\/\d+$/)
  await managerContext.close()

  // The technician: accepted, with a link to its work order; the other declined, with the reason.
  await page.reload()
  await expect(card.getByText(t('Accepted'), { exact: true })).toBeVisible()
  await expect(
    page.getByRole('article').filter({ hasText: squeak }).getByTestId('decline-reason'),
  ).toContainText('The bearing was changed this morning')

  // On a phone: nothing scrolls sideways, and axe finds nothing serious with the form open.
  await page.setViewportSize({ width: 360, height: 800 })
  await expectNoSidewaysScroll(page, 'the requests page scrolls sideways at 360 px')
  await expectNoSeriousAxeViolations(page, 'the requests page')
  await page.getByRole('button', { name: t('Report a problem') }).click()
  await expect(dialog.getByRole('textbox', { name: t('What is wrong?') })).toBeVisible()
  // Its opening transition ended: axe reads text half faded in as low contrast.
  await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
  await expectNoSeriousAxeViolations(page, 'the report form')
  await dialog.getByRole('button', { name: t('Cancel') }).click()

  await card.getByRole('link', { name: /\d+/ }).click()
  await expect(page).toHaveURL(/\/maintenance\/events\/\d+$/)
  await expect(page.getByText(description).first()).toBeVisible()
})

async function expectNoSeriousAxeViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(serious, `axe on ${where}`).toEqual([])
}
