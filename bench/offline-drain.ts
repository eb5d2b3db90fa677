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
 *    measured here). Besides them, 500 procedure step answers and 50 photo-step answers (each
 *    with its photo upload, the answer taking the photo's server id from the upload's answer:
 *    takesFileIdFrom) on 50 other work orders that carry a procedure, written as
 *    features/maintenance/api/answer-step.ts writes them (issue 33).
 * 3. Run "clean": reconnects and times the drain until the outbox is empty. Run "cuts": the same
 *    queue again, with the network cut at random moments of the drain (fixed seed) and two reloads
 *    in the middle.
 * 4. Counts through the API, per work order: reschedules in its history and photos stored, against
 *    what was queued: lost = fewer, duplicated = more. Answers the same way: every delivered answer
 *    writes one history row (an 'edit' carrying the answer), counted against
 *    the answers queued; the step photos stored, and each step's answer held being the last one
 *    given. Writes bench/results/offline-drain-<date>.json and exits 1 when anything was lost or
 *    applied twice (or a step does not hold its last answer).
 */
import { execSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { type BrowserContext, chromium, type Page } from '@playwright/test'
import { answerSummary, answerText } from '../server/services/maintenance/procedures/step-answer-text'
import {
  isOutOfLimits,
  type Procedure,
  type ProcedureStep,
  type StepAnswer,
  type StepAnswerValue,
} from '../src/contract/maintenance-procedures'
import { repoRoot } from '../tests/e2e/support/server'
import { chromiumArgs, chromiumPath } from '../tests/support/chromium'
import { withBuiltApp } from './built-app'

const WORK_ORDERS = 50
const CHANGES_PER_ORDER = 10
const PHOTO_BYTES = 300_000
const SEED = 20261125
/** Work orders with a procedure (none of the WORK_ORDERS above), answers on each, photo-step answers in all. */
const ANSWER_ORDERS = 50
const ANSWERS_PER_ORDER = 10
const PHOTO_ANSWERS = 50

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

interface BenchWindow {
  __benchPhoto: (seed: number, photoBytes: number) => Promise<ArrayBuffer>
}

/** Puts the photo maker in the page (window.__benchPhoto), for the queues below. */
async function installPhotoMaker(page: Page) {
  // tsx (esbuild, keepNames) wraps the named helpers below in __name(), which the page lacks.
  await page.evaluate('window.__name = (f) => f')
  await page.evaluate(() => {
    // A real JPEG of about photoBytes: noise compresses badly, as a camera's photo does.
    const photo = async (seed: number, photoBytes: number): Promise<ArrayBuffer> => {
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
        const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b as Blob), 'image/jpeg', quality))
        if (blob.size <= photoBytes * 1.15 || quality < 0.2) return blob.arrayBuffer()
        quality -= 0.1
      }
    }
    ;(window as unknown as BenchWindow).__benchPhoto = photo
  })
}

