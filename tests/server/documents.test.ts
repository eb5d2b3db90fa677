import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../../server/db/schema'
import { hashToken, newToken } from '../../server/lib/tokens'
import { seedManuals } from '../../server/services/documents/seed-manuals'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
const tokens: Record<string, string> = {}

async function sessionFor(email: string) {
  const [user] = await t.ctx.db.select().from(users).where(eq(users.email, email))
  const token = newToken()
  await t.ctx.db
    .insert(sessions)
    .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3600_000) })
  return token
}
const get = (url: string, who = 'manager', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens[who]}`, ...headers } })

beforeAll(async () => {
  t = await createTestApp()
  await seedManuals(t.ctx.db, t.ctx.storage)
  for (const who of ['manager', 'operator', 'sales']) tokens[who] = await sessionFor(`${who}@demo.plant`)
})
afterAll(() => t.close())

describe('technical documents', () => {
  it('lists the assigned machines with their manuals', async () => {
    const all = await get('/api/documents/machines')
    expect(all.statusCode).toBe(200)
    expect(all.json()).toHaveLength(12)
    expect(all.json()[0].documentCount).toBe(7)
    const operator = await get('/api/documents/machines', 'operator')
    expect(
      operator
        .json()
        .map((m: { machineLineName: string }) => m.machineLineName)
        .sort(),
    ).toEqual(['FLEXO', 'FLEXO', 'FLEXO', 'LAMINATING', 'LAMINATING'])
  })

  it('refuses a user without ROLE_USER or ROLE_DOC, and without a session', async () => {
    const [sales] = await t.ctx.db.select().from(users).where(eq(users.email, 'sales@demo.plant'))
    await t.ctx.db
      .update(users)
      .set({ roles: ['ROLE_COMMERCIAL'] })
      .where(eq(users.id, sales.id))
    expect((await get('/api/documents/machines', 'sales')).statusCode).toBe(403)
    await t.ctx.db.update(users).set({ roles: sales.roles }).where(eq(users.id, sales.id))
    expect((await t.app.inject({ method: 'GET', url: '/api/documents/machines' })).statusCode).toBe(401)
  })

  it('lists a section with its languages, and refuses unassigned machines', async () => {
    const res = await get('/api/documents/machines/FX-CI-2019-0412?section=operational&language=es_ES')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.documents).toHaveLength(1)
    expect(body.documents[0]).toMatchObject({ section: 'operational', language: 'es_ES', pages: 7 })
    expect(body.languages).toEqual([
      { driveId: 'en_EN', fullName: 'English', selected: false },
      { driveId: 'es_ES', fullName: 'Español', selected: true },
    ])
    const roto = await get('/api/documents/machines/RT-R9-2018-0077', 'operator')
    expect(roto.statusCode).toBe(403)
    expect(roto.json().error).toBe('MACHINE_NOT_ASSIGNED')
    expect((await get('/api/documents/machines/NOPE')).statusCode).toBe(404)
    const bad = await get('/api/documents/machines/FX-CI-2019-0412?section=kitchen')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors[0].field).toBe('section')
  })

  it('serves the PDF whole and by byte ranges', async () => {
    const list = (await get('/api/documents/machines/FX-CI-2019-0412?section=maintenance')).json()
    const url = list.documents[0].url as string
    const whole = await get(url)
    expect(whole.statusCode).toBe(200)
    expect(whole.headers['content-type']).toBe('application/pdf')
    expect(whole.headers['accept-ranges']).toBe('bytes')
    const size = Number(whole.headers['content-length'])
    expect(whole.rawPayload.length).toBe(size)
    expect(whole.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect(size).toBe(list.documents[0].size)

    const head = await get(url, 'manager', { range: 'bytes=0-99' })
    expect(head.statusCode).toBe(206)
    expect(head.headers['content-range']).toBe(`bytes 0-99/${size}`)
    expect(head.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true)
    const tail = await get(url, 'manager', { range: 'bytes=-64' })
    expect(tail.statusCode).toBe(206)
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 64))).toBe(true)
    const beyond = await get(url, 'manager', { range: `bytes=${size}-` })
    expect(beyond.statusCode).toBe(416)
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`)
    const cached = await get(url, 'manager', { 'if-none-match': whole.headers.etag as string })
    expect(cached.statusCode).toBe(304)
  })

  it('does not serve another machine outside the assignment', async () => {
    const list = (await get('/api/documents/machines/RT-R9-2018-0077')).json()
    const res = await get(list.documents[0].url, 'operator')
    expect(res.statusCode).toBe(403)
    expect((await get('/api/documents/files/999999')).statusCode).toBe(404)
  })
})
