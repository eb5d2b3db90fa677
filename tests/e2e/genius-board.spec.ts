/**
 * The genius board's screens (spec 000 §1; issue 16 item 2) in Chromium against the real server and
 * the seeded demo plant, as the manager (en_EN): an order prepared on 'Flexo CI 1' with a
 * temperature at a deck without colour, a repeated anilox and a forbidden character in the job name
 * shows each message at its own deck and field and sends nothing; fixed, it is saved and its detail
 * says 'Prepared'; sent to the machine it says 'Sent to the machine' and the list filtered by that
 * state shows it. At 360 px neither the list, the form nor the detail scrolls sideways.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import type { BoardCatalog } from '../../src/contract/genius-board'
import { expect, test } from './support/fixtures'
import { expectNoSidewaysScroll } from './support/layout'
import { signIn } from './support/session'

const isOrderWrite = (r: { url(): string; method(): string }) =>
  new URL(r.url()).pathname.startsWith('/api/genius-board/orders') && r.method() !== 'GET'

async function catalogOf(page: Page, token: string): Promise<BoardCatalog> {
  const res = await page.request.get('/api/genius-board/catalog', {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(res.status()).toBe(200)
  return (await res.json()) as BoardCatalog
}

/** Picks an option of a Mantine Select (its dropdown is a portal: options are looked up on the page). */
async function pick(page: Page, scope: Page | Locator, label: string | RegExp, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label, exact: typeof label === 'string' }).click()
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click()
}

const deck = (page: Page, position: number) =>
  page.getByRole('group', { name: `Deck ${position}`, exact: true })

/** No serious or critical axe finding (names, contrast, roles) in the state the page is in. */
async function expectAccessible(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }))
  expect(serious, `axe on ${where}:\n${JSON.stringify(serious, null, 2)}`).toEqual([])
}

function noSidewaysScroll(page: Page, where: string) {
  return expectNoSidewaysScroll(page, `sideways scroll on ${where}`)
}

