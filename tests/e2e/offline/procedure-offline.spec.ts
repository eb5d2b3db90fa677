/**
 * A work order's procedure filled in offline (issue 33, "done when"; docs/decisions/047) in
 * Chromium against the real server. The manager gives tech@ a one-off work order today whose
 * procedure has four required steps: a check, a reading in mm (0.5-2.0), a photo and a sign-off.
 * With the network cut, tech@ fails the check, reads 2.6 mm, takes the photo and signs off with
 * the password; each answer shows at once, "waiting to send", and the work order is marked "2
 * steps out of limits". A reload offline keeps them all, and Mark done (waiting for every required
 * step) is offered. Back online, the server holds each answer exactly once (its answers, one
 * history row per answer, and every PUT and the photo's upload once on the wire by
 * Idempotency-Key), the photo step names the uploaded photo, and the audit PDF prints the answers.
 */
import { randomUUID } from 'node:crypto'
import type { APIRequestContext, BrowserContext } from '@playwright/test'
import { extractPdfText } from '../../../server/services/documents/extract-text'
import { expect, test } from '../support/fixtures'
import { tr } from '../support/i18n'
import {
  expectOffline,
  expectOnline,
  jpegImage,
  offlineConsoleNoise,
  outboxCommands,
  waitForServiceWorker,
} from '../support/offline-helpers'
import { DEMO_PASSWORD, signIn } from '../support/session'

test.use({ serviceWorkers: 'allow' })

test.beforeEach(({ consoleGuard }) => {
  consoleGuard.allow(offlineConsoleNoise)
})

