import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../../server/db/schema'
import { hashToken } from '../../server/lib/tokens'
import { sessionSchema } from '../../src/contract/session'
import { b64, bearer, call, login, loginBody, newKey } from './account-helpers'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('POST /login', () => {
  it('answers the session: user, configuration with the assigned machines, company', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: loginBody('OPERATOR@demo.plant'),
    })
    expect(res.statusCode).toBe(200)
    const s = sessionSchema.parse(res.json())
    expect(s.user.email).toBe('operator@demo.plant')
    expect(s.user.md5Username).toMatch(/^[0-9a-f]{32}$/)
    expect(s.user.roles).toContainEqual({ name: 'ROLE_PRODUCTION_ANALYTICS' })
    expect(s.user.featureFlags).toEqual({
      dark_mode: true,
      show_ink_cost: false,
      job_costing_tour: false,
      edit_job_cost_energy: false,
    })
    // The portal's own terms PDF in the user's language (the demo company has no terms address of its own).
    expect(s.user.termsUrl).toMatch(/^\/api\/terms\/[a-z]{2}_[A-Z]{2}\.pdf$/)
    expect(s.user.companyServices.length).toBeGreaterThan(0)
    // The operator is assigned only FLEXO and LAMINATING machines, in plant order.
    expect(s.userConfig.machines.length).toBeGreaterThan(0)
    expect(new Set(s.userConfig.machines.map((m) => m.machineLineName))).toEqual(
      new Set(['FLEXO', 'LAMINATING']),
    )
    expect(s.userConfig.machines.length).toBeLessThan(t.base.machineIds.length)
    const ids = s.userConfig.machines.map((m) => m.id)
    expect([...ids].sort((a, b) => a - b)).toEqual(ids)
    expect(s.userConfig.currency).toEqual({ code: 'EUR', symbol: '€' })
    expect(s.userConfig.machines[0].plant).toMatchObject({
      currency: 'EUR',
      idOnGrafana: 'demo-plant',
      timeZone: 'Europe/Madrid',
    })
    expect(s.company.name).toBe('Demo Packaging S.L.')
    // The token works, and only its hash is stored.
    const [row] = await t.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(s.token)))
    expect(row).toBeDefined()
    expect(row.tokenHash).not.toBe(s.token)
    expect((await call(t, s.token, 'GET', '/api/user-retargetings')).statusCode).toBe(200)
  })

  it('merges the user feature flags over the defaults', async () => {
    await t.ctx.db
      .update(users)
      .set({ featureFlags: { edit_job_cost_energy: true } })
      .where(eq(users.email, 'tech@demo.plant'))
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: loginBody('tech@demo.plant'),
    })
    expect(res.json().user.featureFlags).toMatchObject({ dark_mode: true, edit_job_cost_energy: true })
  })

  it('answers 401 INVALID_CREDENTIALS alike for a wrong password and an unknown user', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: loginBody('manager@demo.plant', 'nope-nope'),
    })
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: loginBody('ghost@demo.plant'),
    })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual(unknown.json())
    expect(wrong.json().error).toBe('INVALID_CREDENTIALS')
  })

  it('rejects bad input with a 400 naming the field', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/login', payload: { user: b64('x') } })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().errors[0].field).toBe('password')
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { user: 5, password: 'eA==' },
    })
    expect(wrongType.statusCode).toBe(400)
    expect(wrongType.json().errors[0].field).toBe('user')
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"user": ',
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().errors[0].field).toBe('body')
  })

  it('lets a user who has not accepted the terms sign in, refresh, accept and sign out', async () => {
    const token = await login(t, 'new@demo.plant')
    const data = await call(t, token, 'GET', '/api/user-retargetings')
    expect(data.statusCode).toBe(403)
    expect(data.json().error).toBe('TERMS_NOT_ACCEPTED')
    const refresh = await call(t, token, 'POST', '/api/verify-token', {})
    expect(refresh.statusCode).toBe(200)
    expect(refresh.json().user.hasAcceptedTos).toBe(false)
    const accept = await call(t, token, 'POST', '/api/accept-terms-and-conditions')
    expect(accept.statusCode).toBe(200)
    expect(accept.json().user).toMatchObject({ hasAcceptedTos: true, isAcceptTerms: true })
    expect((await call(t, token, 'GET', '/api/user-retargetings')).statusCode).toBe(200)
    expect((await call(t, token, 'GET', '/api/logout')).statusCode).toBe(200)
    expect((await call(t, token, 'GET', '/api/user-retargetings')).statusCode).toBe(401)
  })
})

describe('GET /logout', () => {
  it('revokes only the current session', async () => {
    const a = await login(t, 'tech@demo.plant')
    const b = await login(t, 'tech@demo.plant')
    const res = await call(t, a, 'GET', '/api/logout')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ok: true })
    const again = await call(t, a, 'POST', '/api/verify-token', {})
    expect(again.statusCode).toBe(401)
    // A logout is no password change: the token is simply unknown now.
    expect(again.json().error).toBe('UNAUTHORIZED')
    expect((await call(t, b, 'POST', '/api/verify-token', {})).statusCode).toBe(200)
  })

  it('needs a session', async () => {
    expect((await call(t, null, 'GET', '/api/logout')).statusCode).toBe(401)
  })
})

