/**
 * GET /maintenanceEvent/mine (issue 13): the work orders a technician's device keeps. Its window,
 * whole work orders, only the user's own for a non-manager, and `since` narrowing the answer to what
 * changed (a change, a photo) while `ids` still lists the whole window.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedMaintenance } from '../../server/demo/maintenance/seed-maintenance'
import { multipart, tinyPng } from './fixtures/multipart'
import { bearer, signIn } from './fixtures/production'
import { createTestApp, type TestApp } from './helpers'

// The real clock (createTestApp's): the cursor is compared with times the database writes itself.
let t: TestApp
let tech: string
let manager: string
let keys = 0
const key = () => `mine-key-${++keys}-${Date.now()}`

interface Mine {
  cursor: string
  today: string
  ids: number[]
  events: Array<{
    id: number
    date: string
    state: number
    operatorUserId: number | null
    version: number
    history: unknown[]
    images: unknown[]
  }>
}

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date() })
  await seedMaintenance(t.ctx.db, { plantId: t.base.plantId, userIds: t.base.userIds, now: new Date() })
  ;[tech, manager] = await Promise.all([signIn(t, 'tech@demo.plant'), signIn(t, 'manager@demo.plant')])
}, 120_000)
afterAll(() => t.close())

const mine = async (token: string, since?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/maintenanceEvent/mine${since ? `?since=${encodeURIComponent(since)}` : ''}`,
    headers: bearer(token),
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as Mine
}

describe("the device's work orders", () => {
  it("are the user's own, whole, open from 14 days back to 28 ahead and closed in the last 7", async () => {
    const all = await mine(tech)
    const day = (n: number) =>
      new Date(Date.parse(`${all.today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
    expect(all.events.length).toBeGreaterThan(0)
    expect(all.ids).toEqual(expect.arrayContaining(all.events.map((e) => e.id)))
    expect(all.ids).toHaveLength(all.events.length)
    const techId = t.base.userIds['tech@demo.plant']
    for (const e of all.events) {
      expect(e.operatorUserId).toBe(techId)
      expect(e.date <= day(28)).toBe(true)
      if (e.state === 2 || e.state === 3) expect(e.date >= day(-7)).toBe(true)
      else expect(e.date >= day(-14)).toBe(true)
      expect(Array.isArray(e.history)).toBe(true)
    }
  })

  it('since a cursor: only what changed, a change or a photo, and still every id of the window', async () => {
    // The cursor reaches 2 s back: past the seed's own writes first.
    await new Promise((r) => setTimeout(r, 2_100))
    const first = await mine(tech)
    const nothing = await mine(tech, first.cursor)
    expect(nothing.events).toEqual([])
    expect(nothing.ids).toEqual(first.ids)

    const [a, b] = first.events.filter((e) => e.state === 1 && e.date >= first.today)
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/maintenanceEvent/${a.id}`,
      headers: { ...bearer(tech), 'idempotency-key': key() },
      payload: { version: a.version, action: { kind: 'complete', durationMinutes: 15 } },
    })
    expect(put.statusCode, put.body).toBe(200)
    const { payload, contentType } = multipart([
      { name: 'eventId', value: String(b.id) },
      { name: 'images', value: tinyPng, fileName: 'p.png', type: 'image/png' },
    ])
    const photo = await t.app.inject({
      method: 'POST',
      url: '/api/maintenanceEvent/images',
      headers: { ...bearer(tech), 'content-type': contentType, 'idempotency-key': key() },
      payload,
    })
    expect(photo.statusCode, photo.body).toBe(200)

    const changed = await mine(tech, nothing.cursor)
    expect(changed.events.map((e) => e.id).sort()).toEqual([a.id, b.id].sort())
    expect(changed.events.find((e) => e.id === a.id)?.state).toBe(2)
    expect(changed.events.find((e) => e.id === b.id)?.images).toHaveLength(1)
    expect(changed.ids).toEqual(expect.arrayContaining([a.id, b.id]))
  })

  it("gives a manager the plant's work orders of their machines, bounded", async () => {
    const all = await mine(manager)
    expect(new Set(all.events.map((e) => e.operatorUserId)).size).toBeGreaterThan(1)
    expect(all.ids.length).toBeLessThanOrEqual(1000)
  })

  it('refuses a since that is not a time, naming it (400)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/maintenanceEvent/mine?since=yesterday',
      headers: bearer(tech),
    })
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain('since')
  })
})
