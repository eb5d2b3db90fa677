/**
 * A technician's work orders offline (issue 13) in Chromium against the real server: the area keeps
 * them on the device, so work orders never opened open offline; with the network cut, tech@ marks today's work order done with the time it took and two photos and
 * postpones another; both show at once with "not sent yet"; a reload offline keeps them; back
 * online, each change and the photos reach the server exactly once (counted through the API and on
 * the wire by Idempotency-Key). Work orders the manager changed meanwhile come back as conflicts,
 * shown side by side, and each of the three choices does what it says.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import { tr } from '../support/i18n'
import {
  expectOffline,
  expectOnline,
  jpegImage,
  offlineConsoleNoise,
  outboxCommands,
  pngImage,
  waitForServiceWorker,
} from '../support/offline-helpers'
import { signIn } from '../support/session'
import { ensureWorkToday } from '../support/work-today'

test.use({ serviceWorkers: 'allow' })

test.beforeEach(({ consoleGuard }) => {
  consoleGuard.allow(offlineConsoleNoise)
  // The conflicts: the outbox's PUTs answered 409 by design.
  consoleGuard.allow(/status of 409/)
})

interface WireEvent {
  id: number
  taskName: string
  date: string
  risk: number
  state: number
  version: number
  postponeCount: number
  durationMinutes: number | null
}
interface WireDetail extends WireEvent {
  images: unknown[]
  history: Array<{ action: string; at: string; deviceAt: string | null }>
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` })
const dayPlus = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

async function api<T>(request: APIRequestContext, token: string, path: string, params = {}): Promise<T> {
  const res = await request.get(path, { headers: auth(token), params })
  expect(res.status(), path).toBe(200)
  return (await res.json()) as T
}

async function managerToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/login', {
    data: {
      user: Buffer.from('manager@demo.plant').toString('base64'),
      password: Buffer.from('demo1234').toString('base64'),
      token: '',
      redirect: false,
    },
  })
  expect(res.status()).toBe(200)
  return (await res.json()).token
}

/** PUTs of work-order changes on the wire, by Idempotency-Key. */
function recordChanges(context: BrowserContext) {
  const keys: Record<string, number> = {}
  context.on('request', (request) => {
    if (request.method() !== 'PUT' || !/\/api\/maintenanceEvent\/\d+$/.test(new URL(request.url()).pathname))
      return
    const key = request.headers()['idempotency-key'] ?? '(none)'
    keys[key] = (keys[key] ?? 0) + 1
  })
  return keys
}

async function openDetail(page: Page, event: WireEvent) {
  await page.goto(`/maintenance/events/${event.id}`)
  await expect(page.getByRole('heading', { name: event.taskName, level: 2 })).toBeVisible()
}

