/**
 * Helpers of the offline suite (tests/e2e/offline/): waiting for the service worker to control a
 * page, for the query cache to reach IndexedDB, reading the outbox, the connection indicator, small
 * real images for uploads, and API reads with the bearer token to count server-side effects.
 *
 * Waiting for the worker: `navigator.serviceWorker.ready` resolves before the page is controlled,
 * and `page.waitForFunction(async () => ...)` passes at once (a Promise is truthy), so these poll
 * with page.evaluate until the registration's active worker is 'activated' AND the page has a
 * controller.
 */

import { deflateSync } from 'node:zlib'
import type { APIRequestContext, BrowserContext, Page, Request } from '@playwright/test'
import { expect } from './fixtures'
import { anyLang, locales, tr } from './i18n'

export async function waitForServiceWorker(page: Page, timeout = 30_000): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration()
          return registration?.active?.state === 'activated' && navigator.serviceWorker.controller !== null
        }),
      { message: 'the service worker is activated and controls the page', timeout },
    )
    .toBe(true)
}

/** Waits until the persisted query cache of `userId` holds a query whose key contains `part`. */
export async function waitForPersistedQuery(page: Page, userId: number, part: string, timeout = 15_000) {
  await expect
    .poll(
      () =>
        page.evaluate(
          ({ userId, part }) =>
            new Promise<boolean>((resolve) => {
              const open = indexedDB.open('plant-portal')
              open.onerror = () => resolve(false)
              open.onsuccess = () => {
                const database = open.result
                if (!database.objectStoreNames.contains('queryCache')) {
                  database.close()
                  return resolve(false)
                }
                const get = database
                  .transaction('queryCache')
                  .objectStore('queryCache')
                  .get(`plant-portal.queries:${userId}`)
                get.onsuccess = () => {
                  database.close()
                  const value = (get.result as { value?: string } | undefined)?.value ?? ''
                  resolve(value.includes(part))
                }
                get.onerror = () => {
                  database.close()
                  resolve(false)
                }
              }
            }),
          { userId, part },
        ),
      { message: `the query cache of user ${userId} is saved with ${part}`, timeout },
    )
    .toBe(true)
}

/** The commands in the outbox (IndexedDB, shared by every page of the context). */
export function outboxCommands(page: Page): Promise<Array<{ id: string; status: string; kind: string }>> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('plant-portal')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const database = open.result
          const all = database.transaction('outbox').objectStore('outbox').getAll()
          all.onsuccess = () => {
            database.close()
            resolve(
              (all.result as Array<{ id: string; status: string; kind: string }>).map((c) => ({
                id: c.id,
                status: c.status,
                kind: c.kind,
              })),
            )
          }
          all.onerror = () => reject(all.error)
        }
      }),
  )
}

export function onlineIndicator(page: Page) {
  return page.getByTestId('online-indicator')
}

/** "Offline since HH:MM" in any language. */
export const offlineLabel = new RegExp(
  [...new Set(locales.map((l) => tr(l, 'Offline since {time}')))]
    .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{time\\}', '.+'))
    .join('|'),
  'i',
)

export async function expectOffline(page: Page) {
  const indicator = onlineIndicator(page)
  await expect(indicator).toHaveAttribute('data-online', 'false')
  await expect(indicator).toHaveAccessibleName(offlineLabel)
}

export async function expectOnline(page: Page) {
  await expect(onlineIndicator(page)).toHaveAttribute('data-online', 'true')
}

/** Network failures the browser logs while offline (or when a test cuts a response) are expected. */
export const offlineConsoleNoise =
  /ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|ERR_FAILED|ERR_CONNECTION_REFUSED|Failed to fetch|Failed to load resource/

