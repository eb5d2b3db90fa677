/**
 * The fair login limiter (issue 18 item 2, ADR 025) through the API: counts in the database,
 * reserved before the password check, per account + source with wider caps, waits that grow, and
 * 429 with Retry-After. Runs on PGlite and, under vitest.postgres.config.ts, on Postgres.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { loginThrottle } from '../../server/db/schema'
import { readEnv } from '../../server/env'
import { b64, bearer, loginBody } from './account-helpers'
import { createTestApp, TEST_NOW, type TestApp } from './helpers'

let now = TEST_NOW
let t: TestApp | null = null
afterEach(async () => {
  await t?.close()
  t = null
})

/** A test app whose clock the test moves, with LOGIN_RATE_LIMIT = `free` (pair failures without wait). */
async function limitedApp(free: number) {
  now = TEST_NOW
  t = await createTestApp({ now: () => now }, { LOGIN_RATE_LIMIT: String(free) })
  return t
}
const later = (ms: number) => {
  now = new Date(now.getTime() + ms)
}

type Injectable = Pick<TestApp['app'], 'inject'>
const signIn = (app: Injectable, user: string, password: string, ip: string, headers = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: ip,
    headers,
    payload: loginBody(user, password),
  })

const USER = 'tech@demo.plant'
const RIGHT = 'demo1234'

