/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies", ADR 035): a
 * successful sign-in leaves on the browser a cookie naming the account and a random nonce, signed
 * with the server's key (HMAC-SHA256, server/lib/signed-token.ts). A later sign-in of that account
 * from that browser, from whatever address, is counted against that device alone
 * (attempt-limiter.ts) and not against the account-wide cap an attacker can fill from many
 * addresses. The cookie holds nothing secret but the nonce and is checked, never stored: any
 * instance with the same key (server/lib/persistent-secret.ts) accepts it.
 *
 * One browser may remember several accounts (a plant's shared tablet): the cookie holds up to
 * MAX_ACCOUNTS signed entries, the latest first. Each success replaces the account's entry with a
 * fresh nonce, so a device's failure count starts again with the owner's success.
 */
import { randomBytes } from 'node:crypto'
import { createSigner } from '../../../lib/signed-token'

export const DEVICE_COOKIE = 'pp_device'
/** The cookie is sent to the sign-in call alone. */
export const DEVICE_COOKIE_PATH = '/api/login'
/** How long a device stays known without signing in again. */
export const DEVICE_COOKIE_MS = 365 * 24 * 3600 * 1000
/** Accounts one browser remembers. */
export const MAX_ACCOUNTS = 5

type Entry = {
  /** The account's id. */
  u: number
  /** The device's nonce for that account. */
  n: string
  exp: number
}

export interface DeviceCookies {
  /** The device's nonce for `userId` when the Cookie header carries a valid, unexpired entry for it. */
  deviceOf(cookieHeader: string | undefined, userId: number, now: Date): string | null
  /** The Set-Cookie value after `userId` signed in: a fresh entry first, the other accounts' kept. */
  issue(cookieHeader: string | undefined, userId: number, now: Date, secure: boolean): string
}

/** The value of one cookie of a Cookie header (the first, as browsers send the most specific first). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return undefined
}

export function createDeviceCookies(key: string): DeviceCookies {
  const signer = createSigner(key)
  /** The valid entries of the cookie, each with its signed token. */
  const entries = (header: string | undefined, now: Date) =>
    (cookieValue(header, DEVICE_COOKIE) ?? '')
      .split('~')
      .slice(0, MAX_ACCOUNTS)
      .flatMap((token) => {
        const entry = signer.verify<Entry>(token, now)
        return entry && Number.isInteger(entry.u) && typeof entry.n === 'string' ? [{ entry, token }] : []
      })
  return {
    deviceOf(header, userId, now) {
      return entries(header, now).find(({ entry }) => entry.u === userId)?.entry.n ?? null
    },
    issue(header, userId, now, secure) {
      const fresh = signer.sign(
        { u: userId, n: randomBytes(16).toString('base64url') },
        DEVICE_COOKIE_MS,
        now,
      )
      const others = entries(header, now)
        .filter(({ entry }) => entry.u !== userId)
        .map(({ token }) => token)
      const value = [fresh, ...others].slice(0, MAX_ACCOUNTS).join('~')
      return (
        `${DEVICE_COOKIE}=${value}; Path=${DEVICE_COOKIE_PATH}; Max-Age=${DEVICE_COOKIE_MS / 1000}; ` +
        `HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`
      )
    },
  }
}
