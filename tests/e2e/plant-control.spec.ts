/**
 * Plant control (spec 000 §2.3, issue 9) against the real server and its live demo plant: the
 * stored view type, the line filter in the URL, a card's actions, the no-access view, 360 px, and
 * "Request maintenance" offered on an unplanned stop's card but not on a planned changeover's, and
 * a stop's reason and ticking time in the reader's language on cards, rows and a display (issue 31).
 */
import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { demoMachines } from '../../server/demo/catalog'
import type { StopReasonCode } from '../../src/contract/stop-reasons'
import { expect, test } from './support/fixtures'
import { tr } from './support/i18n'
import { expectNoSidewaysScroll } from './support/layout'
import { installRetargetingHandler, watchRetargetings } from './support/promotions'
import { signIn } from './support/session'

const cards = (page: Page) => page.locator('article.pp-machine-card')

/** The view toggle's radios are visually hidden inside their labels: a user clicks the label. */
async function chooseView(page: Page, view: 'Grid' | 'List') {
  await page
    .getByRole('radiogroup', { name: 'View' })
    .locator('label')
    .filter({ has: page.getByRole('img', { name: view }) })
    .click()
  await expect(page.getByRole('radio', { name: view })).toBeChecked()
}

async function openPlantControl(page: Page) {
  await page.goto('/plant-control')
  await expect(cards(page).first()).toBeVisible()
}

test('the grid/list choice is kept on the device across a reload', async ({ page }) => {
  await signIn(page, 'manager')
  await openPlantControl(page)
  await expect(cards(page)).toHaveCount(12)
  await chooseView(page, 'List')
  const rows = page.getByRole('table').getByRole('row')
  await expect(rows).toHaveCount(13)
  await page.reload()
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(13)
  await expect(cards(page)).toHaveCount(0)
  await chooseView(page, 'Grid')
  await expect(cards(page)).toHaveCount(12)
})

test('the machine-line filter narrows the machines and lives in the URL', async ({ page }) => {
  await signIn(page, 'manager')
  await openPlantControl(page)
  await page.getByRole('combobox', { name: 'Machine line' }).click()
  await page.getByRole('option', { name: 'ROTO', exact: true }).click()
  await expect(page).toHaveURL(/line=\d+/)
  await expect(cards(page)).toHaveCount(2)
  const names = await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))
  for (const name of names) expect(name).toMatch(/^Roto/)
  await page.reload()
  await expect(cards(page)).toHaveCount(2)
})

test('a card leads to its current order and to the historical list of its machine', async ({ page }) => {
  await signIn(page, 'manager')
  await openPlantControl(page)
  const card = cards(page).filter({ hasText: 'Flexo CI 1' })
  await card.hover()
  await card.getByRole('link', { name: 'Current order' }).click()
  await expect(page).toHaveURL(/\/machine-control\/[^/]+\/\d+\/\d+$/)

  await openPlantControl(page)
  await card.hover()
  await card.getByRole('link', { name: 'Historical' }).click()
  await expect(page).toHaveURL(/\/historical\?machine=/)
  // The machine arrives pre-selected, and every row is of that machine.
  await expect(page.getByText('Flexo CI 1', { exact: true }).first()).toBeVisible()
  const machines = page.getByRole('table').getByRole('row').locator('td:first-child')
  await expect(machines.first()).toBeVisible()
  for (const text of await machines.allInnerTexts()) expect(text).toContain('Flexo CI 1')
})

test('the home tile says how many machines produce, stand still and do not report', async ({ page }) => {
  await signIn(page, 'manager')
  const glance = page.getByTestId('plant-glance')
  await expect(glance).toBeVisible()
  const numbers = (await glance.innerText()).match(/\d+/g)?.map(Number) ?? []
  expect(numbers).toHaveLength(3)
  expect(numbers.reduce((a, b) => a + b, 0)).toBe(12)
})

