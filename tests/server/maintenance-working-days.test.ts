/**
 * Issue 29, planning that reads right: no generated work order (the demo seed's included) falls on
 * a day the plant's settings say it does not work, so on a Saturday of a Monday-Friday plant
 * "due today" counts nothing.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { seedMaintenance } from '../../server/demo/maintenance/seed-maintenance'
import { bearer, signIn } from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

// 10:00 in Madrid on Saturday 28 November 2026: the seed's day and the dashboard's today.
const saturday = new Date('2026-11-28T09:00:00Z')

/** ISO weekdays (1 Monday .. 7 Sunday) of the work orders' planned days, with how many each. */
async function weekdaysOf(t: TestApp) {
  const rows = await t.ctx.db.execute<{ dow: number; n: number }>(sql`
    select extract(isodow from date)::int as dow, count(*)::int as n from maintenance_events group by 1 order by 1`)
  return Object.fromEntries(rows.rows.map((r) => [r.dow, r.n]))
}

describe('the demo maintenance over a Monday-Friday plant, seeded on a Saturday', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ now: () => saturday }, {}, { fixture: 'base' })
    await seedMaintenance(t.ctx.db, { plantId: t.base.plantId, userIds: t.base.userIds, now: saturday })
  }, 120_000)
  afterAll(() => t.close())

  it('puts no work order on a Saturday or a Sunday, postponed ones included', async () => {
    const byDay = await weekdaysOf(t)
    expect(byDay[1]).toBeGreaterThan(0)
    expect(byDay[6] ?? 0).toBe(0)
    expect(byDay[7] ?? 0).toBe(0)
  })

  it('answers "due today" 0 on that Saturday, and counts the Monday after in the week', async () => {
    const manager = await signIn(t, 'manager@demo.plant')
    const res = await t.app.inject({ url: '/api/maintenanceEvent/dashboard', headers: bearer(manager) })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().dueToday).toBe(0)
    expect(res.json().dueThisWeek).toBeGreaterThan(0)
  })

  it("generates a new task's work orders on working days only, from the API", async () => {
    const manager = await signIn(t, 'manager@demo.plant')
    const [machine] = await t.ctx.db.select().from(schema.machines).limit(1)
    const boundary = '----wd'
    const fields: Record<string, string> = {
      name: 'Check the anilox',
      description: 'Look for wear',
      provider: 'Own staff',
      type: 'review',
      condition: 'stopped',
      frequency: 'daily',
      reason: 'Print quality',
      durationMinutes: '30',
      risk: '3',
      startDate: '2026-11-28',
      endDate: '2027-02-28',
      machines: String(machine.id),
    }
    const payload = `${Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('')}--${boundary}--\r\n`
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/maintenance',
      headers: {
        ...bearer(manager),
        'idempotency-key': 'working-days-daily',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    })
    expect(res.statusCode, res.body).toBe(200)
    const events = await t.ctx.db
      .select({ date: schema.maintenanceEvents.date })
      .from(schema.maintenanceEvents)
      .where(eq(schema.maintenanceEvents.taskId, res.json().id))
    expect(events.length).toBeGreaterThan(50)
    const weekend = events.filter((e) => [0, 6].includes(new Date(`${e.date}T00:00:00Z`).getUTCDay()))
    expect(weekend).toEqual([])
  })
})

describe('a plant whose settings say Monday-Thursday', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ now: () => saturday }, {}, { fixture: 'base' })
    await t.ctx.db
      .update(schema.plants)
      .set({ maintenanceWorkingDays: [1, 2, 3, 4], workingDaysPerWeek: 4 })
      .where(eq(schema.plants.id, t.base.plantId))
    await seedMaintenance(t.ctx.db, { plantId: t.base.plantId, userIds: t.base.userIds, now: saturday })
  }, 120_000)
  afterAll(() => t.close())

  it('gets its demo work on Monday to Thursday only', async () => {
    const byDay = await weekdaysOf(t)
    expect(Object.keys(byDay).map(Number)).toEqual([1, 2, 3, 4])
  })
})