describe('sign-in limiter', () => {
  it('lets exactly the free attempts of 60 concurrent guesses through, with Retry-After on the rest', async () => {
    const { app } = await limitedApp(5)
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signIn(app, USER, `wrong-${i}`, '198.51.100.7')),
    )
    const statuses = answers.map((a) => a.statusCode)
    expect(statuses.filter((s) => s === 401)).toHaveLength(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(55)
    for (const refused of answers.filter((a) => a.statusCode === 429)) {
      // The fifth failure starts a 1 s wait; the clock is pinned, so every refusal says 1 s.
      expect(refused.headers['retry-after']).toBe('1')
      expect(refused.json()).toMatchObject({ error: 'RATE_LIMITED', retryAfter: 1 })
      expect(refused.json().message).toEqual(expect.any(String))
    }
  })

  it('counts free attempts whose clocks run out of order (instances, or requests queued for the row)', async () => {
    // Each request takes its `now` before it waits for the row: a later statement may carry an
    // earlier time. Found in the cluster run: 3 of 5 free guesses answered, 2 refused as "waiting".
    const { app } = await limitedApp(5)
    const times = [40, 30, 20, 10, 0].map((ms) => new Date(TEST_NOW.getTime() + ms))
    const statuses: number[] = []
    for (const time of times) {
      now = time
      statuses.push((await signIn(app, USER, 'wrong', '198.51.100.8')).statusCode)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401])
    now = times[0]
    expect((await signIn(app, USER, 'wrong', '198.51.100.8')).statusCode).toBe(429)
  })

  it('does not lock the owner out from another source', async () => {
    const { app } = await limitedApp(5)
    for (let i = 0; i < 8; i++) await signIn(app, USER, `wrong-${i}`, '198.51.100.7')
    expect((await signIn(app, USER, RIGHT, '198.51.100.7')).statusCode).toBe(429)
    expect((await signIn(app, USER, RIGHT, '203.0.113.9')).statusCode).toBe(200)
  })

  it('keeps the counts in the database: a second app on it (a restart, another instance) still refuses', async () => {
    const first = await limitedApp(5)
    for (let i = 0; i < 5; i++) await signIn(first.app, USER, `wrong-${i}`, '198.51.100.7')
    const second = await buildApp(first.ctx)
    try {
      const refused = await signIn(second, USER, RIGHT, '198.51.100.7')
      expect(refused.statusCode).toBe(429)
      expect(refused.headers['retry-after']).toBe('1')
    } finally {
      await second.close()
    }
    expect(await first.ctx.db.select().from(loginThrottle)).not.toHaveLength(0)
  })

  it('doubles the wait with each further failure, and a success clears the pair', async () => {
    const { app } = await limitedApp(5)
    const ip = '198.51.100.7'
    for (let i = 0; i < 5; i++) expect((await signIn(app, USER, 'wrong', ip)).statusCode).toBe(401)
    for (const wait of [1, 2, 4, 8]) {
      const refused = await signIn(app, USER, 'wrong', ip)
      expect(refused.statusCode).toBe(429)
      expect(refused.headers['retry-after']).toBe(String(wait))
      later(wait * 1000 - 1)
      expect((await signIn(app, USER, 'wrong', ip)).statusCode).toBe(429)
      later(1)
      expect((await signIn(app, USER, 'wrong', ip)).statusCode).toBe(401)
    }
    expect((await signIn(app, USER, RIGHT, ip)).headers['retry-after']).toBe('16')
    later(16_000)
    expect((await signIn(app, USER, RIGHT, ip)).statusCode).toBe(200)
    // Cleared: the pair has its free failures again.
    for (let i = 0; i < 5; i++) expect((await signIn(app, USER, 'wrong', ip)).statusCode).toBe(401)
    expect((await signIn(app, USER, 'wrong', ip)).statusCode).toBe(429)
  })

  it('caps the wait at 15 minutes and forgets the failures a day after the last wait', async () => {
    const { app } = await limitedApp(1)
    const ip = '198.51.100.7'
    for (let i = 0; i < 14; i++) {
      expect((await signIn(app, USER, 'wrong', ip)).statusCode).toBe(401)
      later(15 * 60_000)
    }
    const refused = await signIn(app, USER, 'wrong', ip)
    expect(refused.statusCode).toBe(401)
    expect((await signIn(app, USER, 'wrong', ip)).headers['retry-after']).toBe('900')
    later(15 * 60_000 + 24 * 3_600_000)
    // Forgotten: the next failure is the first again, so it starts only the first wait (1 s).
    expect((await signIn(app, USER, 'wrong', ip)).statusCode).toBe(401)
    expect((await signIn(app, USER, 'wrong', ip)).headers['retry-after']).toBe('1')
  })

  it('caps failures on one account from many sources briefly, and not for a source the owner used', async () => {
    // LOGIN_RATE_LIMIT 1: the account-wide cap is 20 failures, then waits of at most 1 minute.
    const { app } = await limitedApp(1)
    expect((await signIn(app, USER, RIGHT, '192.0.2.10')).statusCode).toBe(200)
    for (let i = 0; i < 20; i++) {
      expect((await signIn(app, USER, 'wrong', `198.51.100.${i + 1}`)).statusCode).toBe(401)
    }
    const fresh = await signIn(app, USER, RIGHT, '198.51.100.200')
    expect(fresh.statusCode).toBe(429)
    expect(Number(fresh.headers['retry-after'])).toBeLessThanOrEqual(60)
    expect((await signIn(app, USER, RIGHT, '192.0.2.10')).statusCode).toBe(200)
    // Another account is not held by this one's cap.
    expect((await signIn(app, 'manager@demo.plant', RIGHT, '198.51.100.200')).statusCode).toBe(200)
  })

  it('caps one source guessing many accounts (password spraying), not the owners who signed in there', async () => {
    const { app } = await limitedApp(1)
    const office = '192.0.2.44'
    expect((await signIn(app, USER, RIGHT, office)).statusCode).toBe(200)
    for (let i = 0; i < 20; i++) {
      expect((await signIn(app, `someone-${i}@demo.plant`, 'Winter2026!', office)).statusCode).toBe(401)
    }
    const sprayed = await signIn(app, 'manager@demo.plant', 'Winter2026!', office)
    expect(sprayed.statusCode).toBe(429)
    expect((await signIn(app, USER, RIGHT, office)).statusCode).toBe(200)
  })

  it('limits the own password change per account, and a success clears it', async () => {
    const { app } = await limitedApp(2)
    const token = (await signIn(app, USER, RIGHT, '192.0.2.1')).json().token as string
    const change = (currentPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/api/change_password',
        headers: bearer(token),
        payload: { currentPassword, newPassword: 'brand-new-pw' },
      })
    expect((await change('wrong-1')).statusCode).toBe(400)
    expect((await change('wrong-2')).statusCode).toBe(400)
    const refused = await change(RIGHT)
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBe('1')
    later(1000)
    expect((await change(RIGHT)).statusCode).toBe(200)
  })

  it('purges rows once they expire', async () => {
    const { app, ctx } = await limitedApp(5)
    await signIn(app, 'nobody@demo.plant', 'wrong', '198.51.100.7')
    expect(await ctx.db.select().from(loginThrottle)).toHaveLength(3)
    later(25 * 3_600_000)
    await signIn(app, USER, 'wrong', '198.51.100.8')
    const keys = (await ctx.db.select().from(loginThrottle)).map((r) => r.key)
    // Only the new attempt's three keys (pair, account, source) are left.
    expect(keys).toHaveLength(3)
  })
})

