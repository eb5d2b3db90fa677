/**
 * Support messages written offline go through the outbox and reach the server exactly once:
 * counted on the server (GET /api/sat_mail: the message and its stored photos) and on the wire
 * (POSTs per Idempotency-Key). Cases: delivered after reconnecting; after a reload while offline;
 * when the first delivery's answer is lost after the server applied it (the retry carries the same
 * key and the server replays its stored answer); and with two pages of the same browser flushing at
 * once (the Web Lock lets one of them send).
 */
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { anyLang } from '../support/i18n'
import {
  expectOffline,
  expectOnline,
  jpegImage,
  offlineConsoleNoise,
  openSupportPanel,
  outboxCommands,
  type Photo,
  pngImage,
  queuedNotice,
  recordSupportPosts,
  sendSupportMessage,
  supportMessagesWithSubject,
  waitForServiceWorker,
} from '../support/offline-helpers'
import { signIn } from '../support/session'

// The worker is what these tests are about (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

test.beforeEach(({ consoleGuard }) => {
  consoleGuard.allow(offlineConsoleNoise)
})

async function photos(page: Page): Promise<Photo[]> {
  return [
    { name: 'anilox.png', mimeType: 'image/png', buffer: pngImage(24, 3) },
    { name: 'doctor-blade.jpg', mimeType: 'image/jpeg', buffer: await jpegImage(page, 40) },
  ]
}

/** Signs in as the technician, waits for the worker, goes offline and writes a message with two photos. */
async function writeOffline(page: Page, context: import('@playwright/test').BrowserContext) {
  const { token } = await signIn(page, 'tech')
  await waitForServiceWorker(page)
  const images = await photos(page)
  await context.setOffline(true)
  await expectOffline(page)
  const subject = `Offline photos ${randomUUID().slice(0, 8)}`
  await openSupportPanel(page)
  await sendSupportMessage(page, subject, 'Streaks on the print, see the photos.', images)
  await expect(page.getByRole('status').filter({ hasText: queuedNotice })).toBeVisible()
  await expect(page.getByText(anyLang('Waiting to be sent', { exact: true }))).toBeVisible()
  const queued = await outboxCommands(page)
  expect(queued.filter((c) => c.kind === 'support-message')).toHaveLength(1)
  return { token: token!, subject, commandId: queued.find((c) => c.kind === 'support-message')!.id }
}

/** Waits until the outbox is empty and the server holds the message once with both photos. */
async function expectDeliveredOnce(page: Page, server: { baseURL: string }, token: string, subject: string) {
  await expect.poll(async () => (await outboxCommands(page)).length, { timeout: 20_000 }).toBe(0)
  const stored = await supportMessagesWithSubject(page.request, server.baseURL, token, subject)
  expect(stored, 'one message on the server').toHaveLength(1)
  expect(stored[0].attachments, 'both photos stored, once').toHaveLength(2)
  expect(new Set(stored[0].attachments.map((a) => a.id)).size).toBe(2)
  for (const attachment of stored[0].attachments) {
    const file = await page.request.get(`${server.baseURL}/api/sat_mail/attachments/${attachment.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toMatch(/^image\/(jpeg|png)$/)
  }
}

test('a message with two photos written offline is delivered once after reconnecting', async ({
  page,
  context,
  server,
}) => {
  const posts = recordSupportPosts(context)
  const { token, subject, commandId } = await writeOffline(page, context)
  expect(posts.keys).toEqual([])

  await context.setOffline(false)
  await expectOnline(page)
  await expectDeliveredOnce(page, server, token, subject)
  await expect(page.getByText(subject, { exact: true })).toBeVisible()
  expect(posts.perKey()).toEqual({ [commandId]: 1 })
})

test('a message queued offline survives an offline reload and is delivered once', async ({
  page,
  context,
  server,
}) => {
  const posts = recordSupportPosts(context)
  const { token, subject, commandId } = await writeOffline(page, context)

  const reloaded = await page.reload()
  expect(reloaded?.fromServiceWorker()).toBe(true)
  await expectOffline(page)
  expect((await outboxCommands(page)).map((c) => c.id)).toEqual([commandId])
  expect(posts.keys).toEqual([])

  await context.setOffline(false)
  await expectOnline(page)
  await expectDeliveredOnce(page, server, token, subject)
  expect(posts.perKey()).toEqual({ [commandId]: 1 })
})

test('a lost answer after the server applied the message: the retry has the same key, one effect', async ({
  page,
  context,
  server,
}) => {
  const posts = recordSupportPosts(context)
  const { token, subject, commandId } = await writeOffline(page, context)

  // The first POST reaches the server, which stores the message; its answer never reaches the page.
  const answers: Array<{ status: number; replayed: string | undefined }> = []
  let cut = 0
  await context.route('**/api/sat_mail', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    const response = await route.fetch()
    answers.push({ status: response.status(), replayed: response.headers()['idempotent-replayed'] })
    if (cut === 0) {
      cut++
      return route.abort('failed')
    }
    return route.fulfill({ response })
  })

  await context.setOffline(false)
  await expectDeliveredOnce(page, server, token, subject)
  expect(cut).toBe(1)
  expect(posts.perKey()).toEqual({ [commandId]: 2 })
  expect(answers).toEqual([
    { status: 200, replayed: undefined },
    { status: 200, replayed: 'true' },
  ])
})

test('two pages flushing at once send every queued command once (Web Lock)', async ({
  page,
  context,
  server,
}) => {
  const posts = recordSupportPosts(context)
  const { token } = await signIn(page, 'tech')
  await waitForServiceWorker(page)
  const other = await context.newPage()
  await other.goto('/home')
  await waitForServiceWorker(other)

  await context.setOffline(true)
  await expectOffline(page)
  await expectOffline(other)
  const run = randomUUID().slice(0, 8)
  const subjects = [1, 2, 3].map((n) => `Two tabs ${run} #${n}`)
  await openSupportPanel(page)
  for (const subject of subjects) {
    await sendSupportMessage(page, subject, `Queued in page A (${subject}).`)
    await expect(page.getByText(subject, { exact: true })).toBeVisible()
  }
  await expect.poll(async () => (await outboxCommands(other)).length).toBe(3)

  // Each delivery takes a while, so the flush of one page is still running when the other starts.
  await context.route('**/api/sat_mail', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    await new Promise((resolve) => setTimeout(resolve, 600))
    return route.fallback()
  })
  await context.setOffline(false)
  await expectOnline(page)
  await expectOnline(other)
  // Both pages try to flush now (besides the `online` event and the worker's Background Sync).
  await Promise.all([page, other].map((p) => p.evaluate(() => window.dispatchEvent(new Event('online')))))

  await expect.poll(async () => (await outboxCommands(page)).length, { timeout: 20_000 }).toBe(0)
  for (const subject of subjects) {
    const stored = await supportMessagesWithSubject(page.request, server.baseURL, token!, subject)
    expect(stored, subject).toHaveLength(1)
  }
  const perKey = posts.perKey()
  expect(Object.keys(perKey)).toHaveLength(3)
  expect(Object.values(perKey)).toEqual([1, 1, 1])
  await other.close()
})
