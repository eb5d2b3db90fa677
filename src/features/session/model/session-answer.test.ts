import { describe, expect, it } from 'vitest'
import { isSessionAnswer } from './session-answer'

const valid = {
  token: 'tok',
  user: {
    userId: 1,
    email: 'manager@demo.plant',
    roles: [{ name: 'ROLE_USER' }],
    hasAcceptedTos: true,
    hasDarkMode: true,
    language: 'en_EN',
  },
  userConfig: { machines: [], language: 'en_EN' },
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
  ])('refuses %s', (_what, body) => {
    expect(isSessionAnswer(body)).toBe(false)
  })
})
