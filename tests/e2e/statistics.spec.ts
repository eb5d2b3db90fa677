/**
 * Statistics and productivity (spec 001 §2.1, issue 14) in Chromium against the real server and
 * the seeded demo plant: opened with nothing chosen it shows the plant's first five machines on the
 * last full day with data (issue 32); 2 machines in week grouping without days open on the month
 * of the last data, the accumulated time, donuts, trends (a series toggled), time bars and the
 * table (opened, its first row as POST /traceability says, closed) show; the grouping switches;
 * a 6th machine is refused with its message; productivity with one machine draws its lines at
 * 1280 px; the Excel file opens with rows; a phone has no sideways scroll.
 */
import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { demoMonth, demoMonthSearch } from './support/demo-days'
import { expect, test } from './support/fixtures'
import { expectNoSidewaysScroll } from './support/layout'
import { signIn } from './support/session'

interface Row {
  machineId: number
  machineName: string
  label: string
  numOrders: number
}

async function post<T>(request: APIRequestContext, token: string, path: string, body: object): Promise<T> {
  const res = await request.post(path, { headers: { Authorization: `Bearer ${token}` }, data: body })
  expect(res.status(), path).toBe(200)
  return (await res.json()) as T
}

async function machineIds(request: APIRequestContext, token: string, names: string[]) {
  const res = await request.get('/api/statistics/machines', { headers: { Authorization: `Bearer ${token}` } })
  expect(res.status()).toBe(200)
  const list = (await res.json()) as Array<{ id: number; name: string }>
  return names.map((n) => {
    const m = list.find((x) => x.name === n)
    expect(m, n).toBeTruthy()
    return (m as { id: number }).id
  })
}

/** The router writes days as strings, with or without JSON quotes. */
const searchDay = (page: Page, key: string) =>
  (new URL(page.url()).searchParams.get(key) ?? '').replaceAll('"', '')