/** Writes the outbox rows queueEventChange and queueEventPhotos write, in the same order. */
async function queue(page: Page, userId: number, events: WireEvent[], round: number): Promise<number> {
  await installPhotoMaker(page)
  return page.evaluate(
    async ({ userId, events, changes, photoBytes, round }) => {
      const photo = (seed: number): Promise<ArrayBuffer> =>
        (window as unknown as BenchWindow).__benchPhoto(seed, photoBytes)
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

/** A work order that carries a procedure, as the detail gives it. */
interface AnswerOrder {
  id: number
  version: number
  taskName: string
  procedure: Procedure
}

/** One answer as queued: the step, the value, and for a photo step the photo's file name. */
interface PlannedAnswer {
  eventId: number
  step: ProcedureStep
  value: StepAnswerValue
  photoName?: string
  /** The answer in one line (server/services/maintenance/procedures/step-answer-text.ts), to compare with the history's. */
  note: string
}

/** Kinds answered here over and over; a sign-off is left out (see pickAnswerOrders). */
const answerable = (step: ProcedureStep) =>
  step.kind === 'check' || step.kind === 'reading' || step.kind === 'choice' || step.kind === 'text'

/**
 * The answers' work orders: the demo's own, those that carry a procedure (its weekly doctor-blade
 * cleaning: four blade readings, a choice and a photo step; its weekly light-curtain test: checks,
 * a reading and a sign-off), open, from tomorrow to two months ahead, none of the rescheduled
 * ones (their history and photo counts stay exact). The demo has more than enough of them, so
 * nothing is created: each gets ANSWERS_PER_ORDER answers a round, its answerable steps answered
 * again and again in turn (a later answer replaces the step's earlier one on the server, and each
 * one still writes its own history row, which is what is counted), and those with a photo step,
 * picked first, take the PHOTO_ANSWERS photo-step answers in turn. Sign-off steps are not
 * answered: a password sign-off would time the password hash, and a drawn one is a 200 KB data URL
 * per answer; neither is what the outbox's exactly-once is about.
 */
async function pickAnswerOrders(
  page: Page,
  baseURL: string,
  token: string,
  exclude: Set<number>,
): Promise<AnswerOrder[]> {
  const { today } = await api<{ today: string }>(page, baseURL, token, 'maintenanceEvent/dashboard')
  const open = await api<{ results: WireEvent[] }>(
    page,
    baseURL,
    token,
    `maintenanceEvent?maintenanceStates=1&initialDate=${dayPlus(today, 1)}&finalDate=${dayPlus(today, 60)}&limit=500&orderBy=date`,
  )
  const candidates = open.results.filter((e) => !exclude.has(e.id))
  const withPhoto: AnswerOrder[] = []
  const others: AnswerOrder[] = []
  for (let i = 0; i < candidates.length && withPhoto.length < ANSWER_ORDERS; i += 10) {
    const details = await Promise.all(
      candidates
        .slice(i, i + 10)
        .map((e) =>
          api<AnswerOrder & { procedure: Procedure | null }>(
            page,
            baseURL,
            token,
            `maintenanceEvent/${e.id}`,
          ),
        ),
    )
    for (const d of details) {
      if (!d.procedure?.steps.some(answerable)) continue
      const order = { id: d.id, version: d.version, taskName: d.taskName, procedure: d.procedure }
      if (d.procedure.steps.some((s) => s.kind === 'photo')) withPhoto.push(order)
      else others.push(order)
    }
  }
  const picked = [...withPhoto, ...others].slice(0, ANSWER_ORDERS)
  if (picked.length < ANSWER_ORDERS)
    throw new Error(`only ${picked.length} open work orders with a procedure`)
  if (!picked.some((o) => o.procedure.steps.some((s) => s.kind === 'photo'))) {
    throw new Error('no open work order with a photo step')
  }
  return picked
}

/** A value for the step, distinct per round and answer wherever the kind allows (a reading). */
function answerValue(step: ProcedureStep, round: number, k: number): StepAnswerValue {
  switch (step.kind) {
    case 'check':
      return { kind: 'check', result: k % 5 === 4 ? 'na' : 'pass' }
    case 'reading': {
      // Within a blade's 0-0.3 mm or a curtain's 250 ms: 0.051, 0.052... or 151, 152...
      const base = step.unit === 'mm' ? 0.05 + 0.1 * (round - 1) : 150 + 20 * (round - 1)
      const unit = step.unit === 'mm' ? 0.001 : 1
      return { kind: 'reading', value: Number((base + unit * (k + 1)).toFixed(3)) }
    }
    case 'choice':
      return { kind: 'choice', option: step.options[k % step.options.length] }
    case 'text':
      return { kind: 'text', text: `Bench round ${round}, answer ${k + 1}` }
    default:
      throw new Error(`not answered here: ${step.kind}`)
  }
}

const answerNote = (step: ProcedureStep, value: StepAnswerValue) =>
  answerSummary(step, value, isOutOfLimits(step, value))

/**
 * A round's answers per work order, in the order given: half its answers, then its photo-step
 * answers (a photo taken midway), then the other half.
 */
function planAnswers(orders: AnswerOrder[], round: number): PlannedAnswer[][] {
  const photoOrders = orders.filter((o) => o.procedure.steps.some((s) => s.kind === 'photo'))
  const photosOf = new Map<number, number>()
  for (let j = 0; j < PHOTO_ANSWERS; j++) {
    const id = photoOrders[j % photoOrders.length].id
    photosOf.set(id, (photosOf.get(id) ?? 0) + 1)
  }
  return orders.map((o) => {
    const steps = o.procedure.steps.filter(answerable)
    const photoStep = o.procedure.steps.find((s) => s.kind === 'photo')
    const plan: PlannedAnswer[] = []
    for (let k = 0; k < ANSWERS_PER_ORDER; k++) {
      if (k === Math.floor(ANSWERS_PER_ORDER / 2) && photoStep) {
        for (let p = 0; p < (photosOf.get(o.id) ?? 0); p++) {
          // The app's name for it (answer-step.ts stepPhotoName), found again in the upload's answer.
          const photoName = `step-${photoStep.id}-${randomUUID().slice(0, 8)}.jpg`
          // The id is a placeholder until the upload is delivered (model/step-answer.ts photoAnswer).
          const value: StepAnswerValue = { kind: 'photo', imageId: 0 }
          plan.push({ eventId: o.id, step: photoStep, value, photoName, note: answerNote(photoStep, value) })
        }
      }
      const step = steps[k % steps.length]
      const value = answerValue(step, round, k)
      plan.push({ eventId: o.id, step, value, note: answerNote(step, value) })
    }
    return plan
  })
}

/**
 * Writes the outbox rows queueStepAnswer writes (features/maintenance/api/answer-step.ts), in the
 * same order: per answer a change `answer` on the version read, the first of its work order
 * alone and each later one takesVersionFromPrevious (pending-changes.ts changeBase); a photo
 * step's photo first, as an upload of the work order's photos under its own name, and its answer
 * with takesFileIdFrom naming that upload. Answers the photos' bytes in all.
 */
async function queueAnswers(
  page: Page,
  userId: number,
  orders: AnswerOrder[],
  plans: PlannedAnswer[][],
  round: number,
): Promise<number> {
  await installPhotoMaker(page)
  const input = orders.map((o, i) => ({
    id: o.id,
    version: o.version,
    summaries: plans[i].map((a) => `${o.taskName} · ${a.step.title}`),
    answers: plans[i].map((a) => ({ stepId: a.step.id, value: a.value, photoName: a.photoName ?? null })),
  }))
  return page.evaluate(
    async ({ userId, orders, photoBytes, round }) => {
      const db: IDBDatabase = await new Promise((resolve, reject) => {
        const open = indexedDB.open('plant-portal')
        open.onsuccess = () => resolve(open.result)
        open.onerror = () => reject(open.error)
      })
      // After anything queued before (the work-order changes just queued).
      const lastSeq = await new Promise<number>((resolve, reject) => {
        const request = db.transaction('outbox').objectStore('outbox').getAll()
        request.onsuccess = () =>
          resolve(Math.max(0, ...(request.result as Array<{ seq: number }>).map((c) => c.seq)))
        request.onerror = () => reject(request.error)
      })
      const rows: unknown[] = []
      const blobs: Array<Record<string, unknown> & { size: number }> = []
      let seq = Math.max(lastSeq + 1, Date.now() * 10)
      const now = Date.now()
      const deviceAt = new Date().toISOString()
      const base = { userId, invalidate: [['maintenance']], created: now, attempts: 0, nextAttemptAt: now }
      for (const [i, o] of orders.entries()) {
        const scope = `maintenanceEvent:${o.id}`
        let changes = 0
        for (const [k, a] of o.answers.entries()) {
          const summary = o.summaries[k]
          let takesFileIdFrom: { commandId: string; fileName: string; path: string[] } | undefined
          if (a.photoName) {
            const commandId = crypto.randomUUID()
            const blobId = crypto.randomUUID()
            const data = await (window as unknown as BenchWindow).__benchPhoto(
              round * 100_000 + i * 100 + k + 1,
              photoBytes,
            )
            blobs.push({
              id: blobId,
              commandId,
              data,
              type: 'image/jpeg',
              name: a.photoName,
              size: data.byteLength,
              created: now,
            })
            rows.push({
              ...base,
              id: commandId,
              scope,
              seq: seq++,
              method: 'POST',
              url: 'maintenanceEvent/images',
              body: {
                kind: 'multipart',
                fields: [['eventId', String(o.id)]],
                files: [{ field: 'images', blobId, fileName: a.photoName }],
              },
              kind: 'maintenance-photos',
              summary,
              status: 'pending',
            })
            takesFileIdFrom = { commandId, fileName: a.photoName, path: ['action', 'value', 'imageId'] }
          }
          rows.push({
            ...base,
            id: crypto.randomUUID(),
            scope,
            seq: seq++,
            method: 'PUT',
            url: `maintenanceEvent/${o.id}`,
            body: {
              kind: 'json',
              value: {
                version: o.version,
                action: { kind: 'answer', stepId: a.stepId, value: a.value },
                deviceAt,
              },
            },
            kind: 'maintenance-change',
            summary,
            status: 'pending',
            ...(changes > 0 ? { takesVersionFromPrevious: true } : {}),
            ...(takesFileIdFrom ? { takesFileIdFrom } : {}),
          })
          changes++
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
      return blobs.reduce((sum, b) => sum + b.size, 0)
    },
    { userId, orders: input, photoBytes: PHOTO_BYTES, round },
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

/** Rows left in the outbox, and those of the answers' work orders (key-only counts: cheap). */
async function outboxLeft(page: Page, answerScopes: string[]) {
  return page.evaluate(
    (answerScopes) =>
      new Promise<{ left: number; answersLeft: number }>((resolve) => {
        const open = indexedDB.open('plant-portal')
        open.onsuccess = () => {
          const store = open.result.transaction('outbox').objectStore('outbox')
          const counts = [store.count(), ...answerScopes.map((scope) => store.index('scope').count(scope))]
          let done = 0
          for (const request of counts) {
            request.onsuccess = () => {
              if (++done < counts.length) return
              open.result.close()
              const [left, ...answers] = counts.map((r) => r.result)
              resolve({ left, answersLeft: answers.reduce((sum, n) => sum + n, 0) })
            }
          }
        }
        open.onerror = () => resolve({ left: -1, answersLeft: -1 })
      }),
    answerScopes,
  )
}

/** The commands refused or in conflict (waiting for a user: the drain cannot end with them). */
async function outboxStuck(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('plant-portal')
        open.onsuccess = () => {
          const request = open.result.transaction('outbox').objectStore('outbox').getAll()
          request.onsuccess = () => {
            open.result.close()
            const rows = request.result as Array<{
              summary: string
              status: string
              error?: { code: string; message: string }
            }>
            resolve(
              rows
                .filter((r) => r.status === 'rejected' || r.status === 'conflict')
                .map((r) => `${r.summary}: ${r.status} ${r.error?.code ?? ''} ${r.error?.message ?? ''}`),
            )
          }
        }
        open.onerror = () => resolve([])
      }),
  )
}

/**
 * Reconnects and waits for an empty outbox; with `cuts`, cuts the network and reloads meanwhile.
 * Also the time the answers' work orders had nothing left. When nothing moved for 10 s and all
 * that is left is refused or in conflict, the drain ends there (the counts then show it). The
 * limit grows with the queue: each delivery reads the whole outbox (flush.ts, file-refs.ts and
 * the screen's pending-work query), so the rate falls as the queue grows.
 */
async function drain(
  page: Page,
  context: BrowserContext,
  baseURL: string,
  cuts: boolean,
  answerScopes: string[],
) {
  const rand = random(SEED)
  const started = Date.now()
  await context.setOffline(false)
  // The app flushes on 'online'; a navigation makes sure a page runs it whatever the timing.
  await page.goto(`${baseURL}/maintenance/all`)
  let reloads = 0
  let interruptions = 0
  let answersMs: number | null = null
  let stuck: string[] = []
  const total = await outboxCount(page)
  const limitMs = Math.max(600_000, total * 1500)
  let last = { left: total, at: Date.now() }
  for (;;) {
    const { left, answersLeft } = await outboxLeft(page, answerScopes)
    if (answersMs === null && answersLeft === 0) answersMs = Date.now() - started
    if (left === 0) break
    if (left !== last.left) last = { left, at: Date.now() }
    else if (Date.now() - last.at > 10_000) {
      const waiting = await outboxStuck(page)
      if (waiting.length === left) {
        stuck = waiting
        break
      }
      last.at = Date.now()
    }
    if (Date.now() - started > limitMs) throw new Error(`drain timed out with ${left} left`)
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
  return {
    ms: Date.now() - started,
    answersMs: answersMs ?? Date.now() - started,
    reloads,
    interruptions,
    stuck,
  }
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

/**
 * Per work order with answers: the history's answer rows (an 'edit' each, carrying its answer,
 * worded in one line here) against the answers queued so far, note by note (a reading's value makes most of them
 * unique): held = rows there, lost = fewer than queued, duplicated = more. Photo-step answers
 * apart, with the step photos stored (named step-...) against those queued. And each answered
 * step holds the last answer given to it (a photo step: the photo uploaded last for it).
 */
async function countAnswers(
  page: Page,
  baseURL: string,
  token: string,
  orders: AnswerOrder[],
  plans: Map<number, PlannedAnswer[]>,
) {
  const answers = { sent: 0, held: 0, lost: 0, duplicated: 0 }
  const photoAnswers = { sent: 0, held: 0, lost: 0, duplicated: 0, photosSent: 0, photosStored: 0 }
  const lastAnswers = { steps: 0, asLastGiven: 0 }
  for (const o of orders) {
    const detail = await api<{
      history: Array<{
        action: string
        answer?: { stepId: string; value: StepAnswerValue; outOfLimits: boolean } | null
      }>
      images: Array<{ id: number; fileName: string }>
      answers: StepAnswer[]
    }>(page, baseURL, token, `maintenanceEvent/${o.id}`)
    const plan = plans.get(o.id) ?? []
    const expected = new Map<string, { count: number; photo: boolean }>()
    for (const a of plan) {
      const entry = expected.get(a.note) ?? { count: 0, photo: a.step.kind === 'photo' }
      entry.count++
      expected.set(a.note, entry)
    }
    // The history row carries the answer itself (its step, value and flag): worded the way the
    // plan words what was queued, so the two compare line by line.
    const stepsById = new Map(plan.map((a) => [a.step.id, a.step]))
    const held = new Map<string, number>()
    for (const h of detail.history) {
      if (h.action !== 'edit' || !h.answer) continue
      const step = stepsById.get(h.answer.stepId)
      const line = step ? answerSummary(step, h.answer.value, h.answer.outOfLimits) : `? ${h.answer.stepId}`
      held.set(line, (held.get(line) ?? 0) + 1)
    }
    for (const note of new Set([...expected.keys(), ...held.keys()])) {
      const sent = expected.get(note)?.count ?? 0
      const there = held.get(note) ?? 0
      const bucket = expected.get(note)?.photo ? photoAnswers : answers
      bucket.sent += sent
      bucket.held += there
      bucket.lost += Math.max(0, sent - there)
      bucket.duplicated += Math.max(0, there - sent)
    }
    photoAnswers.photosSent += plan.filter((a) => a.photoName).length
    photoAnswers.photosStored += detail.images.filter((i) => i.fileName.startsWith('step-')).length
    const stem = (name: string) => name.replace(/\.[^.]*$/, '')
    for (const stepId of new Set(plan.map((a) => a.step.id))) {
      const last = plan.findLast((a) => a.step.id === stepId) as PlannedAnswer
      const there = detail.answers.find((a) => a.stepId === stepId)
      lastAnswers.steps++
      if (!there || there.value.kind !== last.value.kind) continue
      if (there.value.kind === 'photo') {
        const { imageId } = there.value
        const image = detail.images.find((i) => i.id === imageId)
        if (image && last.photoName && stem(image.fileName) === stem(last.photoName))
          lastAnswers.asLastGiven++
      } else if (answerText(last.step, there.value) === answerText(last.step, last.value)) {
        lastAnswers.asLastGiven++
      }
    }
  }
  return { answers, photoAnswers, lastAnswers }
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
      const answerOrders = await pickAnswerOrders(page, baseURL, token, new Set(events.map((e) => e.id)))
      const answerScopes = answerOrders.map((o) => `maintenanceEvent:${o.id}`)
      // Every answer queued so far, per work order, in the order given (the counts are cumulative).
      const answersGiven = new Map<number, PlannedAnswer[]>(answerOrders.map((o) => [o.id, []]))
      for (const [round, cuts] of [
        [1, false],
        [2, true],
      ] as const) {
        // The version each chain starts from: what the server holds now.
        const current = await Promise.all(
          events.map((e) => api<WireEvent>(page, baseURL, token, `maintenanceEvent/${e.id}`)),
        )
        const answering = await Promise.all(
          answerOrders.map(async (o) => ({
            ...o,
            version: (await api<WireEvent>(page, baseURL, token, `maintenanceEvent/${o.id}`)).version,
          })),
        )
        const plans = planAnswers(answering, round)
        for (const plan of plans) for (const a of plan) answersGiven.get(a.eventId)?.push(a)
        await context.setOffline(true)
        const photoBytes = await queue(page, userId, current, round)
        const stepPhotoBytes = await queueAnswers(page, userId, answering, plans, round)
        const queued = await outboxCount(page)
        const { stuck, ...run } = await drain(page, context, baseURL, cuts, answerScopes)
        for (const line of stuck) console.log(`[bench:offline-drain] left in the outbox: ${line}`)
        const counts = await count(page, baseURL, token, events, round)
        const answerCounts = await countAnswers(page, baseURL, token, answerOrders, answersGiven)
        const perSecond = Math.round((queued / run.ms) * 1000 * 10) / 10
        const { answers, photoAnswers, lastAnswers } = answerCounts
        const label = cuts ? 'with cuts and 2 reloads' : 'clean'
        console.log(
          `[bench:offline-drain] ${label}: ${queued} commands (${WORK_ORDERS * CHANGES_PER_ORDER} changes, ${WORK_ORDERS} photos; ${ANSWER_ORDERS * ANSWERS_PER_ORDER} answers, ${PHOTO_ANSWERS} photo-step answers and their photos) (photos ${Math.round(photoBytes / WORK_ORDERS / 1024)} KB on average) drained in ${(run.ms / 1000).toFixed(1)} s (${perSecond}/s), ${run.interruptions} cuts, ${run.reloads} reloads; changes and photos lost ${counts.lost}, duplicated ${counts.duplicated}`,
        )
        console.log(
          `[bench:offline-drain] ${label}, answers on ${ANSWER_ORDERS} work orders with a procedure (all rounds so far): answers sent ${answers.sent}, held by the server ${answers.held}, lost ${answers.lost}, duplicated ${answers.duplicated}; photo-step answers sent ${photoAnswers.sent}, held ${photoAnswers.held}, lost ${photoAnswers.lost}, duplicated ${photoAnswers.duplicated}, step photos ${photoAnswers.photosStored} stored of ${photoAnswers.photosSent}; steps holding their last answer ${lastAnswers.asLastGiven} of ${lastAnswers.steps}; this round's answers drained in ${(run.answersMs / 1000).toFixed(1)} s`,
        )
        results.push({
          run: cuts ? 'cuts' : 'clean',
          queued,
          photoKbAverage: Math.round(photoBytes / WORK_ORDERS / 1024),
          ...run,
          perSecond,
          ...counts,
          stuck: stuck.length,
          stepPhotoKbAverage: Math.round(stepPhotoBytes / PHOTO_ANSWERS / 1024),
          answers,
          photoAnswers,
          lastAnswers,
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
          answerWorkOrders: ANSWER_ORDERS,
          answersPerOrder: ANSWERS_PER_ORDER,
          photoAnswers: PHOTO_ANSWERS,
          seed: SEED,
          results,
        },
        null,
        2,
      )}\n`,
    )
    console.log(`wrote ${path.relative(repoRoot, out)}`)
    const failed = (r: Record<string, unknown>) => {
      const { answers, photoAnswers, lastAnswers } = r as Awaited<ReturnType<typeof countAnswers>>
      return (
        r.lost !== 0 ||
        r.duplicated !== 0 ||
        answers.lost !== 0 ||
        answers.duplicated !== 0 ||
        photoAnswers.lost !== 0 ||
        photoAnswers.duplicated !== 0 ||
        photoAnswers.photosStored !== photoAnswers.photosSent ||
        lastAnswers.asLastGiven !== lastAnswers.steps
      )
    }
    if (results.some(failed)) process.exitCode = 1
  })
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
