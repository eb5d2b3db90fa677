/**
 * Offline drain bench (`npm run bench:offline`, second part; issue 13): a tablet's queue of
 * maintenance work delivered after reconnecting, exactly once.
 *
 * 1. Builds the PWA into a temporary folder, seeds a temporary demo DATA_DIR and starts the real
 *    server over both (loopback).
 * 2. In Debian's Chromium, signed in as the demo manager, offline: queues 500 work-order changes (50
 *    work orders x 10 reschedules, each based on the one before: takesVersionFromPrevious) and 50
 *    photos of about 300 KB (real JPEGs drawn in the page), written into the outbox exactly as
 *    features/maintenance/api/queue-event-work.ts writes them (the UI's dialogs are not what is
 *    measured here).
 * 3. Run "clean": reconnects and times the drain until the outbox is empty. Run "cuts": the same
 *    queue again, with the network cut at random moments of the drain (fixed seed) and two reloads
 *    in the middle.
 * 4. Counts through the API, per work order: reschedules in its history and photos stored, against
 *    what was queued: lost = fewer, duplicated = more. Writes bench/results/offline-drain-<date>.json
 *    and exits 1 when anything was lost or applied twice.
 */
import { execSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { type BrowserContext, chromium, type Page } from '@playwright/test'
import { repoRoot } from '../tests/e2e/support/server'
import { chromiumArgs, chromiumPath } from '../tests/support/chromium'
import { withBuiltApp } from './built-app'

const WORK_ORDERS = 50
const CHANGES_PER_ORDER = 10
const PHOTO_BYTES = 300_000
const SEED = 20261125

interface WireEvent {
  id: number
  date: string
  risk: number
  version: number
  postponeCount: number
}

const dayPlus = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)

function random(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

async function signIn(page: Page, baseURL: string): Promise<{ token: string; userId: number }> {
  await page.goto(`${baseURL}/login`)
  await page.getByRole('textbox', { name: /^\s*user\s*$/i }).fill('manager@demo.plant')
  await page.getByRole('textbox', { name: /^\s*password\s*$/i }).fill('demo1234')
  const login = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/login')
  await page.getByRole('button', { name: /^\s*sign in\s*$/i }).click()
  const body = (await (await login).json()) as { token: string; user: { userId: number } }
  await page.waitForURL(/\/home$/, { timeout: 30_000 })
  for (let i = 0; i < 150; i++) {
    const controlled = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      return registration?.active?.state === 'activated' && navigator.serviceWorker.controller !== null
    })
    if (controlled) break
    await page.waitForTimeout(200)
  }
  return { token: body.token, userId: body.user.userId }
}

