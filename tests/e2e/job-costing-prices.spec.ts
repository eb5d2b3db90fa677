/**
 * Job-costing price tabs (spec 002 §2.2, §4, §5; issue 15 items 4 and 5) in Chromium against the
 * real server and the seeded demo plant: a manager creates an energy period with three time slots
 * after the latest one and finds it in the historic table; schedules ink prices after the demo's
 * scheduled period and finds them under Scheduled; a commercial user (read-only) sees the prices
 * but no create button and no pencil, and a phone has no sideways scroll on either tab.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { locales, tr } from './support/i18n'
import { expectNoSidewaysScroll } from './support/layout'
import { signIn } from './support/session'

interface Period {
  id: number
  consumableTypeId?: number
  startDate: string
  periodTimes?: Array<{ startTime: string; finishTime: string; price: { value: number } }>
  prices?: Array<{ itemId: number; price: number }>
}

async function getJson<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(path, { headers: { Authorization: `Bearer ${token}` } })
  expect(res.status(), path).toBe(200)
  return (await res.json()) as T
}

/** yyyy-MM-dd `days` after `day` (UTC arithmetic: days, not instants). */
function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

const latestStart = (periods: Period[]) =>
  periods
    .map((p) => p.startDate)
    .sort()
    .at(-1) as string
