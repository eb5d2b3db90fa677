/** The shell's menus and the user configuration modal, found by role and accessible name. */
import type { Page } from '@playwright/test'
import { expect } from './fixtures'
import { anyLang } from './i18n'

export function userMenuButton(page: Page, userName: string) {
  return page.getByRole('button', { name: new RegExp(userName) })
}

/** Opens the user configuration modal from the user menu and returns the dialog. */
export async function openConfiguration(page: Page, userName: string) {
  await userMenuButton(page, userName).click()
  await page.getByRole('menuitem', { name: anyLang('Configuration', { exact: true }) }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  // Its opening transition has ended (an accessibility check mid-fade measures blended colours).
  await expect(dialog).toHaveCSS('opacity', '1')
  return dialog
}

export function colorScheme(page: Page) {
  return page.locator('html').getAttribute('data-mantine-color-scheme')
}
