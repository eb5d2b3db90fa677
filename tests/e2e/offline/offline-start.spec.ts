/**
 * Offline start: once signed in and controlled by the worker, the app opens with no network at
 * all (a reload, and a navigation to another route), with the last session and the last server
 * data (the notification count, restored from the persisted query cache), and says it is offline.
 */
import { expect, test } from '../support/fixtures'
import { anyLang } from '../support/i18n'
import {
  expectOffline,
  offlineConsoleNoise,
  waitForPersistedQuery,
  waitForServiceWorker,
} from '../support/offline-helpers'
import { signIn } from '../support/session'
import { userMenuButton } from '../support/shell'

// The worker is what these tests are about (the suite blocks it elsewhere: playwright.config.ts). A server
// of its own: the test needs the manager's unread notifications, which any test on a shared server
// that opens the bell (the a11y checks do) marks as seen.
test.use({ serviceWorkers: 'allow', isolated: true })

test('a reload and another route open offline with the last session and data', async ({
  page,
  context,
  consoleGuard,
}) => {
  consoleGuard.allow(offlineConsoleNoise)
  const notifications = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/user_notifications/' && r.request().method() === 'POST',
  )
  const { account, body } = await signIn(page, 'manager')
  const userId = (body as { user: { userId: number } }).user.userId
  const newCount = ((await (await notifications).json()) as { numNewNotification: number }).numNewNotification
  expect(newCount, 'the demo manager has new notifications to show').toBeGreaterThan(0)

  const bell = page.getByRole('button', { name: anyLang('Notifications', { exact: true }) })
  await expect(bell).toHaveAttribute('title', new RegExp(`\\b${newCount}\\b`))
  await waitForServiceWorker(page)
  await waitForPersistedQuery(page, userId, '"notifications"')

  await context.setOffline(true)

  for (const path of ['/home', '/historical', '/documents']) {
    const response = path === '/home' ? await page.reload() : await page.goto(path)
    expect(response?.fromServiceWorker(), `${path} comes from the worker`).toBe(true)
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(userMenuButton(page, account.name)).toBeVisible()
    await expect(page.getByRole('main')).toBeVisible()
    await expect(bell, `the bell shows the saved count on ${path}`).toHaveAttribute(
      'title',
      new RegExp(`\\b${newCount}\\b`),
    )
    await expectOffline(page)
  }
})
