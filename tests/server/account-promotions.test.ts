import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientLogs, maintenanceInterest, retargetingCampaigns, users } from '../../server/db/schema'
import { call, login, newKey } from './account-helpers'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let tech: string
let operator: string
let newcomer: string
beforeAll(async () => {
  t = await createTestApp()
  tech = await login(t, 'tech@demo.plant')
  operator = await login(t, 'operator@demo.plant')
  newcomer = await login(t, 'new@demo.plant')
})
afterAll(() => t.close())

const techId = async () =>
  (await t.ctx.db.select().from(users).where(eq(users.email, 'tech@demo.plant')))[0].id

describe('user retargetings', () => {
  it('lists the visible campaigns with the user answers, per user', async () => {
    const list = await call(t, tech, 'GET', '/api/user-retargetings')
    expect(list.statusCode).toBe(200)
    const maintenance = list.json().find((c: { code: string }) => c.code === 'maintenance-2025-q1')
    expect(maintenance).toMatchObject({ isVisible: true, isReminderEnabled: true, isInterested: null })
    expect(maintenance.videoUrl).toBeTruthy()

    const put = await call(t, tech, 'PUT', `/api/user-retargetings/${maintenance.id}`, {
      isInterested: false,
      isReminderEnabled: false,
    })
    expect(put.statusCode).toBe(200)
    expect(put.json()).toMatchObject({ id: maintenance.id, isInterested: false, isReminderEnabled: false })
    const again = (await call(t, tech, 'GET', '/api/user-retargetings')).json()
    expect(again.find((c: { id: number }) => c.id === maintenance.id)).toMatchObject({
      isInterested: false,
      isReminderEnabled: false,
    })
    // Another user still sees the campaign unanswered.
    const others = (await call(t, operator, 'GET', '/api/user-retargetings')).json()
    expect(others.find((c: { id: number }) => c.id === maintenance.id).isInterested).toBeNull()
  })

  it('hides campaigns that are not visible', async () => {
    await t.ctx.db
      .update(retargetingCampaigns)
      .set({ isVisible: false })
      .where(eq(retargetingCampaigns.code, 'next-prev-2025-q1'))
    const list = (await call(t, tech, 'GET', '/api/user-retargetings')).json()
    expect(list.map((c: { code: string }) => c.code)).not.toContain('next-prev-2025-q1')
  })

  it('answers 404 for an unknown campaign and 400 naming fields', async () => {
    const missing = await call(t, tech, 'PUT', '/api/user-retargetings/9999', {
      isInterested: true,
      isReminderEnabled: true,
    })
    expect(missing.statusCode).toBe(404)
    const bad = await call(t, tech, 'PUT', '/api/user-retargetings/1', { isInterested: 'maybe' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['isInterested', 'isReminderEnabled']),
    )
    const badId = await call(t, tech, 'PUT', '/api/user-retargetings/abc', {
      isInterested: true,
      isReminderEnabled: true,
    })
    expect(badId.statusCode).toBe(400)
    expect(badId.json().errors[0].field).toBe('id')
  })

  it('answers 401 without a session and 403 before the terms are accepted', async () => {
    expect((await call(t, null, 'GET', '/api/user-retargetings')).statusCode).toBe(401)
    expect(
      (
        await call(t, null, 'PUT', '/api/user-retargetings/1', {
          isInterested: true,
          isReminderEnabled: true,
        })
      ).statusCode,
    ).toBe(401)
    expect((await call(t, newcomer, 'GET', '/api/user-retargetings')).statusCode).toBe(403)
  })
})

describe('POST /maintenance-assistance-interested', () => {
  it('records the interest once per Idempotency-Key', async () => {
    const key = newKey()
    const first = await call(t, tech, 'POST', '/api/maintenance-assistance-interested', {}, key)
    const second = await call(t, tech, 'POST', '/api/maintenance-assistance-interested', {}, key)
    expect(first.json()).toEqual({ recorded: true })
    expect(second.json()).toEqual({ recorded: true })
    const rows = await t.ctx.db
      .select()
      .from(maintenanceInterest)
      .where(eq(maintenanceInterest.userId, await techId()))
    expect(rows).toHaveLength(1)
  })
  it('answers 401 without a session', async () => {
    expect((await call(t, null, 'POST', '/api/maintenance-assistance-interested', {})).statusCode).toBe(401)
  })
})

describe('POST /log/custom', () => {
  it('logs the referer, also from the terms screen', async () => {
    expect((await call(t, tech, 'POST', '/api/log/custom', { referer: '/home' })).statusCode).toBe(200)
    expect((await call(t, newcomer, 'POST', '/api/log/custom', { referer: '/terms' })).statusCode).toBe(200)
    const rows = await t.ctx.db.select().from(clientLogs)
    expect(rows.map((r) => r.referer)).toEqual(expect.arrayContaining(['/home', '/terms']))
  })
  it('answers 400 naming referer and 401 without a session', async () => {
    const bad = await call(t, tech, 'POST', '/api/log/custom', { referer: 3 })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors[0].field).toBe('referer')
    expect((await call(t, null, 'POST', '/api/log/custom', { referer: '/' })).statusCode).toBe(401)
  })
})
