import { describe, expect, it } from 'vitest'
import { createSigner } from './signed-token'

const now = new Date('2026-11-24T10:00:00Z')

describe('signed analytics tokens', () => {
  it('round-trips a payload until it expires', () => {
    const s = createSigner('a secret of sixteen chars')
    const token = s.sign({ u: 7 }, 60_000, now)
    expect(s.verify<{ u: number }>(token, now)?.u).toBe(7)
    expect(s.verify(token, new Date(now.getTime() + 60_001))).toBeNull()
  })

  it('refuses a changed payload, another key, and garbage', () => {
    const s = createSigner('a secret of sixteen chars')
    const token = s.sign({ u: 7 }, 60_000, now)
    const [, mac] = token.split('.')
    const forged = `${Buffer.from(JSON.stringify({ u: 8, exp: now.getTime() + 60_000 })).toString('base64url')}.${mac}`
    expect(s.verify(forged, now)).toBeNull()
    expect(createSigner('another secret, sixteen').verify(token, now)).toBeNull()
    for (const bad of [undefined, '', 'x', 'a.b.c', `${token}x`]) expect(s.verify(bad, now)).toBeNull()
  })

  it('two instances with the same secret accept each other’s tokens', () => {
    const token = createSigner('shared secret of the fleet').sign({ u: 1 }, 1000, now)
    expect(createSigner('shared secret of the fleet').verify(token, now)).not.toBeNull()
  })
})
