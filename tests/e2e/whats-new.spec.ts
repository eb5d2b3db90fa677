/**
 * "What's new" once per user and campaign (issue 32, ADR 040): the home screen's dialog opens on a
 * first sign-in; closed there, it does not open again on another device (a second browser
 * context), since the answer is the server's, not the browser session's.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { anyLang } from './support/i18n'
import { retargetingDialog } from './support/promotions'
import { demoAccount, submitLogin } from './support/session'

// The test answers the demo's campaign for its account: a server of its own. The dialog is the
// subject here: the fixture's auto-close stays off.
test.use({ isolated: true, keepRetargeting: true })

interface Campaign {
  id: number
  code: string
  isInterested: boolean | null
}

/** Signs in through the form and returns the campaigns the home screen received. */
async function signInAndReadCampaigns(page: Page): Promise<Campaign[]> {
  const campaigns = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/user-retargetings' && r.request().method() === 'GET',
  )
  const login = await submitLogin(page, demoAccount('sales').email)
  expect(login.status).toBe(200)
  await expect(page).toHaveURL(/\/home$/)
  return (await (await campaigns).json()) as Campaign[]
}

const homeCampaign = (list: Campaign[]) =>
  list.find((c) => !/^(maintenance|operation-analytics)/.test(c.code)) as Campaign

test('the dialog shows on the first sign-in and, closed there, not on another device', async ({
  page,
  browser,
  baseURL,
}) => {
  const first = homeCampaign(await signInAndReadCampaigns(page))
  expect(first, 'the demo has a home campaign').toBeTruthy()
  expect(first.isInterested).toBeNull()
  const dialog = retargetingDialog(page)
  await expect(dialog).toBeVisible()
  const answered = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === `/api/user-retargetings/${first.id}` && r.request().method() === 'PUT',
  )
  await dialog
    .getByRole('button', { name: anyLang('Close', { exact: true }) })
    .last()
    .click()
  expect((await answered).status()).toBe(200)
  await expect(dialog).toBeHidden()

  // Another device: a fresh browser context with nothing of the first one's storage.
  const other = await browser.newContext({ baseURL })
  try {
    const tablet = await other.newPage()
    const second = homeCampaign(await signInAndReadCampaigns(tablet))
    expect(second.isInterested, 'the close was kept by the server').toBe(false)
    await expect(tablet.getByRole('main')).toBeVisible()
    // Everything the home screen loads has arrived (the dialog's code would be among it).
    await tablet.waitForLoadState('networkidle')
    await expect(retargetingDialog(tablet)).toBeHidden()
  } finally {
    await other.close()
  }
})
