/**
 * What stops cost (issue 15 item 7): GET /api/job-cost/stop-costs gives, per machine with a cost
 * record, amortization + operators at their percent per hour, and the open inactivity or mechanical
 * change with its start; only for ROLE_JOB_COSTING.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { bearer, type DemoMachineRef, demoMachinesByName, signIn } from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let m: Record<string, DemoMachineRef>
let manager: string

beforeAll(async () => {
  t = await createTestApp()
  m = await demoMachinesByName(t.ctx.db)
  manager = await signIn(t, 'manager@demo.plant')
}, 120_000)
afterAll(() => t.close())

const read = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/job-cost/stop-costs', headers: bearer(token) })
  return { status: res.statusCode, body: res.json() }
}

describe('GET /job-cost/stop-costs', () => {
  it('prices an hour standing still by hand, and names the open stop and its start', async () => {
    const flexo = m['Flexo CI 1'].id
    await t.ctx.db
      .update(schema.machineCosts)
      .set({
        amortizationPrice: 40,
        operator1Price: 30,
        operator1Percent: 100,
        operator2Price: 20,
        operator2Percent: 50,
        operator3Price: 18,
        operator3Percent: 0,
        clichePrice: 999,
      })
      .where(eq(schema.machineCosts.machineId, flexo))
    const since = new Date('2026-11-20T08:15:00Z')
    const [stop] = await t.ctx.db
      .insert(schema.inactivities)
      .values({ machineId: flexo, state: 4, category: 2, description: 'Blade change', dateStart: since })
      .returning({ id: schema.inactivities.id })
    await t.ctx.db
      .insert(schema.machineStatus)
      .values({ machineId: flexo, state: 4, inactivityId: stop.id })
      .onConflictDoUpdate({
        target: schema.machineStatus.machineId,
        set: { state: 4, inactivityId: stop.id },
      })

    const { status, body } = await read(manager)
    expect(status).toBe(200)
    expect(body.currency.symbol).toBe('€')
    const row = body.machines.find((x: { machineId: number }) => x.machineId === flexo)
    // 40 + 30 x 100 % + 20 x 50 % + 18 x 0 %; the cliché price is per order, not per hour.
    expect(row.perHour).toBeCloseTo(80, 6)
    expect(row.stop).toEqual({ state: 4, since: since.toISOString() })
  })

  it('leaves out machines without a cost record, and refuses users without ROLE_JOB_COSTING', async () => {
    const costed = new Set((await t.ctx.db.select().from(schema.machineCosts)).map((c) => c.machineId))
    const { body } = await read(manager)
    expect(body.machines.length).toBeGreaterThan(0)
    expect(body.machines.every((x: { machineId: number }) => costed.has(x.machineId))).toBe(true)
    expect(costed.size).toBeLessThan(Object.keys(m).length)

    const operator = await signIn(t, 'operator@demo.plant')
    expect((await read(operator)).status).toBe(403)
  })
})
