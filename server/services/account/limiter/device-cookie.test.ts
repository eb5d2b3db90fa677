import { describe, expect, it } from 'vitest'
import { createSigner } from '../../../lib/signed-token'
import { createDeviceCookies, DEVICE_COOKIE, DEVICE_COOKIE_MS, MAX_ACCOUNTS } from './device-cookie'

const now = new Date('2026-11-28T10:00:00Z')
const KEY = 'a'.repeat(64)

/** The Cookie header a browser sends back for a Set-Cookie value. */
const sentBack = (setCookie: string) => setCookie.split(';')[0]

describe('device cookies', () => {
  const devices = createDeviceCookies(KEY)

  it('are HttpOnly, SameSite=Strict, long-lived, for the sign-in call, Secure on https', () => {
    const plain = devices.issue(undefined, 7, now, false)
    expect(plain).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_.~-]+; `))
    expect(plain).toContain('; Path=/api/login')
    expect(plain).toContain('; HttpOnly')
    expect(plain).toContain('; SameSite=Strict')
    expect(plain).toContain(`; Max-Age=${DEVICE_COOKIE_MS / 1000}`)
    expect(DEVICE_COOKIE_MS).toBeGreaterThanOrEqual(180 * 24 * 3600 * 1000)
    expect(plain).not.toContain('Secure')
    expect(devices.issue(undefined, 7, now, true)).toMatch(/; Secure$/)
  })

  it('name the account they were issued for, with a nonce fresh at each sign-in', () => {
    const first = sentBack(devices.issue(undefined, 7, now, false))
    const device = devices.deviceOf(first, 7, now)
    expect(device).toMatch(/^[A-Za-z0-9_-]{20,}$/)
    expect(devices.deviceOf(first, 8, now)).toBeNull()
    const second = sentBack(devices.issue(first, 7, now, false))
    expect(devices.deviceOf(second, 7, now)).not.toBe(device)
    // Among other cookies, in any order.
    expect(devices.deviceOf(`theme=dark; ${first}; other=1`, 7, now)).toBe(device)
  })

  it('verify with the same key on another instance, and not with another key', () => {
    const cookie = sentBack(devices.issue(undefined, 7, now, false))
    expect(createDeviceCookies(KEY).deviceOf(cookie, 7, now)).toBe(devices.deviceOf(cookie, 7, now))
    expect(createDeviceCookies('b'.repeat(64)).deviceOf(cookie, 7, now)).toBeNull()
  })

  it('are refused when forged, tampered with, expired or malformed', () => {
    const cookie = sentBack(devices.issue(undefined, 7, now, false))
    const value = cookie.slice(DEVICE_COOKIE.length + 1)
    const [body, mac] = value.split('.')
    // Another account in the payload, the signature kept.
    const swapped = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), u: 8 }),
    ).toString('base64url')
    expect(devices.deviceOf(`${DEVICE_COOKIE}=${swapped}.${mac}`, 8, now)).toBeNull()
    expect(devices.deviceOf(`${DEVICE_COOKIE}=${body}.${mac.slice(1)}x`, 7, now)).toBeNull()
    // Signed with another key: a token of the right form is not enough.
    const foreign = createSigner('c'.repeat(64)).sign({ u: 7, n: 'guessed' }, DEVICE_COOKIE_MS, now)
    expect(devices.deviceOf(`${DEVICE_COOKIE}=${foreign}`, 7, now)).toBeNull()
    const later = new Date(now.getTime() + DEVICE_COOKIE_MS + 1)
    expect(devices.deviceOf(cookie, 7, later)).toBeNull()
    for (const junk of ['', 'x', '...', '~~~', 'a.b.c', `${'z'.repeat(5000)}.x`]) {
      expect(devices.deviceOf(`${DEVICE_COOKIE}=${junk}`, 7, now)).toBeNull()
    }
    expect(devices.deviceOf(undefined, 7, now)).toBeNull()
  })

  it('remember several accounts of one browser (a shared tablet), the latest first, at most five', () => {
    let header: string | undefined
    for (let user = 1; user <= MAX_ACCOUNTS + 2; user++)
      header = sentBack(devices.issue(header, user, now, false))
    const remembered = Array.from({ length: MAX_ACCOUNTS + 2 }, (_, i) => i + 1).filter(
      (user) => devices.deviceOf(header, user, now) !== null,
    )
    expect(remembered).toEqual([3, 4, 5, 6, 7])
    // Signing in again as 4 keeps the others and renews 4's entry.
    const before = devices.deviceOf(header, 4, now)
    header = sentBack(devices.issue(header, 4, now, false))
    expect(devices.deviceOf(header, 4, now)).not.toBe(before)
    for (const user of [3, 5, 6, 7]) expect(devices.deviceOf(header, user, now)).not.toBeNull()
  })
})
