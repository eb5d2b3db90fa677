import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications, users } from '../../server/db/schema'
import { accountStateSchema } from '../../src/contract/account'
import { call, login, newKey } from './account-helpers'
import { createTestApp, type TestApp } from './helpers'

let t: TestApp
let manager: string
let sales: string
let newcomer: string
beforeAll(async () => {
  t = await createTestApp()
  manager = await login(t, 'manager@demo.plant')
  sales = await login(t, 'sales@demo.plant')
  newcomer = await login(t, 'new@demo.plant')
})
afterAll(() => t.close())

const userRow = async (email: string) =>
  (await t.ctx.db.select().from(users).where(eq(users.email, email)))[0]

describe('GET /language', () => {
  it('lists the six languages named in themselves', async () => {
    const res = await call(t, manager, 'GET', '/api/language')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toHaveLength(6)
    expect(res.json()).toContainEqual({ code: 'es_ES', name: 'Español' })
    expect(res.json()).toContainEqual({ code: 'ru_RU', name: 'Русский' })
  })
  it('needs a session', async () => {
    expect((await call(t, null, 'GET', '/api/language')).statusCode).toBe(401)
  })
})

describe('PUT /users/dark-mode', () => {
  it('stores the theme, also for ROLE_COMMERCIAL (own settings)', async () => {
    const res = await call(t, sales, 'PUT', '/api/users/dark-mode', { hasDarkMode: false })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ hasDarkMode: false })
    expect((await userRow('sales@demo.plant')).hasDarkMode).toBe(false)
    const session = await call(t, sales, 'POST', '/api/verify-token', {})
    expect(session.json().user.hasDarkMode).toBe(false)
  })
  it('answers 401, the terms gate, and 400 naming hasDarkMode', async () => {
    expect((await call(t, null, 'PUT', '/api/users/dark-mode', { hasDarkMode: true })).statusCode).toBe(401)
    const gated = await call(t, newcomer, 'PUT', '/api/users/dark-mode', { hasDarkMode: true })
    expect(gated.statusCode).toBe(403)
    expect(gated.json().error).toBe('TERMS_NOT_ACCEPTED')
    const bad = await call(t, manager, 'PUT', '/api/users/dark-mode', { hasDarkMode: 'yes' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors[0].field).toBe('hasDarkMode')
  })
})

describe('POST /update_language', () => {
  it('stores the three languages and answers the refreshed configuration', async () => {
    const res = await call(t, manager, 'POST', '/api/update_language', {
      language: 'fr_FR',
      maintenance_language: 'pt_PT',
      technical_language: 'ca_ES',
    })
    expect(res.statusCode).toBe(200)
    const state = accountStateSchema.parse(res.json())
    expect(state.user.language).toBe('fr_FR')
    expect(state.userConfig).toMatchObject({
      language: 'fr_FR',
      maintenance_language: 'pt_PT',
      technical_language: 'ca_ES',
    })
    const row = await userRow('manager@demo.plant')
    expect([row.language, row.maintenanceLanguage, row.technicalLanguage]).toEqual([
      'fr_FR',
      'pt_PT',
      'ca_ES',
    ])
  })
  it('refuses a maintenance language outside en_EN, es_ES, pt_PT, naming it', async () => {
    const res = await call(t, manager, 'POST', '/api/update_language', {
      language: 'fr_FR',
      maintenance_language: 'fr_FR',
      technical_language: 'fr_FR',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].field).toBe('maintenance_language')
  })
  it('names a missing field and answers 401 without a session', async () => {
    const res = await call(t, manager, 'POST', '/api/update_language', { language: 'en_EN' })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('maintenance_language')
    expect(
      (
        await call(t, null, 'POST', '/api/update_language', {
          language: 'en_EN',
          maintenance_language: 'en_EN',
          technical_language: 'en_EN',
        })
      ).statusCode,
    ).toBe(401)
  })
})

