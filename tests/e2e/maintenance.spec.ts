/**
 * The maintenance assistant (issue 12) in Chromium against the real server: a technician completes
 * today's work order with the time it took and a photo; an operator is not offered cancel at risk 3
 * and the API refuses it when forced; a manager drags a work order in the calendar to another day
 * and cannot drop it on a past one; the export downloads the audit PDF; the area at 360 px.
 */
import { deflateSync } from 'node:zlib'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { tr } from './support/i18n'
import { expectNoSidewaysScroll } from './support/layout'
import { signIn } from './support/session'
import { ensureWorkToday } from './support/work-today'

interface WireEvent {
  id: number
  taskName: string
  date: string
  risk: number
  state: number
  displayState: number
  version: number
  operatorUserId: number | null
}

const auth = (token: string | null) => ({ Authorization: `Bearer ${token}` })

async function plantToday(request: APIRequestContext, token: string | null): Promise<string> {
  const res = await request.get('/api/maintenanceEvent/dashboard', { headers: auth(token) })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { today: string }).today
}

async function findEvents(request: APIRequestContext, token: string | null, params: Record<string, string>) {
  const res = await request.get('/api/maintenanceEvent', { headers: auth(token), params })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { results: WireEvent[] }).results
}

/** A real 8x8 PNG (a photo from the tablet's camera, small). */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (buf: Buffer) => {
    let c = 0xffffffff
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type), data])
    const sum = Buffer.alloc(4)
    sum.writeUInt32BE(crc(body))
    return Buffer.concat([len, body, sum])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(8, 0)
  ihdr.writeUInt32BE(8, 4)
  ihdr[8] = 8
  ihdr[9] = 2
  const rows = Buffer.concat(
    Array.from({ length: 8 }, (_, y) =>
      Buffer.from([
        0,
        ...Array(8)
          .fill([200, y * 30, 40])
          .flat(),
      ]),
    ),
  )
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

test("a technician marks today's work order done with the time it took and a photo", async ({ page }) => {
  const { token, account } = await signIn(page, 'tech')
  const today = await plantToday(page.request, token)
  await ensureWorkToday(page.request, token as string, today)
  const open = await findEvents(page.request, token, {
    maintenanceStates: '1',
    initialDate: today,
    finalDate: today,
    orderBy: 'risk',
  })
  expect(open.length, 'tech@ has open work today (demo data)').toBeGreaterThan(0)
  const target = open[open.length - 1]

  await page.goto('/maintenance/today')
  await page.locator(`a[href="/maintenance/events/${target.id}"]`).first().click()
  await expect(page.getByRole('heading', { name: target.taskName })).toBeVisible()

  const t = (m: string) => tr(account.locale, m)
  await page.getByRole('button', { name: t('Mark done'), exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(t('How long it took (minutes)')).fill('')
  await dialog.getByRole('button', { name: t('Mark done'), exact: true }).click()
  // No duration: the shared rule refuses before anything is sent.
  await expect(dialog.getByText(t('Enter how long the work took.'))).toBeVisible()
  await dialog.getByLabel(t('How long it took (minutes)')).fill('35')
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'bearing.png', mimeType: 'image/png', buffer: png() })
  await dialog.getByLabel(t('Notes')).fill('Replaced the worn blade')
  await dialog.getByRole('button', { name: t('Mark done'), exact: true }).click()
  await expect(dialog).toBeHidden()

  await expect(page.getByText(t('Done'), { exact: true }).first()).toBeVisible()
  // Downscaled and re-encoded on the device before it was sent.
  await expect(page.getByRole('img', { name: 'bearing.jpg' })).toBeVisible()
  await expect(
    page.locator('.mantine-Timeline-root').getByText(t('Completed'), { exact: true }),
  ).toBeVisible()
  const after = await page.request.get(`/api/maintenanceEvent/${target.id}`, { headers: auth(token) })
  const body = (await after.json()) as WireEvent & { durationMinutes: number; images: unknown[] }
  expect(body.state).toBe(2)
  expect(body.durationMinutes).toBe(35)
  expect(body.images).toHaveLength(1)
})