// --- images ------------------------------------------------------------------------------------

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(data: Buffer): number {
  let c = 0xffffffff
  for (const byte of data) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A real RGB PNG of `size`×`size` pixels, a gradient seeded by `seed` (different bytes per seed). */
export function pngImage(size = 24, seed = 1): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // RGB
  const rows: Buffer[] = []
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3)
    for (let x = 0; x < size; x++) {
      row[1 + x * 3] = (x * 10 + seed * 40) & 0xff
      row[2 + x * 3] = (y * 10 + seed * 70) & 0xff
      row[3 + x * 3] = (x * y + seed * 13) & 0xff
    }
    rows.push(row)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A real JPEG drawn and encoded by the browser (Node has no encoder without packages). */
export async function jpegImage(page: Page, size = 32): Promise<Buffer> {
  const base64 = await page.evaluate(async (size) => {
    const canvas = new OffscreenCanvas(size, size)
    const context = canvas.getContext('2d')!
    context.fillStyle = '#2a6'
    context.fillRect(0, 0, size, size)
    context.fillStyle = '#c33'
    context.fillRect(size / 4, size / 4, size / 2, size / 2)
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })
    const bytes = new Uint8Array(await blob.arrayBuffer())
    let text = ''
    for (const b of bytes) text += String.fromCharCode(b)
    return btoa(text)
  }, size)
  return Buffer.from(base64, 'base64')
}

// --- API ---------------------------------------------------------------------------------------

export interface SupportMessageView {
  id: number
  subject: string
  attachments: Array<{ id: string }>
}

export async function apiGet<T>(request: APIRequestContext, baseURL: string, token: string, path: string) {
  const response = await request.get(`${baseURL}/api/${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.status(), `GET /api/${path}`).toBe(200)
  return (await response.json()) as T
}

/** The user's support messages with this subject, as the server stored them. */
export async function supportMessagesWithSubject(
  request: APIRequestContext,
  baseURL: string,
  token: string,
  subject: string,
): Promise<SupportMessageView[]> {
  const all = await apiGet<SupportMessageView[]>(request, baseURL, token, 'sat_mail')
  return all.filter((m) => m.subject === subject)
}

/** Records the POSTs to /api/sat_mail any page or worker of the context sends, by Idempotency-Key. */
export function recordSupportPosts(context: BrowserContext) {
  const keys: string[] = []
  const onRequest = (request: Request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/sat_mail') return
    keys.push(request.headers()['idempotency-key'] ?? '(none)')
  }
  context.on('request', onRequest)
  return {
    keys,
    /** How many requests carried each key. */
    perKey: () => {
      const counts: Record<string, number> = {}
      for (const key of keys) counts[key] = (counts[key] ?? 0) + 1
      return counts
    },
    stop: () => context.off('request', onRequest),
  }
}

// --- support panel -----------------------------------------------------------------------------

export async function openSupportPanel(page: Page) {
  await page.getByRole('button', { name: anyLang('Applications', { exact: true }) }).click()
  await page.getByRole('menuitem', { name: anyLang('Support (SAT)', { exact: true }) }).click()
  const drawer = page.getByRole('dialog', { name: anyLang('Support (SAT)', { exact: true }) })
  await expect(drawer).toBeVisible()
  return drawer
}

export interface Photo {
  name: string
  mimeType: string
  buffer: Buffer
}

/** Fills and sends the support form of an open panel. */
export async function sendSupportMessage(page: Page, subject: string, message: string, photos: Photo[] = []) {
  const drawer = page.getByRole('dialog', { name: anyLang('Support (SAT)', { exact: true }) })
  await drawer.getByRole('textbox', { name: anyLang('Subject', { exact: true }) }).fill(subject)
  await drawer.getByRole('textbox', { name: anyLang('Message', { exact: true }) }).fill(message)
  if (photos.length > 0) await drawer.locator('input[type="file"]').setInputFiles(photos)
  await drawer.getByRole('button', { name: anyLang('Send', { exact: true }) }).click()
}

export const queuedNotice = anyLang(
  'Saved on this device. The message will be sent as soon as there is a connection.',
)
