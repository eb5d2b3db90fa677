import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { oneTimeTokens, users } from '../../server/db/schema'
import { hashToken } from '../../server/lib/tokens'
import { b64, call, login, loginBody, newKey } from './account-helpers'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let now = new Date('2026-11-20T10:00:00Z')
beforeAll(async () => {
  // The sessions the tests create must be valid at the pinned clock: sessions expire relative to it.
  t = await createTestApp({ now: () => now })
})
afterAll(() => t.close())

const post = (url: string, payload: unknown, key?: string) => call(t, null, 'POST', url, payload, key)

/** Asks for a reset link and answers the token taken from the captured mail. */
async function requestReset(username: string): Promise<string> {
  const before = t.sentMail.length
  const res = await post('/api/welcome/send-recover-account-email', { username })
  expect(res.statusCode).toBe(200)
  expect(t.sentMail.length).toBe(before + 1)
  const mail = t.sentMail.at(-1)!
  const match = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)
  expect(match).not.toBeNull()
  return match![1]
}

describe('password recovery end to end', () => {
  it('mails a link, checks it, accepts the terms, sets the password once, signs out everywhere', async () => {
    const oldSession = await login(t, 'new@demo.plant')
    const token = await requestReset('NEW@demo.plant')
    const mail = t.sentMail.at(-1)!
    expect(mail.to).toBe('new@demo.plant')
    expect(mail.text).toContain(`${t.ctx.env.PUBLIC_URL}/reset-password/${token}`)
    // new@ prefers Spanish.
    expect(mail.subject).toBe('Restablece tu contraseña')
    // Only the hash is stored.
    const [row] = await t.ctx.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)))
    expect(row.purpose).toBe('password_reset')
    expect(row.expiresAt.getTime() - now.getTime()).toBe(3_600_000)

    const check = await post('/api/welcome/check-token', { token: b64(token) })
    expect(check.statusCode).toBe(200)
    expect(check.json()).toEqual({ hasAcceptedTos: false, email: 'new@demo.plant' })

    const terms = await post('/api/welcome/accept-terms-and-conditions', { token: b64(token) })
    expect(terms.statusCode).toBe(200)
    expect((await post('/api/welcome/check-token', { token: b64(token) })).json().hasAcceptedTos).toBe(true)

    const change = await post('/api/welcome/change-password', {
      token: b64(token),
      password: b64('brand-new-pw'),
    })
    expect(change.statusCode).toBe(200)
    expect((await call(t, oldSession, 'POST', '/api/verify-token', {})).statusCode).toBe(401)
    await login(t, 'new@demo.plant', 'brand-new-pw')
    expect((await post('/api/login', loginBody('new@demo.plant'))).statusCode).toBe(401)

    // Single use.
    const again = await post('/api/welcome/change-password', {
      token: b64(token),
      password: b64('another-pw-1'),
    })
    expect(again.statusCode).toBe(400)
    expect(again.json().error).toBe('INVALID_TOKEN')
    expect(again.json().errors[0].field).toBe('token')
    expect((await post('/api/welcome/check-token', { token: b64(token) })).statusCode).toBe(400)
  })

  it('expires a link after one hour', async () => {
    const token = await requestReset('tech@demo.plant')
    now = new Date(now.getTime() + 3_600_000 + 1000)
    const check = await post('/api/welcome/check-token', { token: b64(token) })
    expect(check.statusCode).toBe(400)
    expect(check.json().error).toBe('INVALID_TOKEN')
    const change = await post('/api/welcome/change-password', {
      token: b64(token),
      password: b64('whatever-pw'),
    })
    expect(change.statusCode).toBe(400)
  })

  it('a newer link replaces the older one', async () => {
    const first = await requestReset('tech@demo.plant')
    const second = await requestReset('tech@demo.plant')
    expect((await post('/api/welcome/check-token', { token: b64(first) })).statusCode).toBe(400)
    expect((await post('/api/welcome/check-token', { token: b64(second) })).statusCode).toBe(200)
  })

  // No account enumeration (ADR 025): an unknown account gets the known account's answer, no mail.
  it('answers an unknown account as a known one, sending nothing', async () => {
    const before = t.sentMail.length
    const res = await post('/api/welcome/send-recover-account-email', { username: 'ghost@nowhere' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ok: true })
    expect(t.sentMail.length).toBe(before)
  })

  it('rejects a short password with PASSWORD_ERROR and leaves the token usable', async () => {
    const token = await requestReset('tech@demo.plant')
    const res = await post('/api/welcome/change-password', { token: b64(token), password: b64('short') })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('PASSWORD_ERROR')
    expect(res.json().errors[0].field).toBe('password')
    expect((await post('/api/welcome/check-token', { token: b64(token) })).statusCode).toBe(200)
  })

  it('names the field of bad input', async () => {
    const missing = await post('/api/welcome/change-password', { token: b64('x') })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().errors[0].field).toBe('password')
    const notBase64 = await post('/api/welcome/check-token', { token: 'not base64!' })
    expect(notBase64.statusCode).toBe(400)
    expect(notBase64.json().errors[0].field).toBe('token')
    const wrongType = await post('/api/welcome/send-recover-account-email', { username: 12 })
    expect(wrongType.statusCode).toBe(400)
    expect(wrongType.json().errors[0].field).toBe('username')
    const unknownToken = await post('/api/welcome/accept-terms-and-conditions', { token: b64('nope') })
    expect(unknownToken.statusCode).toBe(400)
    expect(unknownToken.json().error).toBe('INVALID_TOKEN')
  })

  // The password stays out of the request hash (an unsalted digest of it would be crackable), so a
  // second password under the same key replays the first answer instead of a 422.
  it('replays a password change sent twice with one Idempotency-Key', async () => {
    const token = await requestReset('tech@demo.plant')
    const key = newKey()
    const body = { token: b64(token), password: b64('tech-password-2') }
    const first = await post('/api/welcome/change-password', body, key)
    const second = await post('/api/welcome/change-password', body, key)
    expect(first.statusCode).toBe(200)
    expect(second.statusCode).toBe(200)
    expect(second.headers['idempotent-replayed']).toBe('true')
    const other = await post(
      '/api/welcome/change-password',
      { ...body, password: b64('tech-password-3') },
      key,
    )
    expect(other.statusCode).toBe(200)
    expect(other.headers['idempotent-replayed']).toBe('true')
    await login(t, 'tech@demo.plant', 'tech-password-2')
    const otherToken = await post(
      '/api/welcome/change-password',
      { ...body, token: b64('x'.repeat(43)) },
      key,
    )
    expect(otherToken.statusCode).toBe(422)
  })
})