test('an operator is not offered cancel at risk 3, and the API refuses it when forced', async ({ page }) => {
  const { token, account } = await signIn(page, 'operator')
  const today = await plantToday(page.request, token)
  const [event] = await findEvents(page.request, token, {
    maintenanceStates: '1',
    risks: '3',
    initialDate: today,
    limit: '1',
  })
  expect(event, 'operator@ has open risk-3 work (demo data)').toBeTruthy()
  await page.goto(`/maintenance/events/${event.id}`)
  const t = (m: string) => tr(account.locale, m)
  await expect(page.getByRole('button', { name: t('Mark done'), exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: t('Cancel work order') })).toHaveCount(0)
  // The reason is there for who asks.
  await page.getByRole('button', { name: t('Why are some actions not offered?') }).click()
  await expect(page.getByText(t('An operator may not cancel work at risk 3, 4 or 5.'))).toBeVisible()

  const forced = await page.request.put(`/api/maintenanceEvent/${event.id}`, {
    headers: { ...auth(token), 'Idempotency-Key': `e2e-cancel-${event.id}-${Date.now()}` },
    data: { version: event.version, action: { kind: 'cancel' } },
  })
  expect(forced.status()).toBe(403)
  expect(await forced.json()).toMatchObject({ error: 'MAINTENANCE_RULE', reason: 'OPERATOR_CANNOT_CANCEL' })
  const [still] = await findEvents(page.request, token, {
    maintenanceStates: '1',
    risks: '3',
    initialDate: today,
    limit: '1',
  })
  expect(still.id).toBe(event.id)
})

async function dragTo(page: Page, from: string, to: string) {
  const source = page.locator(from).first()
  const target = page.locator(to)
  // Resolved afresh, not scrolled to: a chip redrawn by a refresh is another element, and the
  // viewport is tall enough for the whole grid.
  await expect(source).toBeVisible()
  const a = (await source.boundingBox())!
  const b = (await target.boundingBox())!
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2)
  await page.mouse.down()
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 4, { steps: 4 })
  await page.mouse.move(b.x + b.width / 2, b.y + 30, { steps: 12 })
  await page.mouse.up()
}

/**
 * The first movable chip of the grid shown on a day `accept` takes, with the day before it in the
 * grid (null when there is none): chosen from the data, so the test never depends on the weekday.
 */
async function pickMovable(page: Page, accept: { after?: string; before?: string }) {
  return page.evaluate(({ after, before }) => {
    let previous: string | null = null
    for (const cell of document.querySelectorAll<HTMLElement>('[data-day]')) {
      const d = cell.dataset.day as string
      const ok = (day: string | null) =>
        day !== null && (after === undefined || day > after) && (before === undefined || day < before)
      const chip = cell.querySelector<HTMLElement>('.pp-cal-chip[data-movable="true"]')
      if (chip && ok(previous) && ok(d))
        return { day: d, previous: previous as string, id: chip.dataset.eventId as string }
      previous = d
    }
    return null
  }, accept)
}

/** The 1st of the month `step` months from `day`'s. */
const monthFrom = (day: string, step: number) => {
  const [y, m] = day.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1 + step, 1)).toISOString().slice(0, 10)
}

