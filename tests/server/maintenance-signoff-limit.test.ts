/**
 * A password sign-off is a password check (issue 33): paced per account like the own password
 * change, so a session on an unattended tablet cannot be used to guess its owner's password.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../server/db/schema'
import { hashPassword } from '../../server/services/account/crypto'
import { MAINTENANCE_NOW } from '../support/database-fixtures'
import { bearer, signIn } from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

const PASSWORD = 'Right-Horse-Battery-9'
let t: TestApp
let manager: string
let keys = 0

beforeAll(async () => {
  // Two free attempts per account and source, then a wait (limiterPolicies).
  t = await createTestApp(
    { now: () => MAINTENANCE_NOW },
    { LOGIN_RATE_LIMIT: '2' },
    { fixture: 'maintenance' },
  )
  manager = await signIn(t, 'manager@demo.plant')
  await t.ctx.db
    .update(schema.users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(schema.users.id, t.base.userIds['manager@demo.plant']))
}, 120_000)
afterAll(() => t.close())

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(manager) })

/** An open demo work order whose procedure ends with a sign-off. */
async function signableWorkOrder() {
  const list = await get('/api/maintenanceEvent?maintenanceStates=1&limit=200')
  for (const { id } of list.json().results as Array<{ id: number }>) {
    const detail = (await get(`/api/maintenanceEvent/${id}`)).json()
    const step = detail.procedure?.steps.find((s: { kind: string }) => s.kind === 'signoff')
    if (step) return { id, version: detail.version as number, stepId: step.id as string }
  }
  throw new Error('no open demo work order with a sign-off step')
}

const signOff = (order: { id: number; version: number; stepId: string }, password: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/maintenanceEvent/${order.id}`,
    headers: { ...bearer(manager), 'idempotency-key': `signoff-${++keys}` },
    payload: {
      version: order.version,
      action: { kind: 'answer', stepId: order.stepId, value: { kind: 'signoff', password } },
    },
  })

describe('password sign-offs', () => {
  it('are refused 429 after the free wrong attempts, even with the right password, and store nothing', async () => {
    const order = await signableWorkOrder()
    expect((await signOff(order, 'wrong-1')).statusCode).toBe(422)
    expect((await signOff(order, 'wrong-2')).statusCode).toBe(422)
    const paced = await signOff(order, PASSWORD)
    expect(paced.statusCode, paced.body).toBe(429)
    expect(paced.json()).toMatchObject({ error: 'RATE_LIMITED' })
    expect(Number(paced.headers['retry-after'])).toBeGreaterThan(0)
    const detail = (await get(`/api/maintenanceEvent/${order.id}`)).json()
    expect(detail.answers.filter((a: { stepId: string }) => a.stepId === order.stepId)).toEqual([])
  })
})
