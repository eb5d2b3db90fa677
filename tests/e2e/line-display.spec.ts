/**
 * The line-side display (issue 9): a manager creates a display link for one machine line from
 * plant control; a screen with no session opens it and shows that line live; with the network cut
 * it keeps the last data under a banner and recovers by itself; once revoked it says so.
 */
import { expect, test } from './support/fixtures'
import { signIn } from './support/session'

test.use({ isolated: true })

test('a display link shows its line live, survives a dropped network and can be revoked', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, 'manager')
  await page.goto('/plant-control')
  await page.getByRole('button', { name: 'Line-side displays' }).click()
  const dialog = page.getByRole('dialog', { name: 'Line-side displays' })
  await dialog.getByRole('textbox', { name: 'Screen name' }).fill('Flexo hall')
  await dialog
    .getByRole('textbox', { name: 'Shows' })
    .or(dialog.getByRole('combobox', { name: 'Shows' }))
    .click()
  await page.getByRole('option', { name: 'FLEXO', exact: true }).click()
  await dialog.getByRole('button', { name: 'Create link' }).click()
  const url = (await dialog.getByTestId('display-url').innerText()).trim()
  expect(url).toMatch(/\/display#[A-Z2-7]{26}$/)
  await expect(dialog.getByRole('img', { name: 'QR code of the display link' })).toBeVisible()

  // The screen: a fresh browser, no user session.
  const screenContext = await browser.newContext({ baseURL })
  const screen = await screenContext.newPage()
  await screen.goto(url.replace(/^https?:\/\/[^/]+/, ''))
  const machines = screen.locator('article.pp-display-machine')
  await expect(machines).toHaveCount(3)
  for (const name of await machines.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))) {
    expect(name).toMatch(/^Flexo/)
  }
  // The token left the address bar for the device's storage.
  expect(new URL(screen.url()).hash).toBe('')

  await screenContext.setOffline(true)
  await expect(
    screen.getByRole('status').filter({ hasText: /Data from \d\d:\d\d, reconnecting/ }),
  ).toBeVisible()
  await expect(machines).toHaveCount(3)
  await screenContext.setOffline(false)
  await expect(screen.getByText(/reconnecting/)).toHaveCount(0, { timeout: 20_000 })
  await expect(machines).toHaveCount(3)

  // A reload without the link still works (the token is kept), until the link is revoked.
  await screen.reload()
  await expect(machines).toHaveCount(3)
  await dialog.getByRole('button', { name: 'Done' }).click()
  await dialog.getByRole('button', { name: 'Revoke Flexo hall' }).click()
  await expect(dialog.getByText('Revoked')).toBeVisible()
  await screen.reload()
  await expect(screen.getByRole('heading', { name: 'This display was revoked' })).toBeVisible()
  await screenContext.close()
})