test("a shift offline: done with two photos, a postponement, a reload, then each arrives once; conflicts are the user's call", async ({
  page,
  context,
}) => {
  test.setTimeout(150_000)
  const { token: techToken, account } = await signIn(page, 'tech')
  const token = techToken as string
  const t = (m: string) => tr(account.locale, m)
  await waitForServiceWorker(page)

  const { today } = await api<{ today: string }>(page.request, token, '/api/maintenanceEvent/dashboard')
  await ensureWorkToday(page.request, token, today)
  const todays = (
    await api<{ results: WireEvent[] }>(page.request, token, '/api/maintenanceEvent', {
      maintenanceStates: '1',
      initialDate: today,
      finalDate: today,
      orderBy: 'risk',
    })
  ).results
  // The highest risk: the online test (maintenance.spec.ts) completes the lowest.
  const done = todays[0]
  expect(done, 'tech@ has open work today (demo data)').toBeTruthy()
  const coming = (
    await api<{ results: WireEvent[] }>(page.request, token, '/api/maintenanceEvent', {
      maintenanceStates: '1',
      initialDate: dayPlus(today, 1),
      finalDate: dayPlus(today, 20),
      orderBy: 'date',
      limit: '100',
    })
  ).results
  // Postponed by one day, within its month (the date picker opens on the work order's month).
  // An operator postpones risk 3-5 only (spec 001 §4).
  const postponed = coming.find((e) => e.risk >= 3 && e.postponeCount === 0 && Number(e.date.slice(8)) < 28)
  expect(postponed, 'tech@ has coming work that an operator may postpone (demo data)').toBeTruthy()
  // The manager reschedules classified work (risk 1-5) a day later.
  const conflicts = coming
    .filter((e) => e.id !== postponed?.id && e.risk > 0 && e.postponeCount === 0)
    .slice(-3)
  expect(conflicts).toHaveLength(3)

  // Online once, on the today list only: the area keeps the user's work orders on the device
  // (GET /maintenanceEvent/mine), so work orders never opened open offline too.
  await page.goto('/maintenance/today')
  await expect(page.getByTestId('kept-work-orders')).toBeVisible({ timeout: 20_000 })

  const puts = recordChanges(context)
  await context.setOffline(true)
  await expectOffline(page)

  // The 'today' badge as the device stands (read offline: nothing on the server moves it now).
  const todayBadge = async () => {
    const name = await page
      .getByRole('navigation', { name: t('Maintenance menu') })
      .getByRole('link', { name: new RegExp(`^${t('Today')}( \\(\\d+\\))?$`) })
      .getAttribute('aria-label')
    return Number(/\((\d+)\)$/.exec(name ?? '')?.[1] ?? 0)
  }
  const todayBefore = await todayBadge()

  // Done, with the time it took and two photos.
  await openDetail(page, done)
  await page.getByRole('button', { name: t('Mark done'), exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(t('How long it took (minutes)')).fill('35')
  await dialog.locator('input[type="file"]').setInputFiles([
    { name: 'bearing.png', mimeType: 'image/png', buffer: pngImage(24, 5) },
    { name: 'guard.jpg', mimeType: 'image/jpeg', buffer: await jpegImage(page, 40) },
  ])
  await dialog.getByRole('button', { name: t('Mark done'), exact: true }).click()
  const doneOnDevice = Date.now()
  await expect(dialog).toBeHidden()
  await expect(
    page.getByText(t('Saved on this device. It is sent as soon as the connection is back.')),
  ).toBeVisible()
  await expect(page.getByTestId('pending-badge')).toHaveText(
    t('Not sent yet ({count})').replace('{count}', '3'),
  )
  await expect(page.getByText(t('Done'), { exact: true }).first()).toBeVisible()
  await expect(page.getByTestId('photos-waiting')).toBeVisible()
  // Done: nothing more to do on it (reopen is a manager's), and one less for today.
  await expect(page.getByRole('button', { name: t('Mark done'), exact: true })).toHaveCount(0)
  await expect.poll(todayBadge).toBe(todayBefore - 1)

  // Postponed by a day.
  const target = dayPlus((postponed as WireEvent).date, 1)
  await openDetail(page, postponed as WireEvent)
  await page.getByRole('button', { name: t('Postpone'), exact: true }).click()
  await dialog.getByRole('button', { name: dayLabel(target), exact: true }).click()
  await dialog.getByRole('button', { name: t('Postpone'), exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('pending-badge')).toBeVisible()

  // The three the manager is about to change: marked done here.
  for (const event of conflicts) {
    await openDetail(page, event)
    await page.getByRole('button', { name: t('Mark done'), exact: true }).click()
    await dialog.getByLabel(t('How long it took (minutes)')).fill('20')
    await dialog.getByRole('button', { name: t('Mark done'), exact: true }).click()
    await expect(dialog).toBeHidden()
  }

  // A reload offline: the state and the pending badges are still there, nothing was sent.
  await page.reload()
  await expectOffline(page)
  await page.goto(`/maintenance/events/${done.id}`)
  await expect(page.getByTestId('pending-badge')).toBeVisible()
  await expect(page.getByText(t('Done'), { exact: true }).first()).toBeVisible()
  const queued = await outboxCommands(page)
  expect(queued.map((c) => c.kind).sort()).toEqual([
    'maintenance-change',
    'maintenance-change',
    'maintenance-change',
    'maintenance-change',
    'maintenance-change',
    'maintenance-photos',
  ])
  expect(puts).toEqual({})

  // Meanwhile the manager moves the three on the server.
  const manager = await managerToken(page.request)
  for (const event of conflicts) {
    const res = await page.request.put(`/api/maintenanceEvent/${event.id}`, {
      headers: { ...auth(manager), 'Idempotency-Key': `e2e-manager-${event.id}-${Date.now()}` },
      data: { version: event.version, action: { kind: 'reschedule', to: dayPlus(event.date, 1) } },
    })
    expect(res.status(), `the manager moves ${event.id}`).toBe(200)
  }

  // Back online: what had no competitor goes through, once. (At least 10 s after the work was
  // done: the server keeps the device's time apart from its own only beyond that.)
  await page.waitForTimeout(Math.max(0, 11_000 - (Date.now() - doneOnDevice)))
  await context.setOffline(false)
  await expectOnline(page)
  await expect
    .poll(async () => (await outboxCommands(page)).filter((c) => c.status !== 'conflict').length, {
      timeout: 30_000,
    })
    .toBe(0)
  expect((await outboxCommands(page)).map((c) => c.status)).toEqual(['conflict', 'conflict', 'conflict'])

  const doneNow = await api<WireDetail>(page.request, token, `/api/maintenanceEvent/${done.id}`)
  expect(doneNow).toMatchObject({ state: 2, durationMinutes: 35 })
  expect(doneNow.images, 'both photos stored, once').toHaveLength(2)
  // Done on the device before it reached the server: the history keeps both times.
  const completed = doneNow.history.filter((h) => h.action === 'complete')
  expect(completed).toHaveLength(1)
  expect(Date.parse(completed[0].deviceAt ?? '')).toBeLessThan(Date.parse(completed[0].at))
  await openDetail(page, done)
  await expect(page.getByTestId('history-device-time')).toHaveCount(1)
  const postponedNow = await api<WireDetail>(
    page.request,
    token,
    `/api/maintenanceEvent/${(postponed as WireEvent).id}`,
  )
  expect(postponedNow).toMatchObject({ date: target, postponeCount: 1 })
  expect(postponedNow.history.filter((h) => h.action === 'postpone')).toHaveLength(1)
  // Exactly once on the wire: every key sent once (the conflicts too, before the user decides).
  expect(Object.values(puts).every((n) => n === 1)).toBe(true)
  expect(Object.keys(puts)).toHaveLength(5)

  // The conflicts, side by side: keep mine, take the server's, discard.
  const [keep, take, drop] = conflicts
  await openDetail(page, keep)
  const panel = page.getByTestId('conflict-panel')
  await expect(panel.getByRole('columnheader', { name: t('Your change') })).toBeVisible()
  await expect(panel.getByRole('columnheader', { name: t('Now on the server') })).toBeVisible()
  await expect(panel.getByRole('row', { name: new RegExp(t('Day')) })).toBeVisible()
  await panel.getByRole('button', { name: t('Keep mine') }).click()
  await expect(panel).toBeHidden({ timeout: 20_000 })
  await expect
    .poll(async () => (await api<WireEvent>(page.request, token, `/api/maintenanceEvent/${keep.id}`)).state, {
      timeout: 20_000,
    })
    .toBe(2)

  await openDetail(page, take)
  await page
    .getByTestId('conflict-panel')
    .getByRole('button', { name: t("Take the server's") })
    .click()
  await expect(page.getByTestId('conflict-panel')).toBeHidden()
  await openDetail(page, drop)
  await page
    .getByTestId('conflict-panel')
    .getByRole('button', { name: t('Discard my changes') })
    .click()
  await expect(page.getByTestId('conflict-panel')).toBeHidden()
  await expect.poll(async () => (await outboxCommands(page)).length).toBe(0)
  for (const event of [take, drop]) {
    const now = await api<WireEvent>(page.request, token, `/api/maintenanceEvent/${event.id}`)
    expect(now, "the server's version stays").toMatchObject({ state: 5, date: dayPlus(event.date, 1) })
  }
})

test('offline, an operator is still not offered cancel at risk 3: the same rules decide', async ({
  page,
  context,
}) => {
  const { token: operatorToken, account } = await signIn(page, 'operator')
  const token = operatorToken as string
  const t = (m: string) => tr(account.locale, m)
  await waitForServiceWorker(page)
  const { today } = await api<{ today: string }>(page.request, token, '/api/maintenanceEvent/dashboard')
  const [event] = (
    await api<{ results: WireEvent[] }>(page.request, token, '/api/maintenanceEvent', {
      maintenanceStates: '1',
      risks: '3',
      initialDate: dayPlus(today, 1),
      limit: '1',
    })
  ).results
  expect(event, 'operator@ has coming risk-3 work (demo data)').toBeTruthy()
  await page.goto('/maintenance/today')
  await expect(page.getByTestId('kept-work-orders')).toBeVisible({ timeout: 20_000 })

  await context.setOffline(true)
  await expectOffline(page)
  await openDetail(page, event)
  await expect(page.getByRole('button', { name: t('Mark done'), exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: t('Cancel work order') })).toHaveCount(0)
  await page.getByRole('button', { name: t('Why are some actions not offered?') }).click()
  await expect(page.getByText(t('An operator may not cancel work at risk 3, 4 or 5.'))).toBeVisible()
})
