/**
 * The order detail after an offline start (issue 10): an order opened once online stays readable
 * from the persisted query cache, with its age, and the calls that need the server say so.
 */
import { expect, test } from '../support/fixtures'
import {
  expectOffline,
  offlineConsoleNoise,
  waitForPersistedQuery,
  waitForServiceWorker,
} from '../support/offline-helpers'
import { signIn } from '../support/session'

test.use({ serviceWorkers: 'allow' })

test('an order opened once is readable offline, dated, with its PDF download disabled', async ({
  page,
  context,
  consoleGuard,
}) => {
  consoleGuard.allow(offlineConsoleNoise)
  const { body, token } = await signIn(page, 'manager')
  const userId = (body as { user: { userId: number } }).user.userId
  const res = await page.request.post('/api/order/historic', {
    headers: { authorization: `Bearer ${token}` },
    data: { limit: 50 },
  })
  const row = (
    (await res.json()).results as {
      machine: string
      machineHashCode: string
      idM: number
      insertTimestamp: number
      reference: string
      dateFinish: string | null
    }[]
  ).find((r) => r.machine === 'Offset VO-6 A' && r.dateFinish !== null)
  if (!row) throw new Error('no finished order of Offset VO-6 A')
  const path = `/machine-control/${row.machineHashCode}/${row.idM}/${row.insertTimestamp}`
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 2, name: row.reference })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Inkwells' })).toBeVisible()
  await waitForServiceWorker(page)
  await waitForPersistedQuery(page, userId, '"production"')
  await waitForPersistedQuery(page, userId, '"configuration"')

  await context.setOffline(true)
  const reload = await page.reload()
  expect(reload?.fromServiceWorker()).toBe(true)
  await expectOffline(page)
  await expect(page.getByRole('heading', { level: 2, name: row.reference })).toBeVisible()
  await expect(page.getByText(/^Offline: data from \d\d:\d\d$/)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Rolls' }).getByRole('table')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Inkwells' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'The PDF report needs a connection' })).toBeDisabled()
})
