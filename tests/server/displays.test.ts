/**
 * Line-side display links (issue 9): ROLE_ADMIN creates, lists and revokes them; the screen reads
 * its plant's (or line's) status with the token and nothing else; the token is stored hashed.
 */
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { displayTokens } from '../../server/db/schema'
import { newDisplayToken } from '../../server/services/display/displays'
import { DISPLAY_TOKEN_RE } from '../../src/contract/display'
import { bearer, call, login, newKey } from './account-helpers'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let clock = new Date('2026-11-24T10:00:00Z')
let manager: string
let operator: string
let sales: string
const FLEXO = 1

const status = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/display/status', headers: { authorization: `Display ${token}` } })

async function create(body: unknown, key = newKey()) {
  return call(t, manager, 'POST', '/api/displays', body, key)
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock })
  manager = await login(t, 'manager@demo.plant')
  operator = await login(t, 'operator@demo.plant')
  sales = await login(t, 'sales@demo.plant')
}, 120_000)
afterAll(() => t.close())

describe('display tokens', () => {
  it('are 26 base32 characters, different every time', () => {
    const tokens = new Set(Array.from({ length: 200 }, newDisplayToken))
    expect(tokens.size).toBe(200)
    for (const token of tokens) expect(token).toMatch(DISPLAY_TOKEN_RE)
  })
})

describe('managing display links', () => {
  it('creates a link for one line, shows the token once and stores only its hash', async () => {
    const res = await create({ label: '  Flexo hall ', machineLineId: FLEXO })
    expect(res.statusCode).toBe(200)
    const created = res.json()
    expect(created).toMatchObject({
      label: 'Flexo hall',
      machineLineId: FLEXO,
      machineLineName: 'FLEXO',
      revokedAt: null,
    })
    expect(created.token).toMatch(DISPLAY_TOKEN_RE)
    const [row] = await t.ctx.db.select().from(displayTokens).where(eq(displayTokens.id, created.id))
    expect(row.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'))
    expect(JSON.stringify(row)).not.toContain(created.token)

    const list = await call(t, manager, 'GET', '/api/displays')
    expect(list.statusCode).toBe(200)
    expect(list.json()[0]).toMatchObject({ id: created.id, label: 'Flexo hall', lastSeenAt: null })
    expect(JSON.stringify(list.json())).not.toContain(created.token)
  })

  it('does not hand the token out again on a replayed Idempotency-Key, and creates one row', async () => {
    const key = newKey()
    const first = await create({ label: 'Replay', machineLineId: null }, key)
    expect(first.statusCode).toBe(200)
    const again = await create({ label: 'Replay', machineLineId: null }, key)
    expect(again.statusCode).toBe(409)
    const rows = await t.ctx.db.select().from(displayTokens).where(eq(displayTokens.label, 'Replay'))
    expect(rows).toHaveLength(1)
  })

  it('refuses bad bodies with a 400 naming the field, and a line the plant does not have', async () => {
    for (const [body, field] of [
      [{ label: '', machineLineId: null }, 'label'],
      [{ label: 'x'.repeat(81), machineLineId: null }, 'label'],
      [{ label: 'ok', machineLineId: 'FLEXO' }, 'machineLineId'],
      [{ label: 'ok' }, 'machineLineId'],
      [{ label: 'ok', machineLineId: 999 }, 'machineLineId'],
    ] as const) {
      const res = await create(body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().errors[0].field).toBe(field)
    }
  })

  it('is ROLE_ADMIN only, and never for a commercial user', async () => {
    expect((await call(t, operator, 'GET', '/api/displays')).statusCode).toBe(403)
    expect(
      (await call(t, operator, 'POST', '/api/displays', { label: 'x', machineLineId: null }, newKey()))
        .statusCode,
    ).toBe(403)
    expect(
      (await call(t, sales, 'POST', '/api/displays', { label: 'x', machineLineId: null }, newKey()))
        .statusCode,
    ).toBe(403)
  })
})

describe('a display reading its status', () => {
  it('reads its line with the token, and only that', async () => {
    const { token } = (await create({ label: 'Line', machineLineId: FLEXO })).json()
    const res = await status(token)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      label: 'Line',
      machineLineName: 'FLEXO',
      timeZone: 'Europe/Madrid',
      serverTime: clock.toISOString(),
    })
    expect(body.machines.length).toBe(3)
    for (const m of body.machines) expect(m.machineLineName).toBe('FLEXO')

    const plant = (await create({ label: 'Plant', machineLineId: null })).json()
    expect((await status(plant.token)).json().machines.length).toBe(12)
  })

  it('is not a session: the token opens no other route', async () => {
    const { token } = (await create({ label: 'Narrow', machineLineId: null })).json()
    const headers = { authorization: `Display ${token}` }
    for (const [method, url] of [
      ['GET', '/api/plant-control/machines'],
      ['GET', '/api/displays'],
      ['POST', '/api/displays'],
      ['POST', '/api/order/historic'],
      ['GET', '/api/machines_plant'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers, ...(method === 'POST' ? { payload: {} } : {}) })
      expect(res.statusCode, `${method} ${url}`).toBe(401)
    }
    // And a user's session is not a display token.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/display/status', headers: bearer(manager) }))
        .statusCode,
    ).toBe(401)
  })

  it('refuses unknown and malformed tokens as invalid', async () => {
    for (const token of ['', 'garbage', newDisplayToken(), `${newDisplayToken()}A`]) {
      const res = await status(token)
      expect(res.statusCode).toBe(401)
      expect(res.json().error).toBe('DISPLAY_TOKEN_INVALID')
    }
  })

  it('refuses a revoked token as revoked, and revoking twice is harmless', async () => {
    const created = (await create({ label: 'To revoke', machineLineId: null })).json()
    const revoked = await call(t, manager, 'DELETE', `/api/displays/${created.id}`, undefined, newKey())
    expect(revoked.statusCode).toBe(200)
    expect(revoked.json().revokedAt).toBe(clock.toISOString())
    expect(
      (await call(t, manager, 'DELETE', `/api/displays/${created.id}`, undefined, newKey())).statusCode,
    ).toBe(200)
    const res = await status(created.token)
    expect(res.statusCode).toBe(401)
    expect(res.json().error).toBe('DISPLAY_REVOKED')
    const missing = await call(t, manager, 'DELETE', '/api/displays/999999', undefined, newKey())
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error).toBe('DISPLAY_NOT_FOUND')
  })

  it('records the last contact at most once a minute', async () => {
    const created = (await create({ label: 'Seen', machineLineId: null })).json()
    const lastSeen = async () => {
      const [row] = await t.ctx.db.select().from(displayTokens).where(eq(displayTokens.id, created.id))
      return row.lastSeenAt?.toISOString() ?? null
    }
    const start = clock
    await status(created.token)
    expect(await lastSeen()).toBe(start.toISOString())
    clock = new Date(start.getTime() + 30_000)
    await status(created.token)
    expect(await lastSeen()).toBe(start.toISOString())
    clock = new Date(start.getTime() + 61_000)
    await status(created.token)
    expect(await lastSeen()).toBe(clock.toISOString())
  })
})

