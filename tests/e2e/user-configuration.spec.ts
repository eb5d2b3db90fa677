/**
 * The user configuration modal's tabs (spec 002 §2.5, ADR 022): the unit system applied at once on
 * plant control, the API keys of the company (create and its credentials file, edit, delete), the
 * password change, and the modal on a 360 px phone. Each test changes the account: a server of its own.
 */
import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { anyLang } from './support/i18n'
import { signIn, submitLogin } from './support/session'
import { openConfiguration, userMenuButton } from './support/shell'

test.use({ isolated: true })

const answer = (page: Page, path: string, method = 'POST') =>
  page.waitForResponse((r) => new URL(r.url()).pathname === `/api/${path}` && r.request().method() === method)

async function openTab(page: Page, userName: string, tab: string): Promise<Locator> {
  const dialog = await openConfiguration(page, userName)
  await dialog.getByRole('tab', { name: anyLang(tab, { exact: true }) }).click()
  return dialog
}

test('imperial units show at once on plant control: speeds in ft/min', async ({ page }) => {
  const { account } = await signIn(page, 'manager')
  await page.goto('/plant-control')
  const speeds = (unit: RegExp) => page.getByText(unit)
  await expect(speeds(/^\d[\d.,]* m\/min$/).first()).toBeVisible()

  const dialog = await openTab(page, account.name, 'Units')
  await dialog.getByRole('radio', { name: /Imperial/ }).check()
  await dialog.getByRole('radio', { name: /1,234\.5/ }).check()
  const saved = answer(page, 'modify_user_preferences')
  await dialog.getByRole('button', { name: anyLang('Save', { exact: true }) }).click()
  expect((await saved).ok()).toBeTruthy()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  // No reload: the stored session changed and the cards re-rendered.
  await expect(speeds(/^\d[\d,]* ft\/min$/).first()).toBeVisible()
  await expect(speeds(/ m\/min$/)).toHaveCount(0)
  await page.reload()
  await expect(speeds(/^\d[\d,]* ft\/min$/).first()).toBeVisible()
})

test('the notification e-mail: a bad address is refused at the field, a good one is kept', async ({
  page,
}) => {
  const { account, token } = await signIn(page, 'manager')
  const dialog = await openTab(page, account.name, 'Notifications')
  const address = dialog.getByRole('textbox', { name: anyLang('Notification e-mail') })
  await expect(address).toHaveValue('manager@demo.plant')
  await address.fill('shift-b at plant')
  await dialog.getByRole('button', { name: anyLang('Save', { exact: true }) }).click()
  await expect(dialog.getByText(anyLang('Incorrect e-mail format'))).toBeVisible()
  await address.fill('')
  await expect(dialog.getByText(anyLang('This field is required'))).toBeVisible()

  await address.fill('shift-b@plant.example')
  const saved = answer(page, 'update_notification_configuration')
  await dialog.getByRole('button', { name: anyLang('Save', { exact: true }) }).click()
  expect(await (await saved).json()).toEqual({ email: true, address: 'shift-b@plant.example' })
  // The server keeps it: a new session reads it back.
  const session = await page.request.post('/api/verify-token', {
    headers: { Authorization: `Bearer ${token}` },
    data: { token },
  })
  expect(JSON.stringify(await session.json())).toContain('"notificationAddress":"shift-b@plant.example"')
})

test('an API key: created with its credentials file, renamed, deleted', async ({ page }) => {
  const { account } = await signIn(page, 'manager')
  const dialog = await openTab(page, account.name, 'API')
  const alias = 'Gateway line 1'

  await dialog.getByRole('textbox', { name: anyLang('Alias', { exact: true }) }).fill('bad/alias')
  await dialog.getByRole('button', { name: anyLang('Create API key') }).click()
  await expect(dialog.getByText(anyLang('Special characters are not allowed.'))).toBeVisible()

  await dialog.getByRole('textbox', { name: anyLang('Alias', { exact: true }) }).fill(alias)
  await dialog.getByRole('checkbox', { name: /Ingest/ }).check()
  const download = page.waitForEvent('download')
  const created = answer(page, 'api-keys')
  await dialog.getByRole('button', { name: anyLang('Create API key') }).click()
  expect((await created).ok()).toBeTruthy()
  const file = await download
  expect(file.suggestedFilename()).toBe(`${alias}.json`)
  const credentials = JSON.parse(readFileSync(await file.path(), 'utf8'))
  expect(credentials).toMatchObject({ alias, scopes: ['read', 'ingest'] })
  expect(credentials.secret.length).toBeGreaterThan(20)

  const table = dialog.getByRole('table', { name: anyLang('API keys') })
  const row = table.getByRole('row').filter({ hasText: alias })
  await expect(row).toContainText(account.email)
  await expect(row).toContainText(anyLang('Never'))

  await row.getByRole('button', { name: /Edit the alias/ }).click()
  await dialog.getByRole('textbox', { name: /New alias/ }).fill('Gateway renamed')
  const renamed = answer(page, `api-keys/${credentials.clientId}`, 'PUT')
  await dialog.getByRole('button', { name: /Save alias/ }).click()
  expect((await renamed).ok()).toBeTruthy()
  const renamedRow = table.getByRole('row').filter({ hasText: 'Gateway renamed' })
  await expect(renamedRow).toBeVisible()

  await renamedRow.getByRole('button', { name: /Delete/ }).click()
  const confirm = dialog.getByRole('alertdialog')
  await expect(confirm).toContainText('Gateway renamed')
  const deleted = answer(page, `api-keys/${credentials.clientId}`, 'DELETE')
  await confirm.getByRole('button', { name: anyLang('Delete', { exact: true }) }).click()
  expect((await deleted).ok()).toBeTruthy()
  await expect(page.getByText(anyLang('API key deleted.'))).toBeVisible()
  await expect(dialog.getByText('Gateway renamed')).toHaveCount(0)
})

