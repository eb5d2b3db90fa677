/**
 * Signed, self-contained tokens: the built-in analytics service's ticket (seconds-long, in the
 * dashboard's address) and session (minutes-long, an HttpOnly cookie), and the sign-in limiter's
 * device cookie (a year, ADR 035). HMAC-SHA256 over the JSON payload, so any instance with the same
 * secret accepts them and none keeps state.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export interface Signer {
  sign(payload: Record<string, unknown>, ttlMs: number, now: Date): string
  /** The payload, or null when the token is malformed, forged or expired. */
  verify<T extends Record<string, unknown>>(token: string | undefined, now: Date): T | null
}

export function createSigner(secret: string | undefined): Signer {
  const key = secret ? Buffer.from(secret) : randomBytes(32)
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url')
  return {
    sign(payload, ttlMs, now) {
      const body = Buffer.from(JSON.stringify({ ...payload, exp: now.getTime() + ttlMs })).toString(
        'base64url',
      )
      return `${body}.${mac(body)}`
    },
    verify(token, now) {
      if (!token || token.length > 2000) return null
      const [body, signature, extra] = token.split('.')
      if (!body || !signature || extra !== undefined) return null
      const expected = Buffer.from(mac(body))
      const given = Buffer.from(signature)
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
      try {
        const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
        if (typeof payload !== 'object' || payload === null || typeof payload.exp !== 'number') return null
        return payload.exp > now.getTime() ? payload : null
      } catch {
        return null
      }
    },
  }
}