describe('POST /modify_user_preferences', () => {
  it('switches to imperial with comma thousands, keeping the yes/no choices', async () => {
    const res = await call(t, manager, 'POST', '/api/modify_user_preferences', {
      preferences: ['USER_GLOBALUNITSYSTEM_IMPERIAL', 'SEPARATOR_MILES_COMMA', 'SEPARATOR_DECIMAL_DOT'],
    })
    expect(res.statusCode).toBe(200)
    const state = accountStateSchema.parse(res.json())
    expect(state.user.userPreferences).toEqual(
      expect.arrayContaining([
        'USER_GLOBALUNITSYSTEM_IMPERIAL',
        'SEPARATOR_MILES_COMMA',
        'SEPARATOR_DECIMAL_DOT',
        'USER_SENDPDFWHENFINISHORDER_NO',
        'USER_SENDPDFMAINTENANCE_NO',
      ]),
    )
    expect(state.user.userPreferences).toHaveLength(5)
    expect(state.userConfig.preferences).toContainEqual({ concept: 'UNIT_LENGTH', unit: 'ft' })
    expect(state.userConfig.preferences).toContainEqual({ concept: 'SEPARATOR_DECIMAL', unit: '.' })
  })
  it.each([
    [['SEPARATOR_MILES_COMMA', 'SEPARATOR_DECIMAL_DOT']],
    [
      [
        'USER_GLOBALUNITSYSTEM_IMPERIAL',
        'USER_GLOBALUNITSYSTEM_INTERNATIONAL',
        'SEPARATOR_MILES_COMMA',
        'SEPARATOR_DECIMAL_DOT',
      ],
    ],
    [['USER_GLOBALUNITSYSTEM_IMPERIAL', 'SEPARATOR_MILES_COMMA', 'SEPARATOR_DECIMAL_COMMA']],
    [['USER_GLOBALUNITSYSTEM_IMPERIAL', 'SEPARATOR_MILES_COMMA']],
    [
      [
        'USER_GLOBALUNITSYSTEM_IMPERIAL',
        'SEPARATOR_MILES_DOT',
        'SEPARATOR_DECIMAL_COMMA',
        'USER_SENDPDFMAINTENANCE_YES',
        'USER_SENDPDFMAINTENANCE_NO',
      ],
    ],
  ])('refuses the incoherent set %j with a 400 naming preferences', async (codes) => {
    const before = await userRow('manager@demo.plant')
    const res = await call(t, manager, 'POST', '/api/modify_user_preferences', { preferences: codes })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].field).toBe('preferences')
    expect((await userRow('manager@demo.plant')).userPreferences).toEqual(before.userPreferences)
  })
  it('refuses an unknown code, naming its position', async () => {
    const res = await call(t, manager, 'POST', '/api/modify_user_preferences', {
      preferences: ['UNIT_PARSEC'],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].field).toBe('preferences.0')
  })
  it('answers 401 without a session', async () => {
    expect(
      (await call(t, null, 'POST', '/api/modify_user_preferences', { preferences: [] })).statusCode,
    ).toBe(401)
  })
})