async function api<T>(page: Page, baseURL: string, token: string, url: string): Promise<T> {
  const res = await page.request.get(`${baseURL}/api/${url}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  if (res.status() !== 200) throw new Error(`GET ${url}: ${res.status()}`)
  return (await res.json()) as T
}

/** 50 open work orders a manager may move a day later and back, 10 times (risk 3-5, not moved yet). */
async function pickWorkOrders(page: Page, baseURL: string, token: string): Promise<WireEvent[]> {
  const { today } = await api<{ today: string }>(page, baseURL, token, 'maintenanceEvent/dashboard')
  const page1 = await api<{ results: WireEvent[] }>(
    page,
    baseURL,
    token,
    `maintenanceEvent?maintenanceStates=1&initialDate=${dayPlus(today, 1)}&finalDate=${dayPlus(today, 28)}&risks=3,4,5&limit=500&orderBy=date`,
  )
  const picked = page1.results.filter((e) => e.postponeCount === 0).slice(0, WORK_ORDERS)
  if (picked.length < WORK_ORDERS) throw new Error(`only ${picked.length} movable work orders`)
  return picked
}

/** Writes the outbox rows queueEventChange and queueEventPhotos write, in the same order. */
async function queue(page: Page, userId: number, events: WireEvent[], round: number): Promise<number> {
  // tsx (esbuild, keepNames) wraps the named helpers below in __name(), which the page lacks.
  await page.evaluate('window.__name = (f) => f')
  return page.evaluate(
    async ({ userId, events, changes, photoBytes, round }) => {
      // A real JPEG of about photoBytes: noise compresses badly, as a camera's photo does.
      const photo = async (seed: number): Promise<ArrayBuffer> => {
        const canvas = document.createElement('canvas')
        canvas.width = 720
        canvas.height = 560
        const g = canvas.getContext('2d') as CanvasRenderingContext2D
        const image = g.createImageData(720, 560)
        let s = seed
        for (let i = 0; i < image.data.length; i++) {
          s = (s * 1103515245 + 12345) >>> 0
          image.data[i] = i % 4 === 3 ? 255 : s >>> 24
        }
        g.putImageData(image, 0, 0)
        let quality = 0.9
        for (;;) {
          const blob = await new Promise<Blob>((r) =>
            canvas.toBlob((b) => r(b as Blob), 'image/jpeg', quality),
          )
          if (blob.size <= photoBytes * 1.15 || quality < 0.2) return blob.arrayBuffer()
          quality -= 0.1
        }
      }
      const db: IDBDatabase = await new Promise((resolve, reject) => {
        const open = indexedDB.open('plant-portal')
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      const rows: unknown[] = []
      const blobs: unknown[] = []
      let seq = Date.now() * 10 // after anything queued before
      const now = Date.now()
      const deviceAt = new Date().toISOString()
      for (const [i, e] of events.entries()) {
        const scope = `maintenanceEvent:${e.id}`
        const commandId = crypto.randomUUID()
        const blobId = crypto.randomUUID()
        const data = await photo(round * 1000 + i + 1)
        blobs.push({
          id: blobId,
          commandId,
          data,
          type: 'image/jpeg',
          name: `photo-${e.id}.jpg`,
          size: data.byteLength,
          created: now,
        })
        rows.push({
          id: commandId,
          userId,
          scope,
          seq: seq++,
          method: 'POST',
          url: 'maintenanceEvent/images',
          body: {
            kind: 'multipart',
            fields: [['eventId', String(e.id)]],
            files: [{ field: 'images', blobId, fileName: `photo-${e.id}.jpg` }],
          },
          kind: 'maintenance-photos',
          summary: `bench photo ${e.id}`,
          invalidate: [['maintenance']],
          created: now,
          attempts: 0,
          nextAttemptAt: now,
          status: 'pending',
        })
        for (let k = 0; k < changes; k++) {
          // Out and back: a day later, then the original day, ten times in all.
          const to =
            k % 2 === 0
              ? new Date(Date.parse(`${e.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
              : e.date
          rows.push({
            id: crypto.randomUUID(),
            userId,
            scope,
            seq: seq++,
            method: 'PUT',
            url: `maintenanceEvent/${e.id}`,
            body: {
              kind: 'json',
              value: { version: e.version, action: { kind: 'reschedule', to }, deviceAt },
            },
            kind: 'maintenance-change',
            summary: `bench change ${e.id}.${k}`,
            invalidate: [['maintenance']],
            created: now,
            attempts: 0,
            nextAttemptAt: now,
            status: 'pending',
            ...(k > 0 ? { takesVersionFromPrevious: true } : {}),
          })
        }
      }
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction(['outbox', 'outboxBlobs'], 'readwrite')
        for (const blob of blobs) tx.objectStore('outboxBlobs').put(blob)
        for (const row of rows) tx.objectStore('outbox').put(row)
        tx.oncomplete = () => resolve()
        tx.onerror = () => reject(tx.error)
      })
      db.close()
      return blobs.reduce((sum: number, b) => sum + (b as { size: number }).size, 0)
    },
    { userId, events, changes: CHANGES_PER_ORDER, photoBytes: PHOTO_BYTES, round },
  )
}

async function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('plant-portal')
        open.onsuccess = () => {
          const request = open.result.transaction('outbox').objectStore('outbox').count()
          request.onsuccess = () => {
            open.result.close()
            resolve(request.result)
          }
        }
        open.onerror = () => resolve(-1)
      }),
  )
}