describe('recovery rate limit', () => {
  it('answers 429 with Retry-After once an account and source pair has used LOGIN_RATE_LIMIT requests', async () => {
    const limited = await createTestApp({}, { LOGIN_RATE_LIMIT: '2' })
    try {
      const ask = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/welcome/send-recover-account-email',
          payload: { username: 'manager@demo.plant' },
        })
      expect((await ask()).statusCode).toBe(200)
      expect((await ask()).statusCode).toBe(200)
      const third = await ask()
      expect(third.statusCode).toBe(429)
      expect(third.json().error).toBe('RATE_LIMITED')
      expect(Number(third.headers['retry-after'])).toBeGreaterThanOrEqual(1)
      expect(limited.sentMail.length).toBe(2)
    } finally {
      await limited.close()
    }
  })
})

describe('the reset token is tied to an active user', () => {
  it('does not sign in a deactivated account', async () => {
    await t.ctx.db.update(users).set({ isActive: false }).where(eq(users.email, 'sales@demo.plant'))
    expect((await post('/api/login', loginBody('sales@demo.plant'))).statusCode).toBe(401)
    // Answered like any unknown account: 200, and no mail.
    const before = t.sentMail.length
    expect(
      (await post('/api/welcome/send-recover-account-email', { username: 'sales@demo.plant' })).statusCode,
    ).toBe(200)
    expect(t.sentMail.length).toBe(before)
    await t.ctx.db.update(users).set({ isActive: true }).where(eq(users.email, 'sales@demo.plant'))
  })
})

describe('recovery mail failure', () => {
  it('answers 503 MAIL_NOT_SENT and keeps no usable token', async () => {
    const app = await createTestApp({
      mailer: {
        send: async () => {
          throw new Error('SMTP down')
        },
      },
    })
    try {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/welcome/send-recover-account-email',
        payload: { username: 'tech@demo.plant' },
      })
      expect(res.statusCode).toBe(503)
      expect(res.json().error).toBe('MAIL_NOT_SENT')
      expect(await app.ctx.db.select().from(oneTimeTokens)).toHaveLength(0)
    } finally {
      await app.close()
    }
  })
})
