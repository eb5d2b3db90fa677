import { createHash, randomBytes } from 'node:crypto'

/** A random, URL-safe, high-entropy token (256 bits). */
export const newToken = (bytes = 32) => randomBytes(bytes).toString('base64url')

/** Tokens and API secrets are random, so a plain SHA-256 is the right stored form (no salt/KDF needed). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
