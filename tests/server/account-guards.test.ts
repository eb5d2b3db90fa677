/** Who may call each account route: no session (401), terms not accepted (403), ROLE_COMMERCIAL. */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, login } from './account-helpers'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let newcomer: string
let sales: string
beforeAll(async () => {
  t = await createTestApp()
  newcomer = await login(t, 'new@demo.plant')
  sales = await login(t, 'sales@demo.plant')
})
afterAll(() => t.close())

type Route = [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown]

const languages = { language: 'es_ES', maintenance_language: 'es_ES', technical_language: 'es_ES' }
const units = ['USER_GLOBALUNITSYSTEM_INTERNATIONAL', 'SEPARATOR_MILES_DOT', 'SEPARATOR_DECIMAL_COMMA']

/** Routes that need the terms accepted. */
const gated: Route[] = [
  ['PUT', '/api/users/dark-mode', { hasDarkMode: true }],
  ['POST', '/api/update_language', languages],
  ['POST', '/api/modify_user_preferences', { preferences: units }],
  ['POST', '/api/update_notification_configuration', { email: true }],
  ['POST', '/api/change_password', { currentPassword: 'demo1234', newPassword: 'demo1234' }],
  ['POST', '/api/user_notifications/', {}],
  ['POST', '/api/user_notifications/click_bell', {}],
  ['POST', '/api/sat_mail', { subject: 'a', message: 'b' }],
  ['GET', '/api/sat_mail'],
  ['GET', `/api/sat_mail/attachments/${randomUUID()}`],
  ['GET', '/api/user-retargetings'],
  ['PUT', '/api/user-retargetings/1', { isInterested: true, isReminderEnabled: true }],
  ['POST', '/api/maintenance-assistance-interested', {}],
  ['POST', '/api/ordering/handoff', {}],
  ['GET', '/api/api-keys'],
  ['POST', '/api/api-keys', { alias: 'x' }],
  ['PUT', '/api/api-keys/pk_x', { alias: 'x' }],
  ['DELETE', '/api/api-keys/pk_x'],
]
/** Routes a user who has not accepted the terms may call. */
const ungated: Route[] = [
  ['GET', '/api/language'],
  ['POST', '/api/log/custom', { referer: '/terms' }],
  ['POST', '/api/accept-terms-and-conditions', {}],
  ['GET', '/api/logout'],
]

describe('without a session', () => {
  it.each([...gated, ...ungated])('%s %s answers 401', async (method, url, body) => {
    const res = await call(t, null, method, url, body)
    expect(res.statusCode).toBe(401)
    expect(res.json().error).toBe('UNAUTHORIZED')
  })
})

describe('before the terms are accepted', () => {
  it.each(gated)('%s %s answers 403 TERMS_NOT_ACCEPTED', async (method, url, body) => {
    const res = await call(t, newcomer, method, url, body)
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toBe('TERMS_NOT_ACCEPTED')
  })
  it.each(ungated)('%s %s is allowed', async (method, url, body) => {
    expect((await call(t, newcomer, method, url, body)).statusCode).toBe(200)
  })
})

describe('ROLE_COMMERCIAL writes only its own settings', () => {
  const own = gated.filter(([m, url]) => m !== 'GET' && !url.includes('api-keys'))
  it.each(own)('%s %s is allowed', async (method, url, body) => {
    const res = await call(t, sales, method, url, body)
    expect(res.statusCode).toBe(200)
  })
})
