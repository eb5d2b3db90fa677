import { createHash } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import { badRequest } from '../../http/errors'
import { isUnsafeText } from '../../lib/unsafe-text'

export const md5 = (value: string) => createHash('md5').update(value).digest('hex')

/** argon2id (algorithm 2), the library's default cost. */
export const hashPassword = (password: string) => hash(password, { algorithm: 2 })

let dummyHash: Promise<string> | null = null

/**
 * Verifies a password against a stored hash, or against a dummy hash when there is no user, so an
 * unknown account costs the same time as a wrong password (no account probing by timing).
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password-for-timing')
    await verify(await dummyHash, password).catch(() => false)
    return false
  }
  return verify(storedHash, password).catch(() => false)
}

/** Decodes a base64 (or base64url) field as UTF-8, a 400 naming the field when it is not. */
export function decodeBase64(value: string, field: string): string {
  const decoded = Buffer.from(value, value.includes('-') || value.includes('_') ? 'base64url' : 'base64')
  const text = decoded.toString('utf8')
  if (!text || text.includes('\uFFFD'))
    throw badRequest(field, `${field} must be base64-encoded text`, 'base64')
  // Decoded text escapes the route layer's check of the raw body (server/http/safe-input.ts).
  if (isUnsafeText(text)) throw badRequest(field, `${field} may not contain NUL bytes`, 'invalid_text')
  return text
}
