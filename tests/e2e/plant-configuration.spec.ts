/**
 * Plant configuration (spec 002 §2.4, §4, §7.3; issue 17 item 1) in Chromium against the real
 * server, as manager@ (ROLE_ADMIN): the last machine dragged to the top of the list (a pointer drag
 * on its handle) is first on plant control; the keyboard moves one too; a renamed machine shows
 * its new name on plant control; at 360 px the read-only cards fit without sideways scroll. Each
 * test changes the plant, so each has a server of its own.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { expectNoSidewaysScroll } from './support/layout'
import { signIn } from './support/session'

test.use({ isolated: true })

const machineList = (page: Page) => page.getByRole('list', { name: 'Machines' })
const rowNames = (page: Page) =>
  machineList(page)
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((li) => li.querySelector('button[aria-pressed] > span')?.textContent ?? ''),
    )
const plantControlCards = (page: Page) => page.locator('article.pp-machine-card')

async function openConfiguration(page: Page) {
  await page.goto('/plant-configuration')
  // The shell's title is the module's (spec 002 §2.4), also the tab's.
  await expect(page.getByRole('heading', { level: 1, name: /^Plant configuration$/i })).toBeVisible()
  await expect(page).toHaveTitle(/Plant configuration/i)
  await expect(machineList(page).getByRole('listitem')).toHaveCount(12)
}

async function firstOnPlantControl(page: Page) {
  await page.goto('/plant-control')
  await expect(plantControlCards(page).first()).toBeVisible()
  return plantControlCards(page).first().getAttribute('aria-label')
}

/** dnd-kit starts a drag after 6 px and follows the pointer: press, move in steps, release. */
async function dragTo(page: Page, handle: Locator, target: Locator) {
  const from = await handle.boundingBox()
  const to = await target.boundingBox()
  if (!from || !to) throw new Error('the handle and the target must be on screen')
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 })
  await page.mouse.move(to.x + to.width / 2, to.y + 4, { steps: 20 })
  await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 3 })
  await page.mouse.up()
}

test('a machine dragged to the top of the list is first on plant control', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1100 })
  await signIn(page, 'manager')
  await openConfiguration(page)
  const before = await rowNames(page)
  const last = before[before.length - 1]
  const first = machineList(page).getByRole('listitem').first()
  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/reorder_machines' && r.request().method() === 'POST',
  )
  await dragTo(page, page.getByRole('button', { name: `Drag ${last}`, exact: true }), first)
  expect((await saved).ok()).toBeTruthy()
  await expect.poll(() => rowNames(page)).toEqual([last, ...before.slice(0, -1)])
  expect(await firstOnPlantControl(page)).toBe(last)

  // The list with a line filter cannot be reordered, and says why.
  await openConfiguration(page)
  await page
    .getByRole('textbox', { name: 'Product line' })
    .or(page.getByRole('combobox', { name: 'Product line' }))
    .first()
    .click()
  await page.getByRole('option', { name: 'FLEXO', exact: true }).click()
  await expect(page.getByText('Clear the line filter to reorder the machines')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Drag / })).toHaveCount(0)
})

test('the screen passes axe; the keyboard moves a machine: Space, the arrow keys, Space', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 1100 })
  await signIn(page, 'manager')
  await openConfiguration(page)
  // No serious or critical axe finding on the screen (names, roles, contrast).
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }))
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([])
  const before = await rowNames(page)
  const third = before[2]
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/reorder_machines')
  await page.getByRole('button', { name: `Drag ${third}`, exact: true }).focus()
  // One key at a time, each after the list has taken the last (a busy machine lost an ArrowUp
  // pressed straight after another): dnd-kit moves the dragged row's transform on every step.
  const handle = page.getByRole('button', { name: `Drag ${third}`, exact: true })
  const top = async () => (await handle.boundingBox())?.y ?? 0
  // A whole row's step: the next key only once the dragged row has arrived (a key pressed while it
  // was still sliding moved it one place instead of two on a busy machine).
  const rowStep =
    (await top()) -
    ((await page.getByRole('button', { name: `Drag ${before[1]}`, exact: true }).boundingBox())?.y ?? 0)
  expect(rowStep).toBeGreaterThan(10)
  await page.keyboard.press('Space')
  for (let step = 0; step < 2; step++) {
    const y = await top()
    await page.keyboard.press('ArrowUp')
    await expect.poll(top).toBeLessThanOrEqual(y - rowStep + 2)
  }
  await page.keyboard.press('Space')
  expect((await saved).ok()).toBeTruthy()
  await expect.poll(() => rowNames(page)).toEqual([third, before[0], before[1], ...before.slice(3)])
  // The move buttons do the same one step at a time.
  const down = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/reorder_machines')
  await page.getByRole('button', { name: `Move ${third} down`, exact: true }).click()
  expect((await down).ok()).toBeTruthy()
  await expect.poll(async () => (await rowNames(page))[1]).toBe(third)
  expect(await firstOnPlantControl(page)).toBe(before[0])
})

test('a renamed machine shows its new name on plant control', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1100 })
  await signIn(page, 'manager')
  await openConfiguration(page)
  await machineList(page)
    .getByRole('button', { name: /^Flexo Stack 6C/ })
    .click()
  const name = page.getByRole('textbox', { name: 'Machine name' })
  await expect(name).toHaveValue('Flexo Stack 6C')
  await name.fill('')
  await name.blur()
  await expect(page.getByText('This field is required.')).toBeVisible()
  await name.fill('  Stack Press North  ')
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/modify_machine')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  expect((await saved).ok()).toBeTruthy()
  await expect(page.getByText('Configuration modified.')).toBeVisible()
  await expect(machineList(page).getByRole('button', { name: /^Stack Press North/ })).toBeVisible()

  await page.goto('/plant-control')
  await expect(plantControlCards(page).filter({ hasText: 'Stack Press North' })).toHaveCount(1)
  await expect(plantControlCards(page).filter({ hasText: 'Flexo Stack 6C' })).toHaveCount(0)
})

test('at 360 px the read-only cards show every machine without sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await signIn(page, 'manager')
  await page.goto('/plant-configuration')
  const cards = page.getByRole('listitem').filter({ hasText: 'Serial number' })
  await expect(cards).toHaveCount(12)
  await expect(cards.first()).toContainText('FX-CI-2019-0412')
  await expect(page.getByRole('button', { name: /^Drag / })).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: 'Machine name' })).toHaveCount(0)
  await expectNoSidewaysScroll(page)
})
