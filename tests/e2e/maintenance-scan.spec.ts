/**
 * Scan an asset (issue 13): Chromium's fake camera plays a .y4m file this test writes, showing the
 * QR code of a label; the scanner reads it with the library (Chromium on Linux has no
 * BarcodeDetector) and opens the asset with its open work orders. A code that is no asset label,
 * and a typed number that is no asset of the plant, are said so. Read-only.
 *
 * The file's path goes into the browser's launch flags, so it is fixed before the browser starts;
 * Chromium opens the file when a page asks for the camera, so each test writes the code it needs
 * just before opening the scanner.
 */
import { rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import { fakeCameraLaunch, qrVideo } from './support/fake-camera'
import { expect, test } from './support/fixtures'
import { tr } from './support/i18n'
import {
  expectOffline,
  offlineConsoleNoise,
  waitForPersistedQuery,
  waitForServiceWorker,
} from './support/offline-helpers'
import { signIn } from './support/session'

/** One file per worker: the launch flags name it before any test runs, each test writes its code. */
const video = path.join(os.tmpdir(), `pp-scan-e2e-${process.pid}.y4m`)

test.use({
  serviceWorkers: 'allow',
  permissions: ['camera'],
  launchOptions: fakeCameraLaunch(video),
})
// There before the browser starts (a worker fixture, launched for the first test's page), in case
// Chromium looks at it then; written in the worker, since the runner's process loads this file too.
test.beforeAll(() => writeFileSync(video, qrVideo(null)))
test.afterAll(() => rmSync(video, { force: true }))

interface Named {
  id: number
  name: string
}

const auth = (token: string | null) => ({ Authorization: `Bearer ${token}` })

async function plantData(request: APIRequestContext, token: string | null) {
  const res = await request.get('/api/maintenanceEvent/data', { headers: auth(token) })
  expect(res.status()).toBe(200)
  return (await res.json()) as { machines: Named[]; assets: Array<Named & { machineId: number | null }> }
}

async function openWork(request: APIRequestContext, token: string | null, assetId: number) {
  const res = await request.get('/api/maintenanceEvent', {
    headers: auth(token),
    params: { assets: String(assetId), maintenanceStates: '1,4', limit: '50' },
  })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { total: number; results: Array<{ id: number; taskName: string }> }).results
}

test("the camera reads an asset's label and the scanner opens it with its open work orders", async ({
  page,
}) => {
  const { token, account } = await signIn(page, 'tech')
  const t = (m: string) => tr(account.locale, m)
  const data = await plantData(page.request, token)
  expect(data.assets.length, 'tech@ has assets on their machines (demo data)').toBeGreaterThan(0)
  // The asset with the most open work, so the list has something to show.
  let asset = data.assets[0]
  let work = await openWork(page.request, token, asset.id)
  for (const other of data.assets.slice(1)) {
    const its = await openWork(page.request, token, other.id)
    if (its.length > work.length) {
      asset = other
      work = its
    }
  }
  // Printed under another host name of the same server: still this plant's asset.
  writeFileSync(video, qrVideo(`http://plant-portal.local/maintenance/all?assets=${asset.id}`))

  await page.goto('/maintenance/scan')
  await expect(page.getByRole('heading', { name: asset.name, exact: true })).toBeVisible({
    timeout: 20_000,
  })
  const machine = data.machines.find((m) => m.id === asset.machineId)
  if (machine) await expect(page.getByText(`${machine.name} · `, { exact: false }).first()).toBeVisible()
  if (work.length === 0) {
    await expect(page.getByText(t('No open work orders for this asset.'))).toBeVisible()
  } else {
    for (const event of work.slice(0, 5)) {
      await expect(page.locator(`a[href="/maintenance/events/${event.id}"]`).first()).toBeVisible()
    }
  }
  // A technician is not offered a new corrective request; the camera is off under the result.
  await expect(page.getByRole('link', { name: t('Request corrective maintenance') })).toHaveCount(0)
  await expect
    .poll(() =>
      page.evaluate(
        () => (document.querySelector('video')?.srcObject as MediaStream | null)?.active ?? false,
      ),
    )
    .toBe(false)
})

test('a code that is no asset label, and a number that is no asset of the plant, say so', async ({
  page,
}) => {
  const { token, account } = await signIn(page, 'tech')
  const t = (m: string) => tr(account.locale, m)
  writeFileSync(video, qrVideo('https://example.com/x'))

  await page.goto('/maintenance/scan')
  await expect(page.getByText(t('This code is not an asset label'))).toBeVisible({ timeout: 20_000 })
  // The camera goes on scanning.
  expect(
    await page.evaluate(() => (document.querySelector('video')?.srcObject as MediaStream | null)?.active),
  ).toBe(true)

  const data = await plantData(page.request, token)
  const missing = Math.max(...data.assets.map((a) => a.id)) + 1000
  await page.getByRole('textbox', { name: t('Asset number') }).fill(String(missing))
  await page.getByRole('button', { name: t('Open the asset') }).click()
  await expect(page.getByText(t('This is not an asset of your plant'))).toBeVisible()
})

test("offline, the scanner still reads a label and opens the asset from the device's data", async ({
  page,
  context,
  consoleGuard,
}) => {
  consoleGuard.allow(offlineConsoleNoise)
  const { token, body } = await signIn(page, 'tech')
  const userId = (body as { user: { userId: number } }).user.userId
  await waitForServiceWorker(page)
  const data = await plantData(page.request, token)
  const asset = data.assets[0]
  // Online once in the area: the plant's assets and the user's work orders stay on the device.
  await page.goto('/maintenance/today')
  await expect(page.getByTestId('kept-work-orders')).toBeVisible({ timeout: 20_000 })
  // The area's data (its assets) by its key: any query's saved state has a "data" field.
  await waitForPersistedQuery(page, userId, '["maintenance","data"]')

  await context.setOffline(true)
  await expectOffline(page)
  writeFileSync(video, qrVideo(`${new URL(page.url()).origin}/maintenance/all?assets=${asset.id}`))
  await page.reload()
  await page.goto('/maintenance/scan')
  // The decoder (JavaScript and WebAssembly) comes from the worker's precache, the asset from the device.
  await expect(page.getByRole('heading', { name: asset.name, exact: true })).toBeVisible({
    timeout: 20_000,
  })
  await context.setOffline(false)
})
