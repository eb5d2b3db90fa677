/**
 * Which home tiles and Applications-menu entries each demo account may use (spec 001 §2.5, §6):
 * a tile is disabled without its role, except Maintenance assistant, which stays clickable and
 * opens the promotional modal for users without a maintenance role. A disabled tile says why (its
 * accessible description, shown on it). Job costing needs ROLE_JOB_COSTING (ADR 032): the
 * technician and the operator have neither its tile nor a menu entry leading to a refusal.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { anyLang } from './support/i18n'
import { settleRetargeting } from './support/promotions'
import { type DemoKey, signIn, submitLogin } from './support/session'

const tiles = [
  'Production analytics',
  'Job costing',
  'Ordering on line',
  'Maintenance assistant',
  'Technical docs',
] as const
type Tile = (typeof tiles)[number]

const allowed: Record<DemoKey, Tile[]> = {
  manager: [...tiles],
  operator: ['Production analytics', 'Ordering on line', 'Maintenance assistant', 'Technical docs'],
  tech: ['Ordering on line', 'Maintenance assistant', 'Technical docs'],
  sales: ['Production analytics', 'Job costing', 'Ordering on line', 'Technical docs'],
  new: ['Production analytics', 'Ordering on line', 'Technical docs'],
}

/** What a disabled tile says, as its accessible description. */
const reasons: Partial<Record<Tile, string>> = {
  'Production analytics':
    'Your account does not include production analytics. Ask your plant administrator for access.',
  'Job costing': 'Your account does not include job costing. Ask your plant administrator for access.',
  'Maintenance assistant': 'Your account does not include the maintenance assistant. Click to ask for it.',
}

/** Entries of the Applications menu that follow each tile's rule, plus those everyone has. */
function menuFor(tilesAllowed: Tile[]): Record<string, boolean> {
  const has = (t: Tile) => tilesAllowed.includes(t)
  return {
    Home: true,
    'Plant control': has('Production analytics'),
    Historical: has('Production analytics'),
    Statistics: has('Production analytics'),
    Inactivities: has('Production analytics'),
    'Job costing': has('Job costing'),
    // Every demo account has ROLE_USER: shared jobs and the genius board (the commercial user reads).
    'Shared jobs': true,
    'Genius board': true,
    'Maintenance assistant': has('Maintenance assistant'),
    'Technical docs': has('Technical docs'),
    'Ordering on line': has('Ordering on line'),
    'Plant configuration': true,
    'Support (SAT)': true,
  }
}

/** A tile may be a link or a button; its accessible name starts with the tile title. */
function tile(page: Page, name: Tile): Locator {
  const main = page.getByRole('main')
  const pattern = anyLang(name)
  return main
    .getByRole('link', { name: pattern })
    .or(main.getByRole('button', { name: pattern }))
    .first()
}

async function expectEnabled(locator: Locator, enabled: boolean, what: string) {
  if (enabled) await expect(locator, `${what} enabled`).toBeEnabled()
  else await expect(locator, `${what} disabled`).toBeDisabled()
}

for (const key of ['manager', 'operator', 'tech', 'sales', 'new'] as const) {
  test.describe(`${key}@demo.plant`, () => {
    // new@ has to accept the terms first, which changes its account: a server of its own.
    if (key === 'new') test.use({ isolated: true })

    test('home tiles and Applications menu follow the roles', async ({ page }) => {
      if (key === 'new') {
        const r = await submitLogin(page, 'new@demo.plant')
        expect(r.status).toBe(200)
        await page.getByRole('button', { name: anyLang('Accept', { exact: true }) }).click()
        await expect(page).toHaveURL(/\/home$/)
        await settleRetargeting(page)
      } else {
        await signIn(page, key)
      }
      await expect(page.getByRole('heading', { name: anyLang('Digital Service Platform') })).toBeVisible()

      for (const name of tiles) {
        const usable = allowed[key].includes(name) || name === 'Maintenance assistant'
        await expectEnabled(tile(page, name), usable, `tile ${name}`)
        const reason = reasons[name]
        if (!allowed[key].includes(name) && reason) {
          await expect(tile(page, name), `why ${name} is disabled`).toHaveAccessibleDescription(
            anyLang(reason),
          )
          await expect(page.getByRole('main').getByText(anyLang(reason))).toBeVisible()
        }
        if (allowed[key].includes(name))
          await expect(tile(page, name), `${name} has no reason`).toHaveAccessibleDescription('')
      }

      // The application menu lists only the areas the user may open (no disabled entries).
      const apps = page.getByRole('button', { name: anyLang('Applications', { exact: true }) })
      await apps.click()
      const menu = page.getByRole('menu')
      await expect(menu).toBeVisible()
      const expected = menuFor(allowed[key])
      for (const [name, shown] of Object.entries(expected)) {
        await expect(
          menu.getByRole('menuitem', { name: anyLang(name, { exact: true }) }),
          `menu entry ${name} ${shown ? 'shown' : 'hidden'}`,
        ).toHaveCount(shown ? 1 : 0)
      }
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()

      if (!allowed[key].includes('Maintenance assistant')) {
        await tile(page, 'Maintenance assistant').click()
        const dialog = page.getByRole('dialog', { name: anyLang('Maintenance assistant') })
        await expect(dialog, 'the promotional modal').toBeVisible()
        await expect(dialog).toContainText(/5\s?%/)
        // The clip is real: the player knows its length once the metadata has loaded.
        const video = dialog.locator('video')
        await expect
          .poll(() => video.evaluate((v: HTMLVideoElement) => (Number.isFinite(v.duration) ? v.duration : 0)))
          .toBeGreaterThan(1)
        await expect(page).toHaveURL(/\/home$/)
      } else if (key === 'manager') {
        await tile(page, 'Production analytics').click()
        await expect(page).toHaveURL(/\/plant-control$/)
      }
    })
  })
}