/** The Cookie header a browser sends back for an answer's Set-Cookie (the device cookie). */
function deviceCookieOf(res: { headers: Record<string, unknown> }): string {
  const header = res.headers['set-cookie']
  const value = Array.isArray(header) ? header[0] : header
  expect(value, 'a device cookie').toEqual(expect.stringMatching(/^pp_device=/))
  return String(value).split(';')[0]
}

/** `count` wrong guesses for `user`, each from an address of its own (a botnet). */
async function distributedGuesses(app: Injectable, user: string, count: number, net = 10) {
  const statuses: number[] = []
  for (let i = 0; i < count; i++) {
    const ip = `${net}.${Math.floor(i / 250)}.${i % 250}.${1 + (i % 7)}`
    statuses.push((await signIn(app, user, `guess-${net}-${i}`, ip)).statusCode)
  }
  return statuses
}

describe('device cookies (issue 29 item 8, ADR 035)', () => {
  it('a sign-in leaves a signed, HttpOnly, SameSite=Strict, long-lived cookie for the sign-in call', async () => {
    const { app } = await limitedApp(5)
    const res = await signIn(app, USER, RIGHT, '192.0.2.10')
    expect(res.statusCode).toBe(200)
    const cookie = String(res.headers['set-cookie'])
    expect(cookie).toMatch(/^pp_device=[A-Za-z0-9_.~-]+; /)
    expect(cookie).toContain('; Path=/api/login')
    expect(cookie).toContain('; HttpOnly')
    expect(cookie).toContain('; SameSite=Strict')
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeGreaterThanOrEqual(180 * 24 * 3600)
    expect(cookie).not.toContain('Secure')
    // Secure when the server is reached over https (here: its public address says so).
    const secure = await createTestApp({}, { PUBLIC_URL: 'https://portal.example' })
    try {
      const over = await signIn(secure.app, USER, RIGHT, '192.0.2.10')
      expect(String(over.headers['set-cookie'])).toMatch(/; Secure$/)
    } finally {
      await secure.close()
    }
    // A failed sign-in leaves none.
    expect((await signIn(app, USER, 'wrong', '192.0.2.10')).headers['set-cookie']).toBeUndefined()
  })

  it("guesses from 200 addresses keep out a new address, but not the owner's device from a new address", async () => {
    const { app } = await limitedApp(5)
    // The owner signed in once from this phone, at home.
    const device = deviceCookieOf(await signIn(app, USER, RIGHT, '192.0.2.10'))
    const statuses = await distributedGuesses(app, USER, 200)
    // The account-wide cap (100 failures) then holds every further guess.
    expect(statuses.filter((s) => s === 401)).toHaveLength(100)
    expect(statuses.filter((s) => s === 429)).toHaveLength(100)
    // The attack goes on for 12 minutes; every minute the owner tries from a new network (the
    // phone's address changes), once as a browser that never signed in and once with the device cookie.
    let withoutCookie = 0
    let withCookie = 0
    let cookie = device
    for (let minute = 1; minute <= 12; minute++) {
      later(60_000)
      await distributedGuesses(app, USER, 20, 100 + minute)
      const bare = await signIn(app, USER, RIGHT, `203.0.113.${minute}`)
      if (bare.statusCode === 200) withoutCookie++
      else expect(bare.statusCode).toBe(429)
      const phone = await signIn(app, USER, RIGHT, `198.18.0.${minute}`, { cookie })
      expect(phone.statusCode, `minute ${minute}`).toBe(200)
      withCookie++
      cookie = deviceCookieOf(phone)
    }
    expect(withCookie).toBe(12)
    // Without the cookie, the current rules: the account's cap refuses the owner at a new address.
    expect(withoutCookie).toBeLessThanOrEqual(1)
  }, 120_000)

  it("counts a device's own failures: a stolen cookie gets the free guesses, then waits that grow", async () => {
    // LOGIN_RATE_LIMIT 2: a device's 2 free failures, the account's 40.
    const { app } = await limitedApp(2)
    const cookie = deviceCookieOf(await signIn(app, USER, RIGHT, '192.0.2.10'))
    for (let i = 0; i < 2; i++) {
      expect((await signIn(app, USER, `wrong-${i}`, `198.51.100.${i + 1}`, { cookie })).statusCode).toBe(401)
    }
    // From yet another address, with the cookie: the device waits (its own key, wherever it is).
    const refused = await signIn(app, USER, RIGHT, '198.51.100.99', { cookie })
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBe('1')
    later(1000)
    expect((await signIn(app, USER, RIGHT, '198.51.100.99', { cookie })).statusCode).toBe(200)
    // Those failures did not count against the account: 40 more guesses still get their 401s.
    const statuses = await distributedGuesses(app, USER, 40)
    expect(statuses.every((s) => s === 401)).toBe(true)
  }, 60_000)

  it("a guesser at the owner's address keeps waiting longer while the owner signs in there with his cookie", async () => {
    // Issue 44 item 2: the owner's success used to clear the account + address pair the guesser
    // shares, so a guesser honouring Retry-After beside an owner signing in every 5 s never waited
    // more than 4 s (76 guesses a minute). Now it frees the owner's device alone.
    const { app } = await limitedApp(5)
    const office = '192.0.2.50'
    const at = (ms: number) => {
      now = new Date(TEST_NOW.getTime() + ms)
    }
    let cookie = deviceCookieOf(await signIn(app, USER, RIGHT, office))
    const waits: number[] = []
    let guesses = 0
    let guessesFirstMinute = 0
    let nextGuess = 0
    let nextOwner = 5_000
    while (Math.min(nextGuess, nextOwner) < 120_000) {
      if (nextOwner <= nextGuess) {
        at(nextOwner)
        const owner = await signIn(app, USER, RIGHT, office, { cookie })
        expect(owner.statusCode, `owner at ${nextOwner / 1000} s`).toBe(200)
        cookie = deviceCookieOf(owner)
        nextOwner += 5_000
        continue
      }
      at(nextGuess)
      const guess = await signIn(app, USER, `guess-${guesses}`, office)
      if (guess.statusCode === 429) {
        const wait = Number(guess.headers['retry-after'])
        waits.push(wait)
        nextGuess += wait * 1000
      } else {
        expect(guess.statusCode).toBe(401)
        guesses++
        if (nextGuess < 60_000) guessesFirstMinute++
      }
    }
    // The guesser alone would meet exactly these: 5 free guesses, then each wait twice the last.
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64])
    expect(guessesFirstMinute).toBe(10)
    expect(guesses).toBe(11)
  }, 60_000)

  it("another account's cookie, or a forged one, gets the usual rules", async () => {
    const { app } = await limitedApp(1)
    const managers = deviceCookieOf(await signIn(app, 'manager@demo.plant', RIGHT, '192.0.2.10'))
    const own = deviceCookieOf(await signIn(app, USER, RIGHT, '192.0.2.11'))
    await distributedGuesses(app, USER, 25)
    expect((await signIn(app, USER, RIGHT, '203.0.113.7', { cookie: managers })).statusCode).toBe(429)
    const [name, value] = own.split('=')
    const forged = `${name}=${value.slice(0, -2)}xx`
    expect((await signIn(app, USER, RIGHT, '203.0.113.8', { cookie: forged })).statusCode).toBe(429)
    expect((await signIn(app, USER, RIGHT, '203.0.113.9', { cookie: own })).statusCode).toBe(200)
  })

  it('verifies on any instance: the same data folder, or the same ANALYTICS_SECRET', async () => {
    // A second app on the same database and settings (a restart, another instance).
    const first = await limitedApp(1)
    const cookie = deviceCookieOf(await signIn(first.app, USER, RIGHT, '192.0.2.10'))
    await distributedGuesses(first.app, USER, 25)
    const second = await buildApp(first.ctx)
    try {
      expect((await signIn(second, USER, RIGHT, '203.0.113.7')).statusCode).toBe(429)
      expect((await signIn(second, USER, RIGHT, '203.0.113.8', { cookie })).statusCode).toBe(200)
    } finally {
      await second.close()
    }
    // Instances with data folders of their own, given the same ANALYTICS_SECRET (the cluster).
    const env = { LOGIN_RATE_LIMIT: '1', ANALYTICS_SECRET: 'cluster-shared-secret-0123456789' }
    const a = await createTestApp({ now: () => now }, env)
    const b = await createTestApp({ now: () => now }, env)
    const stranger = await createTestApp(
      { now: () => now },
      { ...env, ANALYTICS_SECRET: 'another-secret-0123456789' },
    )
    try {
      expect(a.ctx.env.DATA_DIR).not.toBe(b.ctx.env.DATA_DIR)
      const issued = deviceCookieOf(await signIn(a.app, USER, RIGHT, '192.0.2.10'))
      for (const other of [b, stranger]) await distributedGuesses(other.app, USER, 25)
      expect((await signIn(b.app, USER, RIGHT, '203.0.113.9', { cookie: issued })).statusCode).toBe(200)
      expect((await signIn(stranger.app, USER, RIGHT, '203.0.113.9', { cookie: issued })).statusCode).toBe(
        429,
      )
    } finally {
      for (const app of [a, b, stranger]) await app.close()
    }
  }, 60_000)
})

