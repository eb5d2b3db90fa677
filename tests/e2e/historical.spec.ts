/**
 * Historical orders (spec 000 §2.4, §4.2, issue 9) against the real server: a text filter, page
 * size and paging, all held in the URL (a reload keeps them), a row to its order, the export.
 */
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { expect, test } from './support/fixtures'
import { signIn } from './support/session'

const showing = (page: Page) => page.getByText(/^Showing \d+ to \d+ of \d+ entries$/).first()

async function totalOf(page: Page) {
  const text = await showing(page).innerText()
  return Number(text.match(/of (\d+) entries/)?.[1])
}

const bodyRows = (page: Page) => page.getByRole('table').locator('tbody tr')

test('filters, page size and page live in the URL, and a row opens its order', async ({ page }) => {
  await signIn(page, 'manager')
  await page.goto('/historical')
  await expect(showing(page)).toHaveText(/^Showing 1 to 10 of \d+ entries$/)
  const all = await totalOf(page)
  expect(all).toBeGreaterThan(50)
  await expect(bodyRows(page)).toHaveCount(10)

  // A text filter applies on Enter and sends the list back to page 1.
  await page.getByRole('button', { name: 'Next page' }).first().click()
  await expect(page).toHaveURL(/page=2/)
  await page.getByRole('textbox', { name: 'Reference' }).fill('FX01')
  await page.getByRole('textbox', { name: 'Reference' }).press('Enter')
  await expect(page).toHaveURL(/order=FX01/)
  await expect(page).not.toHaveURL(/page=2/)
  await expect(showing(page)).toHaveText(/^Showing 1 to \d+ of \d+ entries$/)
  // The previous page stays on screen while the filtered one loads: wait for the new total.
  await expect.poll(() => totalOf(page)).toBeLessThan(all)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
  const filtered = await totalOf(page)
  for (const ref of await bodyRows(page).locator('td:nth-child(2)').allInnerTexts())
    expect(ref).toContain('FX01')

  // Page size 25, then page 2.
  await page.getByRole('combobox', { name: 'Rows per page', exact: true }).click()
  await page.getByRole('option', { name: '25', exact: true }).click()
  await expect(page).toHaveURL(/size=25/)
  await expect(showing(page)).toHaveText(`Showing 1 to ${Math.min(25, filtered)} of ${filtered} entries`)
  await page.getByRole('button', { name: 'Next page' }).first().click()
  await expect(showing(page)).toHaveText(`Showing 26 to ${Math.min(50, filtered)} of ${filtered} entries`)

  // The URL is the state: a reload shows the same page of the same search.
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Reference' })).toHaveValue('FX01')
  await expect(showing(page)).toHaveText(`Showing 26 to ${Math.min(50, filtered)} of ${filtered} entries`)

  // Clearing the text clears the filter.
  await page.getByRole('textbox', { name: 'Reference' }).fill('')
  await page.getByRole('textbox', { name: 'Reference' }).blur()
  await expect(page).not.toHaveURL(/order=/)
  await expect(showing(page)).toHaveText(`Showing 1 to 25 of ${all} entries`)

  // The page size is kept on the device (issue 32): opened again without one, 25 a page.
  await page.goto('/historical')
  await expect(page).not.toHaveURL(/size=/)
  await expect(showing(page)).toHaveText(`Showing 1 to 25 of ${all} entries`)
  await expect(bodyRows(page)).toHaveCount(25)

  // A date range from the calendar (loaded on first use) narrows the list and can be cleared.
  await page.getByRole('combobox', { name: 'Dates' }).click()
  const calendar = page.getByRole('dialog')
  // The 1st of the month twice: a one-day range that is never after today, whatever the date.
  await calendar.getByRole('button', { name: /^1\b/ }).first().click()
  await calendar.getByRole('button', { name: /^1\b/ }).first().click()
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-01/)
  await expect(page).toHaveURL(/to=\d{4}-\d{2}-01/)
  await expect(page.getByRole('combobox', { name: 'Dates' })).toHaveValue(
    /^01\/\d{2}\/\d{4} – 01\/\d{2}\/\d{4}$/,
  )
  await expect.poll(() => totalOf(page)).toBeLessThan(all)
  await page.getByRole('button', { name: 'Clear dates' }).click()
  await expect(page).not.toHaveURL(/from=/)

  await bodyRows(page).first().locator('td:nth-child(2)').click()
  await expect(page).toHaveURL(/\/machine-control\/[^/]+\/\d+\/\d+$/)
})

test('the Excel button downloads a real .xlsx of every row matching the filters', async ({ page }) => {
  await signIn(page, 'manager')
  await page.goto('/historical?order=FX0')
  await expect(bodyRows(page).first()).toContainText('FX0')
  const total = await totalOf(page)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Excel' }).click()
  const file = await (await download).path()
  const bytes = await readFile(file)
  expect(bytes.subarray(0, 2).toString()).toBe('PK')
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
  const sheet = workbook.worksheets[0]
  expect(sheet?.actualRowCount).toBe(total + 1)
})