interface WireEvent {
  id: number
  taskName: string
  date: string
  state: number
  machineId: number | null
  operatorUserId: number | null
}
interface WireAnswer {
  stepId: string
  value: Record<string, unknown>
  answeredBy: string
  outOfLimits: boolean
}
interface WireDetail extends WireEvent {
  version: number
  durationMinutes: number | null
  images: Array<{ id: number; fileName: string }>
  history: Array<{ action: string; notes: string | null; answer?: { stepId: string } | null }>
  procedure: { steps: Array<{ id: string; kind: string }> } | null
  answers: WireAnswer[]
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` })

async function api<T>(request: APIRequestContext, token: string, path: string, params = {}): Promise<T> {
  const res = await request.get(path, { headers: auth(token), params })
  expect(res.status(), path).toBe(200)
  return (await res.json()) as T
}

async function managerToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/login', {
    data: {
      user: Buffer.from('manager@demo.plant').toString('base64'),
      password: Buffer.from(DEMO_PASSWORD).toString('base64'),
      token: '',
      redirect: false,
    },
  })
  expect(res.status()).toBe(200)
  return (await res.json()).token
}

const steps = {
  check: { id: 'guard', kind: 'check', title: 'Light curtain stops the press', required: true },
  reading: {
    id: 'blade',
    kind: 'reading',
    title: 'Doctor blade wear',
    required: true,
    unit: 'mm',
    min: 0.5,
    max: 2.0,
  },
  photo: { id: 'photo', kind: 'photo', title: 'Photo of the blade holder', required: true },
  signoff: { id: 'sign', kind: 'signoff', title: 'Technician sign-off', required: true },
} as const

/** Writes of the work order on the wire, by Idempotency-Key: its PUTs and its photo uploads. */
function recordWrites(context: BrowserContext, eventId: number) {
  const puts: Record<string, number> = {}
  const uploads: Record<string, number> = {}
  context.on('request', (request) => {
    const path = new URL(request.url()).pathname
    const key = request.headers()['idempotency-key'] ?? '(none)'
    if (request.method() === 'PUT' && path === `/api/maintenanceEvent/${eventId}`) {
      puts[key] = (puts[key] ?? 0) + 1
    } else if (request.method() === 'POST' && path === '/api/maintenanceEvent/images') {
      uploads[key] = (uploads[key] ?? 0) + 1
    }
  })
  return { puts, uploads }
}

test('a procedure filled in offline (failed check, reading out of range, photo, sign-off) survives a reload and reaches the server once', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000)
  const { token: techToken, account } = await signIn(page, 'tech')
  const token = techToken as string
  const t = (m: string) => tr(account.locale, m)
  await waitForServiceWorker(page)

  // The manager gives tech@ a one-off work order today, on a machine tech@ works on, with a
  // procedure of four required steps (its own task: no demo procedure or other spec is touched).
  const { today } = await api<{ today: string }>(page.request, token, '/api/maintenanceEvent/dashboard')
  const [next] = (
    await api<{ results: WireEvent[] }>(page.request, token, '/api/maintenanceEvent', {
      maintenanceStates: '1',
      initialDate: today,
      orderBy: 'date',
      limit: '1',
    })
  ).results
  expect(next, 'tech@ has coming work (demo data)').toBeTruthy()
  const taskName = `Procedure offline ${randomUUID().slice(0, 8)}`
  const manager = await managerToken(page.request)
  const created = await page.request.post('/api/maintenance', {
    headers: { ...auth(manager), 'Idempotency-Key': `e2e-procedure-${randomUUID()}` },
    multipart: {
      name: taskName,
      description: 'Corrective: doctor blade and light curtain, with a procedure',
      type: 'review',
      condition: 'stopped',
      frequency: 'none',
      reason: 'Streaks on the print',
      provider: 'Own staff',
      durationMinutes: '30',
      risk: '3',
      startDate: today,
      endDate: '',
      machines: String(next.machineId),
      operators: String(next.operatorUserId),
      procedure: JSON.stringify({ steps: Object.values(steps) }),
    },
  })
  expect(created.status(), await created.text()).toBe(200)
  const [event] = (
    await api<{ results: WireEvent[] }>(page.request, token, '/api/maintenanceEvent', {
      maintenanceStates: '1',
      initialDate: today,
      finalDate: today,
      limit: '500',
    })
  ).results.filter((e) => e.taskName === taskName)
  expect(event, 'the one-off work order is tech@’s, today').toBeTruthy()
  const before = await api<WireDetail>(page.request, token, `/api/maintenanceEvent/${event.id}`)
  expect(before.procedure?.steps.map((s) => s.id)).toEqual(['guard', 'blade', 'photo', 'sign'])
  expect(before.answers).toEqual([])

  // Online once, on the today list only: the area keeps the user's work orders on the device.
  await page.goto('/maintenance/today')
  await expect(page.getByTestId('kept-work-orders')).toBeVisible({ timeout: 20_000 })
  const photo = await jpegImage(page, 48)

  const writes = recordWrites(context, event.id)
  await context.setOffline(true)
  await expectOffline(page)

  const openDetail = async () => {
    await page.goto(`/maintenance/events/${event.id}`)
    await expect(page.getByRole('heading', { name: taskName, level: 2 })).toBeVisible()
    await expect(page.getByTestId('procedure')).toBeVisible({ timeout: 20_000 })
  }
  const card = (step: { id: string }) => page.getByTestId(`step-${step.id}`)
  const waiting = (step: { id: string }) => card(step).getByText(t('Waiting to send'), { exact: true })
  const outOfLimits = (step: { id: string }) => card(step).getByText(t('Out of limits'), { exact: true })
  const markDone = page.getByRole('button', { name: t('Mark done'), exact: true })
  const twoOut = t('{flagged} steps out of limits').replace('{flagged}', '2')

  await openDetail()
  await expect(page.getByText(t('{left} required steps left').replace('{left}', '4')).first()).toBeVisible()
  await expect(markDone).toBeDisabled()

  // A failed check: one tap.
  await card(steps.check).getByText(t('Fail'), { exact: true }).click()
  await expect(waiting(steps.check)).toBeVisible()
  await expect(outOfLimits(steps.check)).toBeVisible()

  // A reading above its range.
  const reading = card(steps.reading).getByRole('textbox', { name: t('Reading ({0})').replace('{0}', 'mm') })
  await reading.fill('2.6')
  await expect(card(steps.reading).getByText(t('Out of range: above the maximum'))).toBeVisible()
  await card(steps.reading)
    .getByRole('button', { name: t('Save'), exact: true })
    .click()
  await expect(waiting(steps.reading)).toBeVisible()
  await expect(outOfLimits(steps.reading)).toBeVisible()
  await expect(page.getByTestId('out-of-limits')).toHaveText(twoOut)

  // A photo, shown from the device until it is sent.
  await card(steps.photo)
    .locator('input[type="file"]')
    .setInputFiles({ name: 'blade-holder.jpg', mimeType: 'image/jpeg', buffer: photo })
  await expect(waiting(steps.photo)).toBeVisible()
  const devicePhoto = card(steps.photo).getByRole('img', {
    name: t('Photo of {title}').replace('{title}', steps.photo.title),
  })
  await expect(devicePhoto).toBeVisible()

  // The sign-off, confirmed by the password (checked when it reaches the server).
  await card(steps.signoff).getByText(t('Password'), { exact: true }).click()
  await card(steps.signoff).getByLabel(t('Your password')).fill(DEMO_PASSWORD)
  await card(steps.signoff)
    .getByRole('button', { name: t('Sign off'), exact: true })
    .click()
  await expect(waiting(steps.signoff)).toBeVisible()
  const signedBy = card(steps.signoff).getByText(
    new RegExp(`^${t('Signed by {0}, {1}').replace('{0}', account.name).replace('{1}', '.+')}$`),
  )
  await expect(signedBy).toBeVisible()
  await expect(page.getByText(t('Every required step answered'))).toBeVisible()
  await expect(markDone).toBeEnabled()

  // A reload offline: every answer is still there, waiting to send; nothing went out.
  await page.reload()
  await expectOffline(page)
  await openDetail()
  for (const step of Object.values(steps)) await expect(waiting(step)).toBeVisible()
  await expect(outOfLimits(steps.check)).toBeVisible()
  await expect(outOfLimits(steps.reading)).toBeVisible()
  await expect(page.getByTestId('out-of-limits')).toHaveText(twoOut)
  await expect(card(steps.check).getByRole('radio', { name: t('Fail'), exact: true })).toBeChecked()
  await expect(card(steps.reading).getByRole('textbox')).toHaveValue('2.6')
  await expect(devicePhoto).toBeVisible()
  await expect(signedBy).toBeVisible()
  await expect(page.getByText(t('Every required step answered'))).toBeVisible()
  expect(
    (await outboxCommands(page)).map((c) => c.kind).sort(),
    'four answers and the photo, in the outbox',
  ).toEqual([
    'maintenance-change',
    'maintenance-change',
    'maintenance-change',
    'maintenance-change',
    'maintenance-photos',
  ])

  // Mark done, queued after the answers (the server checks every required step is answered).
  await expect(markDone).toBeEnabled()
  await markDone.click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(t('How long it took (minutes)')).fill('25')
  await dialog.getByRole('button', { name: t('Mark done'), exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('pending-badge')).toBeVisible()
  expect(await outboxCommands(page)).toHaveLength(6)
  expect(writes.puts).toEqual({})
  expect(writes.uploads).toEqual({})

  // Back online: the outbox empties, in order.
  await context.setOffline(false)
  await expectOnline(page)
  await expect
    .poll(async () => (await outboxCommands(page)).map((c) => `${c.kind} ${c.status}`), {
      message: 'the outbox delivers everything',
      timeout: 30_000,
    })
    .toEqual([])

  // The server holds each answer once, the photo step naming the uploaded photo.
  const after = await api<WireDetail>(page.request, token, `/api/maintenanceEvent/${event.id}`)
  expect(after.state, 'done').toBe(2)
  expect(after.durationMinutes).toBe(25)
  expect(after.images, 'the photo stored once').toHaveLength(1)
  expect(after.answers.map((a) => a.stepId)).toEqual(['guard', 'blade', 'photo', 'sign'])
  const answer = (id: string) => after.answers.find((a) => a.stepId === id)
  expect(answer('guard')).toMatchObject({ value: { kind: 'check', result: 'fail' }, outOfLimits: true })
  expect(answer('blade')).toMatchObject({ value: { kind: 'reading', value: 2.6 }, outOfLimits: true })
  expect(answer('photo')).toMatchObject({
    value: { kind: 'photo', imageId: after.images[0].id },
    outOfLimits: false,
  })
  expect(answer('sign')).toMatchObject({
    value: { kind: 'signoff', confirmedBy: 'password' },
    answeredBy: account.name,
    outOfLimits: false,
  })
  expect(JSON.stringify(after.answers), 'the password is never stored').not.toContain(DEMO_PASSWORD)
  // One history row per answer: nothing applied twice.
  const answered = after.history.filter((h) => h.action === 'edit')
  expect(answered).toHaveLength(4)
  for (const step of Object.values(steps)) {
    expect(answered.filter((h) => h.answer?.stepId === step.id)).toHaveLength(1)
  }
  expect(after.history.filter((h) => h.action === 'complete')).toHaveLength(1)
  // On the wire: five PUTs (four answers and done) and one upload, each key sent once.
  expect(Object.keys(writes.puts), 'four answers and done').toHaveLength(5)
  expect(
    Object.values(writes.puts).every((n) => n === 1),
    JSON.stringify(writes.puts),
  ).toBe(true)
  expect(Object.keys(writes.uploads), 'the photo').toHaveLength(1)
  expect(Object.values(writes.uploads)).toEqual([1])

  // The work order, from the server now: nothing waiting, two steps marked.
  await openDetail()
  await expect(page.getByTestId('out-of-limits')).toHaveText(twoOut)
  await expect(page.getByText(t('Waiting to send'), { exact: true })).toHaveCount(0)
  await expect(page.getByTestId('pending-badge')).toHaveCount(0)
  await expect(outOfLimits(steps.check)).toBeVisible()
  await expect(outOfLimits(steps.reading)).toBeVisible()
  await expect(outOfLimits(steps.photo)).toHaveCount(0)

  // The audit PDF prints the answers.
  const pdf = await page.request.get('/api/maintenance/report/audit', {
    headers: auth(token),
    params: { initialDate: today, finalDate: today },
  })
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toContain('application/pdf')
  const text = (await extractPdfText(await pdf.body())).pages.join(' ')
  const at = text.indexOf(taskName)
  expect(at, 'the work order is in the audit PDF').toBeGreaterThanOrEqual(0)
  const record = text.slice(at)
  expect(record).toContain(`${steps.check.title}: Fail [out of limits]`)
  expect(record).toMatch(/Doctor blade wear: 2\.6 mm \(range 0\.5\s*–\s*2 mm\) \[out of limits\]/)
  expect(record).toContain(`${steps.photo.title}: Photo`)
  expect(record).toMatch(
    new RegExp(`${steps.signoff.title}: signed by ${account.name} at .+? \\(password\\)`),
  )
  expect(record).toContain('2 steps out of limits')
})