describe('recovery and reset limiter', () => {
  const recover = (app: Injectable, username: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/welcome/send-recover-account-email',
      remoteAddress: ip,
      payload: { username },
    })

  it('answers the same for known and unknown accounts, and mails only the known one', async () => {
    const app = await limitedApp(5)
    const known = await recover(app.app, USER, '198.51.100.7')
    const unknown = await recover(app.app, 'ghost@nowhere.example', '198.51.100.7')
    expect(known.statusCode).toBe(200)
    expect(unknown.statusCode).toBe(known.statusCode)
    expect(unknown.body).toBe(known.body)
    expect(unknown.json()).toEqual({ ok: true })
    expect(app.sentMail.map((m) => m.to)).toEqual([USER])
  })

  it('limits requests per account and source the same for known and unknown accounts', async () => {
    const app = await limitedApp(2)
    for (const name of [USER, 'ghost@nowhere.example']) {
      expect((await recover(app.app, name, '198.51.100.7')).statusCode).toBe(200)
      expect((await recover(app.app, name, '198.51.100.7')).statusCode).toBe(200)
      const refused = await recover(app.app, name, '198.51.100.7')
      expect(refused.statusCode).toBe(429)
      expect(refused.headers['retry-after']).toBe('1')
      expect(refused.json().error).toBe('RATE_LIMITED')
    }
    expect(app.sentMail).toHaveLength(2)
  })

  it('limits mails to one account from many sources (mail flooding)', async () => {
    const app = await limitedApp(2)
    expect((await recover(app.app, USER, '198.51.100.1')).statusCode).toBe(200)
    expect((await recover(app.app, USER, '198.51.100.2')).statusCode).toBe(200)
    const refused = await recover(app.app, USER, '198.51.100.3')
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBe('60')
    expect(app.sentMail).toHaveLength(2)
  })

  it('limits guessed reset tokens per source, and a real token still works elsewhere', async () => {
    const app = await limitedApp(1)
    const reset = (token: string, ip: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/welcome/change-password',
        remoteAddress: ip,
        payload: { token: b64(token), password: b64('brand-new-pw') },
      })
    for (let i = 0; i < 20; i++) {
      expect((await reset(`guess-${i}`.padEnd(43, 'x'), '198.51.100.7')).statusCode).toBe(400)
    }
    const refused = await reset('guess-20'.padEnd(43, 'x'), '198.51.100.7')
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)

    await recover(app.app, USER, '192.0.2.1')
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(app.sentMail[0].text)![1]
    expect((await reset(token, '192.0.2.1')).statusCode).toBe(200)
  })
})