describe("a display's language (issue 31 item 2)", () => {
  const setLanguage = async (language: string) => {
    const res = await call(
      t,
      manager,
      'POST',
      '/api/update_language',
      { language, maintenance_language: 'en_EN', technical_language: language },
      newKey(),
    )
    expect(res.statusCode, res.body).toBe(200)
  }

  it('is stored as chosen and returned on the create, the list and the status', async () => {
    const created = await create({ label: 'Spanish screen', machineLineId: FLEXO, language: 'es_ES' })
    expect(created.statusCode).toBe(200)
    expect(created.json().language).toBe('es_ES')
    const [row] = await t.ctx.db.select().from(displayTokens).where(eq(displayTokens.id, created.json().id))
    expect(row.language).toBe('es_ES')
    const listed = (await call(t, manager, 'GET', '/api/displays')).json() as {
      id: number
      language: string
    }[]
    expect(listed.find((d) => d.id === created.json().id)?.language).toBe('es_ES')
    expect((await status(created.json().token)).json().language).toBe('es_ES')
  })

  it("defaults to the creator's language, as it is when the link is made", async () => {
    // manager@ reads English in the demo; then Portuguese.
    const english = (await create({ label: 'Default', machineLineId: null })).json()
    expect(english.language).toBe('en_EN')
    await setLanguage('pt_PT')
    try {
      const portuguese = (await create({ label: 'Default later', machineLineId: null })).json()
      expect(portuguese.language).toBe('pt_PT')
      expect((await status(portuguese.token)).json().language).toBe('pt_PT')
      // A link keeps the language it was made with.
      expect((await status(english.token)).json().language).toBe('en_EN')
    } finally {
      await setLanguage('en_EN')
    }
  })

  it('refuses a language that is not one of the six with a 400 naming it', async () => {
    for (const language of ['es', 'de_DE', 'ES_es', '', 7, null]) {
      const res = await create({ label: 'Bad', machineLineId: null, language })
      expect(res.statusCode, JSON.stringify(language)).toBe(400)
      expect(res.json().errors[0].field).toBe('language')
    }
  })
})
