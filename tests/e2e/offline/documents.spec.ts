/**
 * Manuals saved for offline use (issue 11): reading a manual online keeps nothing on the device;
 * "Save all" keeps every manual of a machine whole in the worker's 'tech-docs' cache (per user)
 * with its text; offline, after a reload, a saved manual opens and is searched in the viewer, the
 * search across manuals answers from the saved texts, and a manual that is not saved says so. The
 * worker answers the whole file (200) and byte ranges (206, as pdf.js reads) with the server's bytes.
 */
import { createHash } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { apiGet, expectOffline, offlineConsoleNoise, waitForServiceWorker } from '../support/offline-helpers'
import { signIn } from '../support/session'

// The worker is what these tests are about (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

interface FetchResult {
  status: number
  contentRange: string | null
  contentType: string | null
  base64: string
}

/** fetch() from the page (so through the worker), the body returned as base64. */
function fetchInPage(page: Page, url: string, headers: Record<string, string>): Promise<FetchResult> {
  return page.evaluate(
    async ({ url, headers }) => {
      const response = await fetch(url, { headers })
      const bytes = new Uint8Array(await response.arrayBuffer())
      let text = ''
      for (const b of bytes) text += String.fromCharCode(b)
      return {
        status: response.status,
        contentRange: response.headers.get('Content-Range'),
        contentType: response.headers.get('Content-Type'),
        base64: btoa(text),
      }
    },
    { url, headers },
  )
}

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex')

test('a machine saved for offline use opens, is searched and read in ranges after a reload offline', async ({
  page,
  context,
  server,
  consoleGuard,
}) => {
  // pdf.js's viewer logs this when the page leaves a manual (the reload or a navigation below) while
  // its find bar's text extraction is still reading pages: its own message about a closed document.
  consoleGuard.allow(/Unable to get text content for page \d+ Error: Transport destroyed/)
  consoleGuard.allow(offlineConsoleNoise)
  const { token, body } = await signIn(page, 'tech')
  const userId = (body as { user: { userId: number } }).user.userId
  await waitForServiceWorker(page)

  const { documents } = await apiGet<{
    documents: Array<{ id: number; url: string; size: number; section: string; language: string }>
  }>(page.request, server.baseURL, token!, 'documents/machines/FX-CI-2019-0412')
  const manual = documents.find((d) => d.section === 'operational' && d.language === 'en_EN')!
  const url = new URL(manual.url, server.baseURL).href
  const auth = { Authorization: `Bearer ${token}` }
  const original = await (await page.request.get(url, { headers: auth })).body()
  expect(original.length).toBe(manual.size)
  expect(original.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  const cachedKeys = () =>
    page.evaluate(async () => (await (await caches.open('tech-docs')).keys()).map((r) => r.url))

  // Read online through the worker: answered, and nothing kept behind the user's back.
  const online = await fetchInPage(page, url, auth)
  expect(online.status).toBe(200)
  expect(sha(Buffer.from(online.base64, 'base64'))).toBe(sha(original))
  expect(await cachedKeys()).toEqual([])

  await page.goto('/documents/FX-CI-2019-0412/operational')
  const panel = page.getByTestId('machine-offline')
  await expect(panel).toContainText(`0 of ${documents.length}`)
  await panel.getByRole('button', { name: /Save all/ }).click()
  await expect(panel).toContainText(`${documents.length} of ${documents.length}`, { timeout: 30_000 })
  await expect(page.getByTestId('manual-row').first()).toHaveAttribute('data-saved', 'saved')
  expect(await cachedKeys()).toContain(`${url}?offline-user=${userId}`)
  expect(await cachedKeys()).toHaveLength(documents.length)

  // One manual removed again: it frees its entry and is the one that is not available offline.
  await page.goto('/documents/FX-CI-2019-0412/electrical')
  await page.getByRole('button', { name: /^Remove .* from this device$/ }).click()
  await expect(page.getByTestId('manual-row')).toHaveAttribute('data-saved', 'not-saved')
  expect(await cachedKeys()).toHaveLength(documents.length - 1)

  await context.setOffline(true)
  await page.reload()
  await expectOffline(page)
  await expect(page.getByTestId('manual-row')).toContainText('Not saved on this device')
  await expect(page.getByTestId('manual-row').getByRole('link')).toHaveCount(0)

  // A saved manual opens in the viewer offline and is searched there.
  await page.goto('/documents/FX-CI-2019-0412/operational')
  await page.getByRole('link', { name: 'Operation manual — Flexo CI 1' }).click()
  await expect(page.getByTestId('pdf-page-count')).toHaveText(/\/ \d{2}/)
  await expect(page.locator('.pdfViewer .page canvas').first()).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search in the document' }).fill('doctor blade')
  await expect(page.getByTestId('pdf-find-count')).toHaveText(/^\d+\/\d+$/)

  // The search across manuals answers from the saved texts on the device.
  await page
    .getByRole('toolbar', { name: 'Document sections' })
    .getByRole('button', { name: 'All machines' })
    .click()
  await page.getByRole('searchbox', { name: 'Search all manuals' }).fill('impression setting')
  await expect(page.getByText('Offline: searching the manuals saved on this device only.')).toBeVisible()
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem')
  await expect(results.first()).toContainText('Flexo CI 1')
  // The manual matches on several pages: one card, its other pages behind a toggle (issue 32).
  const morePages = results.first().getByRole('button', { name: /more pages? in this manual/ })
  await morePages.click()
  await expect(
    results
      .first()
      .getByRole('link', { name: /^p\. \d+$/ })
      .first(),
  ).toBeVisible()

  // The worker answers the saved file whole and in ranges, with exactly the server's bytes.
  const whole = await fetchInPage(page, url, auth)
  expect(whole.status).toBe(200)
  expect(whole.contentType).toBe('application/pdf')
  expect(sha(Buffer.from(whole.base64, 'base64'))).toBe(sha(original))
  const size = original.length
  const ranges: Array<[string, number, number]> = [
    ['bytes=0-1023', 0, 1023],
    [`bytes=1000-${size - 1000}`, 1000, size - 1000],
    ['bytes=-512', size - 512, size - 1],
  ]
  for (const [range, start, end] of ranges) {
    const part = await fetchInPage(page, url, { ...auth, Range: range })
    expect(part.status, range).toBe(206)
    expect(part.contentRange, range).toBe(`bytes ${start}-${end}/${size}`)
    expect(Buffer.from(part.base64, 'base64').equals(original.subarray(start, end + 1)), range).toBe(true)
  }
})
