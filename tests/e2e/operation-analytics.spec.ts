/**
 * Operation analytics (spec 001 §2.6, issue 10) against the real server: the built-in dashboard
 * embedded for an order and a roll, its logout on close and on browser back, and the interest
 * page with its wizard for a user without the right.
 */
import type { Page } from '@playwright/test'
import { finishedFlexoOrderOf } from './support/demo-plant'
import { expect, test } from './support/fixtures'
import { signIn } from './support/session'

const logoutRequest = (page: Page) =>
  page.waitForRequest((r) => new URL(r.url()).pathname === '/analytics/logout')

test('the dashboard of an order and of a roll, with the logout on close and on back', async ({
  page,
  baseURL,
}) => {
  const { token } = await signIn(page, 'manager')
  const order = await finishedFlexoOrderOf(baseURL as string, token as string)
  await page.goto(`/machine-control/${order.address}`)
  await page.getByRole('link', { name: 'Open operation analytics' }).click()
  await expect(page).toHaveURL(new RegExp(`/operation-analytics/${order.address}$`))
  const frame = page.frameLocator('iframe[title="Operation analytics of the order"]')
  await expect(frame.getByRole('heading', { level: 1 })).toContainText(order.reference)
  await expect(frame.locator('svg').first()).toBeVisible()

  // Closing leaves for the order and logs out of the dashboard service.
  const closed = logoutRequest(page)
  await page.getByRole('button', { name: 'Close operation analytics' }).click()
  await closed
  await expect(page).toHaveURL(new RegExp(`/machine-control/${order.address}$`))

  // A roll's view, left with the browser's back button: the same logout.
  await page.getByRole('link', { name: 'Roll 1 in operation analytics' }).click()
  await expect(page).toHaveURL(new RegExp(`/operation-analytics/${order.address}/roll/1$`))
  const rollFrame = page.frameLocator('iframe[title="Operation analytics of roll 1"]')
  await expect(rollFrame.getByRole('heading', { level: 1 })).toContainText('Roll 1')
  const back = logoutRequest(page)
  await page.goBack()
  await back
  await expect(page).toHaveURL(new RegExp(`/machine-control/${order.address}$`))
})

test('without the right, the interest page and its wizard, whose closing is remembered', async ({
  page,
  baseURL,
}) => {
  const manager = await page.request.post('/api/login', {
    data: {
      user: Buffer.from('manager@demo.plant').toString('base64'),
      password: Buffer.from('demo1234').toString('base64'),
      token: '',
      redirect: false,
    },
  })
  const order = await finishedFlexoOrderOf(baseURL as string, (await manager.json()).token)
  // tech@ has no ROLE_OPERATION_ANALYTICS.
  await signIn(page, 'tech')
  await page.goto(`/operation-analytics/${order.address}`)
  await expect(page).toHaveURL(new RegExp(`/operation-analytics-interested/${order.address}$`))
  const wizard = page.getByRole('dialog', { name: 'Discover operation analytics' })
  await expect(wizard).toBeVisible()
  await expect(wizard.locator('video')).toHaveAttribute('src', '/media/operation-analytics.webm')
  await wizard.getByRole('checkbox', { name: 'Remind me next time' }).uncheck()
  const answer = page.waitForRequest(
    (r) => r.method() === 'PUT' && r.url().includes('/api/user-retargetings/'),
  )
  await wizard.getByRole('button', { name: 'Close' }).last().click()
  expect((await answer).postDataJSON()).toEqual({ isInterested: false, isReminderEnabled: false })
  await expect(wizard).toBeHidden()

  await page.reload()
  await expect(
    page.getByRole('heading', { level: 2, name: 'Operation analytics', exact: true }),
  ).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Discover operation analytics' })).toHaveCount(0)
  await page.getByRole('button', { name: "I'm interested" }).click()
  await expect(page.getByRole('status')).toHaveText(
    'Thank you. Your service contact will get in touch with you.',
  )
})