/** Reconnects and waits for an empty outbox; with `cuts`, cuts the network and reloads meanwhile. */
async function drain(page: Page, context: BrowserContext, baseURL: string, cuts: boolean) {
  const rand = random(SEED)
  const started = Date.now()
  await context.setOffline(false)
  // The app flushes on 'online'; a navigation makes sure a page runs it whatever the timing.
  await page.goto(`${baseURL}/maintenance/all`)
  let reloads = 0
  let interruptions = 0
  const total = await outboxCount(page)
  for (;;) {
    const left = await outboxCount(page)
    if (left === 0) break
    if (Date.now() - started > 600_000) throw new Error(`drain timed out with ${left} left`)
    if (cuts) {
      const done = 1 - left / total
      if ((reloads === 0 && done > 0.3) || (reloads === 1 && done > 0.65)) {
        reloads++
        await page.reload()
      } else if (rand() < 0.1) {
        interruptions++
        await context.setOffline(true)
        await page.waitForTimeout(100 + Math.floor(rand() * 900))
        await context.setOffline(false)
      }
    }
    await page.waitForTimeout(200)
  }
  return { ms: Date.now() - started, reloads, interruptions }
}

/** Per work order: reschedules in the history and photos stored, against what was queued. */
async function count(page: Page, baseURL: string, token: string, events: WireEvent[], rounds: number) {
  let lost = 0
  let duplicated = 0
  for (const e of events) {
    const detail = await api<{ history: Array<{ action: string }>; images: unknown[]; date: string }>(
      page,
      baseURL,
      token,
      `maintenanceEvent/${e.id}`,
    )
    const moves = detail.history.filter((h) => h.action === 'reschedule').length
    const expectedMoves = CHANGES_PER_ORDER * rounds
    lost += Math.max(0, expectedMoves - moves) + Math.max(0, rounds - detail.images.length)
    duplicated += Math.max(0, moves - expectedMoves) + Math.max(0, detail.images.length - rounds)
  }
  return { lost, duplicated }
}

async function main() {
  await withBuiltApp('bench:offline-drain', async (baseURL) => {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
    const results: Array<Record<string, unknown>> = []
    try {
      const context = await browser.newContext({
        serviceWorkers: 'allow',
        viewport: { width: 1280, height: 800 },
      })
      const page = await context.newPage()
      const { token, userId } = await signIn(page, baseURL)
      const events = await pickWorkOrders(page, baseURL, token)
      for (const [round, cuts] of [
        [1, false],
        [2, true],
      ] as const) {
        // The version each chain starts from: what the server holds now.
        const current = await Promise.all(
          events.map((e) => api<WireEvent>(page, baseURL, token, `maintenanceEvent/${e.id}`)),
        )
        await context.setOffline(true)
        const photoBytes = await queue(page, userId, current, round)
        const queued = await outboxCount(page)
        const run = await drain(page, context, baseURL, cuts)
        const counts = await count(page, baseURL, token, events, round)
        const perSecond = Math.round((queued / run.ms) * 1000 * 10) / 10
        console.log(
          `[bench:offline-drain] ${cuts ? 'with cuts and 2 reloads' : 'clean'}: ${queued} commands (${WORK_ORDERS * CHANGES_PER_ORDER} changes, ${WORK_ORDERS} photos) (photos ${Math.round(photoBytes / WORK_ORDERS / 1024)} KB on average) drained in ${(run.ms / 1000).toFixed(1)} s (${perSecond}/s), ${run.interruptions} cuts, ${run.reloads} reloads; lost ${counts.lost}, duplicated ${counts.duplicated}`,
        )
        results.push({
          run: cuts ? 'cuts' : 'clean',
          queued,
          photoKbAverage: Math.round(photoBytes / WORK_ORDERS / 1024),
          ...run,
          perSecond,
          ...counts,
        })
      }
      await context.close()
    } finally {
      await browser.close()
    }
    const date = new Date().toISOString().slice(0, 10)
    const out = path.join(repoRoot, 'bench', 'results', `offline-drain-${date}.json`)
    mkdirSync(path.dirname(out), { recursive: true })
    writeFileSync(
      out,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          commit: execSync('git rev-parse --short HEAD', { cwd: repoRoot }).toString().trim(),
          cpus: cpus().length,
          loadAverage: loadavg().map((n) => Math.round(n * 10) / 10),
          workOrders: WORK_ORDERS,
          changesPerOrder: CHANGES_PER_ORDER,
          photoBytes: PHOTO_BYTES,
          seed: SEED,
          results,
        },
        null,
        2,
      )}\n`,
    )
    console.log(`wrote ${path.relative(repoRoot, out)}`)
    if (results.some((r) => r.lost !== 0 || r.duplicated !== 0)) process.exitCode = 1
  })
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
