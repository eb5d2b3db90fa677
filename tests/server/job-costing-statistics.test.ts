/**
 * GET /api/job-cost/statistics (spec 002 §2.2, §3.2, §7.2; issue 15 item 2): 12 weeks or months
 * per consumable type of a machine named by its hash code, plant-local, with sums a test can add up
 * by hand from the orders it inserts, the recalculation flags and progress, and the refusals.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { COST_STATISTICS_PERIODS, type CostStatisticsRow } from '../../src/contract/job-costing'
import { call } from './account-helpers'
import { type DemoMachineRef, demoMachinesByName, ProductionBuilder, signIn } from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let m: Record<string, DemoMachineRef>
let manager: string
/** The app's clock: Friday 2026-11-20, 11:00 in Madrid (the demo plant's zone). */
let now = new Date('2026-11-20T10:00:00Z')
const ids: Record<string, number> = {}

const flexo = () => m['Flexo CI 1']
/** Flexo CI 1's consumable types (server/demo/seed-base.ts). */
const FLEXO_TYPES = [1, 2, 3, 4, 5, 7, 8, 9]

beforeAll(async () => {
  t = await createTestApp({ now: () => now })
  m = await demoMachinesByName(t.ctx.db)
  manager = await signIn(t, 'manager@demo.plant')
  const b = new ProductionBuilder(t.ctx.db, t.base.plantId)
  const order = async (
    name: string,
    machine: DemoMachineRef,
    start: string,
    figures: { clean: number; waste: number; width: number; finished?: boolean },
    consumptions: [type: number, group: number, consumption: number, cost: number | null][],
  ) => {
    const row = await b.order({
      machineId: machine.id,
      reference: name,
      dateStart: start,
      dateFinish: figures.finished === false ? null : new Date(Date.parse(start) + 2 * 3600e3),
      cleanMeter: figures.clean,
      wasteMeter: figures.waste,
      width: figures.width,
    })
    ids[name] = row.id
    if (consumptions.length) {
      await t.ctx.db.insert(schema.orderConsumptions).values(
        consumptions.map(([consumableTypeId, groupId, consumption, cost]) => ({
          orderId: row.id,
          consumableTypeId,
          groupId,
          consumption,
          cost,
        })),
      )
    }
  }
  // Week of Monday 16 November: energy, two ink groups (one order's area counted once), material unpriced.
  await order('A', flexo(), '2026-11-17T08:00:00Z', { clean: 1000, waste: 100, width: 500 }, [
    [1, 0, 120, 18.5],
    [2, 1, 3.5, 20],
    [2, 2, 1.5, 9],
    [3, 0, 400, null],
  ])
  // Week of Monday 2 November.
  await order('B', flexo(), '2026-11-03T10:00:00Z', { clean: 2000, waste: 0, width: 1000 }, [[1, 0, 200, 30]])
  // 31 October 23:30 UTC is 1 November 00:30 in Madrid: November, and the week of Monday 26 October.
  await order('C', flexo(), '2026-10-31T23:30:00Z', { clean: 300, waste: 20, width: 250 }, [[1, 0, 10, 1.25]])
  // The first month of the 12 (December 2025) and one just before it (November 2025).
  await order('D', flexo(), '2025-12-01T10:00:00Z', { clean: 100, waste: 0, width: 100 }, [[1, 0, 7, 0.7]])
  await order('E', flexo(), '2025-11-30T10:00:00Z', { clean: 100, waste: 0, width: 100 }, [[1, 0, 1000, 100]])
  // Not counted: a running order, another machine's.
  await order(
    'running',
    flexo(),
    '2026-11-18T08:00:00Z',
    { clean: 50, waste: 5, width: 500, finished: false },
    [[1, 0, 1000, 100]],
  )
  await order('other', m['Flexo CI 2'], '2026-11-17T08:00:00Z', { clean: 50, waste: 5, width: 500 }, [
    [1, 0, 1000, 100],
  ])
}, 120_000)
afterAll(() => t.close())

const statistics = (query: Record<string, string>, token = manager) =>
  call(t, token, 'GET', `/api/job-cost/statistics?${new URLSearchParams(query)}`)

const rowsOf = async (query: Record<string, string>): Promise<CostStatisticsRow[]> => {
  const res = await statistics(query)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().rows
}
const rowOf = (rows: CostStatisticsRow[], type: number, label: string) =>
  rows.find((r) => r.consumableTypeId === type && r.label === label)!