test('a changed password signs in, the old one no longer does', async ({ page, consoleGuard }) => {
  // The sign-in with the old password is refused on purpose.
  consoleGuard.allow(/status of 401/)
  const { account } = await signIn(page, 'manager')
  const dialog = await openTab(page, account.name, 'Password')
  const current = dialog.getByRole('textbox', { name: anyLang('Current password', { exact: true }) })
  const next = dialog.getByRole('textbox', { name: anyLang('New password', { exact: true }) })
  const repeat = dialog.getByRole('textbox', { name: anyLang('Repeat the new password', { exact: true }) })
  const submit = dialog.getByRole('button', { name: anyLang('Change password') })

  await current.fill('demo1234')
  await next.fill('short')
  await repeat.fill('short')
  await submit.click()
  await expect(
    dialog.getByText(anyLang('The passwords must match and be at least 8 characters long.')),
  ).toBeVisible()

  await next.fill('a-new-secret')
  await repeat.fill('a-new-secret')
  const changed = answer(page, 'change_password')
  await submit.click()
  expect((await changed).ok()).toBeTruthy()
  await expect(dialog.getByText(anyLang('Password updated.'))).toBeVisible()
  await page.keyboard.press('Escape')

  await userMenuButton(page, account.name).click()
  await page.getByRole('menuitem', { name: anyLang('Log out', { exact: true }) }).click()
  await expect(page).toHaveURL(/\/login/)
  expect((await submitLogin(page, account.email, 'demo1234')).status).toBe(401)
  const fresh = await submitLogin(page, account.email, 'a-new-secret', { stay: true })
  expect(fresh.status).toBe(200)
  await expect(page).toHaveURL(/\/home$/)
})

test('the modal has no horizontal scroll at 360 px and no serious axe violation, on any tab', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  const { account } = await signIn(page, 'manager')
  const dialog = await openConfiguration(page, account.name)
  for (const tab of ['Interface', 'Notifications', 'Password', 'Units', 'API']) {
    await dialog.getByRole('tab', { name: anyLang(tab, { exact: true }) }).click()
    await expect(dialog.getByRole('tabpanel')).toBeVisible()
    const overflow = await page.evaluate(() => {
      const content = document.querySelector('.mantine-Modal-content') as HTMLElement
      const body = document.querySelector('.mantine-Modal-body') as HTMLElement
      return {
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        content: content.scrollWidth - content.clientWidth,
        body: body.scrollWidth - body.clientWidth,
        right: content.getBoundingClientRect().right - window.innerWidth,
      }
    })
    expect(overflow, tab).toEqual({ page: 0, content: 0, body: 0, right: expect.any(Number) })
    expect(overflow.right, tab).toBeLessThanOrEqual(0)
    const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    expect.soft(serious, `axe on the ${tab} tab`).toEqual([])
  }
})

test('the API keys fit the modal at 1280 x 800 in Russian: no column under the actions (issue 44)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  // manager@ reads Russian, the language with the longest headers, set before the browser signs in.
  const login = await page.request.post('/api/login', {
    data: { user: btoa('manager@demo.plant'), password: btoa('demo1234') },
  })
  const { token } = (await login.json()) as { token: string }
  const auth = { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() }
  await page.request.post('/api/update_language', {
    headers: auth,
    data: { language: 'ru_RU', maintenance_language: 'en_EN', technical_language: 'ru_RU' },
  })
  // A key that expires soon: its badge is the widest thing in its row.
  const created = await page.request.post('/api/api-keys', {
    headers: { ...auth, 'Idempotency-Key': crypto.randomUUID() },
    data: { alias: 'Gateway of the flexo line', expiresInDays: 3, scopes: ['read'] },
  })
  expect(created.status(), await created.text()).toBe(200)
  const { account } = await signIn(page, 'manager')
  const dialog = await openTab(page, account.name, 'API')
  const table = dialog.getByRole('table')
  await expect(table.getByRole('row')).toHaveCount(2)
  const fit = await table.evaluate((el) => {
    const cells = Array.from(el.querySelectorAll('thead th'))
    const createdBy = cells[4]?.getBoundingClientRect()
    const actions = cells[5]?.getBoundingClientRect()
    const box = el.getBoundingClientRect()
    const viewport = el.closest('.mantine-ScrollArea-viewport') as HTMLElement | null
    return {
      scrolls: viewport ? viewport.scrollWidth > viewport.clientWidth : false,
      underActions: createdBy && actions ? createdBy.right > actions.left + 1 : true,
      outside: box.right > (viewport?.getBoundingClientRect().right ?? box.right) + 1,
    }
  })
  expect(fit).toEqual({ scrolls: false, underActions: false, outside: false })
})
