/**
 * Technical documents (spec 001 §2.4, issue 11) in Chromium against the real server: a machine's
 * operation manual in the in-app viewer (go to a page, search inside it), a result of the search
 * across manuals opening at its page with the hit highlighted, the language dropdown rules, the
 * remembered machine, an unknown machine's address, and the viewer at 360 px.
 */
import type { Page } from '@playwright/test'
import PDFDocument from 'pdfkit'
import { expect, test } from './support/fixtures'
import { expectNoSidewaysScroll } from './support/layout'
import { signIn } from './support/session'

const pageInput = (page: Page) => page.getByRole('textbox', { name: 'Page number' })

async function openFlexoManual(page: Page) {
  await page.goto('/documents')
  await expect(page.getByTestId('documents-machine')).toHaveCount(12)
  await page.getByTestId('documents-machine').filter({ hasText: 'Flexo CI 1' }).click()
  await expect(page).toHaveURL(/\/documents\/FX-CI-2019-0412\/operational$/)
  await page.getByRole('link', { name: 'Operation manual — Flexo CI 1' }).click()
  await expect(page.getByTestId('pdf-page-count')).toHaveText(/\/ \d{2}/)
  await expect(page.locator('.pdfViewer .page canvas').first()).toBeVisible()
}

test('a technician opens the operation manual, goes to a page and searches inside it', async ({ page }) => {
  await signIn(page, 'tech')
  await openFlexoManual(page)
  const pages = Number((await page.getByTestId('pdf-page-count').textContent())!.replace(/\D/g, ''))
  expect(pages).toBeGreaterThanOrEqual(36)

  // The chapter list is the PDF's outline.
  await page.getByRole('button', { name: 'Chapters' }).click()
  await page
    .getByRole('link', { name: /Printing decks/ })
    .or(page.getByText(/^\d+\. Printing decks$/))
    .first()
    .click()
  await expect(pageInput(page)).not.toHaveValue('1')

  await pageInput(page).fill('30')
  await pageInput(page).press('Enter')
  await expect(pageInput(page)).toHaveValue('30')
  await expect(page).toHaveURL(/page=30/)

  await page.getByRole('searchbox', { name: 'Search in the document' }).fill('doctor chamber')
  await expect(page.getByTestId('pdf-find-count')).toHaveText(/^\d+\/\d+$/)
  await expect(page.locator('.textLayer .highlight.selected').first()).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search in the document' }).fill('zeppelin')
  await expect(page.getByTestId('pdf-find-count')).toHaveText('Not found')
})

test('a result of the search across manuals opens the manual at its page with the hit highlighted', async ({
  page,
}) => {
  const { token } = await signIn(page, 'tech')
  await page.goto('/documents')
  await page.getByRole('searchbox', { name: 'Search all manuals' }).fill('"impression setting of deck 6"')
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem')
  await expect(results.first()).toBeVisible()
  const first = results.first()
  await expect(first.locator('mark').first()).toBeVisible()
  const link = first.getByRole('link')
  const href = (await link.getAttribute('href'))!
  const wanted = Number(new URL(href, 'http://x').searchParams.get('page'))
  expect(wanted).toBeGreaterThan(2)

  // The page is the server's, and the text is on it as pdf.js reads the file.
  const hits = await (
    await page.request.get('/api/documents/search?q=%22impression%20setting%20of%20deck%206%22', {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()
  expect(hits[0].page).toBe(wanted)
  // One card per manual, at its best page (issue 32); its other pages behind "n more pages".
  const manuals = new Set((hits as { documentId: number }[]).map((h) => h.documentId)).size
  await expect(results).toHaveCount(manuals)
  if (hits.length > manuals)
    await expect(page.getByRole('button', { name: /more pages? in this manual/ }).first()).toBeVisible()

  await link.click()
  await expect(pageInput(page)).toHaveValue(String(wanted))
  const hit = page.locator(`.pdfViewer .page[data-page-number="${wanted}"] .textLayer .highlight`).first()
  await expect(hit).toBeVisible()
  await expect(page.getByTestId('pdf-find-count')).toHaveText(/^\d+\/\d+$/)
})

test('the language dropdown follows the technical language and hides in the installation sections', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/403/)
  // The operator reads manuals in Spanish (technical language es_ES) and sees two flexo lines.
  await signIn(page, 'operator')
  await page.goto('/documents/FX-CI-2019-0412/operational')
  const language = page.getByRole('combobox', { name: /idioma del|document language/i })
  await expect(language).toHaveValue('Español')
  await expect(page.getByTestId('manual-row')).toHaveCount(1)
  await expect(page.getByTestId('manual-row')).toContainText('Manual de operación')
  await language.click()
  await page.getByRole('option', { name: 'Français' }).click()
  await expect(page).toHaveURL(/lang=fr_FR/)
  await expect(page.getByTestId('manual-row')).toHaveCount(1)
  await expect(page.getByTestId('manual-row')).not.toContainText('Manual de operación')

  await page.goto('/documents/FX-CI-2019-0412/mechanical')
  await expect(page.getByTestId('manual-row')).toHaveCount(1)
  await expect(page.getByRole('combobox', { name: /idioma del|document language/i })).toHaveCount(0)

  // A machine not assigned to the operator is refused.
  await page.goto('/documents/RT-R9-2018-0077/operational')
  await expect(page.getByRole('alert')).toBeVisible()
})

test('the last machine is remembered; the home icon goes back to the machine list', async ({ page }) => {
  await signIn(page, 'tech')
  await page.goto('/documents/OF-VO-2020-0213/maintenance')
  await expect(page.getByTestId('manual-row').first()).toBeVisible()
  await page.goto('/documents')
  await expect(page).toHaveURL(/\/documents\/OF-VO-2020-0213\/operational$/)
  await page
    .getByRole('toolbar', { name: 'Document sections' })
    .getByRole('button', { name: 'All machines' })
    .click()
  await expect(page).toHaveURL(/\/documents$/)
  await expect(page.getByTestId('documents-machine')).toHaveCount(12)
  await page.reload()
  await expect(page).toHaveURL(/\/documents$/)
})

test("an unknown machine's documents say so in the shell and lead to the user's machines (issue 44)", async ({
  page,
  consoleGuard,
}) => {
  // The browser logs the server's 404 for the unknown machine's manuals: the answer the page reads.
  consoleGuard.allow(/status of 404 .*\/api\/documents\/machines\/NOPE/)
  await signIn(page, 'tech')
  // A known machine remembered first: the unknown one neither replaces it nor is kept itself.
  await page.goto('/documents/OF-VO-2020-0213/operational')
  await expect(page.getByTestId('manual-row').first()).toBeVisible()
  await page.goto('/documents/NOPE/operational')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: 'No documents for this machine' })).toBeVisible()
  await expect(main).toContainText('None of your machines has the serial number NOPE')
  await expect(main.getByText('Uncontrolled error.')).toHaveCount(0)
  await main.getByRole('link', { name: "Your machines' documents" }).click()
  // The index sends a remembered machine straight to it: the known one, never NOPE.
  await expect(page).toHaveURL(/\/documents\/OF-VO-2020-0213\/operational$/)
})

