/**
 * Own settings through the user configuration modal (spec 002 §2.5): the theme survives a reload,
 * and each of the six interface languages translates the shell. Both change the account, so each
 * test has a server of its own.
 */
import { expect, test } from './support/fixtures'
import { anyLang, isTranslated, type Locale, locales, tr } from './support/i18n'
import { signIn } from './support/session'
import { colorScheme, openConfiguration } from './support/shell'

test.use({ isolated: true })

test('the light theme chosen in Configuration survives a reload', async ({ page }) => {
  const { account } = await signIn(page, 'manager')
  expect(await colorScheme(page), 'dark is the default').toBe('dark')

  const dialog = await openConfiguration(page, account.name)
  const darkSwitch = dialog.getByRole('switch', { name: anyLang('Dark mode') })
  await expect(darkSwitch).toBeChecked()
  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/users/dark-mode' && r.request().method() === 'PUT',
  )
  await darkSwitch.click()
  expect((await saved).ok()).toBeTruthy()
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light')

  await page.reload()
  await expect(page.getByRole('heading', { name: anyLang('Digital Service Platform') })).toBeVisible()
  expect(await colorScheme(page)).toBe('light')
})

/** How each language is offered in the language select. */
const languageOption: Record<Locale, RegExp> = {
  en_EN: /english/i,
  es_ES: /español|spanish|castellano/i,
  ca_ES: /català|catalan/i,
  fr_FR: /français|french/i,
  pt_PT: /português|portuguese/i,
  ru_RU: /русский|russian/i,
}

test('each of the six languages translates the home screen', async ({ page }) => {
  test.setTimeout(180_000)
  const { account } = await signIn(page, 'manager')
  // Leave English for last so every switch is a real change.
  const order = [...locales.filter((l) => l !== 'en_EN'), 'en_EN' as const]
  for (const locale of order) {
    const dialog = await openConfiguration(page, account.name)
    const languageName = anyLang('Language', { exact: true })
    const select = dialog
      .getByRole('textbox', { name: languageName })
      .or(dialog.getByRole('combobox', { name: languageName }))
      .first()
    await select.click()
    await page.getByRole('option', { name: languageOption[locale] }).click()
    const reloaded = page.waitForEvent('load')
    await dialog.getByRole('button', { name: anyLang('Save', { exact: true }) }).click()
    await reloaded

    const title = tr(locale, 'Home')
    const heading = tr(locale, 'Digital Service Platform')
    await expect(page.getByRole('heading', { name: heading })).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(title))
    if (locale !== 'en_EN') {
      expect(
        isTranslated(locale, 'Home') || isTranslated(locale, 'Digital Service Platform'),
        `${locale} catalog translates the home title or heading`,
      ).toBe(true)
      await expect(page).not.toHaveTitle(/^Home\b/)
    }
    expect(await page.locator('html').getAttribute('lang')).toMatch(new RegExp(`^${locale.slice(0, 2)}`))
  }
})
