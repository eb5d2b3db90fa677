/**
 * A technical manual fetched whole while online is kept by the service worker ('tech-docs' cache,
 * per user) and opens offline: the whole file (200) and byte ranges (206, as pdf.js reads it),
 * with exactly the server's bytes.
 */
import { createHash } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { apiGet, expectOffline, offlineConsoleNoise, waitForServiceWorker } from '../support/offline-helpers'
import { signIn } from '../support/session'

// The worker is what these tests are about (Playwright's default, stated here on purpose).
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

test('a manual fetched whole online opens offline, whole (200) and in ranges (206)', async ({
  page,
  context,
  server,
  consoleGuard,
}) => {
  consoleGuard.allow(offlineConsoleNoise)
  const { token, body } = await signIn(page, 'tech')
  const userId = (body as { user: { userId: number } }).user.userId
  await waitForServiceWorker(page)

  const machines = await apiGet<Array<{ serialNumber: string; documentCount: number }>>(
    page.request,
    server.baseURL,
    token!,
    'documents/machines',
  )
  const machine = machines.find((m) => m.documentCount > 0)
  expect(machine, 'the technician has a machine with manuals').toBeTruthy()
  const { documents } = await apiGet<{ documents: Array<{ id: number; url: string; size: number }> }>(
    page.request,
    server.baseURL,
    token!,
    `documents/machines/${encodeURIComponent(machine!.serialNumber)}`,
  )
  const manual = documents[0]
  const url = new URL(manual.url, server.baseURL).href
  const auth = { Authorization: `Bearer ${token}` }
  const original = await (await page.request.get(url, { headers: auth })).body()
  expect(original.length).toBe(manual.size)
  expect(original.length).toBeGreaterThan(2048)
  expect(original.subarray(0, 5).toString('latin1')).toBe('%PDF-')

  // Online: the whole file, through the worker, which keeps it under this user's key.
  const online = await fetchInPage(page, url, auth)
  expect(online.status).toBe(200)
  expect(sha(Buffer.from(online.base64, 'base64'))).toBe(sha(original))
  const cachedKeys = await page.evaluate(async () =>
    (await (await caches.open('tech-docs')).keys()).map((r) => r.url),
  )
  expect(cachedKeys).toContain(`${url}?offline-user=${userId}`)

  await context.setOffline(true)
  await expectOffline(page)

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

  // A manual that was never kept is not there offline (the answer comes from nowhere).
  const other = documents.find((d) => d.id !== manual.id)
  if (other) {
    const failed = await page.evaluate(
      async ({ url, headers }) =>
        fetch(url, { headers }).then(
          (r) => `status ${r.status}`,
          () => 'network error',
        ),
      { url: new URL(other.url, server.baseURL).href, headers: auth },
    )
    expect(failed).toBe('network error')
  }
})
