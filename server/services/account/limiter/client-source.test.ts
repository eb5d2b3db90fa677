import { describe, expect, it } from 'vitest'
import { clientSource } from './client-source'

describe('clientSource', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientSource('203.0.113.7')).toBe('203.0.113.7')
  })

  it('reads an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(clientSource('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(clientSource('::FFFF:10.0.0.1')).toBe('10.0.0.1')
  })

  it('counts an IPv6 address as its /64, however it is written', () => {
    const a = clientSource('2001:db8:aa:bb:1:2:3:4')
    expect(a).toBe('2001:db8:aa:bb::/64')
    expect(clientSource('2001:0DB8:00aa:00bb:ffff::1')).toBe(a)
    expect(clientSource('2001:db8:aa:bc::1')).not.toBe(a)
  })

  it('expands a compressed prefix', () => {
    expect(clientSource('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientSource('::1')).toBe('0:0:0:0::/64')
    expect(clientSource('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  it('keeps anything that is not an address (a test injection) as it is', () => {
    expect(clientSource('unknown')).toBe('unknown')
  })
})
