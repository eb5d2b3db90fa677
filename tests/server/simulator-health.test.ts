/**
 * The simulator's health (issue 18 item 5, ADR 026): when its API key is revoked from the API tab it
 * warns once, sends nothing and /api/health says 'degraded' (still 200: a balancer keeps the
 * instance); when an operator writes a new key into its key file it picks it up on the next tick
 * and recovers. The in-process wiring of start.ts, driven tick by tick with a simulated clock; the
 * standalone CLI's GET /health answers 503 while failing.
 */
import { writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiKeys } from '../../server/db/schema'
import { seedHistory } from '../../server/demo/seed'
import {
  ensureSimulatorKey,
  SIMULATOR_KEY_ALIAS,
  simulatorKeyFile,
} from '../../server/demo/simulator/api-key'
import { serveHealth } from '../../server/demo/simulator/health-server'
import { keyFile } from '../../server/demo/simulator/key-source'
import { RETRY_MS, SimulatorRunner } from '../../server/demo/simulator/runner'
import { PlantSimulator } from '../../server/demo/simulator/simulator'
import { startInProcessSimulator } from '../../server/demo/simulator/start'
import { injectTransport, type Transport } from '../../server/demo/simulator/transport'
import { watchTransport } from '../../server/demo/simulator/watched-transport'
import { SimulatorHealth } from '../../server/services/system/simulator-health'
import { call, login, newKey } from './account-helpers'
import { createTestApp, type TestApp } from './helpers'

const T0 = Date.parse('2026-11-20T10:00:00Z')
const TICK = 10 * 60_000 // ten simulated minutes a tick
let t: TestApp
let manager: string
let realNow = 0 // the runner's real-time clock, moved by hand
const logs = { info: [] as string[], warn: [] as string[] }
let runner: SimulatorRunner
let accepted = 0

beforeAll(async () => {
  t = await createTestApp()
  await seedHistory(t.ctx.db, t.base, { seed: 7, now: new Date(T0), days: 1 })
  manager = await login(t, 'manager@demo.plant')
  // What start.ts assembles, with a clock the test moves.
  const credentials = await ensureSimulatorKey(t.ctx.db, t.ctx.env.DATA_DIR, new Date(T0))
  const keys = keyFile(simulatorKeyFile(t.ctx.env.DATA_DIR), credentials!)
  const log = { info: (m: string) => logs.info.push(m), warn: (m: string) => logs.warn.push(m) }
  const health = t.app.simulatorHealth
  const inner = injectTransport(t.app, keys.current)
  // Counts the batches the API accepted: what "sends nothing" and "sends again" are measured by.
  const counted: Transport = {
    ...inner,
    async send(batch, idempotencyKey) {
      const result = await inner.send(batch, idempotencyKey)
      if (result.status === 200) accepted++
      return result
    },
  }
  const transport = watchTransport(counted, health, log, keys.recovery)
  const simulator = new PlantSimulator(transport, { seed: 7, log: log.info })
  runner = new SimulatorRunner({ simulator, health, keys, log, clock: () => realNow })
}, 120_000)
afterAll(() => t.close())

const health = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' })
  expect(res.statusCode).toBe(200)
  return res.json()
}
const simulatorKey = async () =>
  (await t.ctx.db.select().from(apiKeys).where(eq(apiKeys.alias, SIMULATOR_KEY_ALIAS)))[0]

describe('the in-process simulator and /api/health', () => {
  it('says off before the simulator runs, ok once it runs and sends', async () => {
    expect((await health()).simulator.state).toBe('off')
    expect(await runner.start(T0)).toBe(true)
    const before = accepted
    await runner.tick(T0 + TICK)
    expect(accepted).toBeGreaterThan(before)
    const body = await health()
    expect(body).toMatchObject({ status: 'ok', simulator: { state: 'ok', message: null } })
    expect(logs.warn).toEqual([])
  }, 60_000)

  it('warns once and reports degraded (still 200) when its key is revoked from the API tab', async () => {
    const key = await simulatorKey()
    const revoked = await call(t, manager, 'DELETE', `/api/api-keys/${key.clientId}`, undefined, newKey())
    expect(revoked.statusCode, revoked.body).toBe(200)

    await runner.tick(T0 + 2 * TICK)
    const failing = await health()
    expect(failing).toMatchObject({ status: 'degraded', simulator: { state: 'failing' } })
    expect(failing.simulator.message).toContain('401')
    expect(logs.warn).toHaveLength(1)
    expect(logs.warn[0]).toMatch(/refuses the API key.*simulator-key\.txt/)

    // More ticks, before and after the retry interval: nothing sent, no second warning.
    const before = accepted
    const since = failing.simulator.since
    for (let i = 3; i <= 6; i++) {
      realNow += RETRY_MS / 2
      await runner.tick(T0 + i * TICK)
    }
    expect(accepted).toBe(before)
    expect(logs.warn).toHaveLength(1)
    expect((await health()).simulator.since).toBe(since)
  }, 60_000)

  it('recovers on the next tick once an operator writes a new key (the API tab credentials file)', async () => {
    const created = await call(
      t,
      manager,
      'POST',
      '/api/api-keys',
      { alias: 'Simulator new key', expiresInDays: 365, scopes: ['ingest'] },
      newKey(),
    )
    expect(created.statusCode, created.body).toBe(200)
    writeFileSync(simulatorKeyFile(t.ctx.env.DATA_DIR), created.body)

    const before = accepted
    await runner.tick(T0 + 7 * TICK) // the same real instant: the changed file alone triggers the retry
    expect(await health()).toMatchObject({ status: 'ok', simulator: { state: 'ok', message: null } })
    expect(accepted).toBeGreaterThan(before)
    expect(logs.info).toContain('simulator: found a new API key; trying it')
    expect(logs.info).toContain('simulator: the API key is accepted again; resuming')
    expect(logs.warn).toHaveLength(1)
  }, 60_000)

  it('start.ts reports ok while it runs and off once stopped', async () => {
    const app = await createTestApp()
    try {
      const stop = await startInProcessSimulator(app.app, app.ctx)
      expect(app.app.simulatorHealth.report().state).toBe('ok')
      await stop?.()
      expect(app.app.simulatorHealth.report().state).toBe('off')
    } finally {
      await app.close()
    }
  }, 60_000)
})

describe("the standalone simulator's GET /health", () => {
  it('answers 200 while ok and 503 with the same JSON while failing', async () => {
    const state = new SimulatorHealth()
    const server = await serveHealth(state, 0, '127.0.0.1')
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/health`
      state.set('ok')
      const ok = await fetch(url)
      expect(ok.status).toBe(200)
      expect(await ok.json()).toMatchObject({ status: 'ok', simulator: { state: 'ok' } })
      state.set('failing', 'The ingestion API refuses the API key (401: unknown, revoked or expired)')
      const failing = await fetch(url)
      expect(failing.status).toBe(503)
      expect(await failing.json()).toMatchObject({
        status: 'degraded',
        simulator: { state: 'failing', message: expect.stringContaining('401') },
      })
      expect((await fetch(`${url}/other`)).status).toBe(404)
    } finally {
      server.close()
    }
  })
})
