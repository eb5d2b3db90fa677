import { describe, expect, it } from 'vitest'
import type { Session } from '@/contract/session'
import { isSessionAnswer } from './session-answer'

/** A whole session as sessionSchema describes it (answer-guards.test.ts generates the others). */
const valid: Session = {
  token: 'tok',
  user: {
    userId: 1,
    email: 'manager@demo.plant',
    username: 'manager',
    user: 'Manager',
    md5Username: 'd41d8cd98f00b204e9800998ecf8427e',
    roles: [{ name: 'ROLE_USER' }],
    hasAcceptedTos: true,
    isAcceptTerms: true,
    hasDarkMode: true,
    companyServices: [],
    language: 'en_EN',
    preferences: [{ concept: 'UNIT_LENGTH', unit: 'm' }],
    userPreferences: ['USER_GLOBALUNITSYSTEM_INTERNATIONAL'],
    featureFlags: {
      dark_mode: true,
      show_ink_cost: false,
      job_costing_tour: false,
      edit_job_cost_energy: false,
    },
    termsUrl: null,
  },
  userConfig: {
    currency: { code: 'EUR', symbol: '€' },
    language: 'en_EN',
    maintenance_language: 'en_EN',
    technical_language: 'en_EN',
    machines: [],
    preferences: [],
    userPreferences: [],
    notificationEmail: true,
  },
  company: { id: 1, name: 'Demo' },
}

describe('isSessionAnswer', () => {
  it('accepts a session the shell can run on', () => {
    expect(isSessionAnswer(valid)).toBe(true)
  })

  it.each([
    ['null', null],
    ['an array', []],
    ['no token', { ...valid, token: undefined }],
    ['no user', { ...valid, user: null }],
    ['roles that are not objects with a name', { ...valid, user: { ...valid.user, roles: ['ROLE_USER'] } }],
    ['terms not a boolean', { ...valid, user: { ...valid.user, hasAcceptedTos: 'yes' } }],
    ['no configuration', { ...valid, userConfig: undefined }],
    ['machines not a list', { ...valid, userConfig: { ...valid.userConfig, machines: {} } }],
    ['a role the product does not know', { ...valid, user: { ...valid.user, roles: [{ name: 'ROLE_X' }] } }],
    ['no company', { ...valid, company: undefined }],
  ])('refuses %s', (_what, body) => {
    expect(isSessionAnswer(body)).toBe(false)
  })
})