describe('POST /update_notification_configuration', () => {
  it('stores the e-mail choice', async () => {
    const res = await call(
      t,
      manager,
      'POST',
      '/api/update_notification_configuration',
      { email: false },
      newKey(),
    )
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ email: false, address: null })
    expect((await userRow('manager@demo.plant')).notificationEmail).toBe(false)
  })
  it('stores an address of its own, keeps it when only the switch changes, and null restores the account e-mail', async () => {
    const send = (body: unknown) =>
      call(t, manager, 'POST', '/api/update_notification_configuration', body, newKey())
    const set = await send({ email: true, address: ' shift-b@plant.example ' })
    expect(set.statusCode).toBe(200)
    expect(set.json()).toEqual({ email: true, address: 'shift-b@plant.example' })
    expect(await send({ email: false }).then((r) => r.json())).toEqual({
      email: false,
      address: 'shift-b@plant.example',
    })
    const session = await call(t, manager, 'POST', '/api/verify-token', { token: manager })
    expect(
      session.json().userConfig?.notificationAddress ?? session.json().user?.userConfig?.notificationAddress,
    ).toBe('shift-b@plant.example')
    expect((await send({ email: true, address: null })).json()).toEqual({ email: true, address: null })
    expect((await userRow('manager@demo.plant')).notificationAddress).toBeNull()
  })
  it('refuses an address that is not an e-mail, naming it, and changes nothing', async () => {
    const bad = await call(
      t,
      manager,
      'POST',
      '/api/update_notification_configuration',
      { email: true, address: 'shift-b at plant' },
      newKey(),
    )
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors[0].field).toBe('address')
    expect((await userRow('manager@demo.plant')).notificationAddress).toBeNull()
  })
  it('answers 400 naming email and 401 without a session', async () => {
    const bad = await call(t, manager, 'POST', '/api/update_notification_configuration', {})
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors[0].field).toBe('email')
    expect(
      (await call(t, null, 'POST', '/api/update_notification_configuration', { email: true })).statusCode,
    ).toBe(401)
  })
})

describe('notifications', () => {
  it('lists newest first, counts the new ones, and the bell resets the count', async () => {
    const { id: userId } = await userRow('tech@demo.plant')
    const base = Date.now()
    await t.ctx.db.insert(notifications).values([
      {
        userId,
        message: 'MAINTENANCE_DUE',
        params: '{"machine":"Flexo 1"}',
        href: '/maintenance',
        createdAt: new Date(base - 3000),
      },
      { userId, message: 'ORDER_DONE', params: 'not json', href: null, createdAt: new Date(base - 2000) },
      { userId, message: 'PLAIN', params: null, href: null, createdAt: new Date(base - 1000) },
    ])
    const tech = await login(t, 'tech@demo.plant')
    const list = await call(t, tech, 'POST', '/api/user_notifications/', { filters: { limit: 2 } })
    expect(list.statusCode).toBe(200)
    const body = list.json()
    expect(body.numNewNotification).toBe(3)
    expect(body.notifications.map((n: { message: string }) => n.message)).toEqual(['PLAIN', 'ORDER_DONE'])
    expect(body.notifications[1].params).toBeNull()
    const page2 = await call(t, tech, 'POST', '/api/user_notifications/', {
      filters: { limit: 2, offset: 2 },
    })
    expect(page2.json().notifications[0]).toMatchObject({
      message: 'MAINTENANCE_DUE',
      params: { machine: 'Flexo 1' },
      href: '/maintenance',
    })
    expect(new Date(page2.json().notifications[0].dateTime).getTime()).toBe(base - 3000)

    const bell = await call(t, tech, 'POST', '/api/user_notifications/click_bell', {})
    expect(bell.statusCode).toBe(200)
    expect(bell.json()).toEqual({ numNewNotification: 0 })
    const after = await call(t, tech, 'POST', '/api/user_notifications/', {})
    expect(after.json().numNewNotification).toBe(0)
    expect(after.json().notifications).toHaveLength(3)
  })
  it('lets ROLE_COMMERCIAL read (a POST read) and click the bell', async () => {
    expect((await call(t, sales, 'POST', '/api/user_notifications/', {})).statusCode).toBe(200)
    expect((await call(t, sales, 'POST', '/api/user_notifications/click_bell', {})).statusCode).toBe(200)
  })
  it('answers 401, the terms gate, and 400 naming the filter', async () => {
    expect((await call(t, null, 'POST', '/api/user_notifications/', {})).statusCode).toBe(401)
    expect((await call(t, null, 'POST', '/api/user_notifications/click_bell', {})).statusCode).toBe(401)
    expect((await call(t, newcomer, 'POST', '/api/user_notifications/', {})).statusCode).toBe(403)
    const bad = await call(t, manager, 'POST', '/api/user_notifications/', { filters: { limit: 'ten' } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors[0].field).toBe('filters.limit')
  })
})
