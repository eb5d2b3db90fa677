/**
 * The Idempotency-Key contract on the account writes: the same key replays the stored answer with
 * one effect, two simultaneous sends make one effect, and the same key with another body is a 422.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  clientLogs,
  idempotencyKeys,
  maintenanceInterest,
  sessions,
  supportMessages,
  userRetargetings,
  users,
} from '../../server/db/schema'
import { call, login, loginBody, newKey } from './account-helpers'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let tech: string
let techId: number
beforeAll(async () => {
  t = await createTestApp()
  tech = await login(t, 'tech@demo.plant')
  techId = (await t.ctx.db.select().from(users).where(eq(users.email, 'tech@demo.plant')))[0].id
})
afterAll(() => t.close())

const count = async (table: typeof supportMessages | typeof clientLogs | typeof maintenanceInterest) =>
  (await t.ctx.db.select().from(table).where(eq(table.userId, techId))).length

describe('replay', () => {
  it.each([
    ['POST', '/api/sat_mail', { subject: 'Replay', message: 'once' }, () => count(supportMessages)],
    ['POST', '/api/log/custom', { referer: '/replay' }, () => count(clientLogs)],
    ['POST', '/api/maintenance-assistance-interested', {}, () => count(maintenanceInterest)],
  ] as const)('%s %s: same key -> same answer, one effect', async (method, url, body, effects) => {
    const before = await effects()
    const key = newKey()
    const first = await call(t, tech, method, url, body, key)
    const second = await call(t, tech, method, url, body, key)
    expect(first.statusCode).toBe(200)
    expect(second.statusCode).toBe(200)
    expect(second.json()).toEqual(first.json())
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect(await effects()).toBe(before + 1)
  })

  it('replays settings writes and refuses another body with the same key (422)', async () => {
    const key = newKey()
    const body = { language: 'pt_PT', maintenance_language: 'pt_PT', technical_language: 'pt_PT' }
    expect((await call(t, tech, 'POST', '/api/update_language', body, key)).statusCode).toBe(200)
    const replay = await call(t, tech, 'POST', '/api/update_language', body, key)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    const other = await call(t, tech, 'POST', '/api/update_language', { ...body, language: 'ru_RU' }, key)
    expect(other.statusCode).toBe(422)
    expect(other.json().error).toBe('IDEMPOTENCY_KEY_REUSED')
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, techId))
    expect(row.language).toBe('pt_PT')

    const dark = newKey()
    expect(
      (await call(t, tech, 'PUT', '/api/users/dark-mode', { hasDarkMode: false }, dark)).statusCode,
    ).toBe(200)
    expect((await call(t, tech, 'PUT', '/api/users/dark-mode', { hasDarkMode: true }, dark)).statusCode).toBe(
      422,
    )

    const retarget = newKey()
    const answer = { isInterested: true, isReminderEnabled: false }
    expect((await call(t, tech, 'PUT', '/api/user-retargetings/1', answer, retarget)).statusCode).toBe(200)
    expect((await call(t, tech, 'PUT', '/api/user-retargetings/2', answer, retarget)).statusCode).toBe(422)
    const choices = await t.ctx.db.select().from(userRetargetings).where(eq(userRetargetings.userId, techId))
    expect(choices).toHaveLength(1)
  })

  it('opens one session for one Idempotency-Key and keeps no copy of the token for replays', async () => {
    const countSessions = async () =>
      (await t.ctx.db.select().from(sessions).where(eq(sessions.userId, techId))).length
    const before = await countSessions()
    const key = newKey()
    const first = await call(t, null, 'POST', '/api/login', loginBody('tech@demo.plant'), key)
    const second = await call(t, null, 'POST', '/api/login', loginBody('tech@demo.plant'), key)
    expect(first.statusCode).toBe(200)
    expect(second.statusCode).toBe(409)
    expect(second.json().error).toBe('CREDENTIALS_ALREADY_ISSUED')
    expect(await countSessions()).toBe(before + 1)
    const stored = JSON.stringify(await t.ctx.db.select().from(idempotencyKeys))
    expect(stored).not.toContain(first.json().token)
    expect(stored).not.toContain(loginBody('tech@demo.plant').password)
  })

  it('keys are per user: another user with the same key gets their own effect', async () => {
    const key = newKey()
    const operator = await login(t, 'operator@demo.plant')
    const mine = await call(t, tech, 'POST', '/api/sat_mail', { subject: 'Mine', message: 'x' }, key)
    const theirs = await call(t, operator, 'POST', '/api/sat_mail', { subject: 'Mine', message: 'x' }, key)
    expect(theirs.statusCode).toBe(200)
    expect(theirs.json().id).not.toBe(mine.json().id)
  })

  it('refuses a malformed key, naming the header', async () => {
    const res = await call(t, tech, 'POST', '/api/log/custom', { referer: '/x' }, 'short')
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].field).toBe('Idempotency-Key')
  })
})

describe('the same key sent twice at the same moment', () => {
  it.each([
    ['POST', '/api/sat_mail', { subject: 'Race', message: 'twice' }, () => count(supportMessages)],
    ['POST', '/api/log/custom', { referer: '/race' }, () => count(clientLogs)],
  ] as const)('%s %s: one effect, the other is a 409 or the replay', async (method, url, body, effects) => {
    const before = await effects()
    const key = newKey()
    const [a, b] = await Promise.all([
      call(t, tech, method, url, body, key),
      call(t, tech, method, url, body, key),
    ])
    const statuses = [a.statusCode, b.statusCode].sort()
    expect(statuses[0]).toBe(200)
    expect([200, 409]).toContain(statuses[1])
    if (statuses[1] === 200) expect(a.json()).toEqual(b.json())
    else expect([a, b].find((r) => r.statusCode === 409)!.json().error).toBe('IDEMPOTENCY_KEY_IN_USE')
    expect(await effects()).toBe(before + 1)
  })

  it('API key creation: one key for two simultaneous sends', async () => {
    const manager = await login(t, 'manager@demo.plant')
    const key = newKey()
    const [a, b] = await Promise.all([
      call(t, manager, 'POST', '/api/api-keys', { alias: 'Raced' }, key),
      call(t, manager, 'POST', '/api/api-keys', { alias: 'Raced' }, key),
    ])
    expect([a.statusCode, b.statusCode]).toContain(200)
    const list = (await call(t, manager, 'GET', '/api/api-keys')).json()
    expect(list.filter((k: { alias: string }) => k.alias === 'Raced')).toHaveLength(1)
  })
})