describe('POST /verify-token', () => {
  it('accepts the token in the body when no bearer is sent, and renews the expiry', async () => {
    const token = await login(t, 'manager@demo.plant')
    const [before] = await t.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.id, before.id))
    const res = await call(t, null, 'POST', '/api/verify-token', { token })
    expect(res.statusCode).toBe(200)
    expect(sessionSchema.parse(res.json()).token).toBe(token)
    const [after] = await t.ctx.db.select().from(sessions).where(eq(sessions.id, before.id))
    expect(after.expiresAt.getTime()).toBeGreaterThan(Date.now() + 24 * 3_600_000)
  })

  it('answers 401 for an unknown, expired or missing token', async () => {
    expect((await call(t, 'not-a-token', 'POST', '/api/verify-token', {})).statusCode).toBe(401)
    expect((await call(t, null, 'POST', '/api/verify-token', { token: 'nope' })).statusCode).toBe(401)
    expect((await call(t, null, 'POST', '/api/verify-token')).statusCode).toBe(401)
    const token = await login(t, 'manager@demo.plant')
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)))
    const expired = await call(t, token, 'POST', '/api/verify-token', {})
    expect(expired.statusCode).toBe(401)
    expect(expired.json().error).toBe('UNAUTHORIZED')
  })

  it('names the field of a wrongly typed token', async () => {
    const res = await call(t, null, 'POST', '/api/verify-token', { token: 42 })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].field).toBe('token')
  })
})

describe('POST /change_password', () => {
  it('changes the password and signs out the other sessions only', async () => {
    const current = await login(t, 'operator@demo.plant')
    const other = await login(t, 'operator@demo.plant')
    const res = await call(t, current, 'POST', '/api/change_password', {
      currentPassword: 'demo1234',
      newPassword: 'a-new-secret',
    })
    expect(res.statusCode).toBe(200)
    // The other device is told why (issue 44 item 8): at start (verify-token, bearer or body) and
    // on any call of a signed-in route.
    for (const refused of [
      await call(t, other, 'POST', '/api/verify-token', {}),
      await call(t, null, 'POST', '/api/verify-token', { token: other }),
      await call(t, other, 'GET', '/api/user-retargetings'),
    ]) {
      expect(refused.statusCode).toBe(401)
      expect(refused.json().error).toBe('PASSWORD_CHANGED')
    }
    expect((await call(t, current, 'POST', '/api/verify-token', {})).statusCode).toBe(200)
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: loginBody('operator@demo.plant'),
    })
    expect(old.statusCode).toBe(401)
    await login(t, 'operator@demo.plant', 'a-new-secret')
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, 'operator@demo.plant'))
    expect(row.passwordHash).toMatch(/^\$argon2id\$/)
    // Put it back for the other tests.
    await call(t, current, 'POST', '/api/change_password', {
      currentPassword: 'a-new-secret',
      newPassword: 'demo1234',
    })
  })

  it('answers 400 PASSWORD_ERROR naming currentPassword when it is wrong', async () => {
    const token = await login(t, 'tech@demo.plant')
    const res = await call(t, token, 'POST', '/api/change_password', {
      currentPassword: 'wrong-one',
      newPassword: 'whatever-long',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('PASSWORD_ERROR')
    expect(res.json().errors[0].field).toBe('currentPassword')
  })

  it('names newPassword when it is shorter than 8 or missing', async () => {
    const token = await login(t, 'tech@demo.plant')
    const short = await call(t, token, 'POST', '/api/change_password', {
      currentPassword: 'demo1234',
      newPassword: 'short',
    })
    expect(short.statusCode).toBe(400)
    expect(short.json().errors[0].field).toBe('newPassword')
    const missing = await call(t, token, 'POST', '/api/change_password', { currentPassword: 'demo1234' })
    expect(missing.json().errors[0].field).toBe('newPassword')
  })

  it('needs a session; ROLE_COMMERCIAL may change its own password', async () => {
    expect(
      (await call(t, null, 'POST', '/api/change_password', { currentPassword: 'x', newPassword: 'yyyyyyyy' }))
        .statusCode,
    ).toBe(401)
    const sales = await login(t, 'sales@demo.plant')
    const res = await call(t, sales, 'POST', '/api/change_password', {
      currentPassword: 'demo1234',
      newPassword: 'demo1234',
    })
    expect(res.statusCode).toBe(200)
  })
})

describe('POST /accept-terms-and-conditions', () => {
  it('needs a session', async () => {
    expect((await call(t, null, 'POST', '/api/accept-terms-and-conditions')).statusCode).toBe(401)
  })

  it('records the acceptance time', async () => {
    const token = await login(t, 'manager@demo.plant')
    await t.ctx.db.update(users).set({ hasAcceptedTos: false }).where(eq(users.email, 'manager@demo.plant'))
    const res = await call(t, token, 'POST', '/api/accept-terms-and-conditions', {}, newKey())
    expect(res.statusCode).toBe(200)
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, 'manager@demo.plant'))
    expect(row.hasAcceptedTos).toBe(true)
    expect(row.tosAcceptedAt).toBeInstanceOf(Date)
  })
})

// The sign-in limiter (per account + source, waits, 429 with Retry-After) is tested in login-limiter.test.ts.

describe('sessions expire', () => {
  it('refuses a session past SESSION_TTL_HOURS', async () => {
    let now = new Date()
    const app = await createTestApp({ now: () => now }, { SESSION_TTL_HOURS: '1' })
    try {
      const token = await login(app, 'manager@demo.plant')
      expect(
        (await app.app.inject({ method: 'GET', url: '/api/sat_mail', headers: bearer(token) })).statusCode,
      ).toBe(200)
      now = new Date(now.getTime() + 3_600_000 + 1000)
      expect(
        (await app.app.inject({ method: 'GET', url: '/api/sat_mail', headers: bearer(token) })).statusCode,
      ).toBe(401)
    } finally {
      await app.close()
    }
  })
})