test('at 360 px the viewer fits the page to the width, with no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await signIn(page, 'tech')
  await page.goto('/documents/FX-CI-2019-0412/operational')
  await page.getByRole('link', { name: 'Operation manual — Flexo CI 1' }).click()
  const canvas = page.locator('.pdfViewer .page canvas').first()
  await expect(canvas).toBeVisible()
  await expect(page.getByRole('button', { name: 'Fit to width' })).toHaveAttribute('aria-pressed', 'true')
  const box = (await canvas.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(360)
  await expectNoSidewaysScroll(page)
  const scroll = page.getByTestId('pdf-scroll')
  expect(await scroll.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
  // Zooming in is what makes a page wider than the screen, and then only inside the viewer.
  await page.getByRole('button', { name: 'Zoom in' }).click()
  await expect(page.getByRole('button', { name: 'Fit to width' })).toHaveAttribute('aria-pressed', 'false')
  await expectNoSidewaysScroll(page)
})

test('an administrator adds a manual: a non-PDF is refused, a PDF is listed and found by search', async ({
  page,
}) => {
  await signIn(page, 'manager')
  await page.goto('/documents/DG-DJ-2023-0017/maintenance')
  await expect(page.getByTestId('manual-row').first()).toBeVisible()
  const before = await page.getByTestId('manual-row').count()
  await page.getByRole('button', { name: 'Add a manual' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a manual' })
  await dialog
    .getByRole('textbox', { name: 'Section' })
    .or(dialog.getByRole('combobox', { name: 'Section' }))
    .click()
  await dialog.getByRole('option', { name: 'Maintenance' }).click()
  await dialog.getByRole('combobox', { name: 'Language' }).click()
  await dialog.getByRole('option', { name: 'English' }).click()
  const fileInput = dialog.locator('input[type=file]')
  await fileInput.setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('89504e47', 'hex'),
  })
  await dialog.getByRole('button', { name: 'Add the manual' }).click()
  await expect(dialog.getByText('Only PDF files are accepted')).toBeVisible()

  const pdf = await new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument({ info: { Title: 'Nozzle cleaning bulletin' } })
    const chunks: Buffer[] = []
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc
      .text('Cover page')
      .addPage()
      .text('Purge the printhead nozzles with the flushing cartridge every morning.')
    doc.end()
  })
  await fileInput.setInputFiles({ name: 'bulletin.pdf', mimeType: 'application/pdf', buffer: pdf })
  await dialog.getByRole('button', { name: 'Add the manual' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('manual-row')).toHaveCount(before + 1)
  await expect(page.getByRole('link', { name: 'Nozzle cleaning bulletin' })).toBeVisible()

  await page.getByRole('searchbox', { name: "Search this machine's manuals" }).fill('flushing cartridge')
  const result = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()
  await expect(result).toContainText('Nozzle cleaning bulletin')
  await expect(result).toContainText('p. 2')
})
