/**
 * Inactivity statistics (spec 001 §2.2, issue 14) in Chromium against the real server and the
 * seeded demo plant: opened with nothing chosen it shows the plant's first machine on its last full
 * day with data (issue 32), a machine named without days opens on its last full day,
 * the summary, donuts, trends, table and Pareto show, the table's totals equal the API's answer,
 * the Excel file downloads, and a phone has no sideways scroll.
 */
import { readFile } from 'node:fs/promises'
import type { APIRequestContext } from '@playwright/test'
import ExcelJS from 'exceljs'
import { expect, test } from './support/fixtures'
import { expectNoSidewaysScroll } from './support/layout'
import { signIn } from './support/session'

interface Reason {
  category: 1 | 2
  repeats: number
  duration: number
}

const hm = (seconds: number) =>
  `${Math.floor(seconds / 3600)}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}`

async function reasons(request: APIRequestContext, token: string, body: object) {
  const res = await request.post('/api/inactivities', {
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { data: Reason[] }).data
}

test("a machine's inactivities: summary, donuts, trends, table totals as the API says, Pareto, Excel", async ({
  page,
}) => {
  test.setTimeout(90_000)
  const { token } = await signIn(page, 'manager')
  const auth = { Authorization: `Bearer ${token}` }
  const list = (await (await page.request.get('/api/statistics/machines', { headers: auth })).json()) as {
    id: number
    name: string
  }[]
  const lastFullDay = async (id: number) =>
    (
      (await (
        await page.request.post('/api/traceability-available-dates', {
          headers: auth,
          data: { machineIds: [id] },
        })
      ).json()) as { lastFullDay: string }
    ).lastFullDay
  const searchDay = (key: string) => (new URL(page.url()).searchParams.get(key) ?? '').replaceAll('"', '')

  // Opened with nothing chosen (issue 32): the plant's first machine on its last full day with data.
  await page.goto('/inactivities')
  const first = list[0] as { id: number }
  await expect(page).toHaveURL(new RegExp(`machine=${first.id}(&|$)`))
  await expect(page).toHaveURL(/from=/)
  expect(searchDay('from')).toBe(await lastFullDay(first.id))
  expect(searchDay('to')).toBe(searchDay('from'))
  await expect(
    page.getByTestId('inactivity-summary').or(page.getByText('No inactivity').first()),
  ).toBeVisible()

  // A machine named without days opens on its last full day too.
  const machineId = (list.find((m) => m.name === 'Flexo CI 1') as { id: number }).id
  await page.goto(`/inactivities?machine=${machineId}`)
  await expect(page).toHaveURL(/from=/)
  const to = searchDay('to')
  expect(searchDay('from')).toBe(await lastFullDay(machineId))
  expect(to).toBe(searchDay('from'))
  // The rest reads the 31 days to that day, set in the address.
  const from = new Date(Date.parse(`${to}T12:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10)
  await page.goto(`/inactivities?machine=${machineId}&from=%22${from}%22&to=%22${to}%22`)

  const data = await reasons(page.request, token as string, { machineId, startDate: from, finishDate: to })
  expect(data.length, 'the demo machine stopped this month').toBeGreaterThan(0)
  const total = data.reduce(
    (s, r) => ({ duration: s.duration + r.duration, repeats: s.repeats + r.repeats }),
    {
      duration: 0,
      repeats: 0,
    },
  )
  const process = data.filter((r) => r.category === 1).reduce((s, r) => s + r.repeats, 0)

  await expect(page.getByTestId('inactivity-summary')).toBeVisible()
  await expect(page.getByTestId('summary-process')).toContainText(`${process}`)
  // The donuts are drawn without the chart library (ADR 043), named with their parts.
  const donuts = page.getByTestId('inactivity-summary').getByRole('img', { name: /./ })
  await expect(donuts).toHaveCount(2)
  await expect(donuts.first()).toHaveAccessibleName(new RegExp(`^Occurrence: Process: ${process} \\(`))
  await expect(page.getByTestId('total')).toContainText(hm(total.duration))
  await expect(page.getByTestId('total')).toContainText(String(total.repeats))
  // Trends: bars, and a series toggled off leaves the legend.
  const trends = page.getByRole('region', { name: 'Trends' })
  await trends.scrollIntoViewIfNeeded()
  await expect(trends.locator('.recharts-bar-rectangle').first()).toBeVisible()
  await trends.getByText('Duration (min)', { exact: true }).first().click()
  await expect(trends.locator('.recharts-legend-item-text', { hasText: 'Duration (min)' })).toHaveCount(0)
  // The Pareto by count, with its cumulative line, drawn when scrolled to.
  await page.getByRole('region', { name: 'Pareto of the reasons' }).scrollIntoViewIfNeeded()
  await page.getByRole('radiogroup', { name: 'Pareto of the reasons' }).getByText('By count').click()
  await expect(page.getByRole('radio', { name: 'By count' })).toBeChecked()
  await expect(
    page.getByRole('region', { name: 'Pareto of the reasons' }).locator('.recharts-line'),
  ).toBeVisible()

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Excel' }).click()
  const file = await (await download).path()
  const bytes = await readFile(file)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
  expect(workbook.worksheets[0]?.rowCount).toBeGreaterThan(data.length)

  await page.setViewportSize({ width: 360, height: 800 })
  await expect(page.getByTestId('inactivity-summary')).toBeVisible()
  // On a phone the Pareto is a list of bars, largest first, without the chart (ADR 043).
  const pareto = page.getByRole('region', { name: 'Pareto of the reasons' })
  await page.getByRole('radiogroup', { name: 'Pareto of the reasons' }).getByText('By minutes').click()
  const paretoLines = page.getByTestId('pareto-list').getByRole('listitem')
  await expect(paretoLines.first()).toContainText(/\d+ min/)
  expect(await paretoLines.count()).toBeLessThanOrEqual(8)
  await expect(paretoLines.last()).toContainText(/cum\. \d+(\.\d)?\s%/)
  await expect(pareto.locator('.recharts-surface')).toHaveCount(0)
  await expectNoSidewaysScroll(page)
})
