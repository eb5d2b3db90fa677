import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiKeys, companies, idempotencyKeys, users } from '../../server/db/schema'
import { hashToken } from '../../server/lib/tokens'
import { call, login, newKey } from './account-helpers'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let manager: string
let operator: string
beforeAll(async () => {
  t = await createTestApp()
  manager = await login(t, 'manager@demo.plant')
  operator = await login(t, 'operator@demo.plant')
})
afterAll(() => t.close())

const create = (body: unknown, key?: string) => call(t, manager, 'POST', '/api/api-keys', body, key)

describe('API keys', () => {
  it('creates a key as a credentials file whose secret is stored only as a hash and works', async () => {
    const res = await create({ alias: 'ERP link', expiresInDays: 30, scopes: ['read', 'ingest'] })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toContain('attachment; filename="ERP link.json"')
    const file = res.json()
    expect(file).toMatchObject({ alias: 'ERP link', scopes: ['read', 'ingest'] })
    expect(file.secret.length).toBeGreaterThan(30)
    expect(new Date(file.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000)

    const [row] = await t.ctx.db.select().from(apiKeys).where(eq(apiKeys.clientId, file.clientId))
    expect(row.secretHash).not.toBe(file.secret)
    expect(row.secretHash).toBe(hashToken(file.secret))
    expect(JSON.stringify(row)).not.toContain(file.secret)

    // The secret authenticates (the auth layer records lastUsedAt); a wrong secret does not.
    await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { authorization: `ApiKey ${file.clientId}:wrong` },
    })
    expect(
      (await t.ctx.db.select().from(apiKeys).where(eq(apiKeys.clientId, file.clientId)))[0].lastUsedAt,
    ).toBeNull()
    await t.app.inject({ method: 'GET', url: '/api/health', headers: { authorization: file.authorization } })
    const list = await call(t, manager, 'GET', '/api/api-keys')
    expect(list.statusCode).toBe(200)
    expect(list.json()).toContainEqual(
      expect.objectContaining({
        clientId: file.clientId,
        alias: 'ERP link',
        createdBy: 'manager@demo.plant',
      }),
    )
    expect(list.json()[0]).not.toHaveProperty('secret')
    expect(
      list.json().find((k: { clientId: string }) => k.clientId === file.clientId).lastUsedAt,
    ).not.toBeNull()
  })

  it('defaults to 365 days and the read scope', async () => {
    const file = (await create({ alias: 'Defaults' })).json()
    expect(file.scopes).toEqual(['read'])
    const days = (new Date(file.expiresAt).getTime() - Date.now()) / 86_400_000
    expect(Math.round(days)).toBe(365)
    const accented = await create({ alias: 'Línea 1' })
    expect(accented.statusCode).toBe(200)
    expect(accented.headers['content-disposition']).toBe(
      `attachment; filename="L_nea 1.json"; filename*=UTF-8''${encodeURIComponent('Línea 1.json')}`,
    )
  })

  it('renames and revokes; revoked keys leave the list and stop authenticating', async () => {
    const file = (await create({ alias: 'Temp' })).json()
    const renamed = await call(t, manager, 'PUT', `/api/api-keys/${file.clientId}`, { alias: 'Temp renamed' })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json().alias).toBe('Temp renamed')
    const del = await call(t, manager, 'DELETE', `/api/api-keys/${file.clientId}`)
    expect(del.statusCode).toBe(200)
    expect(del.json()).toEqual({ clientId: file.clientId, revoked: true })
    const list = (await call(t, manager, 'GET', '/api/api-keys')).json()
    expect(list.map((k: { clientId: string }) => k.clientId)).not.toContain(file.clientId)
    expect((await call(t, manager, 'DELETE', `/api/api-keys/${file.clientId}`)).statusCode).toBe(404)
  })

  it('a deleted ingest key stops authenticating at once', async () => {
    const file = (await create({ alias: 'Gateway', scopes: ['ingest'] })).json()
    const gateway = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/ingest/v1/prepared-orders',
        headers: { authorization: file.authorization },
      })
    expect((await gateway()).statusCode).toBe(200)
    expect((await call(t, manager, 'DELETE', `/api/api-keys/${file.clientId}`)).statusCode).toBe(200)
    const refused = await gateway()
    expect(refused.statusCode).toBe(401)
    // HTTP Basic with the same pair is refused too.
    const basic = Buffer.from(`${file.clientId}:${file.secret}`).toString('base64')
    const viaBasic = await t.app.inject({
      method: 'GET',
      url: '/api/ingest/v1/prepared-orders',
      headers: { authorization: `Basic ${basic}` },
    })
    expect(viaBasic.statusCode).toBe(401)
  })

  it('holds at most 5 active keys per company (409 MAX_API_KEYS)', async () => {
    const active = (await call(t, manager, 'GET', '/api/api-keys')).json().length
    for (let i = active; i < 5; i++) expect((await create({ alias: `Key ${i}` })).statusCode).toBe(200)
    const sixth = await create({ alias: 'One too many' })
    expect(sixth.statusCode).toBe(409)
    expect(sixth.json().error).toBe('MAX_API_KEYS')
    expect((await call(t, manager, 'GET', '/api/api-keys')).json()).toHaveLength(5)
  })

  it("answers 404 for another company's key", async () => {
    const [other] = await t.ctx.db.insert(companies).values({ name: 'Other Co' }).returning()
    await t.ctx.db.insert(apiKeys).values({
      companyId: other.id,
      clientId: 'pk_other',
      alias: 'Theirs',
      secretHash: hashToken('s'),
      scopes: ['read'],
    })
    expect((await call(t, manager, 'PUT', '/api/api-keys/pk_other', { alias: 'Mine now' })).statusCode).toBe(
      404,
    )
    expect((await call(t, manager, 'DELETE', '/api/api-keys/pk_other')).statusCode).toBe(404)
    const list = (await call(t, manager, 'GET', '/api/api-keys')).json()
    expect(list.map((k: { clientId: string }) => k.clientId)).not.toContain('pk_other')
  })

  it('needs ROLE_API_EXTERNAL (403) and a session (401)', async () => {
    expect((await call(t, operator, 'GET', '/api/api-keys')).statusCode).toBe(403)
    expect((await call(t, operator, 'POST', '/api/api-keys', { alias: 'x' })).statusCode).toBe(403)
    expect((await call(t, null, 'GET', '/api/api-keys')).statusCode).toBe(401)
    expect((await call(t, null, 'POST', '/api/api-keys', { alias: 'x' })).statusCode).toBe(401)
  })

  it('refuses a commercial user even with ROLE_API_EXTERNAL (company data, not own settings)', async () => {
    await t.ctx.db
      .update(users)
      .set({ roles: ['ROLE_USER', 'ROLE_COMMERCIAL', 'ROLE_API_EXTERNAL'] })
      .where(eq(users.email, 'sales@demo.plant'))
    const sales = await login(t, 'sales@demo.plant')
    expect((await call(t, sales, 'GET', '/api/api-keys')).statusCode).toBe(200)
    const res = await call(t, sales, 'POST', '/api/api-keys', { alias: 'x' })
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toBe('COMMERCIAL_CANNOT_UPDATE')
  })

  it('names bad fields: alias characters, length, expiry range, unknown scope', async () => {
    const cases: [unknown, string][] = [
      [{ alias: 'bad/alias' }, 'alias'],
      [{ alias: '' }, 'alias'],
      [{ alias: 'x'.repeat(61) }, 'alias'],
      [{}, 'alias'],
      [{ alias: 'ok', expiresInDays: 731 }, 'expiresInDays'],
      [{ alias: 'ok', expiresInDays: 0 }, 'expiresInDays'],
      [{ alias: 'ok', scopes: ['admin'] }, 'scopes.0'],
    ]
    for (const [body, field] of cases) {
      const res = await create(body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().errors[0].field).toBe(field)
    }
    const rename = await call(t, manager, 'PUT', '/api/api-keys/pk_x', { alias: 'a*b' })
    expect(rename.statusCode).toBe(400)
    expect(rename.json().errors[0].field).toBe('alias')
  })
})

describe('API key creation is idempotent', () => {
  it('creates one key for one Idempotency-Key and keeps no copy of the secret for replays', async () => {
    const app = await createTestApp()
    try {
      const token = await login(app, 'manager@demo.plant')
      const key = newKey()
      const first = await call(app, token, 'POST', '/api/api-keys', { alias: 'Once' }, key)
      const second = await call(app, token, 'POST', '/api/api-keys', { alias: 'Once' }, key)
      expect(first.statusCode).toBe(200)
      expect(second.statusCode).toBe(409)
      expect(second.json().error).toBe('CREDENTIALS_ALREADY_ISSUED')
      expect(await app.ctx.db.select().from(apiKeys)).toHaveLength(1)
      const stored = JSON.stringify(await app.ctx.db.select().from(idempotencyKeys))
      expect(stored).not.toContain(first.json().secret)
      expect((await call(app, token, 'POST', '/api/api-keys', { alias: 'Twice' }, key)).statusCode).toBe(422)
    } finally {
      await app.close()
    }
  })
})
