/**
 * The genius board's promise end to end (issue 16 item 2): an order prepared in the portal and sent
 * to a machine is picked up by the machine's gateway (the bundled simulator, reading
 * GET /api/ingest/v1/prepared-orders with its ingest key), starts on plant control under its own
 * reference, and the board follows it to 'started' with a link to the production order.
 * The test runs a server of its own with the simulator on and an accelerated clock (5 simulated
 * minutes per second), over a copy of the seeded demo plant: the shared servers keep the simulator off.
 */
import path from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import type { BoardCatalog, PreparedOrder } from '../../src/contract/genius-board'
import { test as base, expect } from './support/fixtures'
import { copyDataDir, type RunningServer, startServer } from './support/server'
import { signIn } from './support/session'

const test = base.extend<{ server: RunningServer }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright needs the destructuring pattern
  server: async ({}, use, testInfo) => {
    const root = process.env.E2E_ROOT as string
    const seed = process.env.E2E_SEED_DIR as string
    const dataDir = copyDataDir(seed, path.join(root, `simulator-${Date.now()}`))
    const server = await startServer({ dataDir, env: { SIMULATOR: 'on', SIMULATOR_SPEED: '300' } })
    await use(server)
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('server-output', { body: server.output(), contentType: 'text/plain' })
    }
    await server.stop()
  },
})

const auth = (token: string) => ({ Authorization: `Bearer ${token}` })
let keyNumber = 0
const write = (token: string) => ({
  ...auth(token),
  'Idempotency-Key': `sim-e2e-${Date.now()}-${keyNumber++}`,
})

async function prepareFlexoOrder(request: APIRequestContext, token: string, reference: string) {
  const catalogRes = await request.get('/api/genius-board/catalog', { headers: auth(token) })
  expect(catalogRes.status()).toBe(200)
  const catalog = (await catalogRes.json()) as BoardCatalog
  const machine = catalog.machines.find((m) => m.name === 'Flexo Stack 6C')
  if (!machine) throw new Error('the demo plant has no Flexo Stack 6C')
  const tools = (kind: string) => catalog.tools.filter((t) => t.machineId === machine.id && t.kind === kind)
  const holders = [...tools('plate_cylinder'), ...tools('carrier')]
  const decks = [0, 1].map((i) => ({
    position: i + 1,
    inkId: catalog.inks[i].id,
    anilox: tools('anilox')[i].code,
    plateHolder: holders[i].code,
    tape: tools('tape')[0].code,
    mode: 'print',
    viscosity: 22,
    temperature: 24,
  }))
  const res = await request.post('/api/genius-board/orders', {
    headers: write(token),
    data: {
      machineId: machine.id,
      reference,
      jobName: 'Sim pickup job',
      customer: 'Nordic Snacks',
      materialId: 3,
      width: Math.max(machine.minWidth ?? 400, 500),
      // About 17 simulated hours (3.5 real minutes): plant control, refreshed every minute (5
      // simulated hours), must catch it running, not only before and after it.
      targetMeter: 200_000,
      decks,
    },
  })
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()) as PreparedOrder
}

test('an order sent from the board starts on the simulated machine and shows on plant control', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const { token } = await signIn(page, 'manager')
  if (!token) throw new Error('no token')
  const reference = `GB${String(Date.now()).slice(-6)}`
  const order = await prepareFlexoOrder(page.request, token, reference)

  const sent = await page.request.post(`/api/genius-board/orders/${order.id}/send`, {
    headers: write(token),
    data: { version: order.version },
  })
  expect(sent.status(), await sent.text()).toBe(200)

  // The running order finishes on the accelerated clock, then the operator runs the prepared one:
  // the board follows it to started. Asked of the API rather than waited for on the screen, whose
  // plant-control poll comes only once a minute.
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/genius-board/orders/${order.id}`, { headers: auth(token) })
        return ((await res.json()) as PreparedOrder).state
      },
      { timeout: 180_000, intervals: [1_000] },
    )
    .toMatch(/started|finished/)
  // Plant control, opened now, shows it running under its own reference (it runs for about 3.5
  // real minutes: 17 simulated hours).
  await page.goto('/plant-control')
  const card = page.getByRole('article', { name: 'Flexo Stack 6C' })
  await expect(card).toContainText(reference)
  await expect(card).toContainText('Sim pickup job')

  // The board links it to the production order it became.
  await page.goto(`/genius-board/${order.id}`)
  await expect(page.getByRole('link', { name: /production order|order detail/i })).toBeVisible()
})