const dmy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`
/** Mantine's day button name in English: "1 February 2027". */
const dayName = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))

/** Opens a date picker and moves month by month to `day`, then picks it. */
async function pickDay(page: Page, field: Locator, day: string) {
  await field.click()
  const calendar = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Next month' }) })
  const target = calendar.getByRole('button', { name: dayName(day), exact: true })
  for (let i = 0; i < 36 && !(await target.first().isVisible()); i++) {
    await calendar.getByRole('button', { name: 'Next month' }).click()
  }
  await target.first().click()
  await expect(field).toHaveText(dmy(day))
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A message with {placeholders} in any language, the placeholders matching anything. */
function anyLangTemplate(message: string): RegExp {
  const texts = [...new Set(locales.map((l) => tr(l, message)))].map((text) =>
    escapeRegExp(text).replace(/\\\{\w+\\\}/g, '.+'),
  )
  return new RegExp(`^(?:${texts.join('|')})$`, 'i')
}

/**
 * The manager's session starts the onboarding tour on a first visit (job_costing_tour); its own
 * test is in job-costing.spec.ts. Here it is marked dismissed on this device, as closing it would.
 */
async function signInWithoutTour(page: Page, key: 'manager' | 'sales') {
  const result = await signIn(page, key)
  const userId = (result.body as { user: { userId: number } }).user.userId
  await page.evaluate(
    (id) => localStorage.setItem(`plant-portal.job-costing.tour-dismissed:${id}`, '1'),
    userId,
  )
  return result
}

test.describe('a manager changes prices', () => {
  test.use({ isolated: true })

  test('creates an energy period of three time slots and sees it in the historic table', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const { token } = await signInWithoutTour(page, 'manager')
    const before = await getJson<Period[]>(
      page.request,
      token as string,
      '/api/job-cost/consumable-period-time-price?consumable-types=1&limit=1000',
    )
    const start = addDays(latestStart(before), 45)

    await page.goto('/job-costing?tab=energy')
    await page.getByRole('button', { name: 'New period of Energy' }).click()
    await pickDay(page, page.getByRole('button', { name: 'Start date' }), start)

    // 00-08, 08-18, 18-00: each slot starts at the previous end; only the last end is chosen.
    await page.getByRole('combobox', { name: 'End of the slot from 00:00' }).selectOption({ label: '08:00' })
    await page.getByRole('button', { name: 'Add a time slot' }).click()
    await page.getByRole('combobox', { name: 'End of the slot from 08:00' }).selectOption({ label: '18:00' })
    await page.getByRole('button', { name: 'Add a time slot' }).click()
    await expect(page.getByRole('combobox', { name: 'End of the slot from 18:00' })).toHaveValue('24')
    // The day is covered: no more slots can be added.
    await expect(page.getByRole('button', { name: 'Add a time slot' })).toHaveCount(0)

    await page.getByRole('textbox', { name: 'Price from 00:00' }).fill('0')
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    // Nothing is sent: each slot says its price must be above zero (the 0 and the two empty ones).
    await expect(page.getByRole('textbox', { name: 'Price from 00:00' })).toHaveAccessibleDescription(
      'Must be higher than 0',
    )
    await expect(page.getByText('Must be higher than 0')).toHaveCount(3)
    await expect(page.getByRole('dialog', { name: 'Warning' })).toBeHidden()
    await page.getByRole('textbox', { name: 'Price from 00:00' }).fill('0,081')
    await page.getByRole('textbox', { name: 'Price from 08:00' }).fill('€ 0.152')
    await page.getByRole('textbox', { name: 'Price from 18:00' }).fill('0.113')
    await page.getByRole('button', { name: 'Add', exact: true }).click()

    const warning = page.getByRole('dialog', { name: 'Warning' })
    await expect(warning).toBeVisible()
    const saved = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/job-cost/period' && r.request().method() === 'POST',
    )
    await warning.getByRole('button', { name: 'Accept' }).click()
    expect((await saved).status()).toBe(200)
    await expect(page.getByText('Period created.')).toBeVisible()

    const table = page.getByRole('table', { name: 'Price history' })
    const rows = table.getByRole('row').filter({ hasText: dmy(start) })
    await expect(rows).toHaveCount(3)
    await expect(rows.nth(0)).toContainText('00:00–08:00')
    await expect(rows.nth(0)).toContainText('0.081 €/kWh')
    await expect(rows.nth(1)).toContainText('08:00–18:00')
    await expect(rows.nth(2)).toContainText('18:00–00:00')
    // The new period is editable: its rows carry the pencil.
    await expect(rows.nth(0).getByRole('button', { name: /^Edit the Energy period from / })).toBeVisible()

    const after = await getJson<Period[]>(
      page.request,
      token as string,
      '/api/job-cost/consumable-period-time-price?consumable-types=1&limit=1000',
    )
    const created = after.find((p) => p.startDate === start)
    expect(created?.periodTimes?.map((t) => [t.startTime, t.finishTime, t.price.value])).toEqual([
      ['00:00', '08:00', 0.081],
      ['08:00', '18:00', 0.152],
      ['18:00', '00:00', 0.113],
    ])
  })

  test('schedules ink prices after the scheduled period and finds them under Scheduled', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const { token } = await signInWithoutTour(page, 'manager')
    const next = await getJson<{ periods: Period[] }>(
      page.request,
      token as string,
      '/api/job-cost/ink-group-prices?next',
    )
    const current = await getJson<{ periods: Period[] }>(
      page.request,
      token as string,
      '/api/job-cost/ink-group-prices',
    )
    // The demo already schedules one period: the new one starts a month after the last start.
    const start = addDays(latestStart([...next.periods, ...current.periods]), 31)

    await page.goto('/job-costing?tab=ink')
    await expect(page.getByText('Process cyan')).toBeVisible()
    await page.getByRole('button', { name: 'New price period' }).click()
    // The form starts from the prices shown; one is changed, typed with a comma and the currency.
    const cyan = page.getByRole('textbox', { name: 'Price of 1 Process cyan per kg' })
    await expect(cyan).not.toHaveValue('')
    await cyan.fill('abc')
    await expect(page.getByText('Not a valid price')).toBeVisible()
    await cyan.fill('11,5 €')

    // Without a start date nothing is sent.
    await page.getByRole('button', { name: 'Create prices' }).click()
    await expect(page.getByText('This field is required.')).toBeVisible()
    await pickDay(page, page.getByRole('button', { name: 'Start date' }), start)

    await page.getByRole('button', { name: 'Create prices' }).click()
    const warning = page.getByRole('dialog', { name: 'Warning' })
    const prices = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/job-cost/ink-group-prices' && r.request().method() === 'POST',
    )
    await warning.getByRole('button', { name: 'Accept' }).click()
    expect((await prices).status()).toBe(200)
    await expect(page.getByText('Prices created.')).toBeVisible()

    const history = page.locator('[data-tour="ink-history"]')
    await history.getByRole('tab', { name: 'Scheduled' }).click()
    const row = history.getByRole('row').filter({ hasText: dmy(start) })
    await expect(row).toHaveCount(1)
    // Oldest first: the demo's scheduled period comes before the new one.
    const starts = await history.getByRole('row').allTextContents()
    expect(starts.findIndex((t) => t.includes(dmy(start)))).toBe(starts.length - 1)

    // Opening it from the history shows its prices in the grid.
    await row.getByRole('button', { name: `Edit the prices from ${dmy(start)}` }).click()
    await expect(page.getByRole('textbox', { name: 'Price of 1 Process cyan per kg' })).toHaveValue('11.5')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByText('11.50 €/kg')).toBeVisible()

    const after = await getJson<{ periods: Period[] }>(
      page.request,
      token as string,
      '/api/job-cost/ink-group-prices?next',
    )
    const created = after.periods.find((p) => p.startDate === start)
    expect(created?.prices?.find((p) => p.itemId === 1)?.price).toBe(11.5)
    expect(created?.prices?.length).toBe(current.periods[0]?.prices?.length)
  })
})

test('a commercial user sees the prices but no create button and no pencil, and a phone does not scroll sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const { account } = await signInWithoutTour(page, 'sales')

  await page.goto('/job-costing?tab=energy')
  // The type's name in the user's language (sales@ reads Spanish).
  await expect(
    page.getByRole('heading', { name: new RegExp(`^${tr(account.locale, 'Energy')}`) }),
  ).toBeVisible()
  await expect(
    page.getByRole('table').getByRole('row').filter({ hasText: '08:00–18:00' }).first(),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: anyLangTemplate('New period of {name}') })).toHaveCount(0)
  await expect(
    page.getByRole('button', { name: anyLangTemplate('Edit the {name} period from {start}') }),
  ).toHaveCount(0)

  await page.goto('/job-costing?tab=ink')
  await expect(page.getByText('Process cyan')).toBeVisible()
  const history = page.locator('[data-tour="ink-history"]')
  await expect(
    history.getByRole('button', { name: anyLangTemplate('View the prices from {start}') }).first(),
  ).toBeVisible()
  await expect(
    page.getByRole('button', { name: anyLangTemplate('Edit the prices from {start}') }),
  ).toHaveCount(0)
  await expect(page.getByRole('button', { name: anyLangTemplate('New price period') })).toHaveCount(0)
  await expect(page.getByRole('button', { name: anyLangTemplate('Edit prices') })).toHaveCount(0)

  await page.setViewportSize({ width: 360, height: 780 })
  await expect(page.getByText('Process cyan')).toBeVisible()
  await expectNoSidewaysScroll(page)
  await page.goto('/job-costing?tab=energy')
  await expect(
    page
      .getByRole('list', { name: anyLangTemplate('Price history') })
      .getByRole('listitem')
      .first(),
  ).toBeVisible()
  await expectNoSidewaysScroll(page)
})