test('an order with deck problems shows each at its deck; fixed, it is prepared, sent and listed as sent', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const { token } = await signIn(page, 'manager')
  const catalog = await catalogOf(page, token as string)
  const machine = catalog.machines.find((m) => m.name === 'Flexo CI 1')
  if (!machine) throw new Error('the demo plant has no Flexo CI 1')
  const [cyan, magenta] = catalog.inks
  const reference = `E2E-${Date.now()}`

  let writes = 0
  page.on('request', (r) => {
    if (isOrderWrite(r)) writes++
  })

  await page.goto('/genius-board')
  await page.getByRole('link', { name: 'New order' }).click()
  await expect(page).toHaveURL(/\/genius-board\/new$/)
  // The form itself, not only its address: until its code has loaded, the list and its own
  // Machine filter are still on screen (a click there once opened the filter, not the form's field).
  await expect(page.getByRole('heading', { name: 'New order' })).toBeVisible()
  await pick(page, page, 'Machine', 'Flexo CI 1')
  await page.getByRole('textbox', { name: 'Order reference' }).fill(reference)
  await page.getByRole('textbox', { name: 'Job name' }).fill('Crisps/150 g')
  await page.getByRole('combobox', { name: 'Customer' }).fill('Nordic Snacks')
  await pick(page, page, 'Material', catalog.materials[0].name)
  await page.getByRole('textbox', { name: /^Width/ }).fill(String(Math.max(machine.minWidth ?? 0, 600)))
  await page.getByRole('textbox', { name: /^Target/ }).fill('2500')

  // Deck 1: a complete colour deck. Deck 2: no colour, but a temperature. Deck 3: deck 1's anilox.
  const one = deck(page, 1)
  await pick(page, one, 'Colour', cyan.name)
  await pick(page, one, 'Anilox', /^AX-1 ·/)
  await pick(page, one, 'Plate cylinder or carrier', /^CR-1 ·/)
  await pick(page, one, 'Tape', /^3M 1015 ·/)
  await pick(page, one, 'Mode', 'Print')
  await one.getByRole('textbox', { name: /^Viscosity/ }).fill('22')
  await one.getByRole('textbox', { name: /^Temperature/ }).fill('24')
  await deck(page, 2)
    .getByRole('textbox', { name: /^Temperature/ })
    .fill('25')
  const three = deck(page, 3)
  await pick(page, three, 'Colour', magenta.name)
  await pick(page, three, 'Anilox', /^AX-1 ·/)
  await pick(page, three, 'Plate cylinder or carrier', /^CR-2 ·/)
  await pick(page, three, 'Tape', /^3M 1020 ·/)
  await pick(page, three, 'Mode', 'Print')

  // Names and contrast of the filled form (the theme's dark error red is the lead's to judge).
  await expectAccessible(page, 'the form')

  await page.getByRole('button', { name: 'Prepare the order' }).click()
  await expect(page.getByText('Form errors, please review the fields.')).toBeVisible()
  await expect(page.getByText('The job name contains invalid characters: /')).toBeVisible()
  const noColour = 'Temperature and viscosity are not allowed at a deck without colour'
  const repeated = 'This anilox, carrier or plate cylinder is already used at another deck'
  await expect(deck(page, 2).getByText(noColour)).toBeVisible()
  await expect(deck(page, 3).getByText(repeated)).toBeVisible()
  await expect(deck(page, 1).getByText(repeated)).toBeVisible()
  await expect(deck(page, 4).getByText(noColour)).toHaveCount(0)
  await expect(deck(page, 2).getByText(repeated)).toHaveCount(0)
  expect(writes, 'nothing is sent while the form is invalid').toBe(0)

  // Fixed: the job name, deck 2 without temperature, deck 3 with an anilox of its own.
  await page.getByRole('textbox', { name: 'Job name' }).fill('Crisps 150 g')
  await deck(page, 2)
    .getByRole('textbox', { name: /^Temperature/ })
    .fill('')
  await pick(page, three, 'Anilox', /^AX-2 ·/)
  const created = page.waitForResponse((r) => isOrderWrite(r.request()))
  await page.getByRole('button', { name: 'Prepare the order' }).click()
  expect((await created).status()).toBe(200)
  await expect(page).toHaveURL(/\/genius-board\/\d+$/)
  await expect(page.getByRole('heading', { name: reference })).toBeVisible()
  await expect(page.getByText('Prepared', { exact: true })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Decks' })).toContainText('AX-2')
  await expectAccessible(page, 'the order detail')

  await page.getByRole('button', { name: 'Send to the machine' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(reference)
  await dialog.getByRole('button', { name: 'Send to the machine' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Sent to the machine', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Call back' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0)

  // The list, filtered by that state (the filter lands in the URL).
  await page.getByRole('link', { name: 'Prepared orders' }).click()
  await page
    .getByRole('radiogroup', { name: 'State' })
    .getByText('Sent to the machine', { exact: true })
    .click()
  await expect(page).toHaveURL(/state=sent/)
  const table = page.getByRole('table', { name: 'Prepared orders' })
  const row = table.getByRole('row').filter({ hasText: reference })
  await expect(row).toContainText('Flexo CI 1')
  await expect(row).toContainText('Sent to the machine')
  await expect(table.getByRole('row').filter({ hasText: 'Prepared' })).toHaveCount(0)
  await expectAccessible(page, 'the list')
  await page.getByRole('searchbox', { name: 'Search' }).fill(reference)
  await expect(page).toHaveURL(new RegExp(`q=${reference}`))
  await expect(table.getByRole('row')).toHaveCount(2)
})

test('an order with no deck with a colour is refused at the decks, and nothing is sent', async ({ page }) => {
  const { token } = await signIn(page, 'manager')
  const catalog = await catalogOf(page, token as string)
  let writes = 0
  page.on('request', (r) => {
    if (isOrderWrite(r)) writes++
  })
  await page.goto('/genius-board/new')
  await pick(page, page, 'Machine', 'Flexo CI 1')
  await page.getByRole('textbox', { name: 'Order reference' }).fill(`E2E-NOCOL-${Date.now()}`)
  await page.getByRole('textbox', { name: 'Job name' }).fill('Crisps 150 g')
  await page.getByRole('combobox', { name: 'Customer' }).fill('Nordic Snacks')
  await pick(page, page, 'Material', catalog.materials[0].name)
  await page.getByRole('textbox', { name: /^Width/ }).fill('1000')
  await page.getByRole('textbox', { name: /^Target/ }).fill('2500')
  // Tools at deck 1 but no colour anywhere: a press cannot run it.
  await pick(page, deck(page, 1), 'Anilox', /^AX-1 ·/)
  await page.getByRole('button', { name: 'Prepare the order' }).click()
  await expect(page.getByText('Form errors, please review the fields.')).toBeVisible()
  const decks = page.getByRole('region', { name: 'Decks' })
  const message = 'Give at least one deck a colour: the machine cannot run an order without one'
  await expect(decks.getByText(message)).toBeVisible()
  await expect(decks).toHaveAccessibleDescription(message)
  expect(writes, 'nothing is sent while no deck has a colour').toBe(0)

  // A colour at deck 1 (with its mode and tape): the message goes with the next check.
  const one = deck(page, 1)
  await pick(page, one, 'Colour', catalog.inks[0].name)
  await pick(page, one, 'Tape', /^3M 1015 ·/)
  await pick(page, one, 'Mode', 'Print')
  const created = page.waitForResponse((r) => isOrderWrite(r.request()))
  await page.getByRole('button', { name: 'Prepare the order' }).click()
  expect((await created).status()).toBe(200)
  await expect(page).toHaveURL(/\/genius-board\/\d+$/)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the list, the form with its decks and an order detail have no sideways scroll', async ({ page }) => {
    await signIn(page, 'manager')
    await page.goto('/genius-board')
    await expect(
      page.getByRole('list', { name: 'Prepared orders' }).getByRole('listitem').first(),
    ).toBeVisible()
    await noSidewaysScroll(page, 'the list')

    await page.getByRole('link', { name: 'New order' }).click()
    await pick(page, page, 'Machine', 'Flexo CI 1')
    await expect(deck(page, 8)).toBeVisible()
    await page.getByRole('button', { name: 'Prepare the order' }).click()
    await expect(page.getByText('Form errors, please review the fields.')).toBeVisible()
    await noSidewaysScroll(page, 'the form')

    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('button', { name: 'Discard changes' }).click()
    await page.getByRole('link', { name: 'GB-26001' }).click()
    await expect(deck(page, 1)).toBeVisible()
    await noSidewaysScroll(page, 'the order detail')
  })
})