test('a manager drags a work order to another day in the calendar, never onto a past day', async ({
  page,
}) => {
  const { token, account } = await signIn(page, 'manager')
  const today = await plantToday(page.request, token)
  // Tall enough for a whole month of two-line chips: a drag goes from one visible day to another,
  // and the page never scrolls under it (dnd-kit scrolls near the window's edge).
  await page.setViewportSize({ width: 1280, height: 1800 })
  await page.goto('/maintenance/calendar')
  await expect(page.locator(`[data-day="${today}"]`)).toBeVisible()
  await expect(page.locator('.pp-cal-chip').first()).toBeVisible()
  // A work order the rules let the manager move, on a day whose previous day is after today (today's
  // cell is full of the demo's work: a chip dropped there would hide under "+N more"). Late in a
  // month the grid may have none (the plant does not work weekends): the next month always has.
  let pick = await pickMovable(page, { after: today })
  if (!pick) {
    await page.goto(`/maintenance/calendar?at=${monthFrom(today, 1)}`)
    await expect(page.locator('.pp-cal-chip').first()).toBeVisible()
    pick = await pickMovable(page, { after: today })
  }
  expect(pick, 'a movable work order after today (demo data)').not.toBeNull()
  const { day, previous: earlier, id } = pick as { day: string; previous: string; id: string }
  const chip = `[data-event-id="${id}"]`

  // One day earlier (still after today): a reschedule the rules allow. Its delivery refetches the
  // grid's days, and the chips redraw with the server's answer.
  const refreshed = page.waitForResponse(
    (r) => r.request().method() === 'GET' && /\/api\/maintenanceEvent\?.*\binitialDate=/.test(r.url()),
  )
  await dragTo(page, `[data-day="${day}"] ${chip}`, `[data-day="${earlier}"]`)
  await expect(page.locator(`[data-day="${earlier}"] ${chip}`)).toBeVisible()
  // The calendar shows the move at once; the outbox delivers it right after.
  const dateOnServer = async (eventId: string) => {
    const res = await page.request.get(`/api/maintenanceEvent/${eventId}`, { headers: auth(token) })
    return ((await res.json()) as WireEvent).date
  }
  // The outbox delivers after its idle check: seconds on a CI host busy with other steps.
  await expect.poll(() => dateOnServer(id), { timeout: 30_000 }).toBe(earlier)
  // Picked up again only once the grid holds the server's answer (a chip redrawn mid-drag drops it).
  await refreshed
  await expect(page.locator(`[data-day="${earlier}"] ${chip}`)).toBeVisible()

  // Onto a day before today: refused. The grid of today's month shows days before today unless it
  // starts today (a Monday the 1st); then the month before does, with work left outdated to move.
  // Either way a past day and a movable work order are in the grid, so this never skips.
  const shownDays = () =>
    page
      .locator('[data-day]')
      .evaluateAll((cells) => cells.map((c) => (c as HTMLElement).dataset.day as string))
  let moving = { day: earlier, id }
  if (!(await shownDays()).some((d) => d < today)) {
    // The moved work order is in next month's grid: back to today's month, or the one before.
    await page.goto('/maintenance/calendar')
    await expect(page.locator(`[data-day="${today}"]`)).toBeVisible()
    if (!(await shownDays()).some((d) => d < today)) {
      await page.goto(`/maintenance/calendar?at=${monthFrom(today, -1)}`)
    }
    await expect(page.locator('.pp-cal-chip').first()).toBeVisible()
    // The grid first draws this device's kept copy; picked from the server's answer.
    await page.waitForLoadState('networkidle')
    const found = await pickMovable(page, {})
    expect(found, 'a movable work order beside a day before today (demo data)').not.toBeNull()
    moving = found as { day: string; id: string; previous: string }
  }
  const past = (await shownDays()).find((d) => d < today && d !== moving.day) as string
  const movingChip = `[data-day="${moving.day}"] [data-event-id="${moving.id}"]`
  const before = await dateOnServer(moving.id)
  await dragTo(page, movingChip, `[data-day="${past}"]`)
  await expect(
    page.getByText(tr(account.locale, 'A work order cannot be moved to a day before today.')),
  ).toBeVisible()
  await expect(page.locator(movingChip)).toBeVisible()
  expect(await dateOnServer(moving.id)).toBe(before)
})

test('"All work orders" opens on today and the coming days, not on the furthest day', async ({ page }) => {
  const { token } = await signIn(page, 'manager')
  const today = await plantToday(page.request, token)
  // What comes next: the earliest work order from today on (the plant may not work today).
  const [next] = await findEvents(page.request, token, {
    maintenanceStates: '1,2,3,4',
    initialDate: today,
    orderBy: 'date',
    limit: '1',
  })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/maintenance/all')
  const firstRow = page.locator('tbody tr').first()
  await expect(firstRow.getByRole('link').first()).toHaveAttribute('href', `/maintenance/events/${next.id}`)
})

