/**
 * Plant control after an offline start (issue 9): the last machine list, restored from the
 * persisted query cache, with its age ("Offline: data from ..."), never a blank page or a spinner.
 */
import { expect, test } from '../support/fixtures'
import {
  expectOffline,
  offlineConsoleNoise,
  waitForPersistedQuery,
  waitForServiceWorker,
} from '../support/offline-helpers'
import { signIn } from '../support/session'

test.use({ serviceWorkers: 'allow' })

test('plant control opens offline with the last machines and their age', async ({
  page,
  context,
  consoleGuard,
}) => {
  consoleGuard.allow(offlineConsoleNoise)
  const { body } = await signIn(page, 'manager')
  const userId = (body as { user: { userId: number } }).user.userId
  await page.goto('/plant-control')
  const cards = page.locator('article.pp-machine-card')
  await expect(cards).toHaveCount(12)
  await waitForServiceWorker(page)
  await waitForPersistedQuery(page, userId, '"plant-status"')

  await context.setOffline(true)
  const response = await page.reload()
  expect(response?.fromServiceWorker()).toBe(true)
  await expectOffline(page)
  await expect(cards).toHaveCount(12)
  await expect(page.getByText(/^Offline: data from \d\d:\d\d$/)).toBeVisible()

  // A search never made online has nothing stored: the list says so instead of spinning.
  await page.goto('/historical?order=never-searched')
  await expect(page.getByText('This search is not stored on this device.', { exact: false })).toBeVisible()
})
