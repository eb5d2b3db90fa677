/**
 * Latency of the historical search and plant control over a realistic volume: ~4,000 orders on
 * the 12 demo machines, 100 rows a page. The target is p95 < 50 ms on Postgres; in-memory PGlite
 * (Postgres in WASM) under a shared CPU is the slow case, so the assertions only catch gross
 * regressions (a query per row or per machine: seconds, not milliseconds) and the measured figures
 * are printed; the speed itself is bench:api's. They hold the median, not the p95: a CI host busy
 * with other steps put one run's p95 at 513 ms (median 219) where an idle one measures a third.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invalidatePlantReads } from '../../server/services/plant/read-cache'
import {
  bearer,
  type DemoMachineRef,
  demoMachinesByName,
  ProductionBuilder,
  signIn,
} from './fixtures/production'
import { createTestApp, TEST_NOW, type TestApp } from './helpers'

const ORDERS = 4000
let t: TestApp
let manager: string
let m: Record<string, DemoMachineRef>

function p95(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.ceil(sorted.length * 0.95) - 1]
}

async function timeRequests(run: (i: number) => Promise<{ statusCode: number }>, n: number) {
  for (let i = 0; i < 5; i++) await run(i)
  const samples: number[] = []
  for (let i = 0; i < n; i++) {
    // Measure the queries, not the per-plant read cache (tests/server/plant-cache.test.ts covers it).
    invalidatePlantReads(t.ctx.db, t.base.plantId)
    const start = performance.now()
    const res = await run(i)
    samples.push(performance.now() - start)
    expect(res.statusCode).toBe(200)
  }
  return { p95: p95(samples), median: samples.sort((a, b) => a - b)[Math.floor(n / 2)] }
}

beforeAll(async () => {
  t = await createTestApp({ now: () => TEST_NOW })
  manager = await signIn(t, 'manager@demo.plant')
  m = await demoMachinesByName(t.ctx.db)
  const machines = Object.values(m)
  const b = new ProductionBuilder(t.ctx.db, t.base.plantId)
  const customers = await Promise.all(Array.from({ length: 40 }, (_, i) => b.customer(`Customer ${i}`)))
  const operators = await Promise.all(Array.from({ length: 20 }, (_, i) => b.operator(`Operator ${i}`)))
  const jobs: Awaited<ReturnType<ProductionBuilder['job']>>[] = []
  for (let i = 0; i < 300; i++) {
    jobs.push(
      await b.job({
        reference: `JOB-${1000 + i}`,
        customerId: customers[i % customers.length].id,
        materialId: (i % 11) + 1,
        width: 600 + (i % 10) * 50,
        format: 400 + (i % 5) * 50,
        numColor: (i % 8) + 1,
      }),
    )
  }
  const start = Date.parse('2025-11-20T00:00:00Z')
  const orderIds = await b.orders(
    Array.from({ length: ORDERS }, (_, i) => {
      const job = jobs[(i * 7) % jobs.length]
      const dateStart = new Date(start + i * 2.2 * 3600 * 1000)
      return {
        machineId: machines[i % machines.length].id,
        reference: `PO-${String(100000 + i)}`,
        jobId: job.id,
        dateStart,
        dateFinish: new Date(dateStart.getTime() + 2 * 3600 * 1000),
        targetMeter: 5000,
        cleanMeter: 3000 + ((i * 37) % 3000),
        wasteMeter: 100 + (i % 50),
        numRoll: 1 + (i % 9),
        speedTotal: 150 + (i % 100),
        speedTurning: 200 + (i % 100),
        poCost: 1000 + i,
        poCostSurface: 0.1,
      }
    }),
  )
  await b.orderOperators(
    orderIds.flatMap((orderId, i) => {
      const dateStart = new Date(start + i * 2.2 * 3600 * 1000)
      return [
        {
          orderId,
          operatorId: operators[i % 20].id,
          dateStart,
          dateFinish: new Date(dateStart.getTime() + 3600e3),
        },
        {
          orderId,
          operatorId: operators[(i + 3) % 20].id,
          dateStart: new Date(dateStart.getTime() + 3600e3),
        },
      ]
    }),
  )
  await t.ctx.db.execute(sql`analyze`)
}, 120_000)
afterAll(() => t.close())

describe('historical search and plant control at volume', () => {
  const bodies = [
    { limit: 100, offset: 0 },
    { limit: 100, offset: 2000 },
    { limit: 100, customer: ['Customer 3', 'Customer 7'] },
    { limit: 100, order: '1234' },
    { limit: 100, operator: ['Operator 5'], progress: [3] },
    { limit: 100, date_start: '01.03.2026', date_finish: '31.05.2026', line: [1, 3] },
    { limit: 100, material: [6], width: '800' },
  ]

  it('keeps POST /api/order/historic fast on ~4,000 orders with 100-row pages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order/historic',
      headers: bearer(manager),
      payload: { limit: 100 },
    })
    expect(res.json().total).toBe(ORDERS)
    expect(res.json().results).toHaveLength(100)
    const timing = await timeRequests(
      (i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/order/historic',
          headers: bearer(manager),
          payload: bodies[i % bodies.length],
        }),
      70,
    )
    console.log(
      `historic (PGlite, ${ORDERS} orders, 100 rows): median ${timing.median.toFixed(1)} ms, p95 ${timing.p95.toFixed(1)} ms`,
    )
    expect(timing.median).toBeLessThan(1000)
  })

  it('keeps GET /api/plant-control/machines fast', async () => {
    const timing = await timeRequests(
      () => t.app.inject({ method: 'GET', url: '/api/plant-control/machines', headers: bearer(manager) }),
      50,
    )
    console.log(
      `plant control (PGlite): median ${timing.median.toFixed(1)} ms, p95 ${timing.p95.toFixed(1)} ms`,
    )
    expect(timing.median).toBeLessThan(500)
  })
})