test('calendar chips name the machine, and a crowded day counts the rest and opens them', async ({
  page,
}) => {
  const { token, account } = await signIn(page, 'manager')
  await page.setViewportSize({ width: 1280, height: 1400 })
  await page.goto('/maintenance/calendar')
  const chip = page.locator('.pp-cal-day .pp-cal-chip').first()
  await expect(chip).toBeVisible()
  const id = (await chip.getAttribute('data-event-id')) as string
  const res = await page.request.get(`/api/maintenanceEvent/${id}`, { headers: auth(token) })
  const event = (await res.json()) as WireEvent & { machineName: string; assetName: string | null }
  // The machine under the task, and both in the chip's accessible name (the task name may wrap).
  await expect(chip).toContainText(event.machineName)
  await expect(chip).toHaveAccessibleName(new RegExp(`${event.taskName}.*${event.machineName}`))

  // A crowded day: three chips and a count of the rest, which opens them.
  const more = page.locator('.pp-cal-more').first()
  await expect(more).toBeVisible()
  const day = (await more.evaluate((el) => (el.closest('[data-day]') as HTMLElement).dataset.day)) as string
  const cell = page.locator(`[data-day="${day}"]`)
  const onDay = await page.request.get('/api/maintenanceEvent', {
    headers: auth(token),
    params: { maintenanceStates: '1,2,3,4', initialDate: day, finalDate: day, limit: '1' },
  })
  const total = ((await onDay.json()) as { total: number }).total
  await expect(cell.locator('.pp-cal-chip')).toHaveCount(3)
  await expect(more).toHaveText(tr(account.locale, '+{count} more').replace('{count}', String(total - 3)))
  await more.click()
  const list = page.getByRole('dialog')
  await expect(list.locator('.pp-cal-chip')).toHaveCount(total - 3)
  await expect(list.getByRole('link').first()).toHaveAccessibleName(/ · /)
})

test('the export button downloads the audit PDF of the list', async ({ page }) => {
  const { account } = await signIn(page, 'manager')
  await page.goto('/maintenance/completed')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: tr(account.locale, 'Export report') }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/\.pdf$/)
  const path = await file.path()
  const { readFileSync } = await import('node:fs')
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-')
  // Not on tasks and assets.
  await page.goto('/maintenance/assets')
  await expect(page.getByRole('button', { name: tr(account.locale, 'Export report') })).toHaveCount(0)
})

test('at 360 px the area uses the burger menu and never scrolls sideways', async ({ page }) => {
  const { account } = await signIn(page, 'tech')
  const t = (m: string) => tr(account.locale, m)
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto('/maintenance/today')
  await expect(page.locator('.pp-mnt-rail')).toBeHidden()
  await page.getByRole('button', { name: t('Open the maintenance menu') }).click()
  const menu = page.getByRole('dialog').getByRole('navigation', { name: t('Maintenance menu') })
  await expect(menu).toBeVisible()
  // A technician has no planning entries.
  await expect(menu.getByRole('link', { name: t('Preventive tasks') })).toHaveCount(0)
  await menu.getByRole('link', { name: t('Calendar') }).click()
  await expect(page).toHaveURL(/\/maintenance\/calendar/)
  for (const path of ['/maintenance/dashboard', '/maintenance/all', '/maintenance/calendar']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await expectNoSidewaysScroll(page, `${path} at 360 px`)
  }
})

test('the filters load when reached for: the clicked one opens, a choice filters the list, the keyboard works too', async ({
  page,
}) => {
  await signIn(page, 'manager')
  await page.setViewportSize({ width: 1280, height: 900 })
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  await page.goto('/maintenance/all')
  await expect(page.locator('tbody tr').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  // Unfiltered, the bar is drawn without its selects' and date picker's code (issue 30).
  expect(scripts.filter((s) => /MultiSelect|DatePicker|event-filter-fields/.test(s))).toEqual([])

  await page.getByRole('button', { name: 'Machines', exact: true }).click()
  // The real field replaced it, opened and focused: its list offers the machines.
  await page.getByRole('option', { name: 'Flexo CI 1', exact: true }).click()
  await expect(page).toHaveURL(/[?&]machines=%5B\d+%5D/)
  const machineCells = page.locator('tbody tr td:nth-child(3)')
  await expect(machineCells.first()).toHaveText('Flexo CI 1')
  for (const cell of await machineCells.all()) await expect(cell).toHaveText('Flexo CI 1')

  // The order is the device's own list.
  await page.getByRole('combobox', { name: 'Order' }).selectOption('date')
  await expect(page).toHaveURL(/[?&]orderBy=(%22)?date\b/)

  // By keyboard on a fresh page: Enter on the focused stand-in opens the real field, focused.
  await page.goto('/maintenance/today')
  const risk = page.getByRole('button', { name: 'Risk', exact: true })
  await risk.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('option', { name: /^1 · / })).toBeVisible()
  await expect(page.locator('[data-filter-key="risks"]')).toBeFocused()
})