describe('GET /job-cost/statistics', () => {
  it('gives 12 months per type ending with the month of the date, every month present', async () => {
    const rows = await rowsOf({ date: '2026-11-20', groupBy: 'month', machineHashCode: flexo().hashCode })
    expect(rows).toHaveLength(FLEXO_TYPES.length * COST_STATISTICS_PERIODS)
    for (const type of FLEXO_TYPES) {
      const labels = rows.filter((r) => r.consumableTypeId === type).map((r) => r.label)
      expect(labels[0]).toBe('2025-12-01')
      expect(labels.at(-1)).toBe('2026-11-01')
      expect(labels.every((l) => l.endsWith('-01'))).toBe(true)
      expect(new Set(labels).size).toBe(COST_STATISTICS_PERIODS)
    }
    // November: A + B + C (C started in November, plant time).
    expect(rowOf(rows, 1, '2026-11-01')).toEqual({
      consumableTypeId: 1,
      label: '2026-11-01',
      consumption: 330,
      cost: 49.75,
      // (1100 x 500 + 2000 x 1000 + 320 x 250) / 1000
      squareMeters: 2630,
      meter: 3420,
      recalculate: false,
    })
    // Ink: A's two groups summed, its area and meters once.
    expect(rowOf(rows, 2, '2026-11-01')).toMatchObject({
      consumption: 5,
      cost: 29,
      squareMeters: 550,
      meter: 1100,
    })
    // Material: not priced yet, a cost of 0.
    expect(rowOf(rows, 3, '2026-11-01')).toMatchObject({ consumption: 400, cost: 0, squareMeters: 550 })
    expect(rowOf(rows, 1, '2026-10-01')).toMatchObject({ consumption: 0, cost: 0, squareMeters: 0, meter: 0 })
    expect(rowOf(rows, 1, '2025-12-01')).toMatchObject({
      consumption: 7,
      cost: 0.7,
      squareMeters: 10,
      meter: 100,
    })
    // November 2025 is outside the 12 months: only D, B, A and C are in the sums.
    expect(rows.filter((r) => r.consumableTypeId === 1).reduce((s, r) => s + r.consumption, 0)).toBe(337)
    expect(
      rows.filter((r) => r.consumableTypeId === 4).every((r) => r.consumption === 0 && r.meter === 0),
    ).toBe(true)
  })

  it('gives 12 weeks per type labelled by their Mondays', async () => {
    const rows = await rowsOf({ date: '2026-11-20', groupBy: 'week', machineHashCode: flexo().hashCode })
    expect(rows).toHaveLength(FLEXO_TYPES.length * COST_STATISTICS_PERIODS)
    const labels = rows.filter((r) => r.consumableTypeId === 1).map((r) => r.label)
    expect(labels[0]).toBe('2026-08-31')
    expect(labels.at(-1)).toBe('2026-11-16')
    for (const label of labels) expect(new Date(`${label}T00:00:00Z`).getUTCDay()).toBe(1)
    expect(rowOf(rows, 1, '2026-11-16')).toMatchObject({ consumption: 120, cost: 18.5, squareMeters: 550 })
    expect(rowOf(rows, 1, '2026-11-09')).toMatchObject({ consumption: 0, cost: 0 })
    expect(rowOf(rows, 1, '2026-11-02')).toMatchObject({ consumption: 200, cost: 30, squareMeters: 2000 })
    expect(rowOf(rows, 1, '2026-10-26')).toMatchObject({ consumption: 10, cost: 1.25, squareMeters: 80 })
    // The default grouping is month.
    const byDefault = await rowsOf({ date: '2026-11-20', machineHashCode: flexo().hashCode })
    expect(byDefault.filter((r) => r.consumableTypeId === 1).at(-1)?.label).toBe('2026-11-01')
  })

  it("flags the periods of an order waiting for recalculation, and gives the plant's progress", async () => {
    const query = { date: '2026-11-20', groupBy: 'week', machineHashCode: flexo().hashCode }
    const before = await statistics(query)
    expect(before.json().recalculation).toEqual({ pending: 0, done: 0, running: false })
    expect(before.json().rows.some((r: CostStatisticsRow) => r.recalculate)).toBe(false)

    await t.ctx.db.insert(schema.orderCostRecalculations).values([
      { orderId: ids.B, plantId: t.base.plantId },
      // Another machine's order counts in the plant's progress, not in this machine's bars.
      { orderId: ids.other, plantId: t.base.plantId },
    ])
    await t.ctx.db.insert(schema.costRecalculationRuns).values({ plantId: t.base.plantId, total: 5, done: 3 })
    const res = await statistics(query)
    expect(res.json().recalculation).toEqual({ pending: 2, done: 3, running: true })
    const rows: CostStatisticsRow[] = res.json().rows
    const flagged = new Set(rows.filter((r) => r.recalculate).map((r) => r.label))
    expect([...flagged]).toEqual(['2026-11-02'])
    // Every type's bar of that week, not only the types of B's consumptions.
    expect(rows.filter((r) => r.label === '2026-11-02').every((r) => r.recalculate)).toBe(true)

    const months = await rowsOf({ ...query, groupBy: 'month' })
    expect(new Set(months.filter((r) => r.recalculate).map((r) => r.label))).toEqual(new Set(['2026-11-01']))
    await t.ctx.db.delete(schema.orderCostRecalculations)
    await t.ctx.db.delete(schema.costRecalculationRuns)
  })

  it("refuses a date after the plant's today, which is ahead of the UTC day after 23:00 UTC", async () => {
    const future = await statistics({ date: '2026-11-21', machineHashCode: flexo().hashCode })
    expect(future.statusCode).toBe(400)
    expect(future.json().errors[0].field).toBe('date')
    now = new Date('2026-11-20T23:30:00Z')
    try {
      expect((await statistics({ date: '2026-11-21', machineHashCode: flexo().hashCode })).statusCode).toBe(
        200,
      )
      expect((await statistics({ date: '2026-11-22', machineHashCode: flexo().hashCode })).statusCode).toBe(
        400,
      )
    } finally {
      now = new Date('2026-11-20T10:00:00Z')
    }
    const bad = await statistics({ date: '2026-13-01', machineHashCode: flexo().hashCode })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors[0].field).toBe('date')
  })

  it('refuses a date before 1970 naming date (year 1 reached the database, which named the request)', async () => {
    for (const groupBy of ['month', 'week']) {
      for (const date of ['0001-01-01', '0099-12-31', '1969-12-31']) {
        const res = await statistics({ date, groupBy, machineHashCode: flexo().hashCode })
        expect(res.statusCode, `${date} ${groupBy}`).toBe(400)
        expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['date'])
      }
    }
    const first = await rowsOf({ date: '1970-01-01', groupBy: 'week', machineHashCode: flexo().hashCode })
    expect(first.find((r) => r.consumableTypeId === 1)?.label).toBe('1969-10-13')
  })

  it("answers 404 for an unknown hash code and 403 for another user's machine", async () => {
    const unknown = await statistics({ date: '2026-11-20', machineHashCode: 'no-such-machine' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error).toBe('MACHINE_NOT_FOUND')

    const [row] = await t.ctx.db
      .select({ roles: schema.users.roles })
      .from(schema.users)
      .where(eq(schema.users.email, 'operator@demo.plant'))
    await t.ctx.db
      .update(schema.users)
      .set({ roles: [...row.roles, 'ROLE_JOB_COSTING'] })
      .where(eq(schema.users.email, 'operator@demo.plant'))
    const operator = await signIn(t, 'operator@demo.plant')
    const roto = await statistics(
      { date: '2026-11-20', machineHashCode: m['Roto R9 North'].hashCode },
      operator,
    )
    expect(roto.statusCode).toBe(403)
    expect(roto.json().error).toBe('MACHINE_NOT_ASSIGNED')
    expect(
      (await statistics({ date: '2026-11-20', machineHashCode: flexo().hashCode }, operator)).statusCode,
    ).toBe(200)
    // Without ROLE_JOB_COSTING: no cost figures.
    const tech = await signIn(t, 'tech@demo.plant')
    expect(
      (await statistics({ date: '2026-11-20', machineHashCode: flexo().hashCode }, tech)).statusCode,
    ).toBe(403)
  })

  it('answers no rows for a machine without consumable types', async () => {
    const res = await statistics({ date: '2026-11-20', machineHashCode: m['Roto R9 South'].hashCode })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ rows: [], recalculation: { pending: 0, done: 0, running: false } })
  })
})
