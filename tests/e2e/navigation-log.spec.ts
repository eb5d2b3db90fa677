/**
 * The navigation log (spec 000 §7, 001 §7, 002 §7.6: POST /log/custom with a referer): each page a
 * signed-in user opens is sent once, with its address, and the server records it (200).
 */
import type { Request } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { anyLang } from './support/i18n'
import { signIn } from './support/session'

const isLog = (r: Request) => new URL(r.url()).pathname === '/api/log/custom' && r.method() === 'POST'
const refererOf = (r: Request) => (r.postDataJSON() as { referer?: string } | null)?.referer ?? ''

test('each page a signed-in user opens is logged with its address as the referer', async ({ page }) => {
  const logged: string[] = []
  page.on('request', (r) => {
    if (isLog(r)) logged.push(refererOf(r))
  })
  await signIn(page, 'manager')
  await expect.poll(() => logged, { message: 'home was logged' }).toContain('/home')

  // An in-app move to another page: logged with that page's address, and recorded.
  const answer = page.waitForResponse(
    (r) => isLog(r.request()) && refererOf(r.request()).startsWith('/historical'),
  )
  await page.getByRole('button', { name: anyLang('Applications', { exact: true }) }).click()
  await page.getByRole('menuitem', { name: anyLang('Historical', { exact: true }) }).click()
  await expect(page).toHaveURL(/\/historical/)
  expect((await answer).status()).toBe(200)
  // Once per page: the screen's own search changes (its filters) are not pages.
  expect(logged.filter((r) => r.startsWith('/historical'))).toHaveLength(1)
})
