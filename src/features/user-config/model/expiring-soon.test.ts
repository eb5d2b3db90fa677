import { describe, expect, it } from 'vitest'
import { isExpiringSoon } from './expiring-soon'

const now = new Date('2026-11-20T10:00:00Z')
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString()

describe('isExpiringSoon', () => {
  it('highlights keys expiring within 14 days, the 14th day included', () => {
    expect(isExpiringSoon(inDays(1), now)).toBe(true)
    expect(isExpiringSoon(inDays(13.9), now)).toBe(true)
    expect(isExpiringSoon(inDays(14), now)).toBe(true)
  })

  it('leaves keys further away alone', () => {
    expect(isExpiringSoon(inDays(14.01), now)).toBe(false)
    expect(isExpiringSoon(inDays(365), now)).toBe(false)
  })

  it('ignores a key without expiry, an expired key and a bad date', () => {
    expect(isExpiringSoon(null, now)).toBe(false)
    expect(isExpiringSoon(inDays(-1), now)).toBe(false)
    expect(isExpiringSoon(now.toISOString(), now)).toBe(false)
    expect(isExpiringSoon('not a date', now)).toBe(false)
  })

  it('takes another window', () => {
    expect(isExpiringSoon(inDays(20), now, 30)).toBe(true)
  })
})
