// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import type { DisplayStatus } from '@/contract/display'
import { DISPLAY_TOKEN_KEY, normalizeToken, takeTokenFromLocation } from './display-token'
import { clearLastStatus, loadLastStatus, saveLastStatus, serverNow } from './last-status'

const token = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'

describe('display token', () => {
  beforeEach(() => localStorage.clear())

  it('accepts 26 base32 characters, typed with spaces, dashes or lower case', () => {
    expect(normalizeToken(token)).toBe(token)
    expect(normalizeToken('abcd-efgh ijkl-mnop-qrst-uvwx-yz')).toBe(token)
    expect(normalizeToken('ABC')).toBeNull()
    expect(normalizeToken(`${token.slice(0, 25)}1`)).toBeNull()
  })

  it('takes the token from the fragment and keeps it for the next start', () => {
    expect(takeTokenFromLocation({ hash: `#${token}` }, localStorage)).toBe(token)
    expect(localStorage.getItem(DISPLAY_TOKEN_KEY)).toBe(token)
    expect(takeTokenFromLocation({ hash: '' }, localStorage)).toBe(token)
  })

  it('has no token without a fragment or a stored one', () => {
    expect(takeTokenFromLocation({ hash: '#garbage' }, localStorage)).toBeNull()
  })
})

const status: DisplayStatus = {
  label: 'Flexo hall',
  plantName: 'Demo plant',
  machineLineName: 'FLEXO',
  serverTime: '2026-11-24T10:00:00.000Z',
  machines: [],
}

describe('last status', () => {
  beforeEach(() => localStorage.clear())

  it('round-trips the last status with its time', () => {
    saveLastStatus(localStorage, status, 1234)
    expect(loadLastStatus(localStorage)).toEqual({ status, receivedAt: 1234 })
    clearLastStatus(localStorage)
    expect(loadLastStatus(localStorage)).toBeNull()
  })

  it('ignores a stored value of another shape', () => {
    localStorage.setItem('plant-portal.display-last-status', '{"status":{"label":1},"receivedAt":1}')
    expect(loadLastStatus(localStorage)).toBeNull()
    localStorage.setItem('plant-portal.display-last-status', 'not json')
    expect(loadLastStatus(localStorage)).toBeNull()
  })

  it('measures time on the server clock', () => {
    const receivedAt = Date.parse('2026-11-24T10:02:00.000Z') // the screen's clock runs 2 min ahead
    expect(serverNow(status, receivedAt, receivedAt + 60_000)).toBe(Date.parse('2026-11-24T10:01:00.000Z'))
    expect(serverNow(undefined, 0, 42)).toBe(42)
  })
})