describe('the client address', () => {
  it('comes from X-Forwarded-For only when the peer is a TRUST_PROXY proxy', async () => {
    const base = await limitedApp(2)
    const proxied = await buildApp(base.ctx, {
      trustProxy: readEnv({ TRUST_PROXY: '10.0.0.1,10.1.0.0/16' }).TRUST_PROXY,
    })
    try {
      const via = (peer: string, client: string) =>
        signIn(proxied, USER, 'wrong', peer, { 'x-forwarded-for': client })
      // Behind the proxy: each client is its own source.
      for (let i = 0; i < 2; i++) expect((await via('10.0.0.1', '198.51.100.50')).statusCode).toBe(401)
      expect((await via('10.0.0.1', '198.51.100.50')).statusCode).toBe(429)
      expect((await via('10.1.2.3', '198.51.100.51')).statusCode).toBe(401)
      // From any other peer the header is ignored: changing it does not make a fresh source.
      for (let i = 0; i < 2; i++)
        expect((await via('192.0.2.99', `198.51.100.${60 + i}`)).statusCode).toBe(401)
      expect((await via('192.0.2.99', '198.51.100.70')).statusCode).toBe(429)
    } finally {
      await proxied.close()
    }
  })

  it('refuses TRUST_PROXY=on at start, naming the setting', () => {
    expect(() => readEnv({ TRUST_PROXY: 'on' })).toThrow(/TRUST_PROXY: .*name your proxies/)
    expect(readEnv({ TRUST_PROXY: 'off' }).TRUST_PROXY).toBe(false)
    expect(readEnv({}).TRUST_PROXY).toBe(false)
  })
})
