/**
 * The demo's usage-based tasks (issue 33 item 4): seeded over the generated history, each part way
 * to its threshold and none crossed (so the demo's work orders stay what they were), the
 * near-threshold one a couple of thousand meters short, which a running simulator crosses.
 */
import { eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../../server/db/schema'
import { NEAR_THRESHOLD_TASK, seedUsageTasks } from '../../server/demo/maintenance/seed-maintenance-usage'
import { seedHistory } from '../../server/demo/seed'
import { ensureSimulatorKey } from '../../server/demo/simulator/api-key'
import { PlantSimulator } from '../../server/demo/simulator/simulator'
import { injectTransport } from '../../server/demo/simulator/transport'
import { sweepUsage } from '../../server/services/maintenance/usage/usage-sweep'
import { progressOf, usageTasks } from '../../server/services/maintenance/usage/usage-tasks'
import { createTestApp, type TestApp } from './helpers'

const anchor = new Date('2026-11-18T16:20:00Z')
let app: TestApp

beforeAll(async () => {
  app = await createTestApp()
  await seedHistory(app.ctx.db, app.base, { seed: 42, now: anchor, days: 10 })
  await seedUsageTasks(app.ctx.db, { plantId: app.base.plantId, userIds: app.base.userIds, now: anchor })
}, 180_000)
afterAll(() => app.close())

describe('demo usage-based tasks', () => {
  it('are part way to their thresholds, none crossed, and plan nothing when seeded', async () => {
    const tasks = await usageTasks(app.ctx.db)
    expect(tasks).toHaveLength(5)
    const names = await app.ctx.db
      .select({ id: t.maintenanceTasks.id, name: t.maintenanceTasks.name })
      .from(t.maintenanceTasks)
      .where(isNotNull(t.maintenanceTasks.usage))
    const nameOf = new Map(names.map((n) => [n.id, n.name]))
    for (const task of tasks) {
      const [p] = await progressOf(app.ctx.db, task, anchor)
      expect(p.value, nameOf.get(task.id)).toBeGreaterThan(0)
      expect(p.value, nameOf.get(task.id)).toBeLessThan(p.threshold)
      expect(p.forecastDay, nameOf.get(task.id)).not.toBeNull()
      // Issue 44: "Expected" on a Sunday of the Monday-to-Friday demo plant no more.
      const weekday = ((new Date(`${p.forecastDay}T00:00:00Z`).getUTCDay() + 6) % 7) + 1
      expect(task.workingDays, `${nameOf.get(task.id)} ${p.forecastDay}`).toContain(weekday)
      if (nameOf.get(task.id) === NEAR_THRESHOLD_TASK) {
        expect(p.threshold - p.value).toBeGreaterThan(1000)
        expect(p.threshold - p.value).toBeLessThan(3000)
      }
    }
    expect(await sweepUsage(app.ctx.db, anchor)).toEqual([])
    // The e2e servers' case: the history ended days ago and no simulator runs; the open
    // production periods add no running time past the machines' last transaction.
    expect(await sweepUsage(app.ctx.db, new Date(anchor.getTime() + 30 * 86_400_000))).toEqual([])
    const ids = tasks.map((task) => task.id)
    for (const id of ids) {
      expect(
        await app.ctx.db.select().from(t.maintenanceEvents).where(eq(t.maintenanceEvents.taskId, id)),
      ).toHaveLength(0)
    }
  })

  it('plan the near-threshold task once when the simulated press crosses it, whoever sweeps', async () => {
    const db = app.ctx.db
    const [task] = await db
      .select({ id: t.maintenanceTasks.id })
      .from(t.maintenanceTasks)
      .where(eq(t.maintenanceTasks.name, NEAR_THRESHOLD_TASK))
    const credentials = await ensureSimulatorKey(db, app.ctx.env.DATA_DIR, anchor)
    const sim = new PlantSimulator(injectTransport(app.app, credentials as string), {
      seed: 42,
      log: () => {},
    })
    await sim.init(anchor.getTime())
    // The live plant through the ingestion API, in ticks of 5 simulated minutes for an hour: the
    // press prints some 450 m a minute, well past the couple of thousand meters left.
    const end = anchor.getTime() + 60 * 60_000
    for (let now = anchor.getTime(); now <= end; now += 5 * 60_000) await sim.tick(now)
    // Three instances sweeping at once, then again: one work order for the crossing.
    await Promise.all([1, 2, 3].map(() => sweepUsage(db, new Date(end))))
    await sweepUsage(db, new Date(end + 60_000))
    const planned = await db
      .select()
      .from(t.maintenanceEvents)
      .where(eq(t.maintenanceEvents.taskId, task?.id ?? -1))
    expect(planned).toHaveLength(1)
  }, 180_000)
})
