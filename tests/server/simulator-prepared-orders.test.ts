/**
 * The bundled simulator as a machine gateway for the genius board (issue 16 item 2): it reads the
 * orders sent to its machines through GET /api/ingest/v1/prepared-orders, starts the oldest at the
 * machine's next order change with its preparedOrderId, and the board follows it to started and
 * finished. An order still prepared (not sent) is never run.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema'
import { seedHistory } from '../../server/demo/seed'
import { ensureSimulatorKey } from '../../server/demo/simulator/api-key'
import { PlantSimulator } from '../../server/demo/simulator/simulator'
import { injectTransport } from '../../server/demo/simulator/transport'
import type { BoardCatalog, PreparedOrder, PreparedOrderInput } from '../../src/contract/genius-board'
import { call, newKey } from './account-helpers'
import { signIn } from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

const T0 = Date.parse('2026-11-20T10:00:00Z')
let app: TestApp
let sim: PlantSimulator
let manager: string
const logs: string[] = []

beforeAll(async () => {
  app = await createTestApp()
  await seedHistory(app.ctx.db, app.base, { seed: 11, now: new Date(T0), days: 1 })
  const credentials = await ensureSimulatorKey(app.ctx.db, app.ctx.env.DATA_DIR, new Date(T0))
  sim = new PlantSimulator(injectTransport(app.app, credentials!), { seed: 11, log: (m) => logs.push(m) })
  await sim.init(T0)
  manager = await signIn(app, 'manager@demo.plant')
}, 120_000)
afterAll(() => app.close())

async function prepare(reference: string): Promise<PreparedOrder> {
  const catalog = (await call(app, manager, 'GET', '/api/genius-board/catalog')).json() as BoardCatalog
  const machine = catalog.machines.find((m) => m.name === 'Slitter DS 1')!
  const input: PreparedOrderInput = {
    machineId: machine.id,
    reference,
    jobName: 'Sim queue job',
    customer: 'Nordic Snacks',
    materialId: 4,
    width: 800,
    targetMeter: 1200,
  }
  const res = await call(app, manager, 'POST', '/api/genius-board/orders', input, newKey())
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as PreparedOrder
}

const stateOf = async (id: number) =>
  (await app.ctx.db.select().from(t.preparedOrders).where(eq(t.preparedOrders.id, id)))[0]

describe('the simulator works the genius board queue', () => {
  it('runs the sent order at the next order change, under its reference, and finishes it', async () => {
    const waiting = await prepare('SIM-Q-2')
    const sent = await prepare('SIM-Q-1')
    const res = await call(
      app,
      manager,
      'POST',
      `/api/genius-board/orders/${sent.id}/send`,
      { version: sent.version },
      newKey(),
    )
    expect(res.statusCode, res.body).toBe(200)

    // Ticks of 10 simulated minutes until the machine has started and finished the sent order.
    let now = T0
    for (; now <= T0 + 24 * 3_600_000; now += 10 * 60_000) {
      await sim.tick(now)
      if ((await stateOf(sent.id)).state === 'finished') break
    }
    expect(logs).toEqual([])
    const done = await stateOf(sent.id)
    expect(done.state).toBe('finished')
    const [order] = await app.ctx.db
      .select()
      .from(t.productionOrders)
      .where(eq(t.productionOrders.id, done.productionOrderId!))
    expect(order.reference).toBe('SIM-Q-1')
    expect(order.targetMeter).toBe(1200)
    expect(order.width).toBe(800)
    expect(order.dateFinish).not.toBeNull()
    // The order only prepared (never sent) is not run.
    expect((await stateOf(waiting.id)).state).toBe('prepared')
  }, 240_000)
})