const dmy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`

async function pickMachine(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Machines' }).click()
  await page.getByRole('option', { name, exact: true }).click()
  await page.keyboard.press('Escape')
}

test('statistics: 2 machines and a month, grouping, series, table as the API says, limits, productivity, Excel', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  const { token } = await signIn(page, 'manager')
  // Opened with nothing chosen (issue 32): the plant's first five machines on the last full day
  // with data, with something drawn.
  const list = (await (
    await page.request.get('/api/statistics/machines', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { id: number }[]
  const firstFive = list.slice(0, 5).map((m) => m.id)
  const opening = await post<{ lastFullDay: string }>(
    page.request,
    token as string,
    '/api/traceability-available-dates',
    { machineIds: firstFive },
  )
  await page.goto('/statistics')
  await expect(page).toHaveURL(/from=/)
  expect(JSON.parse(new URL(page.url()).searchParams.get('machines') ?? '[]')).toEqual(firstFive)
  expect(searchDay(page, 'from')).toBe(opening.lastFullDay)
  expect(searchDay(page, 'to')).toBe(opening.lastFullDay)
  // The first panels are drawn without the chart library (ADR 043): a turning bar in parts.
  await expect(page.getByTestId('accumulated-bar-turning').locator('[data-part]').first()).toBeVisible()

  // Week grouping without days: the month of the last data (spec 001 §4).
  const ids = await machineIds(page.request, token as string, ['Flexo CI 1', 'Flexo CI 2'])
  await page.goto(
    `/statistics?type=1&machines=${encodeURIComponent(JSON.stringify(ids))}&grouping=%22week%22`,
  )
  await expect(page).toHaveURL(/from=%22\d{4}-\d{2}-01%22|from=\d{4}-\d{2}-01/)
  expect(searchDay(page, 'to').slice(0, 8)).toBe(searchDay(page, 'from').slice(0, 8))
  // The rest reads a month of the demo's work, set in the address: the month of the last data is
  // the real current month (the running orders go on), which early in a month has no finished order.
  const { from, to } = demoMonth
  await page.goto(
    `/statistics?type=1&machines=${encodeURIComponent(JSON.stringify(ids))}&grouping=%22week%22&${demoMonthSearch}`,
  )
  await expect(page).toHaveURL(new RegExp(`from=(%22)?${from}`))

  const week = await post<{ data: Row[] }>(page.request, token as string, '/api/traceability', {
    type: 1,
    machineIds: ids,
    startDate: from,
    finishDate: to,
    dataGrouping: 'week',
  })
  expect(week.data.length, 'the demo machines ran this month').toBeGreaterThan(0)

  await expect(page.getByTestId('accumulated-bar-turning').locator('[data-part="active"]')).toBeVisible()
  const donuts = page.getByTestId('statistics-donuts').getByRole('img', { name: /./ })
  await expect(donuts).toHaveCount(4)
  await expect(donuts.first()).toHaveAccessibleName(/^Power on: Power on: \d+(\.\d)? %, Power off: /)

  // Trends: drawn when scrolled to; the defaults on; a series toggled on and one off.
  const trends = page.getByRole('region', { name: 'Trends' })
  await trends.scrollIntoViewIfNeeded()
  await expect(trends.getByTestId('trend-orders')).toBeVisible()
  await expect(trends.getByTestId('trend-nonProductiveMeters')).toHaveCount(0)
  await trends.getByText('Non-productive meters', { exact: true }).first().click()
  await expect(trends.getByTestId('trend-nonProductiveMeters')).toBeVisible()
  await trends.getByText('Orders', { exact: true }).first().click()
  await expect(trends.getByTestId('trend-orders')).toHaveCount(0)
  // No ink on flexo presses.
  await expect(trends.getByText('Ink', { exact: true })).toHaveCount(0)

  const timeBars = page.getByRole('region', { name: 'Time per date and machine' })
  await timeBars.scrollIntoViewIfNeeded()
  await expect(timeBars.locator('.recharts-bar-rectangle').first()).toBeVisible()

  // The table, closed at first: opened, its first row as the API says, closed again.
  const tableSection = page.getByRole('region', { name: 'Table' })
  await tableSection.getByRole('button', { name: 'Expand section' }).click()
  // Drawn when scrolled to, like the charts above: below the fold on a taller page it waits for it.
  await tableSection.scrollIntoViewIfNeeded()
  const table = page.getByTestId('statistics-table')
  await expect(table).toBeVisible()
  const sorted = [...week.data].sort((a, b) =>
    a.label === b.label ? a.machineName.localeCompare(b.machineName) : a.label < b.label ? -1 : 1,
  )
  const firstRow = table.locator('tbody tr').first()
  await expect(firstRow).toContainText(dmy(sorted[0].label))
  await expect(firstRow).toContainText(sorted[0].machineName)
  await expect(firstRow.getByTestId('orders')).toHaveText(String(sorted[0].numOrders))
  const shown = Math.min(10, sorted.length)
  await expect(page.getByTestId('table-range')).toHaveText(
    `Showing ${shown} of ${sorted.length} (1-${shown})`,
  )
  await tableSection.getByRole('button', { name: 'Collapse section' }).click()
  await expect(table).toBeHidden()

  // Grouping by month: one row per machine and month.
  await page.getByRole('combobox', { name: 'Grouping' }).click()
  await page.getByRole('option', { name: /^Month/ }).click()
  await expect(page).toHaveURL(/grouping=%22month%22|grouping=month/)
  const month = await post<{ data: Row[] }>(page.request, token as string, '/api/traceability', {
    type: 1,
    machineIds: ids,
    startDate: from,
    finishDate: to,
    dataGrouping: 'month',
  })
  await tableSection.getByRole('button', { name: 'Expand section' }).click()
  await expect(page.getByTestId('table-range')).toHaveText(
    `Showing ${month.data.length} of ${month.data.length} (1-${month.data.length})`,
  )
  const orders = month.data.reduce((s, r) => s + r.numOrders, 0)
  const cells = await table.getByTestId('orders').allTextContents()
  expect(cells.reduce((s, c) => s + Number(c), 0)).toBe(orders)

  // The OEE: a row per machine and month, then one per machine over the range.
  const oee = page.getByTestId('oee-table')
  await expect(oee.locator('tbody tr')).toHaveCount(month.data.length + ids.length)
  await expect(oee.getByText('Whole range')).toHaveCount(ids.length)
  // The set-ups kept apart from the run, as many as the API counts.
  const setups = await page.request.post('/api/statistics/makeready', {
    headers: { Authorization: `Bearer ${token}` },
    data: { machineIds: ids, startDate: from, finishDate: to },
  })
  expect(setups.status()).toBe(200)
  const report = (await setups.json()) as { orders: number }
  await expect(page.getByTestId('makeready')).toContainText(`${report.orders} set-ups`)

  // The Excel file of the same selection.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Excel' }).click()
  const bytes = await readFile(await (await download).path())
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
  expect(workbook.worksheets[0]?.rowCount).toBeGreaterThan(month.data.length)

  // Five machines at most in statistics: a sixth is refused with its message.
  for (const name of ['Flexo Stack 6C', 'Roto R9 North', 'Roto R9 South']) await pickMachine(page, name)
  await pickMachine(page, 'Offset VO-6 A')
  await expect(page.getByText('At most 5 machines in statistics.')).toBeVisible()
  expect(
    JSON.parse(decodeURIComponent(new URL(page.url()).searchParams.get('machines') ?? '[]')),
  ).toHaveLength(5)

  // Productivity keeps the first of several machines and names those it left out (issue 32).
  await page.getByRole('radiogroup', { name: 'View' }).getByText('Productivity').click()
  await expect(
    page.getByText(
      'Productivity shows one machine: Flexo CI 2, Flexo Stack 6C, Roto R9 North, Roto R9 South left out.',
    ),
  ).toBeVisible()
  expect(JSON.parse(decodeURIComponent(new URL(page.url()).searchParams.get('machines') ?? '[]'))).toEqual([
    ids[0],
  ])
  await page.getByRole('combobox', { name: 'Grouping' }).click()
  await page.getByRole('option', { name: /^Week/ }).click()
  const lines = page.getByTestId('productivity-chart').locator('.recharts-line-curve')
  await expect(lines).toHaveCount(6)
  await expect(lines.first()).toBeVisible()
  await expect(page.getByTestId('productivity-narrow')).toBeHidden()
  await pickMachine(page, 'Flexo CI 2')
  await expect(page.getByText('One machine in productivity.')).toBeVisible()

  // A phone: no chart, a message, and no sideways scroll.
  await page.setViewportSize({ width: 360, height: 800 })
  await expect(page.getByTestId('productivity-narrow')).toBeVisible()
  await expectNoSidewaysScroll(page)
  await page.getByRole('radiogroup', { name: 'View' }).getByText('Statistics').click()
  await expect(page.getByTestId('statistics-donuts')).toBeVisible()
  await page.getByRole('region', { name: 'Trends' }).scrollIntoViewIfNeeded()
  await expect(
    page.getByRole('region', { name: 'Trends' }).locator('.recharts-bar-rectangle').first(),
  ).toBeVisible()
  await expectNoSidewaysScroll(page)

  // Opened again with nothing chosen: the last choice, kept on this device (productivity's one).
  await page.goto('/statistics')
  await expect(page).toHaveURL(/from=/)
  expect(JSON.parse(new URL(page.url()).searchParams.get('machines') ?? '[]')).toEqual([ids[0]])
})
