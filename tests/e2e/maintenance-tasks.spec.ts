/**
 * Planning maintenance (issue 12, tasks and assets) in Chromium against the real server: a manager
 * creates a weekly task through the form and finds its work orders on the task's page, planned on
 * working days; a new asset shows its printable label with a QR code. At 360 px the task list
 * does not scroll sideways.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { tr } from './support/i18n'
import { expectNoSidewaysScroll } from './support/layout'
import { signIn } from './support/session'

const auth = (token: string | null) => ({ Authorization: `Bearer ${token}` })

/** Picks an option of a Mantine Select or MultiSelect by its label and the option's text. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
  await page.keyboard.press('Escape')
}

async function workOrdersOf(request: APIRequestContext, token: string | null, taskId: number) {
  const res = await request.get('/api/maintenanceEvent', {
    headers: auth(token),
    params: { maintenanceStates: '1', tasks: String(taskId), limit: '500' },
  })
  expect(res.status()).toBe(200)
  return (await res.json()) as { total: number; results: Array<{ date: string; machineName: string }> }
}

test('a manager creates a weekly task and finds its work orders on its page', async ({ page }) => {
  const { token, account } = await signIn(page, 'manager')
  const t = (m: string) => tr(account.locale, m)
  const name = `Inspect anilox rollers ${Date.now()}`

  await page.goto('/maintenance/tasks')
  await page.getByRole('link', { name: t('New task'), exact: true }).click()
  await expect(page).toHaveURL(/\/maintenance\/tasks\/new$/)

  // Sent empty: the catalogue's messages, and nothing leaves the page.
  await page.getByRole('button', { name: t('Save the task') }).click()
  await expect(page.getByText(t('Select a reason.'))).toBeVisible()
  await expect(page.getByText(t('Select a provider.'))).toBeVisible()
  await expect(page).toHaveURL(/\/maintenance\/tasks\/new$/)

  await page.getByRole('textbox', { name: t('Name'), exact: true }).fill(name)
  await page.getByRole('textbox', { name: t('Description'), exact: true }).fill('Clean and check the cells')
  await choose(page, t('Type'), t('Review'))
  await choose(page, t('Machine condition'), t('Machine stopped'))
  await page.getByRole('textbox', { name: t('Planned duration (minutes)') }).fill('30')
  await page.getByRole('textbox', { name: t('Reason'), exact: true }).fill('Print quality')
  await page.getByRole('textbox', { name: t('Provider'), exact: true }).fill('Own staff')
  await page.getByRole('radiogroup').getByText('3', { exact: true }).click()
  await choose(page, t('Machines'), 'Flexo CI 1')
  // Weekly from today: the form previews the coming days before anything is saved.
  await expect(page.getByTestId('task-next-days')).toContainText('/')

  await page.getByRole('button', { name: t('Save the task') }).click()
  await expect(page).toHaveURL(/\/maintenance\/tasks\/\d+$/)
  const taskId = Number(new URL(page.url()).pathname.split('/').pop())
  await expect(page.getByRole('heading', { name })).toBeVisible()

  // Its coming work orders, listed on the task's page, planned on working days only.
  const section = page.getByRole('region', { name: t('Coming work orders') })
  await expect(section.getByRole('link', { name }).first()).toBeVisible()
  const planned = await workOrdersOf(page.request, token, taskId)
  expect(planned.total).toBeGreaterThanOrEqual(50)
  expect(planned.results.every((w) => w.machineName === 'Flexo CI 1')).toBe(true)
  const weekdays = new Set(planned.results.map((w) => new Date(`${w.date}T00:00:00Z`).getUTCDay()))
  expect([...weekdays].every((d) => d >= 1 && d <= 5)).toBe(true)

  // The list has it; at 360 px the list is cards and never scrolls sideways.
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto('/maintenance/tasks')
  await expect(page.getByRole('link', { name }).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expectNoSidewaysScroll(page)
})

test('a new asset shows its printable label with a QR code', async ({ page }) => {
  const { account } = await signIn(page, 'manager')
  const t = (m: string) => tr(account.locale, m)
  // Letters only, so the label's id is the only number on it.
  const name = `Corona treater ${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 8)}`

  await page.goto('/maintenance/assets')
  await page.getByRole('link', { name: t('New asset'), exact: true }).click()
  await page.getByRole('textbox', { name: t('Name'), exact: true }).fill(name)
  await choose(page, t('Machine'), 'Flexo CI 2')
  await page.getByRole('button', { name: t('Save the asset') }).click()
  await expect(page).toHaveURL(/\/maintenance\/assets\/\d+\/edit$/)
  const assetId = Number(new URL(page.url()).pathname.split('/').at(-2))

  const label = page.getByTestId('asset-label')
  await expect(label.getByText(name)).toBeVisible()
  await expect(label).toContainText(new RegExp(`\\b${assetId}\\b`))
  const qr = label.getByRole('img')
  await expect(qr).toBeVisible()
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
  await expect(page.getByRole('button', { name: t('Print label') })).toBeVisible()

  // And in the list, with its machine.
  await page.goto('/maintenance/assets')
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Flexo CI 2')
})

test("the task list's filters live in the URL: a filtered list is a link", async ({ page }) => {
  await signIn(page, 'manager')
  await page.goto(`/maintenance/tasks?types=${encodeURIComponent('["grease"]')}`)
  await expect(page.getByRole('link', { name: 'Grease unwinder bearings' }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Check emergency stops' })).toHaveCount(0)
  // A bad part of the link is dropped, not the page.
  await page.goto(`/maintenance/tasks?types=${encodeURIComponent('["melting"]')}`)
  await expect(page.getByRole('link', { name: 'Check emergency stops' }).first()).toBeVisible()
})
