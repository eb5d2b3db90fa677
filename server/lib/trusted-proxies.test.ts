import { describe, expect, it } from 'vitest'
import { parseTrustedProxies } from './trusted-proxies'

describe('parseTrustedProxies', () => {
  it('trusts nobody when unset or off', () => {
    for (const value of [undefined, '', ' ', 'off', 'OFF', 'false', '0']) {
      expect(parseTrustedProxies(value)).toBe(false)
    }
  })

  it('refuses on, which would trust every peer', () => {
    for (const value of ['on', 'true', '1', 'On']) {
      const parsed = parseTrustedProxies(value)
      expect(parsed).toHaveProperty('error')
      expect((parsed as { error: string }).error).toMatch(/name your proxies/)
    }
  })

  it('reads a list of addresses, CIDR blocks and named ranges', () => {
    expect(parseTrustedProxies('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ])
  })

  it('names the entries that are not addresses or blocks', () => {
    const parsed = parseTrustedProxies('10.0.0.1,proxy.local,10.0.0.0/33,::1/129,1.2.3.4/8/8,')
    expect((parsed as { error: string }).error).toBe(
      'not an address, CIDR block or named range (loopback, linklocal, uniquelocal): proxy.local, 10.0.0.0/33, ::1/129, 1.2.3.4/8/8, (empty)',
    )
  })
})
