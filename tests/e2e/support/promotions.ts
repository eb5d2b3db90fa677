/**
 * The home screen's "What's new" (retargeting) dialog opens by itself until the user answers it once
 * (on any device; ADR 040), after GET /api/user-retargetings answers and the dialog's code has loaded. Tests that go on to
 * use the shell close it first (`settleRetargeting`), so it cannot open over a menu mid-test.
 */
import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'
import { anyLang } from './i18n'

interface Campaign {
  code: string
  isVisible: boolean
  isReminderEnabled: boolean
  isInterested: boolean | null
}

/** Campaigns with screens of their own (the maintenance tile, the analytics interest page), not the home dialog. */
const NOT_HOME_CAMPAIGN = /^(maintenance|operation-analytics)/
const latest = new WeakMap<Page, Campaign[]>()

export function watchRetargetings(page: Page) {
  page.on('response', async (response) => {
    const url = new URL(response.url())
    if (url.pathname !== '/api/user-retargetings' || response.request().method() !== 'GET' || !response.ok())
      return
    const body = (await response.json().catch(() => null)) as Campaign[] | null
    if (Array.isArray(body)) latest.set(page, body)
  })
}

export function retargetingDialog(page: Page) {
  return page.getByRole('dialog', { name: anyLang("What's new", { exact: true }) })
}

const handled = new WeakSet<Page>()
/** The app's sessionStorage mark of a dialog shown (src/features/home/model/retargeting-seen.ts). */
const seenPrefix = 'plant-portal.retargeting-seen.'

function closeButton(dialog: ReturnType<typeof retargetingDialog>) {
  return dialog.getByRole('button', { name: anyLang('Close', { exact: true }) }).last()
}

/** Closes the dialog whenever it stands in the way of an action or an assertion. */
export async function installRetargetingHandler(page: Page) {
  handled.add(page)
  await page.addLocatorHandler(retargetingDialog(page), async (dialog) => {
    await closeButton(dialog).click()
  })
}

/** Waits for the home screen's promotions to load and closes the retargeting dialog if it opens. */
export async function settleRetargeting(page: Page) {
  await expect.poll(() => latest.has(page), { message: 'GET /api/user-retargetings answered' }).toBe(true)
  const pending = latest
    .get(page)!
    .some(
      (c) => !NOT_HOME_CAMPAIGN.test(c.code) && c.isVisible && c.isReminderEnabled && c.isInterested === null,
    )
  if (!pending) return
  const dialog = retargetingDialog(page)
  // Shown at most once per browser session, and marked in sessionStorage when shown: the locator
  // handler may have closed it already. Wait for either (a fixed wait for a dialog that had come and
  // gone cost 5 s a sign-in).
  const shown = () =>
    page.evaluate((prefix) => Object.keys(sessionStorage).some((key) => key.startsWith(prefix)), seenPrefix)
  await expect
    .poll(async () => (await dialog.isVisible()) || (await shown().catch(() => false)), {
      message: 'the home screen showed its "What\'s new" dialog',
    })
    .toBe(true)
  if (await dialog.isVisible()) {
    // With the handler installed, acting on the dialog would trigger the handler itself (which
    // closes it under our click): waiting for it to be hidden lets the handler do the closing.
    if (!handled.has(page)) await closeButton(dialog).click()
    await expect(dialog).toBeHidden()
  }
}