test('a user without production analytics gets the no-access view, and the server a 403', async ({
  page,
  request,
}) => {
  const { token } = await signIn(page, 'tech')
  for (const path of ['/plant-control', '/historical']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible()
  }
  const answer = await request.get('/api/plant-control/machines', {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(answer.status()).toBe(403)
})

test('plant control and historical fit a 360 px phone without horizontal scroll', async ({ page }) => {
  await signIn(page, 'manager')
  await page.setViewportSize({ width: 360, height: 740 })
  for (const path of ['/plant-control', '/historical']) {
    await page.goto(path)
    await expect(page.locator('main')).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expectNoSidewaysScroll(page, `${path} scrolls sideways`)
  }
  await page.goto('/plant-control')
  await chooseView(page, 'List')
  await expect(page.getByRole('table')).toBeVisible()
  await expectNoSidewaysScroll(page)
})

test.describe('the request for maintenance on a stop', () => {
  // Ingestion changes the machines: a server of this test's own.
  test.use({ isolated: true })

  /** The machine stops now with this reason (ADR 034), sent by a gateway through the ingestion API. */
  async function stopNow(
    request: APIRequestContext,
    token: string,
    key: string,
    name: string,
    stop: { description: string; reasonCode: StopReasonCode; category: 1 | 2 },
  ) {
    const serial = demoMachines.find((m) => m.name === name)?.serialNumber
    if (!serial) throw new Error(`no ${name} in the demo catalogue`)
    const records = await request.get('/api/plant-control/machines', {
      headers: { Authorization: `Bearer ${token}` },
    })
    const record = (
      (await records.json()) as { machineName: string; poweroffDateStart: string | null }[]
    ).find((r) => r.machineName === name)
    const at = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString()
    const answer = await request.post('/api/ingest/v1/events', {
      headers: { authorization: key },
      data: {
        machine: serial,
        events: [
          // The seeded history may end with the machine powered off: a gateway reports it back on.
          ...(record?.poweroffDateStart ? [{ type: 'poweroff_end', at }] : []),
          { type: 'heartbeat', at },
          { type: 'inactivity_start', at, ...stop },
        ],
      },
    })
    expect(answer.status(), await answer.text()).toBe(200)
  }

  test('the card offers it on an unplanned stop, not on a planned changeover; the machine menu on both', async ({
    page,
  }) => {
    const { token } = await signIn(page, 'manager')
    const auth = { Authorization: `Bearer ${token}` }
    const created = await page.request.post('/api/api-keys', {
      headers: { ...auth, 'Idempotency-Key': randomUUID() },
      data: { alias: 'stops gateway', expiresInDays: 1, scopes: ['ingest'] },
    })
    expect(created.status(), await created.text()).toBe(200)
    const key = ((await created.json()) as { authorization: string }).authorization
    const planned = 'Flexo Stack 6C'
    const fault = 'Flexo CI 1'
    await stopNow(page.request, token as string, key, planned, {
      description: 'Plate change',
      reasonCode: 'plate_change',
      category: 1,
    })
    await stopNow(page.request, token as string, key, fault, {
      description: 'Web break',
      reasonCode: 'web_break',
      category: 2,
    })

    await openPlantControl(page)
    const stopped = (name: string) => page.locator(`article.pp-machine-card.pp-state-4[aria-label="${name}"]`)
    const request = (name: string) => page.getByRole('link', { name: `Request maintenance for ${name}` })
    await expect(stopped(fault)).toBeVisible()
    await expect(stopped(planned)).toBeVisible()
    // The fault's card offers it (its actions show on hover); the plate change's card does not.
    await stopped(fault).hover()
    await expect(stopped(fault).locator(request(fault))).toBeVisible()
    await expect(stopped(planned).locator(request(planned))).toHaveCount(0)

    // The machine's information dialog names the stop and still offers it on the plate change.
    await stopped(planned)
      .getByRole('button', { name: `Machine information: ${planned}` })
      .click()
    const dialog = page.getByRole('dialog', { name: planned })
    await expect(dialog.getByText('Plate change · Planned changeover')).toBeVisible()
    await expect(dialog.locator(request(planned))).toBeVisible()
    await dialog.locator(request(planned)).click()
    await expect(page).toHaveURL(/\/maintenance\/tasks\/new-order\?/)
  })

  /** A manager's ingest key, for a test that plays a machine's gateway. */
  async function gatewayKey(page: Page, token: string) {
    const created = await page.request.post('/api/api-keys', {
      headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
      data: { alias: 'stops gateway', expiresInDays: 1, scopes: ['ingest'] },
    })
    expect(created.status(), await created.text()).toBe(200)
    return ((await created.json()) as { authorization: string }).authorization
  }

  test('a Spanish operator sees the stop reason in Spanish on plant control and the display', async ({
    page,
    browser,
    baseURL,
  }) => {
    const machine = 'Flexo CI 1'
    const es = (message: string) => tr('es_ES', message)
    const { token } = await signIn(page, 'manager')
    await stopNow(page.request, token as string, await gatewayKey(page, token as string), machine, {
      description: 'Web break',
      reasonCode: 'web_break',
      category: 2,
    })

    // The manager makes a display link for the flexo line that reads in Spanish (he reads English).
    await openPlantControl(page)
    await page.getByRole('button', { name: 'Line-side displays' }).click()
    const dialog = page.getByRole('dialog', { name: 'Line-side displays' })
    await dialog.getByRole('textbox', { name: 'Screen name' }).fill('Flexo ES')
    const select = (name: string) =>
      dialog.getByRole('textbox', { name }).or(dialog.getByRole('combobox', { name }))
    await select('Shows').click()
    await page.getByRole('option', { name: 'FLEXO', exact: true }).click()
    await select('Screen language').click()
    await page.getByRole('option', { name: 'Español', exact: true }).click()
    await dialog.getByRole('button', { name: 'Create link' }).click()
    const url = ((await dialog.getByTestId('display-url').textContent()) ?? '').trim()
    await dialog.getByRole('button', { name: 'Done' }).click()
    await expect(dialog.getByRole('row', { name: /Flexo ES/ })).toContainText('Español')

    // operator@ reads Spanish: the card names the stop in Spanish, and its time moves on.
    const operator = await browser.newContext({ baseURL })
    const operatorPage = await operator.newPage()
    watchRetargetings(operatorPage)
    await installRetargetingHandler(operatorPage)
    // The time since the stop ticks with the page's clock: a fake one, moved on instead of waited for.
    await operatorPage.clock.install()
    await signIn(operatorPage, 'operator')
    await openPlantControl(operatorPage)
    const stopLine = operatorPage
      .locator(`article.pp-machine-card[aria-label="${machine}"]`)
      .getByTestId('stop-line')
    // Whole minutes; a stop in its first minute reads "< 1 min" (counted as 0).
    const since = (text: string) =>
      /< 1 min/.test(text) ? 0 : Number(/(\d+) min/.exec(text)?.[1] ?? Number.NaN)
    await expect(stopLine).toContainText(es('Web break'))
    await expect(stopLine).toContainText(/desde hace (< )?\d+ min/)
    const before = since((await stopLine.textContent()) ?? '')
    await operatorPage.clock.fastForward('03:00')
    await expect
      .poll(async () => since((await stopLine.textContent()) ?? ''))
      .toBeGreaterThanOrEqual(before + 3)

    // The list row: the line icon beside the name, the reason and the time.
    await operatorPage
      .getByRole('radiogroup', { name: es('View') })
      .locator('label')
      .filter({ has: operatorPage.getByRole('img', { name: es('List') }) })
      .click()
    const row = operatorPage
      .getByRole('row')
      .filter({ has: operatorPage.getByText(machine, { exact: true }) })
    await expect(row.getByText('FLE', { exact: true })).toBeVisible()
    await expect(row.getByTestId('stop-line')).toContainText(es('Web break'))
    await expect(row.getByTestId('stop-line')).toContainText(/desde hace (< )?\d+ min/)
    await operator.close()

    // The display: no session, an English browser, and still Spanish, as its link says.
    const screenContext = await browser.newContext({ baseURL, locale: 'en-GB' })
    const screen = await screenContext.newPage()
    await screen.goto(url.replace(/^https?:\/\/[^/]+/, ''))
    const card = screen.locator(`article.pp-display-machine[aria-label="${machine}"]`)
    await expect(card.getByTestId('stop-line')).toContainText(es('Web break'))
    await expect(card.getByTestId('stop-line')).toContainText(/desde hace (< )?\d+ min/)
    await expect(card).toContainText(es('Inactivity'))
    await expect(screen.locator('html')).toHaveAttribute('lang', 'es')
    await screenContext.close()
  })
})
