import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { oneTimeTokens, users } from '../../server/db/schema'
import { hashToken } from '../../server/lib/tokens'
import { call, login } from './account-helpers'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let now = new Date('2026-11-20T10:00:00Z')
let manager: string
beforeAll(async () => {
  t = await createTestApp({ now: () => now })
  manager = await login(t, 'manager@demo.plant')
})
afterAll(() => t.close())

const handoffToken = (url: string) => new URL(url).searchParams.get('handoff')!

describe('ordering handoff', () => {
  it('gives a URL with a single-use token that the ordering site redeems once', async () => {
    const res = await call(t, manager, 'POST', '/api/ordering/handoff', {})
    expect(res.statusCode).toBe(200)
    const { url, expiresAt } = res.json()
    expect(url.startsWith(`${t.ctx.env.ORDERING_URL}?handoff=`)).toBe(true)
    expect(new Date(expiresAt).getTime() - now.getTime()).toBe(60_000)
    const token = handoffToken(url)
    expect(url).not.toContain(manager)
    const [row] = await t.ctx.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)))
    expect(row.purpose).toBe('ordering_handoff')

    const redeem = await call(t, null, 'POST', '/api/ordering/handoff/redeem', { token })
    expect(redeem.statusCode).toBe(200)
    expect(redeem.json()).toEqual({
      email: 'manager@demo.plant',
      name: 'Marta Manager',
      company: 'Demo Packaging S.L.',
    })
    const again = await call(t, null, 'POST', '/api/ordering/handoff/redeem', { token })
    expect(again.statusCode).toBe(400)
    expect(again.json().error).toBe('INVALID_TOKEN')
  })

  it('expires after 60 seconds', async () => {
    const token = handoffToken((await call(t, manager, 'POST', '/api/ordering/handoff', {})).json().url)
    now = new Date(now.getTime() + 61_000)
    const res = await call(t, null, 'POST', '/api/ordering/handoff/redeem', { token })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('INVALID_TOKEN')
  })

  it('does not accept a password-reset token or a session token', async () => {
    expect((await call(t, null, 'POST', '/api/ordering/handoff/redeem', { token: manager })).statusCode).toBe(
      400,
    )
  })

  it('needs ROLE_USER or ROLE_COOL and a session; names a bad token field', async () => {
    expect((await call(t, null, 'POST', '/api/ordering/handoff', {})).statusCode).toBe(401)
    const bad = await call(t, null, 'POST', '/api/ordering/handoff/redeem', { token: 5 })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors[0].field).toBe('token')
    await t.ctx.db
      .update(users)
      .set({ roles: ['ROLE_DOC'] })
      .where(eq(users.email, 'tech@demo.plant'))
    const tech = await login(t, 'tech@demo.plant')
    expect((await call(t, tech, 'POST', '/api/ordering/handoff', {})).statusCode).toBe(403)
  })

  it('lets ROLE_COMMERCIAL open the ordering site', async () => {
    const sales = await login(t, 'sales@demo.plant')
    expect((await call(t, sales, 'POST', '/api/ordering/handoff', {})).statusCode).toBe(200)
  })
})
