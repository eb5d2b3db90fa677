/**
 * Plant time, named (issue 29 item 1): with the browser in another zone than the plant's
 * (Europe/Madrid), one finished order reads the same start and finish on plant control, historical,
 * the order page, the Excel row, the PDF report, operation analytics and the genius board, and the
 * shell names the zone once. The order is prepared on the board, sent, and run through the
 * ingestion API with fixed times, so every screen has one known order to show; each test runs a
 * server of its own (isolated), since ingesting finishes the machine's running demo order.
 */
import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { demoMachines } from '../../server/demo/catalog'
import type { BoardCatalog, PreparedOrder } from '../../src/contract/genius-board'
import { expect, test } from './support/fixtures'
import { signIn } from './support/session'

const PLANT_ZONE = 'Europe/Madrid'
const MACHINE = 'Flexo CI 1'

const pad = (n: number) => String(n).padStart(2, '0')

/** dd/mm/yyyy hh:mm of an instant on the plant's wall clock, as every screen writes it. */
function plantText(ms: number): string {
  const p: Record<string, string> = {}
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: PLANT_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(ms)
  for (const part of parts) p[part.type] = part.value
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`
}

/** The same shape of an Excel date cell, whose fields hold the wall clock (read as UTC). */
const cellText = (d: Date) =>
  `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`

let keyNumber = 0
const auth = (token: string) => ({ Authorization: `Bearer ${token}` })
const write = (token: string) => ({
  ...auth(token),
  'Idempotency-Key': `plant-time-${Date.now()}-${keyNumber++}`,
})

interface RunOrder {
  reference: string
  boardId: number
  path: string
  start: number
  finish: number
}

/** Prepares an order on the board for MACHINE, sends it, and runs it from start to finish by ingestion. */
async function runBoardOrder(request: APIRequestContext, token: string): Promise<RunOrder> {
  const catalog = (await (
    await request.get('/api/genius-board/catalog', { headers: auth(token) })
  ).json()) as BoardCatalog
  const machine = catalog.machines.find((m) => m.name === MACHINE)
  if (!machine) throw new Error(`the board offers no ${MACHINE}`)
  const tools = (kind: string) => catalog.tools.filter((t) => t.machineId === machine.id && t.kind === kind)
  const holders = [...tools('plate_cylinder'), ...tools('carrier')]
  const decks = [0, 1].map((i) => ({
    position: i + 1,
    inkId: catalog.inks[i].id,
    anilox: tools('anilox')[i]?.code ?? null,
    plateHolder: holders[i]?.code ?? null,
    tape: tools('tape')[0]?.code ?? null,
    mode: 'print',
    viscosity: 22,
    temperature: 24,
  }))
  const reference = `TZ${String(Date.now()).slice(-6)}`
  const created = await request.post('/api/genius-board/orders', {
    headers: write(token),
    data: {
      machineId: machine.id,
      reference,
      jobName: 'Plant time job',
      customer: 'Nordic Snacks',
      materialId: 3,
      width: Math.max(machine.minWidth ?? 400, 500),
      targetMeter: 5000,
      decks,
    },
  })
  expect(created.status(), await created.text()).toBe(200)
  const order = (await created.json()) as PreparedOrder
  const sent = await request.post(`/api/genius-board/orders/${order.id}/send`, {
    headers: write(token),
    data: { version: order.version },
  })
  expect(sent.status(), await sent.text()).toBe(200)

  const keyRes = await request.post('/api/api-keys', {
    headers: write(token),
    data: { alias: `plant-time ${reference}`, expiresInDays: 1, scopes: ['ingest'] },
  })
  expect(keyRes.status(), await keyRes.text()).toBe(200)
  const key = (await keyRes.json()) as { authorization: string }

  const serial = demoMachines.find((m) => m.name === MACHINE)?.serialNumber
  if (!serial) throw new Error(`no ${MACHINE} in the demo catalogue`)

  // Whole minutes after the seed's last event, past the plant's hour so 09:27 here is not 09:27 there.
  const start = Math.ceil(Date.now() / 60_000) * 60_000 + 2 * 60_000
  const finish = start + 75 * 60_000
  const idOnMachine = 900_000 + Math.floor(Math.random() * 99_999)
  const insertTimestamp = Math.floor(start / 1000)
  const at = (ms: number) => new Date(ms).toISOString()
  const ingest = await request.post('/api/ingest/v1/events', {
    headers: { authorization: key.authorization },
    data: {
      machine: serial,
      events: [
        {
          type: 'order_start',
          at: at(start),
          idOnMachine,
          insertTimestamp,
          reference,
          jobReference: 'Plant time job',
          customer: 'Nordic Snacks',
          operators: ['Ana'],
          targetMeter: 5000,
          materialId: 3,
          width: 500,
          preparedOrderId: order.id,
        },
        { type: 'state', at: at(start + 10 * 60_000), state: 3 },
        { type: 'order_finish', at: at(finish) },
      ],
    },
  })
  expect(ingest.status(), await ingest.text()).toBeLessThan(300)

  const historic = await request.post('/api/order/historic', {
    headers: auth(token),
    data: { order: reference, limit: 10 },
  })
  const row = (
    (await historic.json()) as {
      results: { reference: string; machineHashCode: string; idM: number; insertTimestamp: number }[]
    }
  ).results.find((r) => r.reference === reference)
  if (!row) throw new Error(`order ${reference} not in historical`)
  return {
    reference,
    boardId: order.id,
    path: `/machine-control/${row.machineHashCode}/${row.idM}/${row.insertTimestamp}`,
    start,
    finish,
  }
}

async function pdfText(bytes: Buffer): Promise<string> {
  // pdf.js calls Promise.withResolvers, which Node 20 lacks (Node 22 has it).
  if (!('withResolvers' in Promise)) {
    Object.assign(Promise, {
      withResolvers<T>() {
        let resolve!: (v: T) => void
        let reject!: (e: unknown) => void
        const promise = new Promise<T>((res, rej) => {
          resolve = res
          reject = rej
        })
        return { promise, resolve, reject }
      },
    })
  }
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise
  const texts: string[] = []
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent()
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  await doc.cleanup()
  return texts.join('\n')
}

async function checkEveryScreen(page: Page, zone: string) {
  const { token } = await signIn(page, 'manager')
  if (!token) throw new Error('no token')
  const order = await runBoardOrder(page.request, token)
  const start = plantText(order.start)
  const finish = plantText(order.finish)
  // The device is elsewhere: the times read differently there, so a device-zone screen would fail.
  expect(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(order.start),
  ).not.toBe(start.slice(11))

  // The order page, and the shell's quiet note naming the zone.
  await page.goto(order.path)
  const summary = page.getByRole('region', { name: 'Summary', exact: true })
  await expect(summary).toContainText(start)
  await expect(summary).toContainText(finish)
  await expect(page.getByText(`Times in plant time (${PLANT_ZONE})`)).toHaveCount(1)

  // The PDF report of the order.
  const pdfDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download the PDF report' }).click()
  const pdf = await pdfText(await readFile(await (await pdfDownload).path()))
  expect(pdf).toContain(start)
  expect(pdf).toContain(finish)

  // Operation analytics of the order.
  await page.getByRole('link', { name: 'Open operation analytics' }).click()
  const frame = page.frameLocator('iframe[title="Operation analytics of the order"]')
  await expect(frame.locator('p.sub').first()).toContainText(`${start} – ${finish}`)

  // Historical: the row, and the same row in the Excel file.
  await page.goto(`/historical?order=${order.reference}`)
  const row = page.getByRole('table').locator('tbody tr').filter({ hasText: order.reference })
  await expect(row).toContainText(start)
  // The time column shows the start by default; the same column chosen to show the finish.
  await page.evaluate(() =>
    localStorage.setItem('plant-portal.historical.columns', JSON.stringify({ time: 'dateFinish' })),
  )
  await page.reload()
  await expect(row).toContainText(finish)
  const excelDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Excel' }).click()
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load((await readFile(await (await excelDownload).path())) as unknown as ArrayBuffer)
  const sheet = workbook.worksheets[0]
  const cells: string[] = []
  sheet?.eachRow((r) => {
    const values = (r.values as unknown[]).slice(1)
    if (!values.some((v) => v === order.reference)) return
    for (const v of values) if (v instanceof Date) cells.push(cellText(v))
  })
  expect(cells).toContain(start)
  expect(cells).toContain(finish)

  // The genius board's order: started and finished at the same times.
  await page.goto(`/genius-board/${order.boardId}`)
  await expect(page.getByText(start, { exact: true })).toBeVisible()
  await expect(page.getByText(finish, { exact: true })).toBeVisible()

  // Plant control: the machine's last contact is the order's finish.
  await page.goto('/plant-control')
  await expect(page.getByRole('article', { name: MACHINE })).toContainText(`Last sync ${finish}`)
}

test.describe('in New York', () => {
  test.use({ timezoneId: 'America/New_York', isolated: true })
  test('one finished order reads the plant times on every screen, file and dashboard', async ({ page }) => {
    test.setTimeout(120_000)
    await checkEveryScreen(page, 'America/New_York')
  })
})

test.describe('in Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo', isolated: true })
  test('one finished order reads the plant times on every screen, file and dashboard', async ({ page }) => {
    test.setTimeout(120_000)
    await checkEveryScreen(page, 'Asia/Tokyo')
  })
})
